import { describe, expect, it } from 'vitest';
import { sanitiseAssistantText } from '../../kernel';
import { MOON_PHASES, ZODIAC_SIGNS } from '../../sky';
import { HOUSES } from './house-texts.schema';
import {
  CONTACT_FAMILIES,
  CONTACT_TEXT_POINTS,
  eclipseHousesFileSchema,
  lunationContactsFileSchema,
  lunationHousesFileSchema,
  PROGRESSED_PHASES,
} from './lunar-texts.schema';
import {
  eclipseHouseTexts,
  lunarReturnTexts,
  lunationContactTexts,
  lunationHouseTexts,
  lunationSecondTexts,
  progressedMoonTexts,
  rawLunarFiles,
  signMatchTexts,
} from './lunar-texts';
import { lunationTexts } from './sign-texts';
import { wordCount } from './sign-texts.schema';

const everyText = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(everyText) : [];

describe('the Lunar Report texts', () => {
  it('cover every house, sign, phase, natal point and aspect family', () => {
    for (const house of HOUSES) {
      expect(lunationHouseTexts.newMoon[house]).toBeTruthy();
      expect(lunationHouseTexts.fullMoon[house]).toBeTruthy();
      expect(eclipseHouseTexts.solar[house]).toBeTruthy();
      expect(eclipseHouseTexts.lunar[house]).toBeTruthy();
      expect(progressedMoonTexts.houses[house]).toBeTruthy();
      expect(lunarReturnTexts.houses[house]).toContain(`your ${house}`);
    }
    for (const sign of ZODIAC_SIGNS) {
      expect(lunationSecondTexts.newMoon[sign].theme).toContain(`New Moon in ${sign.charAt(0).toUpperCase()}${sign.slice(1)}`);
      expect(lunationSecondTexts.fullMoon[sign].theme).toContain(`Full Moon in ${sign.charAt(0).toUpperCase()}${sign.slice(1)}`);
      expect(progressedMoonTexts.signs[sign]).toBeTruthy();
      expect(lunarReturnTexts.sunSigns[sign]).toContain('With the Sun in');
    }
    for (const phase of PROGRESSED_PHASES) expect(progressedMoonTexts.phases[phase]).toBeTruthy();
    for (const phase of MOON_PHASES) expect(lunarReturnTexts.phases[phase]).toBeTruthy();
    for (const point of CONTACT_TEXT_POINTS) for (const family of CONTACT_FAMILIES) expect(lunationContactTexts[point][family].new).not.toBe(lunationContactTexts[point][family].full);
    expect(Object.keys(signMatchTexts)).toEqual(['sun', 'moon', 'ascendant']);
  });

  it('are each already clean for the output sanitiser, trimmed, and written with the house apostrophe', () => {
    const texts = Object.values(rawLunarFiles).flatMap(everyText);
    expect(texts.length).toBeGreaterThan(230);
    for (const text of texts) {
      expect(sanitiseAssistantText(text)).toBe(text);
      expect(text.trim()).toBe(text);
      expect(text).not.toContain('’');
    }
  });

  it('keep the lunation-in-house texts to 80 to 110 words, and the second sign texts apart from the first', () => {
    for (const text of everyText(lunationHouseTexts)) {
      expect(wordCount(text)).toBeGreaterThanOrEqual(80);
      expect(wordCount(text)).toBeLessThanOrEqual(110);
    }
    for (const sign of ZODIAC_SIGNS) {
      expect(lunationSecondTexts.newMoon[sign].theme).not.toBe(lunationTexts.newMoon[sign].theme);
      expect(lunationSecondTexts.fullMoon[sign].practice).not.toBe(lunationTexts.fullMoon[sign].practice);
    }
  });

  it('refuse a file with a house missing, a text out of its word range, or one the sanitiser would rewrite', () => {
    const houses = structuredClone(rawLunarFiles['lunation-houses.json']) as { newMoon: Record<string, string> };
    delete houses.newMoon['7'];
    expect(lunationHousesFileSchema.safeParse(houses).success).toBe(false);
    const eclipses = structuredClone(rawLunarFiles['eclipse-houses.json']) as { solar: Record<string, string> };
    eclipses.solar['1'] = 'Too short to stand as an eclipse text.';
    expect(eclipseHousesFileSchema.safeParse(eclipses).success).toBe(false);
    const contacts = structuredClone(rawLunarFiles['lunation-contacts.json']) as { sun: { square: { new: string } } };
    contacts.sun.square.new = ` ${contacts.sun.square.new}`;
    expect(lunationContactsFileSchema.safeParse(contacts).success).toBe(false);
  });
});
