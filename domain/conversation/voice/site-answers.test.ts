import { describe, expect, it } from 'vitest';
import { ACCURACY, DATA_RIGHTS, REPORT_DELIVERY, REPORT_TERMS } from '../../site';
import { PERSONA_ARCHETYPE_IDS } from '../../reading';
import { answerFreeQuestion } from './free-answers';
import { recogniseFreeQuestion } from './free-questions';
import { SITE_TOPICS, siteAnswerBody, siteFactLines, type SiteTopic } from './site-answers';

const asked = (texts: readonly string[], site: SiteTopic) => texts.map((text) => [text, site] as const);

const SITE_QUESTIONS = [
  ...asked(
    [
      'if I buy one and hate it can I get a refund?',
      'if i buy one and hate it can i get a refund',
      'can i get my money back',
      'do you do refunds',
      'is the report refundable?',
      'refund policy?',
      'what if i dont like the report after i bought it',
      'can i get a refnd',
      'how do i cancel my order',
      'what if I order the lunar report and I am disappointed?',
    ],
    'refund',
  ),
  ...asked(
    [
      'how long does the report take to arrive?',
      'when will i get my report',
      'how do i receive the report?',
      'is the report a pdf',
      'do you deliver the report by email?',
      'how is it delivered',
      'when does the astrology report arrive',
      'can i get a printed report?',
    ],
    'delivery',
  ),
  ...asked(['how do i delete my data', 'can you delete my account?', 'please erase my details', 'i want you to forget me', 'remove all my data please'], 'data-delete'),
  ...asked(['can i download my data?', 'how do i get a copy of my data', 'what do you know about me?', 'can i export my data'], 'data-export'),
  ...asked(['what do you do with my email, will I get spammed?', 'will i get spam emails', 'what will you use my email for?', 'do you send newsletters?'], 'emails'),
  ...asked(['do you sell my data?', 'is my data safe?', 'what about privacy?', 'do you share my email with anyone', 'gdpr?', 'do you use cookies?', 'is my reading private'], 'privacy'),
  ...asked(
    [
      'how accurate are your calculations?',
      'how accurate is my chart',
      'which ephemeris do you use',
      'are the planet positions precisely calculated?',
      'how precise are the moonrise times',
      'do you use the swiss ephemeris?',
      'how reliable are your numbers',
    ],
    'accuracy',
  ),
  ...asked(['how do i contact you?', 'can i talk to a real person', 'is there customer support?'], 'contact'),
  ...asked(['do you have a discount code?', 'is there a subscription?', 'can i pay with paypal?', 'do you have gift cards'], 'not-on-the-site'),
] as const;

describe('questions about the site', () => {
  it.each(SITE_QUESTIONS)('"%s" asks about %s', (text, site) => {
    expect(recogniseFreeQuestion(text)).toEqual({ topic: 'site', site });
  });

  it.each([
    'how much is the lunar report?',
    'Do you sell a birth chart report?',
    'I want to manifest more money',
    'my email is ana@example.com',
    'I was born in Porto on 4 May 1992',
    'i hate my job',
    'my ex is private about everything',
    'what data do you need?',
    'I delete my old intentions at the full moon',
    'how accurate is astrology?',
    'my chart was calculated by another site',
  ])('"%s" is not a question about the site’s policies', (text) => {
    expect(recogniseFreeQuestion(text)?.topic ?? null).not.toBe('site');
  });
});

describe('answers from the site’s own pages', () => {
  const answer = (text: string) => answerFreeQuestion(text, { persona: null, pick: 0 })?.answer ?? '';

  it('answers a refund question with the Terms’ refund rule, word for word, and links the Terms and the contact page', () => {
    const reply = answer('if I buy one and hate it can I get a refund?');
    expect(reply).toContain('[Terms and Conditions](/legal/terms-and-conditions)');
    expect(reply).toContain(REPORT_TERMS.refund.replace('contact page', '[contact page](/contact)'));
    expect(reply).toContain(REPORT_TERMS.statutory);
    expect(reply).toMatch(/won’t promise one/);
  });

  it('answers delivery with the delivery facts the checkout pages show', () => {
    const reply = answer('how long does the report take to arrive?');
    expect(reply).toContain(REPORT_DELIVERY.prepared);
    expect(reply).toContain(REPORT_DELIVERY.usualTime);
    expect(reply).toContain(`[report library](${REPORT_DELIVERY.libraryPath})`);
  });

  it('answers data questions with the privacy policy’s facts and the your-data page', () => {
    expect(answer('how do i delete my data')).toContain(DATA_RIGHTS.delete);
    expect(answer('can i download my data?')).toContain(DATA_RIGHTS.download);
    for (const text of ['how do i delete my data', 'can i download my data?', 'do you sell my data?']) {
      expect(answer(text)).toContain(`[your data page](${DATA_RIGHTS.dataPath})`);
      expect(answer(text)).toContain(`(${DATA_RIGHTS.path})`);
    }
  });

  it('answers how accurate the sky is with what the accuracy page measures, and links it', () => {
    const reply = answer('how accurate are your calculations?');
    expect(reply).toContain(ACCURACY.measured);
    expect(reply).toContain(`[${ACCURACY.pageTitle}](${ACCURACY.path})`);
    expect(reply).toContain(ACCURACY.birthTime);
  });

  it('says it does not know what the pages do not say, and points to the contact page', () => {
    const reply = answer('do you have a discount code?');
    expect(reply).toMatch(/don’t say anything about that/);
    expect(reply).toContain('(/contact)');
  });

  it('gives every site topic at least one link to a page of the site', () => {
    for (const topic of SITE_TOPICS) expect(siteAnswerBody(topic).paragraphs.join(' ')).toMatch(/\]\(\/[a-z/-]+\)/);
  });
});

describe('the policy sentences a model must keep', () => {
  it('are each in the scripted answer word for word', () => {
    const texts: Record<SiteTopic, string> = {
      refund: 'can i get a refund?',
      delivery: 'how long does the report take to arrive?',
      'data-delete': 'how do i delete my data',
      'data-export': 'can i download my data?',
      emails: 'will i get spammed?',
      privacy: 'do you sell my data?',
      accuracy: 'which ephemeris do you use?',
      contact: 'how do i contact you?',
      'not-on-the-site': 'do you have a discount code?',
    };
    for (const persona of [null, ...PERSONA_ARCHETYPE_IDS]) {
      for (const topic of SITE_TOPICS) {
        const reply = answerFreeQuestion(texts[topic], { persona, pick: 1 })?.answer ?? '';
        for (const line of siteFactLines(topic)) expect(reply).toContain(line);
      }
    }
  });
});
