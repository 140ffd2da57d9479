import { describe, expect, it } from 'vitest';
import { sanitiseAssistantText } from '../../kernel';
import { bodyHouseTexts, parseBodyHouseFiles, rawBodyHouseFiles } from './house-texts';
import { bodyHouseFileSchema, HOUSE_BODIES, HOUSES, wordCount } from './house-texts.schema';

const BODY_NAMES = {
  sun: 'Sun',
  moon: 'Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
  'true-node': 'True Node',
} as const;

const ordinal = (house: number): string => {
  const suffix = house === 1 ? 'st' : house === 2 ? 'nd' : house === 3 ? 'rd' : 'th';
  return `${house}${suffix}`;
};

const allTexts = HOUSE_BODIES.flatMap((body) =>
  HOUSES.map((house) => ({ body, house, ...bodyHouseTexts[body][house] })),
);

describe('bodies-in-houses texts', () => {
  it.each(HOUSE_BODIES)('every file parses: %s', (body) => {
    expect(bodyHouseFileSchema.safeParse(rawBodyHouseFiles[body]).success).toBe(true);
  });

  it.each(HOUSE_BODIES)('each body file names its body and has all 12 houses: %s', (body) => {
    const file = bodyHouseFileSchema.parse(rawBodyHouseFiles[body]);
    expect(file.body).toBe(body);
    expect(Object.keys(file.houses).sort((a, b) => Number(a) - Number(b))).toEqual([...HOUSES]);
  });

  it('every title names its body and house', () => {
    for (const { body, house, title } of allTexts) {
      expect(title).toBe(`${BODY_NAMES[body]} in the ${ordinal(Number(house))} house`);
    }
  });

  it('every text names its body and house', () => {
    for (const { body, house, text } of allTexts) {
      expect(text).toContain(`${BODY_NAMES[body]} in your ${ordinal(Number(house))} house`);
    }
  });

  it('every text passes the sanitiser unchanged', () => {
    for (const { text, title } of allTexts) {
      expect(sanitiseAssistantText(text)).toBe(text);
      expect(sanitiseAssistantText(title)).toBe(title);
    }
  });

  it('no text holds an em dash or a percent sign', () => {
    for (const { text, title } of allTexts) {
      expect(`${title} ${text}`).not.toMatch(/[—%]/);
    }
  });

  it('every text is 60 to 100 words and already trimmed', () => {
    for (const { text } of allTexts) {
      expect(wordCount(text)).toBeGreaterThanOrEqual(60);
      expect(wordCount(text)).toBeLessThanOrEqual(100);
      expect(text).toBe(text.trim());
    }
  });

  it('no two texts or titles are the same', () => {
    const texts = allTexts.map(({ text }) => text);
    const titles = allTexts.map(({ title }) => title);
    expect(new Set(texts).size).toBe(texts.length);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('a file filed under the wrong body is refused', () => {
    expect(() => parseBodyHouseFiles({ ...rawBodyHouseFiles, sun: rawBodyHouseFiles.moon })).toThrow(/sun\.json says it is moon/);
  });

  it('a text outside the word range is refused', () => {
    const sun = bodyHouseFileSchema.parse(rawBodyHouseFiles.sun);
    const short = { ...sun, houses: { ...sun.houses, '1': { title: sun.houses['1'].title, text: 'Too short.' } } };
    expect(bodyHouseFileSchema.safeParse(short).success).toBe(false);
  });

  it('a missing house or an extra key is refused', () => {
    const sun = bodyHouseFileSchema.parse(rawBodyHouseFiles.sun);
    const { '12': _twelfth, ...elevenHouses } = sun.houses;
    expect(bodyHouseFileSchema.safeParse({ ...sun, houses: elevenHouses }).success).toBe(false);
    expect(bodyHouseFileSchema.safeParse({ ...sun, extra: true }).success).toBe(false);
  });
});
