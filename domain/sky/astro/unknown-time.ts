/**
 * A birth with no known time: the reading uses the sky at local noon, and says honestly
 * when the Moon changed sign (or the phase changed name) during that local day, giving
 * both candidates and the instant of the change.
 */
import type { MoonPhase, SkyAt, ZodiacSign } from './astro.types';
import { elongationAt, moonLongitudeAt, skyAt } from './sky';
import { phaseOf, signOf } from './sign-and-phase';
import { findTransitions } from './transitions';

export interface LocalDay {
  /** The local day is [dayStartUtcMs, dayEndUtcMs): 23, 24 or 25 hours around DST changes. */
  dayStartUtcMs: number;
  dayEndUtcMs: number;
  /** Local 12:00 as a UTC instant, inside the day. */
  noonUtcMs: number;
}

export interface SkyOverLocalDay {
  noon: SkyAt;
  /** Every sign the Moon held during the day, in time order; always holds the noon sign. */
  moonSignCandidates: ZodiacSign[];
  /** When the Moon entered the next sign during the day (the first such change), or null. */
  moonSignChangeUtcMs: number | null;
  /** Every phase name the day held, in time order; always holds the noon phase. */
  phaseCandidates: MoonPhase[];
  phaseChangeUtcMs: number | null;
}

/**
 * Grid step for the change search. The Moon covers at most ~4.2° of longitude and the
 * elongation ~4° in six hours, far less than a 30° sign or a 45° phase sector, so no
 * step can hide two changes; bisection then needs about 15 evaluations per change.
 */
export const DAY_SAMPLE_STEP_MS = 6 * 3_600_000;
/** Changes are located to the second; the issue asks for the minute. */
export const CHANGE_RESOLUTION_MS = 1_000;
/** Generous bounds on a civil day: DST shifts are at most 2 h, zone redefinitions rarely more. */
const MAX_DAY_LENGTH_MS = 48 * 3_600_000;

export function skyOverLocalDay({ dayStartUtcMs, dayEndUtcMs, noonUtcMs }: LocalDay): SkyOverLocalDay {
  if (![dayStartUtcMs, dayEndUtcMs, noonUtcMs].every(Number.isFinite)) {
    throw new RangeError('The local day needs finite instants.');
  }
  if (!(dayStartUtcMs < dayEndUtcMs && dayEndUtcMs - dayStartUtcMs <= MAX_DAY_LENGTH_MS)) {
    throw new RangeError(`Not a plausible local day: ${dayStartUtcMs} to ${dayEndUtcMs}.`);
  }
  if (!(dayStartUtcMs <= noonUtcMs && noonUtcMs < dayEndUtcMs)) {
    throw new RangeError('Local noon must lie inside the local day.');
  }

  const samplesUtcMs = daySamples(dayStartUtcMs, dayEndUtcMs, noonUtcMs);
  const signChanges = findTransitions({
    classify: (utcMs) => signOf(moonLongitudeAt(utcMs)),
    samplesUtcMs,
    resolutionMs: CHANGE_RESOLUTION_MS,
  });
  const phaseChanges = findTransitions({
    classify: (utcMs) => phaseOf(elongationAt(utcMs)),
    samplesUtcMs,
    resolutionMs: CHANGE_RESOLUTION_MS,
  });

  const noon = skyAt(noonUtcMs);
  const moonAtStart = signOf(moonLongitudeAt(dayStartUtcMs));
  const phaseAtStart = phaseOf(elongationAt(dayStartUtcMs));
  return {
    noon,
    moonSignCandidates: distinctInOrder([moonAtStart, ...signChanges.map((change) => change.to)]),
    moonSignChangeUtcMs: signChanges[0]?.atUtcMs ?? null,
    phaseCandidates: distinctInOrder([phaseAtStart, ...phaseChanges.map((change) => change.to)]),
    phaseChangeUtcMs: phaseChanges[0]?.atUtcMs ?? null,
  };
}

/** Start, noon, every grid step, and the last millisecond of the day, ascending. */
function daySamples(dayStartUtcMs: number, dayEndUtcMs: number, noonUtcMs: number): number[] {
  const lastMs = dayEndUtcMs - 1;
  const samples = new Set<number>([dayStartUtcMs, noonUtcMs, lastMs]);
  for (let t = dayStartUtcMs + DAY_SAMPLE_STEP_MS; t < lastMs; t += DAY_SAMPLE_STEP_MS) samples.add(t);
  return [...samples].sort((a, b) => a - b);
}

function distinctInOrder<T>(values: readonly T[]): T[] {
  return values.filter((value, index) => index === 0 || value !== values[index - 1]);
}
