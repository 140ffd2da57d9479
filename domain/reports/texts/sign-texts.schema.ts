import { z } from 'zod';
import { ZODIAC_SIGNS } from '../../sky';
import { sanitiseAssistantText } from '../../kernel';

/**
 * The shape of the report content files under content/reports/ that speak about signs:
 * bodies in signs, new and full moons by sign, eclipses and journal prompts. Strict objects,
 * so a misspelt field fails instead of silently going missing; every text is trimmed,
 * already clean for the output sanitiser and inside its word range, because the PDF shows
 * each text as written.
 */

/** The bodies that have a bodies-in-signs file, in the order a report lists them. */
export const REPORT_BODIES = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'true-node',
] as const;
export type ReportBody = (typeof REPORT_BODIES)[number];

/** Words as a reader counts them: runs of non-space characters. */
export const wordCount = (text: string): number => text.split(/\s+/).filter((word) => word.length > 0).length;

/** A non-empty, trimmed text the sanitiser leaves alone, of `min` to `max` words. */
export const wordsBetween = (min: number, max: number) =>
  z
    .string()
    .min(1)
    .refine((text) => text.trim() === text, { error: 'has leading or trailing white space' })
    .refine((text) => sanitiseAssistantText(text) === text, { error: 'breaks the output rules (the sanitiser would rewrite it)' })
    .refine((text) => {
      const words = wordCount(text);
      return words >= min && words <= max;
    }, { error: `needs ${min} to ${max} words` });

/** An object with exactly one entry per zodiac sign, each required. */
const perSign = <T extends z.ZodType>(entry: T) =>
  z.strictObject(Object.fromEntries(ZODIAC_SIGNS.map((sign) => [sign, entry])) as Record<(typeof ZODIAC_SIGNS)[number], T>);

const title = wordsBetween(1, 8);

export const bodySignEntrySchema = z.strictObject({
  title,
  /** What the placement means, how it shows day to day and in manifesting, one growth edge. */
  text: wordsBetween(70, 110),
});

export const bodySignFileSchema = z.strictObject({
  body: z.enum(REPORT_BODIES),
  signs: perSign(bodySignEntrySchema),
});

export const newMoonEntrySchema = z.strictObject({
  theme: wordsBetween(50, 80),
  /** One present-tense example sentence, 'I ...'. */
  intention: wordsBetween(3, 30),
  /** A ritual or journaling exercise of about five to fifteen minutes. */
  practice: wordsBetween(40, 70),
});

export const fullMoonEntrySchema = z.strictObject({
  theme: wordsBetween(50, 80),
  /** One sentence naming what to let go. */
  release: wordsBetween(3, 35),
  practice: wordsBetween(40, 70),
});

export const lunationsFileSchema = z.strictObject({
  newMoon: perSign(newMoonEntrySchema),
  fullMoon: perSign(fullMoonEntrySchema),
});

export const eclipseEntrySchema = z.strictObject({
  title,
  text: wordsBetween(80, 120),
  practice: wordsBetween(40, 70),
});

export const eclipsesFileSchema = z.strictObject({
  solar: z.strictObject({
    total: eclipseEntrySchema,
    annular: eclipseEntrySchema,
    hybrid: eclipseEntrySchema,
    partial: eclipseEntrySchema,
  }),
  lunar: z.strictObject({
    total: eclipseEntrySchema,
    partial: eclipseEntrySchema,
    penumbral: eclipseEntrySchema,
  }),
});

export const journalPromptsFileSchema = z.strictObject({
  /** One reflective sentence each, for the lunar-cycle journaling pages. */
  prompts: z.array(wordsBetween(5, 40)).min(40),
});

export type BodySignEntry = z.infer<typeof bodySignEntrySchema>;
export type BodySignFile = z.infer<typeof bodySignFileSchema>;
export type NewMoonEntry = z.infer<typeof newMoonEntrySchema>;
export type FullMoonEntry = z.infer<typeof fullMoonEntrySchema>;
export type LunationsFile = z.infer<typeof lunationsFileSchema>;
export type EclipseEntry = z.infer<typeof eclipseEntrySchema>;
export type EclipsesFile = z.infer<typeof eclipsesFileSchema>;
export type JournalPromptsFile = z.infer<typeof journalPromptsFileSchema>;
