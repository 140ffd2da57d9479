import fc from 'fast-check';
import { MOON_PHASES, nextSign, previousSign, ZODIAC_SIGNS } from '../../domain/sky';
import type { BodyPosition, MoonPhase, SkyAt, ZodiacSign } from '../../domain/sky';
import { GOAL_CATEGORIES, PERSONA_ARCHETYPE_IDS } from '../../domain/reading';
import type { BirthInput, DstResolution, ReadingInput } from '../../domain/reading';

/**
 * Arbitraries and builders for the reading's tests. The skies they build are internally
 * consistent (sign from longitude, phase from elongation), as the astronomy capability's
 * would be, so a property never rests on an impossible sky.
 */

const BOUNDARY_DEGREES = 1;

const normalise = (degrees: number): number => ((degrees % 360) + 360) % 360;

export const positionAt = (longitude: number): BodyPosition => {
  const wrapped = normalise(longitude);
  const sign = ZODIAC_SIGNS[Math.floor(wrapped / 30) % 12] as ZodiacSign;
  const degreeInSign = wrapped - ZODIAC_SIGNS.indexOf(sign) * 30;
  return { longitude: wrapped, sign, degreeInSign, nearBoundary: degreeInSign < BOUNDARY_DEGREES || degreeInSign > 30 - BOUNDARY_DEGREES };
};

export const phaseFor = (elongation: number): MoonPhase => MOON_PHASES[Math.floor(normalise(elongation + 22.5) / 45) % 8] as MoonPhase;

export interface SkySpec {
  moonSign: ZodiacSign;
  /** [0, 30) */
  moonDegree: number;
  phase: MoonPhase;
  /** Offset from the phase's centre, [-22.5, 22.5). */
  phaseOffset?: number;
  illumination?: number;
  utcMs?: number;
}

/** A sky with the Moon where asked and the Sun placed to give the asked phase. */
export const skyFor = ({ moonSign, moonDegree, phase, phaseOffset = 0, illumination = 0.5, utcMs = 0 }: SkySpec): SkyAt => {
  const moonLongitude = ZODIAC_SIGNS.indexOf(moonSign) * 30 + moonDegree;
  const elongation = normalise(MOON_PHASES.indexOf(phase) * 45 + phaseOffset);
  return {
    utcMs,
    moon: positionAt(moonLongitude),
    sun: positionAt(moonLongitude - elongation),
    phase: { name: phaseFor(elongation), elongation, illumination },
  };
};

export const signArb = fc.constantFrom(...ZODIAC_SIGNS);
export const phaseArb = fc.constantFrom(...MOON_PHASES);
export const personaArb = fc.constantFrom(null, ...PERSONA_ARCHETYPE_IDS);
export const goalTextArb = fc.constantFrom(
  undefined,
  '',
  ...GOAL_CATEGORIES,
  'I want to find love again',
  'more money and less worry about bills',
  'a promotion at work',
  'sleep better and feel calm',
  'grow my confidence',
  'connect with my intuition',
  'no idea yet',
);
export const firstNameArb = fc.oneof(
  fc.constantFrom('Ana', 'José', "O'Neill", 'Anne-Marie', 'Zoë', 'Siobhán', 'Mei', 'Oluwaseun', 'Jo'),
  fc.stringMatching(/^[A-Z][a-z]{1,18}$/),
);
const localTimeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);

/** [0, 30), weighted toward the edges so boundary notes come up often. */
const degreeArb = fc.oneof(
  fc.double({ min: 0, max: 30, maxExcluded: true, noNaN: true }),
  fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  fc.double({ min: 29, max: 30, maxExcluded: true, noNaN: true }),
);

export const skySpecArb: fc.Arbitrary<SkySpec> = fc.record({
  moonSign: signArb,
  moonDegree: degreeArb,
  phase: phaseArb,
  phaseOffset: fc.double({ min: -22.5, max: 22.5, maxExcluded: true, noNaN: true }),
  illumination: fc.double({ min: 0, max: 1, noNaN: true }),
  utcMs: fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2030, 11, 31) }),
});

const dstArb: fc.Arbitrary<DstResolution | null> = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constant('gap' as const), enteredLocalTime: localTimeArb, usedLocalTime: localTimeArb }),
  fc.record({ kind: fc.constant('overlap' as const), enteredLocalTime: localTimeArb, chosen: fc.constantFrom('earlier' as const, 'later' as const) }),
);

/** Candidates as the unknown-time rules produce them: the noon value, alone or with its neighbour in order. */
const candidatesArb = <T>(around: T, before: T, after: T) =>
  fc.constantFrom<readonly T[] | null>(null, [around], [before, around], [around, after]);

export const birthArb: fc.Arbitrary<BirthInput> = skySpecArb.chain((spec) => {
  const sky = skyFor(spec);
  const phaseIndex = MOON_PHASES.indexOf(sky.phase.name);
  return fc.record({
    sky: fc.constant(sky),
    timeKnown: fc.boolean(),
    moonSignCandidates: candidatesArb(sky.moon.sign, previousSign(sky.moon.sign), nextSign(sky.moon.sign)),
    moonSignChangeLocalTime: fc.option(localTimeArb),
    phaseCandidates: candidatesArb(
      sky.phase.name,
      MOON_PHASES[(phaseIndex + 7) % 8] as MoonPhase,
      MOON_PHASES[(phaseIndex + 1) % 8] as MoonPhase,
    ),
    phaseChangeLocalTime: fc.option(localTimeArb),
    localMeanTime: fc.boolean(),
    dst: dstArb,
    timeNote: fc.constantFrom(null, '', 'Times before 1970 in this zone come from the full tz database.'),
  });
});

export const readingInputArb: fc.Arbitrary<ReadingInput> = fc.record({
  firstName: firstNameArb,
  goal: goalTextArb,
  persona: personaArb,
  birth: birthArb,
  cycle: fc.record({
    sky: skySpecArb.map(skyFor),
    nextNewMoonUtcMs: fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
    nextFullMoonUtcMs: fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
  }),
});

/** A plain example input: Ana, time known, Moon mid-Libra, waxing gibbous. */
export const exampleInput = (overrides: Partial<ReadingInput> = {}, birth: Partial<BirthInput> = {}): ReadingInput => ({
  firstName: 'Ana',
  goal: 'career',
  persona: null,
  birth: { sky: skyFor({ moonSign: 'libra', moonDegree: 14.37, phase: 'waxing-gibbous', phaseOffset: 6 }), timeKnown: true, ...birth },
  cycle: {
    sky: skyFor({ moonSign: 'taurus', moonDegree: 3, phase: 'waxing-crescent', illumination: 0.22 }),
    nextNewMoonUtcMs: Date.UTC(2025, 3, 27, 19, 31),
    nextFullMoonUtcMs: Date.UTC(2025, 3, 13, 0, 22),
  },
  ...overrides,
});

/** Every string anywhere in a value: what the output-rule laws run over. */
export const allStrings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
};
