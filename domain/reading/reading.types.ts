import type { z } from 'zod';
import type { Element, Modality, MoonPhase, SkyAt, ZodiacSign } from '../sky';
import type { PersonaArchetypeId } from './archetypes';
import type {
  blendContentSchema,
  cycleContentSchema,
  framingContentSchema,
  goalContentSchema,
  moonSignContentSchema,
  personaToneSchema,
  personaTonesSchema,
  phaseContentSchema,
  sunSignContentSchema,
} from './content.schema';
import type { GoalCategory } from './goals';

// ── Content: one type per content file, inferred from the schema that validates it ──

export type MoonSignContent = z.infer<typeof moonSignContentSchema>;
export type SunSignContent = z.infer<typeof sunSignContentSchema>;
export type PhaseContent = z.infer<typeof phaseContentSchema>;
export type BlendContent = z.infer<typeof blendContentSchema>;
export type GoalContent = z.infer<typeof goalContentSchema>;
export type PersonaTone = z.infer<typeof personaToneSchema>;
export type PersonaTones = z.infer<typeof personaTonesSchema>;
export type CycleContent = z.infer<typeof cycleContentSchema>;
export type FramingContent = z.infer<typeof framingContentSchema>;

/** Every reading text, loaded and validated: a plain object, so tests can hand in a variant. */
export interface ReadingContent {
  moonSigns: Record<ZodiacSign, MoonSignContent>;
  sunSigns: Record<ZodiacSign, SunSignContent>;
  phases: Record<MoonPhase, PhaseContent>;
  /** Indexed Sun element first, then Moon element. */
  blends: Record<Element, Record<Element, BlendContent>>;
  goals: Record<GoalCategory, GoalContent>;
  personaTones: PersonaTones;
  cycle: CycleContent;
  framing: FramingContent;
}

// ── Input ──

/** How a local birth time that the clocks skipped or repeated was read (decided by the time rules). */
export type DstResolution =
  | { kind: 'gap'; enteredLocalTime: string; usedLocalTime: string }
  | { kind: 'overlap'; enteredLocalTime: string; chosen: 'earlier' | 'later' };

export interface BirthInput {
  /** The sky at the birth instant, or at local noon when the time is unknown. */
  sky: SkyAt;
  timeKnown: boolean;
  /** Unknown time only: every sign the Moon held during the local birth day, in order. */
  moonSignCandidates?: readonly ZodiacSign[] | null;
  /** Unknown time only: 'HH:MM' local time at which the Moon changed sign that day. */
  moonSignChangeLocalTime?: string | null;
  phaseCandidates?: readonly MoonPhase[] | null;
  phaseChangeLocalTime?: string | null;
  /** The birth predates standard time at the place, so local mean time was used. */
  localMeanTime?: boolean;
  dst?: DstResolution | null;
  /** Any further note about the time from the caller, shown as given (after the sanitiser). */
  timeNote?: string | null;
}

export interface CycleInput {
  /** The sky now. */
  sky: SkyAt;
  nextNewMoonUtcMs: number;
  nextFullMoonUtcMs: number;
  /** Formats a date for the visitor; 'YYYY-MM-DD' in UTC when absent. */
  formatDate?: (utcMs: number) => string;
}

export interface ReadingInput {
  firstName: string;
  /** The visitor's goal in their own words, or a goal category; general when absent or unrecognised. */
  goal?: string | null;
  persona?: PersonaArchetypeId | null;
  birth: BirthInput;
  cycle: CycleInput;
}

// ── Output ──

export interface AlternativeMoonSign {
  sign: ZodiacSign;
  title: string;
  essence: string;
  /** Why it is shown: the Moon changed sign on an unknown-time birth day, or sits near the edge. */
  reason: 'time-unknown' | 'near-boundary';
}

export interface MoonSignSection {
  sign: ZodiacSign;
  title: string;
  /** '14°22′ Libra'. */
  degreeText: string;
  element: Element;
  modality: Modality;
  keywords: readonly string[];
  essence: string;
  needs: string;
  strengths: string;
  shadow: string;
  manifestationStyle: string;
  ritual: string;
  alternatives: AlternativeMoonSign[];
}

export interface AlternativePhase {
  phase: MoonPhase;
  title: string;
  essence: string;
}

export interface PhaseSection {
  phase: MoonPhase;
  name: string;
  title: string;
  angleRange: string;
  /** Moon minus Sun longitude at birth, degrees. */
  elongation: number;
  /** The angle and its sector, in words. */
  angleText: string;
  essence: string;
  gift: string;
  lesson: string;
  practice: string;
  /** How phases are named, stated for the visitor. */
  rule: string;
  alternatives: AlternativePhase[];
}

export interface BlendSection {
  sunSign: ZodiacSign;
  moonSign: ZodiacSign;
  sunElement: Element;
  moonElement: Element;
  /** 'Sun in Leo, Moon in Libra'. */
  title: string;
  sunEssence: string;
  elementText: string;
  /** Said when Sun and Moon share a sign or face each other; otherwise null. */
  signsNote: string | null;
  /** The whole blend as one paragraph. */
  text: string;
}

export interface PracticeSection {
  goal: GoalCategory;
  persona: PersonaArchetypeId | null;
  title: string;
  intro: string;
  leadWith: 'full' | 'smallest';
  steps: readonly string[];
  smallestStep: string;
  closing: string;
  note: string | null;
}

export interface LunationDate {
  utcMs: number;
  /** Formatted for the visitor. */
  date: string;
  guidance: string;
}

export interface CurrentCycleSection {
  phaseNow: { phase: MoonPhase; name: string };
  /** Illuminated fraction, [0, 1]; words in `illuminationText`, never a percentage. */
  illuminationNow: number;
  illuminationText: string;
  moonSignNow: { sign: ZodiacSign; name: string; transit: string };
  /** The current phase's cycle guidance. */
  guidance: string;
  /** One sentence: phase, light and sign now. */
  summary: string;
  nextNewMoon: LunationDate;
  nextFullMoon: LunationDate;
}

export interface Reading {
  firstName: string;
  greeting: string;
  moonSign: MoonSignSection;
  phaseAtBirth: PhaseSection;
  sunMoonBlend: BlendSection;
  practice: PracticeSection;
  currentCycle: CurrentCycleSection;
  /** Honest notes on what is uncertain, in a fixed order; empty when nothing is. */
  notes: string[];
}
