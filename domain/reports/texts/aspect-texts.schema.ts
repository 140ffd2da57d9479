/**
 * The shape of content/reports/aspects.json: a plain explanation of each aspect type, and a
 * text for every aspect type between the personal bodies and from each outer body to the
 * Sun and the Moon.
 */
import { z } from 'zod';
import { textOfWords } from './house-texts.schema';

export const ASPECT_TYPES = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export type AspectType = (typeof ASPECT_TYPES)[number];

export const PERSONAL_BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars'] as const;
export const OUTER_BODIES = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type AspectBody = (typeof PERSONAL_BODIES)[number] | (typeof OUTER_BODIES)[number];

export const ASPECT_PAIRS = [
  'sun-moon',
  'sun-mercury',
  'sun-venus',
  'sun-mars',
  'moon-mercury',
  'moon-venus',
  'moon-mars',
  'mercury-venus',
  'mercury-mars',
  'venus-mars',
  'jupiter-sun',
  'jupiter-moon',
  'saturn-sun',
  'saturn-moon',
  'uranus-sun',
  'uranus-moon',
  'neptune-sun',
  'neptune-moon',
  'pluto-sun',
  'pluto-moon',
] as const;
export type AspectPair = (typeof ASPECT_PAIRS)[number];

export const ASPECT_TEXT_WORDS = { min: 50, max: 90 } as const;
export const ASPECT_TYPE_TEXT_WORDS = { min: 40, max: 70 } as const;

const titledText = (min: number, max: number) =>
  z.strictObject({
    title: z.string().trim().min(1, { error: 'must not be empty' }),
    text: textOfWords(min, max),
  });

export const aspectTextSchema = titledText(ASPECT_TEXT_WORDS.min, ASPECT_TEXT_WORDS.max);
export type AspectText = z.infer<typeof aspectTextSchema>;

export const aspectTypeTextSchema = titledText(ASPECT_TYPE_TEXT_WORDS.min, ASPECT_TYPE_TEXT_WORDS.max);
export type AspectTypeText = z.infer<typeof aspectTypeTextSchema>;

export const pairTextsSchema = z.strictObject({
  conjunction: aspectTextSchema,
  sextile: aspectTextSchema,
  square: aspectTextSchema,
  trine: aspectTextSchema,
  opposition: aspectTextSchema,
});
export type PairTexts = z.infer<typeof pairTextsSchema>;

export const aspectTypesSchema = z.strictObject({
  conjunction: aspectTypeTextSchema,
  sextile: aspectTypeTextSchema,
  square: aspectTypeTextSchema,
  trine: aspectTypeTextSchema,
  opposition: aspectTypeTextSchema,
});

export const aspectPairsSchema = z.strictObject({
  'sun-moon': pairTextsSchema,
  'sun-mercury': pairTextsSchema,
  'sun-venus': pairTextsSchema,
  'sun-mars': pairTextsSchema,
  'moon-mercury': pairTextsSchema,
  'moon-venus': pairTextsSchema,
  'moon-mars': pairTextsSchema,
  'mercury-venus': pairTextsSchema,
  'mercury-mars': pairTextsSchema,
  'venus-mars': pairTextsSchema,
  'jupiter-sun': pairTextsSchema,
  'jupiter-moon': pairTextsSchema,
  'saturn-sun': pairTextsSchema,
  'saturn-moon': pairTextsSchema,
  'uranus-sun': pairTextsSchema,
  'uranus-moon': pairTextsSchema,
  'neptune-sun': pairTextsSchema,
  'neptune-moon': pairTextsSchema,
  'pluto-sun': pairTextsSchema,
  'pluto-moon': pairTextsSchema,
});

export const aspectTextsFileSchema = z.strictObject({
  types: aspectTypesSchema,
  pairs: aspectPairsSchema,
});
export type AspectTexts = z.infer<typeof aspectTextsFileSchema>;
