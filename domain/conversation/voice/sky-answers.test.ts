import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breaksOutputRules } from '../../../tests/support/output-rules';
import { currentCycle } from '../../sky';
import { sanitiseAssistantText, shapeReply } from '../../kernel';
import { PERSONA_ARCHETYPE_IDS } from '../../reading';
import { answerFreeQuestion } from './free-answers';
import { SKY_TOPICS, formatSkyDate, zoneNote } from './sky-answers';

const NOW = Date.parse('2025-01-01T12:00:00Z');
const instantArb = fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2040-12-31T00:00:00Z') });
const zoneArb = fc.constantFrom(null, 'Europe/Lisbon', 'Asia/Tokyo', 'America/Los_Angeles', 'Australia/Adelaide', 'Not/AZone');
const personaArb = fc.option(fc.constantFrom(...PERSONA_ARCHETYPE_IDS), { nil: null });

const QUESTION_FOR = {
  'phase-today': 'what phase is the moon in tonight?',
  'next-full-moon': 'When is the next full moon?',
  'next-new-moon': 'when is the next new moon?',
  'next-lunations': 'when are the next new and full moons?',
  'eclipse': 'what is a lunar eclipse?',
  'waxing-waning': "what's the difference between waxing and waning?",
  'void-of-course': 'what does void of course mean?',
  'retrograde': 'what is mercury retrograde?',
} as const;

const answer = (text: string, nowMs: number | null, timeZone: string | null = null, persona: (typeof PERSONA_ARCHETYPE_IDS)[number] | null = null, pick = 0) =>
  answerFreeQuestion(text, { persona, pick, ...(nowMs === null ? {} : { sky: { nowMs, timeZone } }) })?.answer ?? '';

describe('answers about the sky', () => {
  it('gives the next full moon from the site’s astronomy, in UTC said plainly', () => {
    const text = answer('When is the next full moon?', NOW);
    expect(text).toContain('The next full moon is on Monday 13 January 2025 at 22:2');
    expect(text).toContain('Times are in UTC, as I don’t know your time zone.');
    expect(text).toContain('[the Full Moon](/moon-phases/full-moon)');
  });

  it('gives the date in the visitor’s zone when it is known', () => {
    const text = answer('When is the next full moon?', NOW, 'Asia/Tokyo');
    expect(text).toContain('Tuesday 14 January 2025 at 07:2');
    expect(text).toContain('(Asia/Tokyo)');
  });

  it('names the next lunar and solar eclipses, in date order', () => {
    const text = answer('what is a lunar eclipse?', NOW);
    expect(text).toMatch(/A lunar eclipse happens at a full moon/);
    expect(text).toContain('The next lunar eclipse is a total one on Friday 14 March 2025');
    expect(text).toContain('the next solar eclipse is a partial one on Saturday 29 March 2025');
  });

  it('says tonight’s phase and whether the Moon waxes or wanes', () => {
    expect(answer('what phase is the moon in tonight?', Date.parse('2025-01-10T12:00:00Z'))).toContain('Waxing Gibbous phase right now, waxing');
    expect(answer('is the moon waxing?', Date.parse('2025-01-20T12:00:00Z'))).toContain('waning: its light is shrinking');
  });

  it('explains void of course and retrograde in plain words without making up times', () => {
    expect(answer('what does void of course mean?', NOW)).toContain('I won’t guess one');
    expect(answer('what is mercury retrograde?', NOW)).toContain('The Moon itself is never retrograde.');
  });

  it('gives no date without the instant, and points to the phases page instead', () => {
    const text = answer('When is the next full moon?', null);
    expect(text).not.toMatch(/\d{4}/);
    expect(text).toContain('(/moon-phases)');
  });

  it('an unknown zone falls back to UTC and says so', () => {
    expect(formatSkyDate(NOW, 'Not/AZone')).toBe(formatSkyDate(NOW, null));
    expect(zoneNote('Not/AZone')).toBe(zoneNote(null));
  });
});

describe('answers about the sky, laws', () => {
  it('the next full and new moon dates are currentCycle’s, in the zone asked', () => {
    fc.assert(
      fc.property(instantArb, zoneArb, (nowMs, zone) => {
        const cycle = currentCycle(nowMs);
        expect(answer('When is the next full moon?', nowMs, zone)).toContain(formatSkyDate(cycle.nextFullMoonUtcMs, zone));
        expect(answer('When is the next new moon?', nowMs, zone)).toContain(formatSkyDate(cycle.nextNewMoonUtcMs, zone));
        expect(answer('When is the next new moon?', nowMs, zone)).toContain(zoneNote(zone));
      }),
      { numRuns: 40 },
    );
  });

  it('every sky answer passes the output rules as written, fits the reply shape and ends with a question', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SKY_TOPICS), instantArb, zoneArb, personaArb, fc.nat(5), (topic, nowMs, zone, persona, pick) => {
        const text = answer(QUESTION_FOR[topic], nowMs, zone, persona, pick);
        expect(answerFreeQuestion(QUESTION_FOR[topic], { persona, pick })?.topic).toBe('sky');
        expect(breaksOutputRules(text), text).toBe(false);
        expect(sanitiseAssistantText(text)).toBe(text);
        expect(shapeReply(text)).toBe(text);
        expect(text.trim().endsWith('?')).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('answers from the visitor’s own reading', () => {
  const reading = { moonSign: 'scorpio', sunSign: 'leo', moonPhase: 'waxing-gibbous', url: '/free-moon-reading?token=abc' } as const;

  it('answers "my moon sign" and "my sun sign" from the reading, with a link back to it', () => {
    const moon = answerFreeQuestion('what does my moon sign say about me?', { persona: null, pick: 0, reading, hasReading: true })?.answer ?? '';
    expect(moon).toMatch(/^In your reading, your Moon is in Scorpio\. Moon in Scorpio/);
    expect(moon).toContain('[open your reading](/free-moon-reading?token=abc)');
    const sun = answerFreeQuestion('my sun sign?', { persona: null, pick: 0, reading, hasReading: true })?.answer ?? '';
    expect(sun).toMatch(/^In your reading, your Sun is in Leo\./);
    expect(sun).toContain('[open your reading](/free-moon-reading?token=abc)');
  });

  it('answers a question about signs in general as before', () => {
    const text = answerFreeQuestion('what is a moon sign?', { persona: null, pick: 0, reading, hasReading: true })?.answer ?? '';
    expect(text).not.toContain('In your reading');
  });

  it('every personal answer keeps the link back and the output rules, whatever the sign and persona', () => {
    fc.assert(
      fc.property(fc.constantFrom('aries', 'cancer', 'virgo', 'capricorn', 'pisces'), personaArb, fc.nat(5), (sign, persona, pick) => {
        const own = { ...reading, moonSign: sign, sunSign: sign };
        for (const question of ['what does my moon sign mean?', 'tell me about my sun sign']) {
          const text = answerFreeQuestion(question, { persona, pick, reading: own, hasReading: true })?.answer ?? '';
          expect(text).toContain('[open your reading](/free-moon-reading?token=abc)');
          expect(breaksOutputRules(text), text).toBe(false);
          expect(shapeReply(text)).toBe(text);
        }
      }),
    );
  });
});
