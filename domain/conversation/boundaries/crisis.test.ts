import { describe, expect, it } from 'vitest';
import { breaksOutputRules } from '../../../tests/support/output-rules';
import { REPLY_MAX_PARAGRAPHS, REPLY_MAX_WORDS, countParagraphs, countWords } from '../../kernel';
import { careReply, helpLineFor } from './care-replies';
import { detectCrisis, type CrisisKind } from './crisis';
import { COUNTRY_HELP, HELPLINE_DIRECTORY_URL, countryNamedIn, helpForCountry } from './help-lines';

/** As visitors type them: lower case, no punctuation, typos, shorthand, indirect words. */
const CRISIS: readonly (readonly [string, CrisisKind])[] = [
  ['i dont see the point anymore', 'self-harm'],
  ['honestly sometimes i think everyone would be better off without me', 'self-harm'],
  ['I want to kill myself', 'self-harm'],
  ['i want to kil my self', 'self-harm'],
  ['kms', 'self-harm'],
  ['lowkey want to kms lol', 'self-harm'],
  ['thinking about how to unalive myself', 'self-harm'],
  ['i might just unalive', 'self-harm'],
  ['i dont want to wake up tomorrow', 'self-harm'],
  ["I don't want to wake up", 'self-harm'],
  ['i feel suicidal', 'self-harm'],
  ['been having sucidal thoughts', 'self-harm'],
  ['i keep thinking about suicide', 'self-harm'],
  ['i want to die', 'self-harm'],
  ['i just wanna die', 'self-harm'],
  ['I wish I was dead', 'self-harm'],
  ['i wish i had never been born', 'self-harm'],
  ['they would all be better off if i wasnt here', 'self-harm'],
  ['i want to end it all', 'self-harm'],
  ['thinking about ending my life', 'self-harm'],
  ['im going to take my own life', 'self-harm'],
  ['theres no reason to live', 'self-harm'],
  ['i have nothing left to live for', 'self-harm'],
  ['life isnt worth living', 'self-harm'],
  ['whats the point of living', 'self-harm'],
  ['i cant go on anymore', 'self-harm'],
  ["i can't go on", 'self-harm'],
  ['nobody would miss me', 'self-harm'],
  ['i have been cutting myself again', 'self-harm'],
  ['i self harm when it gets bad', 'self-harm'],
  ['i want to hurt myself', 'self-harm'],
  ['i took too many pills', 'self-harm'],
  ['took like 30 tablets an hour ago', 'self-harm'],
  ['i think i overdosed', 'self-harm'],
  ['i want to go to sleep and never wake up', 'self-harm'],
  ['im tired of being alive', 'self-harm'],
  ['i just want the pain to stop', 'self-harm'],
  ['this is goodbye', 'self-harm'],
  ["I don't want to be alive anymore", 'self-harm'],
  ['i want to jump off a bridge', 'self-harm'],
  ['he hits me', 'abuse'],
  ['my husband beats me when he drinks', 'abuse'],
  ['my boyfriend choked me last night', 'abuse'],
  ["i'm not safe at home", 'abuse'],
  ['i dont feel safe with him', 'abuse'],
  ['my dad threatened to kill me', 'abuse'],
  ['im scared he will hurt me', 'abuse'],
  ['i think im in an abusive relationship', 'abuse'],
  ['i was raped', 'abuse'],
  ['my ex is stalking me and i am being stalked every day', 'abuse'],
  ['someone is trying to break in', 'danger'],
  ['im in danger right now', 'danger'],
  ['please call the police', 'danger'],
];

/** Figures of speech, denials and ordinary talk that only look like a crisis. */
const NOT_CRISIS: readonly string[] = [
  'this traffic is killing me',
  'i could kill for a coffee',
  "i'm dying to know my moon sign",
  'my feet are killing me after that hike',
  'I have been killing myself at work to get this promotion',
  'i need to cut myself some slack',
  'i burn myself out every full moon',
  "I'm not suicidal, just curious about my chart",
  'I want to end things with my boyfriend',
  'that joke killed me',
  'my mom is going to be so mad',
  'i dont want to live in london anymore',
  'she beat me at chess again',
  'my ex hit me up last night',
  'it hits me every new moon how much I have grown',
  'i could die of embarrassment',
  'i dont see the point of horoscopes',
  'I want to end my contract and start my own business',
  'the new moon feels like a safe space at home',
  'i shot myself in the foot at that interview',
  "I'm dying for a holiday",
];

describe('signs of crisis', () => {
  it('has at least forty crisis phrasings and fifteen look-alikes to check', () => {
    expect(CRISIS.length).toBeGreaterThanOrEqual(40);
    expect(NOT_CRISIS.length).toBeGreaterThanOrEqual(15);
  });

  it.each(CRISIS)('hears "%s" as %s', (text, kind) => {
    expect(detectCrisis(text)).toBe(kind);
  });

  it.each(NOT_CRISIS)('does not take "%s" for a crisis', (text) => {
    expect(detectCrisis(text)).toBeNull();
  });

  it('hears a crisis however it is capitalised or punctuated', () => {
    for (const [text, kind] of CRISIS.slice(0, 10)) {
      expect(detectCrisis(`${text.toUpperCase()}!!!`), text).toBe(kind);
      expect(detectCrisis(`hi luna... ${text}.`), text).toBe(kind);
    }
  });
});

describe('help lines by country', () => {
  it.each([
    ['United States', '911', '988'],
    ['Canada', '911', '988'],
    ['United Kingdom', '999', '116 123'],
    ['Ireland', '112', '116 123'],
    ['Australia', '000', '13 11 14'],
    ['New Zealand', '111', '1737'],
  ])('gives %s its emergency number and crisis line', (country, emergency, line) => {
    const help = helpLineFor(country);
    expect(help).toContain(emergency);
    expect(help).toContain(line);
    expect(help).toContain(HELPLINE_DIRECTORY_URL);
  });

  it('gives a country without a listed crisis line its emergency number and the directory', () => {
    const help = helpLineFor('Portugal');
    expect(help).toContain('call 112 (emergency services in Portugal)');
    expect(help).toContain(HELPLINE_DIRECTORY_URL);
  });

  it('points to the directory and the local emergency number when the country is unknown', () => {
    for (const country of [null, 'Atlantis', 'Japan']) {
      const help = helpLineFor(country);
      expect(help).toContain('your local emergency number');
      expect(help).toContain(HELPLINE_DIRECTORY_URL);
    }
  });

  it('reads countries as visitors name them, the longest name first', () => {
    expect(countryNamedIn('i live in the uk now')).toBe('United Kingdom');
    expect(countryNamedIn('we moved to the USA')).toBe('United States');
    expect(countryNamedIn('born in Belfast, Northern Ireland')).toBe('United Kingdom');
    expect(countryNamedIn('Sydney, New South Wales, Australia')).toBe('Australia');
    expect(countryNamedIn('Dublin, Ireland')).toBe('Ireland');
    expect(countryNamedIn('I feel stuck at work')).toBeNull();
    expect(helpForCountry('England')?.emergency).toBe('999');
  });

  it('lists every country with an emergency number', () => {
    for (const help of Object.values(COUNTRY_HELP)) expect(help.emergency).toMatch(/^\d/);
  });
});

describe('Luna’s care answer', () => {
  it('answers with warmth, the numbers and an open door, and nothing about the moon or a form', () => {
    const reply = careReply('self-harm', 'United Kingdom', 1);
    expect(reply.text).toContain(reply.helpLine);
    expect(reply.text).toContain('116 123');
    expect(reply.text).not.toMatch(/moon|manifest|reading|first name|birth|email|form/i);
    expect(breaksOutputRules(reply.text)).toBe(false);
  });

  it('is worded differently when the visitor says it again, keeping the same help line', () => {
    const replies = [1, 2, 3].map((times) => careReply('abuse', 'Canada', times));
    expect(new Set(replies.map((r) => r.text)).size).toBe(3);
    for (const reply of replies) expect(reply.text).toContain(reply.helpLine);
    expect(replies[0]?.helpLine).toBe(replies[2]?.helpLine);
  });

  it('keeps each kind of crisis within the reply limits, for every country', () => {
    for (const kind of ['self-harm', 'abuse', 'danger'] as const) {
      for (const country of [null, ...Object.keys(COUNTRY_HELP)]) {
        for (const times of [1, 2, 3]) {
          const { text } = careReply(kind, country, times);
          expect(breaksOutputRules(text), `${kind} ${country} ${times}`).toBe(false);
          expect(countWords(text), `${kind} ${country} ${times}`).toBeLessThanOrEqual(REPLY_MAX_WORDS);
          expect(countParagraphs(text)).toBeLessThanOrEqual(REPLY_MAX_PARAGRAPHS);
        }
      }
    }
  });
});
