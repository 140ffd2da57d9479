import { describe, expect, it } from 'vitest';
import { MOON_PHASES, ZODIAC_SIGNS } from '../../sky';
import { sitePage } from '../../site';
import { answerFor, subjectLink } from './free-answers';
import { MANIFESTATION_PRACTICES, type FreeQuestion } from './free-questions';
import { SKY_TOPICS } from './sky-answers';

const QUESTIONS: readonly FreeQuestion[] = [
  { topic: 'moon-sign' },
  { topic: 'sun-sign' },
  { topic: 'moon-phases' },
  { topic: 'phase-naming' },
  ...ZODIAC_SIGNS.map((sign) => ({ topic: 'moon-sign-meaning', sign }) as const),
  ...ZODIAC_SIGNS.map((sign) => ({ topic: 'sun-sign-meaning', sign }) as const),
  ...MOON_PHASES.map((phase) => ({ topic: 'moon-phase-meaning', phase }) as const),
  ...MANIFESTATION_PRACTICES.map((practice) => ({ topic: 'manifestation', practice }) as const),
  ...SKY_TOPICS.map((sky) => ({ topic: 'sky', sky }) as const),
];

const linksIn = (text: string) => [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1] ?? '');

describe('answers link the site’s page on their subject', () => {
  it.each(QUESTIONS.map((question) => [JSON.stringify(question), question] as const))('%s links a page the site has', (_, question) => {
    const text = answerFor(question, { persona: null, pick: 0, sky: { nowMs: Date.parse('2026-11-23T20:00:00Z'), timeZone: null } });
    const links = linksIn(text);
    expect(links.length).toBeGreaterThan(0);
    for (const path of links) expect(sitePage(path), path).toBeDefined();
  });

  it('names the sign or phase page of a specific question', () => {
    expect(subjectLink({ topic: 'moon-sign-meaning', sign: 'scorpio' })).toBe('More on [the Moon in Scorpio](/moon-signs/scorpio).');
    expect(subjectLink({ topic: 'moon-phase-meaning', phase: 'waxing-gibbous' })).toBe('More on [the Waxing Gibbous](/moon-phases/waxing-gibbous).');
  });
});
