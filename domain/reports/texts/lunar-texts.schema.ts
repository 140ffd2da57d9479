import { z } from 'zod';
import { MOON_PHASES, ZODIAC_SIGNS } from '../../sky';
import { HOUSES } from './house-texts.schema';
import { fullMoonEntrySchema, newMoonEntrySchema, wordsBetween } from './sign-texts.schema';

/**
 * The shape of the Lunar Report's own texts under content/reports/lunar/: lunations and
 * eclipses read in her houses, a lunation's contacts with her natal points, the progressed
 * Moon and the lunar returns. Strict objects, one entry per key, every text trimmed, clean
 * for the output sanitiser and inside its word range, as the other report files are.
 */

const keyed = <K extends string, T extends z.ZodType>(keys: readonly K[], entry: T) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, entry])) as Record<K, T>);

const perSign = <T extends z.ZodType>(entry: T) => keyed(ZODIAC_SIGNS, entry);
const perHouse = <T extends z.ZodType>(entry: T) => keyed(HOUSES, entry);

export const LUNATION_HOUSE_WORDS = { min: 80, max: 110 } as const;

/** A new and a full moon in each house of her chart. */
export const lunationHousesFileSchema = z.strictObject({
  newMoon: perHouse(wordsBetween(LUNATION_HOUSE_WORDS.min, LUNATION_HOUSE_WORDS.max)),
  fullMoon: perHouse(wordsBetween(LUNATION_HOUSE_WORDS.min, LUNATION_HOUSE_WORDS.max)),
});

/** A second set of sign texts, for the second lunation of a kind in one sign within the report's year. */
export const lunationSignsSecondFileSchema = z.strictObject({
  newMoon: perSign(newMoonEntrySchema),
  fullMoon: perSign(fullMoonEntrySchema),
});

export const CONTACT_TEXT_POINTS = ['sun', 'moon', 'ascendant', 'mercury', 'venus', 'mars'] as const;
export const CONTACT_FAMILIES = ['conjunction', 'opposition', 'square', 'flowing'] as const;

const newAndFull = (min: number, max: number) => z.strictObject({ new: wordsBetween(min, max), full: wordsBetween(min, max) });

/** What a lunation's contact with a natal point means, per point and aspect family, in new and full moon wording. */
export const lunationContactsFileSchema = keyed(CONTACT_TEXT_POINTS, keyed(CONTACT_FAMILIES, newAndFull(20, 45)));

/** A lunation in the sign of her Sun, Moon or Ascendant. */
export const signMatchesFileSchema = keyed(['sun', 'moon', 'ascendant'] as const, newAndFull(20, 45));

/** A solar and a lunar eclipse in each house of her chart. */
export const eclipseHousesFileSchema = z.strictObject({
  solar: perHouse(wordsBetween(60, 90)),
  lunar: perHouse(wordsBetween(60, 90)),
});

/** The eight phases of the progressed lunation cycle, each 45° of the progressed Moon's lead on the progressed Sun. */
export const PROGRESSED_PHASES = ['new', 'crescent', 'first-quarter', 'gibbous', 'full', 'disseminating', 'last-quarter', 'balsamic'] as const;
export type ProgressedPhase = (typeof PROGRESSED_PHASES)[number];

export const progressedMoonFileSchema = z.strictObject({
  signs: perSign(wordsBetween(60, 90)),
  houses: perHouse(wordsBetween(20, 80)),
  phases: keyed(PROGRESSED_PHASES, wordsBetween(50, 90)),
});

/** A lunar return's month: by the Sun's sign, by the Moon's phase at the return, and the house the Sun crosses for her. */
export const lunarReturnsFileSchema = z.strictObject({
  sunSigns: perSign(wordsBetween(20, 40)),
  phases: keyed(MOON_PHASES, wordsBetween(20, 40)),
  houses: perHouse(wordsBetween(8, 25)),
  /** A way to meet each return, for the foot of the returns' last page when it has room. */
  ritual: wordsBetween(40, 80),
});

export type LunationHousesFile = z.infer<typeof lunationHousesFileSchema>;
export type LunationSignsSecondFile = z.infer<typeof lunationSignsSecondFileSchema>;
export type LunationContactsFile = z.infer<typeof lunationContactsFileSchema>;
export type SignMatchesFile = z.infer<typeof signMatchesFileSchema>;
export type EclipseHousesFile = z.infer<typeof eclipseHousesFileSchema>;
export type ProgressedMoonFile = z.infer<typeof progressedMoonFileSchema>;
export type LunarReturnsFile = z.infer<typeof lunarReturnsFileSchema>;
