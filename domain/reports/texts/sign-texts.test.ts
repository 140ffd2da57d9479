import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS } from '../../sky';
import { sanitiseAssistantText } from '../../kernel';
import {
  REPORT_BODIES,
  bodySignFileSchema,
  eclipsesFileSchema,
  journalPromptsFileSchema,
  lunationsFileSchema,
  wordCount,
  wordsBetween,
} from './sign-texts.schema';
import {
  bodySignTexts,
  eclipseTexts,
  journalPrompts,
  lunationTexts,
  rawBodySignFiles,
  rawEclipses,
  rawJournalPrompts,
  rawLunations,
} from './sign-texts';

/** Every string anywhere inside a value, with its path. */
const stringsIn = (value: unknown, path = ''): Array<[string, string]> => {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, path ? `${path}.${key}` : key));
  }
  return [];
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** How a body's title names it: 'Venus', or 'North Node' for the true node. */
const titleName = (body: string) => (body === 'true-node' ? 'North Node' : capitalised(body));

const allTexts = (): Array<[string, string]> => [
  ...REPORT_BODIES.flatMap((body) => stringsIn(bodySignTexts[body], `bodies-in-signs/${body}`)),
  ...stringsIn(lunationTexts, 'lunations'),
  ...stringsIn(eclipseTexts, 'eclipses'),
  ...stringsIn(journalPrompts, 'journal-prompts'),
];

describe('sign report texts', () => {
  it('every body file parses against its schema', () => {
    for (const body of REPORT_BODIES) expect(bodySignFileSchema.safeParse(rawBodySignFiles[body]).success, body).toBe(true);
  });

  it('the lunations, eclipses and journal prompts files parse against their schemas', () => {
    expect(lunationsFileSchema.safeParse(rawLunations).success).toBe(true);
    expect(eclipsesFileSchema.safeParse(rawEclipses).success).toBe(true);
    expect(journalPromptsFileSchema.safeParse(rawJournalPrompts).success).toBe(true);
  });

  it('every body file names its own body and has all twelve signs in zodiac order', () => {
    for (const body of REPORT_BODIES) {
      const raw = rawBodySignFiles[body] as { body: string; signs: Record<string, unknown> };
      expect(raw.body).toBe(body);
      expect(Object.keys(raw.signs)).toEqual([...ZODIAC_SIGNS]);
    }
  });

  it('every title names the right body and sign', () => {
    for (const body of REPORT_BODIES) {
      for (const sign of ZODIAC_SIGNS) {
        expect(bodySignTexts[body][sign].title).toBe(`${titleName(body)} in ${capitalised(sign)}`);
      }
    }
  });

  it('the lunations cover all twelve signs for new and full moons', () => {
    expect(Object.keys(lunationTexts.newMoon)).toEqual([...ZODIAC_SIGNS]);
    expect(Object.keys(lunationTexts.fullMoon)).toEqual([...ZODIAC_SIGNS]);
  });

  it('every example intention is an I-sentence and every release a single sentence', () => {
    for (const sign of ZODIAC_SIGNS) {
      expect(lunationTexts.newMoon[sign].intention).toMatch(/^I [^.!?]*[.!]$/);
      expect(lunationTexts.fullMoon[sign].release).toMatch(/^[^.!?]*[.!]$/);
    }
  });

  it('there are forty journal prompts, each one sentence', () => {
    expect(journalPrompts).toHaveLength(40);
    for (const prompt of journalPrompts) expect(prompt).toMatch(/^[^.!?]*[.?]$/);
  });

  it('every text passes the output sanitiser unchanged', () => {
    for (const [path, text] of allTexts()) expect(sanitiseAssistantText(text), path).toBe(text);
  });

  it('no text contains an em dash or a percent sign', () => {
    for (const [path, text] of allTexts()) {
      expect(text.includes('—'), path).toBe(false);
      expect(text.includes('%'), path).toBe(false);
    }
  });

  it('no two texts are identical', () => {
    const seen = new Map<string, string>();
    for (const [path, text] of allTexts()) {
      expect(seen.get(text), `${path} repeats ${seen.get(text) ?? ''}`).toBeUndefined();
      seen.set(text, path);
    }
  });

  it('word ranges are enforced', () => {
    const seventy = Array.from({ length: 70 }, () => 'moon').join(' ');
    expect(wordCount(' new  moon\nrising ')).toBe(3);
    expect(wordsBetween(70, 110).safeParse(seventy).success).toBe(true);
    expect(wordsBetween(70, 110).safeParse(seventy.slice(5)).success).toBe(false);
    expect(wordsBetween(1, 5).safeParse(' padded').success).toBe(false);
    expect(wordsBetween(1, 5).safeParse('calm — and').success).toBe(false);
  });
});
