import { z } from 'zod';
import { ELEMENTS, MODALITIES, MOON_PHASES, ZODIAC_SIGNS } from '../sky';
import { sanitiseAssistantText } from '../kernel';
import { PERSONA_ARCHETYPE_IDS } from './archetypes';
import { GOAL_CATEGORIES } from './goals';
import { templateSlots } from './template';

/**
 * The shape of every reading content file. Strict objects, so a misspelt field fails instead
 * of silently going missing; every text must already be clean for the output sanitiser (no em
 * dash, percentage, 'within N days' or 'rare alignment'), because readings are shown as
 * written and a sanitiser rewrite would change what the writer meant.
 */
const readingText = z
  .string()
  .min(1)
  .refine((text) => text.trim() === text, { error: 'has leading or trailing white space' })
  .refine((text) => sanitiseAssistantText(text) === text, { error: 'breaks the output rules (the sanitiser would rewrite it)' });

/** A template whose slots are exactly the named ones, so the composer can always fill it. */
const templateWith = (...slots: string[]) =>
  readingText.refine((text) => [...templateSlots(text)].sort().join() === [...slots].sort().join(), {
    error: `needs exactly the slots ${slots.map((slot) => `{${slot}}`).join(', ')}`,
  });

const sign = z.enum(ZODIAC_SIGNS);
const phase = z.enum(MOON_PHASES);
const element = z.enum(ELEMENTS);

export const moonSignContentSchema = z.strictObject({
  sign,
  title: readingText,
  element,
  modality: z.enum(MODALITIES),
  keywords: z.array(readingText).min(3),
  /** The emotional nature, two or three sentences. */
  essence: readingText,
  /** What helps this Moon feel safe. */
  needs: readingText,
  strengths: readingText,
  shadow: readingText,
  manifestationStyle: readingText,
  ritual: readingText,
  /** A line for the current cycle, while the Moon passes through this sign. */
  transit: readingText,
});

export const sunSignContentSchema = z.strictObject({ sign, title: readingText, element, essence: readingText });

export const phaseContentSchema = z.strictObject({
  phase,
  /** 'Waxing Gibbous', for running text. */
  name: readingText,
  /** 'Born under a Waxing Gibbous Moon'. */
  title: readingText,
  angleRange: readingText,
  essence: readingText,
  gift: readingText,
  lesson: readingText,
  practice: readingText,
  /** What to do when this phase comes round in the current cycle. */
  cycleGuidance: readingText,
});

export const blendContentSchema = z.strictObject({ sunElement: element, moonElement: element, title: readingText, text: readingText });

export const goalContentSchema = z.strictObject({
  goal: z.enum(GOAL_CATEGORIES),
  title: readingText,
  keywords: z.array(readingText),
  steps: z.array(readingText).min(2),
  /** A one-minute version for visitors with little time or energy. */
  smallestStep: readingText,
  /** A plain boundary where the goal touches money or health. */
  note: readingText.optional(),
});

export const personaToneSchema = z.strictObject({
  intro: readingText,
  /** Tired or anxious visitors see the smallest step first and the full practice as optional. */
  leadWith: z.enum(['full', 'smallest']),
  closing: readingText,
});

export const personaTonesSchema = z.strictObject({
  default: personaToneSchema,
  archetypes: z.record(z.enum(PERSONA_ARCHETYPE_IDS), personaToneSchema),
});

export const cycleContentSchema = z.strictObject({
  nextNewMoon: readingText,
  nextFullMoon: readingText,
  notes: z.strictObject({
    unknownTimeSignChange: templateWith('time', 'signBefore', 'signAfter'),
    unknownTimeSignChangeUntimed: templateWith('signBefore', 'signAfter'),
    unknownTimeSteadySign: templateWith('sign'),
    unknownTimePhaseChange: templateWith('time', 'phaseBefore', 'phaseAfter', 'phase'),
    unknownTimePhaseChangeUntimed: templateWith('phaseBefore', 'phaseAfter', 'phase'),
    nearBoundary: templateWith('degree', 'adjacentSign'),
    localMeanTime: readingText,
    dstGap: templateWith('entered', 'used'),
    dstOverlap: templateWith('entered', 'which'),
  }),
});

export const framingContentSchema = z.strictObject({
  greeting: templateWith('name'),
  /** The phase rule, stated for the visitor (issue: "state the phase rule on the site"). */
  phaseRule: readingText,
  sameSign: readingText,
  oppositeSigns: readingText,
});

export const readingContentSchema = z.strictObject({
  moonSigns: z.record(sign, moonSignContentSchema),
  sunSigns: z.record(sign, sunSignContentSchema),
  phases: z.record(phase, phaseContentSchema),
  blends: z.record(element, z.record(element, blendContentSchema)),
  goals: z.record(z.enum(GOAL_CATEGORIES), goalContentSchema),
  personaTones: personaTonesSchema,
  cycle: cycleContentSchema,
  framing: framingContentSchema,
});
