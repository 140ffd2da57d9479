/**
 * Lunar returns: the instants the Moon's apparent longitude comes back to its natal value,
 * about every 27.3 days (the tropical month).
 *
 * Method: sample (Moon − natal), folded into (-180, 180], every 6 hours; the Moon always
 * moves forward 2.7–4° in that time, so each return is one bracketed sign change and the
 * fold's jump (at ±180) is never mistaken for one. Bisect each bracket to a second: the
 * Moon covers up to 0.01° a minute, so a minute would not be exact enough to check.
 */
import { moonLongitudeAt } from '../astro';
import { MS_PER_DAY } from '../astro/sky';
import { crossingsBetween, signedDegrees } from './roots';

const SAMPLE_STEP_MS = MS_PER_DAY / 4;
const TOLERANCE_MS = 1_000;

export function lunarReturnsBetween(natalMoonLongitude: number, fromUtcMs: number, untilUtcMs: number): number[] {
  if (!Number.isFinite(natalMoonLongitude)) throw new RangeError(`Natal Moon longitude is not a number: ${natalMoonLongitude}.`);
  if (!Number.isFinite(fromUtcMs) || !Number.isFinite(untilUtcMs)) throw new RangeError('Lunar return search needs finite instants.');
  return crossingsBetween((utcMs) => signedDegrees(moonLongitudeAt(utcMs) - natalMoonLongitude), fromUtcMs, untilUtcMs, SAMPLE_STEP_MS, TOLERANCE_MS);
}
