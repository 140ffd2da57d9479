import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../kernel';
import { REPORT_OFFERS, formatAmount } from '../../reports';
import { answerFor } from './free-answers';
import { recogniseFreeQuestion } from './free-questions';
import { checkoutPath, declinesOffer, readingToken, reportsAnswer, reportsMention } from './report-offers';

describe('recognising questions about the paid reports', () => {
  it.each([
    ['what reports do you have?', null],
    ['tell me about the lunar report', 'lunar'],
    ['is there a paid reading', null],
    ['how much is the astrology report', 'astrology'],
    ['i want to go deeper', null],
    ['more detail please', null],
    ['lunar reprot', 'lunar'],
    ['whats in the astrology repot?', 'astrology'],
    ['Do you sell a birth chart report?', 'astrology'],
    ["I'd like to go deeper into my reading", null],
  ] as const)('"%s" asks about the reports (%s)', (text, report) => {
    expect(recogniseFreeQuestion(text)).toEqual({ topic: 'reports', report });
  });

  it.each([
    'I have to finish a report for my boss and I feel stuck',
    'I want to go deeper in my relationship with my partner',
    'is the reading free?',
    'when is the next full moon?',
    'what is a moon sign?',
  ])('"%s" is not a question about the reports', (text) => {
    expect(recogniseFreeQuestion(text)?.topic).not.toBe('reports');
  });

  it('still answers the free reading’s price as before', () => {
    expect(recogniseFreeQuestion('how much does the reading cost?')).toEqual({ topic: 'reading-price' });
  });
});

describe('what Luna says about the reports', () => {
  it('takes every page count and price from REPORT_OFFERS', () => {
    const [both] = reportsAnswer({ report: null }, null);
    for (const offer of Object.values(REPORT_OFFERS)) {
      expect(both).toContain(`The ${offer.label} (about ${offer.pages} pages, ${formatAmount(offer.amount, offer.currency)})`);
    }
    const [lunar] = reportsAnswer({ report: 'lunar' }, null);
    expect(lunar).toContain(`${REPORT_OFFERS.lunar.pages} pages and costs ${formatAmount(REPORT_OFFERS.lunar.amount, REPORT_OFFERS.lunar.currency)}`);
    for (const item of REPORT_OFFERS.lunar.contents) expect(lunar.toLowerCase()).toContain(item.toLowerCase());
  });

  it('before a reading says the report needs the free reading first, with no checkout link', () => {
    const [, next] = reportsAnswer({ report: null }, null);
    expect(next).toContain('free reading comes first');
    expect(next).not.toContain('/checkout');
  });

  it('after a reading links each report to the checkout with the reading’s token', () => {
    const [, next] = reportsAnswer({ report: null }, 'tok 1');
    expect(next).toContain('[Lunar Report](/checkout?report=lunar&token=tok+1)');
    expect(next).toContain('[Astrology Report](/checkout?report=astrology&token=tok+1)');
    const [, one] = reportsAnswer({ report: 'astrology' }, 'abc');
    expect(one).toContain('(/checkout?report=astrology&token=abc)');
    expect(one).not.toContain('report=lunar');
  });

  it('never invents a discount, a deadline or urgency', () => {
    const texts = [...reportsAnswer({ report: null }, 'abc'), ...reportsAnswer({ report: 'lunar' }, null), reportsMention('abc')];
    for (const text of texts) expect(text).not.toMatch(/discount|% off|sale|today only|hurry|limited|expires|deadline|last chance|now or never|\u2014/i);
  });

  it('fits a reply with the closing question after a reading', () => {
    const text = answerFor({ topic: 'reports', report: null }, { persona: null, pick: 0, hasReading: true, checkoutToken: 'abc' });
    expect(text.split('\n\n')).toHaveLength(3);
    expect(text).toContain('/checkout?report=lunar&token=abc');
  });

  it('leaves the reports out of the price answer once they were turned down', () => {
    const price = { topic: 'reading-price' } as const;
    expect(answerFor(price, { persona: null, pick: 0 })).toContain(`about ${REPORT_OFFERS.lunar.pages} pages`);
    expect(answerFor(price, { persona: null, pick: 0, quietAboutReports: true })).not.toMatch(/report/i);
  });
});

describe('links and answers', () => {
  it('reads the token of a reading link', () => {
    expect(readingToken('/free-moon-reading?token=abc')).toBe('abc');
    expect(readingToken('/free-moon-reading?token=a%2Fb')).toBe('a/b');
    expect(readingToken(null)).toBeNull();
    expect(readingToken('/free-moon-reading')).toBeNull();
    expect(checkoutPath('lunar', 'a/b')).toBe('/checkout?report=lunar&token=a%2Fb');
  });

  it.each(['no thanks', 'No thank you!', 'not now', 'not interested', 'maybe later', 'no', 'Nah, I’m good'])('"%s" turns an offer down', (text) => {
    expect(declinesOffer(text)).toBe(true);
  });

  it.each(['no wait, I was born in 1991', 'not sure what my moon sign means', 'tell me more'])('"%s" does not turn an offer down', (text) => {
    expect(declinesOffer(text)).toBe(false);
  });

  it('turns down what the expression with "no thanks" as a word of its own did (issue 23)', () => {
    const words = '(?:no|nope|nah|no thanks?|no thank you|not now|not yet|not today|not interested|not for me|not really|maybe later|maybe another time|later|im good|im fine|im ok|ill pass|pass|no need)';
    const old = new RegExp(`^${words}(?: (?:${words}|thanks?|thank you|for now|luna))*[ .!]*$`);
    const folded = (text: string) => foldForMatching(text).replace(/'/g, '').replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
    const pieces = ['no', 'No', 'thanks', 'thank', 'you', 'thank you', 'not', 'now', 'for now', 'need', 'maybe', 'later', "I'm", 'good', 'luna', 'x', ' ', ',', '.', '!'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((chosen) => chosen.join(' ')), (text) => {
        expect(declinesOffer(text)).toBe(old.test(folded(text)));
      }),
      { numRuns: 1000 },
    );
    // 40 of these took the old expression minutes; each now has one reading.
    expect(declinesOffer(`${'no thanks '.repeat(40)}x`)).toBe(false);
    expect(declinesOffer(`${'no thank you '.repeat(40)}!`)).toBe(true);
  });
});
