/**
 * The shape of content/reports/bodies-in-houses/<body>.json: one text per house for each
 * body of the chart, each a short paragraph for the paid PDF report.
 */
import { z } from 'zod';
import { REPORT_BODIES, type ReportBody, wordCount } from './sign-texts.schema';

export { wordCount };

/** A trimmed, non-empty text of `min` to `max` words. */
export const textOfWords = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .refine((text) => wordCount(text) >= min && wordCount(text) <= max, {
      error: `must be ${min} to ${max} words`,
    });

/** The same bodies as the sign texts: every body of the chart, the node last. */
export const HOUSE_BODIES = REPORT_BODIES;
export type HouseBody = ReportBody;

export const HOUSES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type House = (typeof HOUSES)[number];

export const HOUSE_TEXT_WORDS = { min: 60, max: 100 } as const;

export const houseTextSchema = z.strictObject({
  title: z.string().trim().min(1, { error: 'must not be empty' }),
  text: textOfWords(HOUSE_TEXT_WORDS.min, HOUSE_TEXT_WORDS.max),
});
export type HouseText = z.infer<typeof houseTextSchema>;

export const housesSchema = z.strictObject({
  '1': houseTextSchema,
  '2': houseTextSchema,
  '3': houseTextSchema,
  '4': houseTextSchema,
  '5': houseTextSchema,
  '6': houseTextSchema,
  '7': houseTextSchema,
  '8': houseTextSchema,
  '9': houseTextSchema,
  '10': houseTextSchema,
  '11': houseTextSchema,
  '12': houseTextSchema,
});

export const bodyHouseFileSchema = z.strictObject({
  body: z.enum(HOUSE_BODIES),
  houses: housesSchema,
});
export type BodyHouseFile = z.infer<typeof bodyHouseFileSchema>;
export type BodyHouseTexts = Record<HouseBody, Record<House, HouseText>>;
