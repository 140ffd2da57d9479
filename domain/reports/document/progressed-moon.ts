/**
 * The secondary progressed Moon: a day after birth stands for a year of life, so the sky
 * `age` days after the birth instant describes the year she is `age` years old. The
 * progressed lunation phase is the progressed Moon's lead on the progressed Sun, in the
 * eight 45° phases of the progressed cycle (about thirty years from one progressed new moon
 * to the next).
 */
import { MS_PER_DAY, skyAt, type BodyPosition } from '../../sky';
import { PROGRESSED_PHASES, type ProgressedPhase } from '../texts/lunar-texts.schema';

/** Days in a tropical year: the year of life a progressed day stands for. */
export const TROPICAL_YEAR_DAYS = 365.2422;

/** The instant whose sky is progressed to `atUtcMs`: birth plus one day per year of age. */
export const progressedInstant = (birthUtcMs: number, atUtcMs: number): number =>
  birthUtcMs + ((atUtcMs - birthUtcMs) / (TROPICAL_YEAR_DAYS * MS_PER_DAY)) * MS_PER_DAY;

/** The progressed phase for the progressed Moon's lead on the progressed Sun, degrees. */
export const progressedPhaseOf = (lead: number): ProgressedPhase => {
  const angle = ((lead % 360) + 360) % 360;
  return PROGRESSED_PHASES[Math.min(7, Math.floor(angle / 45))]!;
};

export interface ProgressedMoon {
  /** The instant of life it is progressed to. */
  atUtcMs: number;
  /** Years of age at that instant. */
  ageYears: number;
  moon: BodyPosition;
  sun: BodyPosition;
  /** Progressed Moon minus progressed Sun, [0, 360). */
  lead: number;
  phase: ProgressedPhase;
}

export const progressedAt = (birthUtcMs: number, atUtcMs: number): ProgressedMoon => {
  const sky = skyAt(progressedInstant(birthUtcMs, atUtcMs));
  const lead = (((sky.moon.longitude - sky.sun.longitude) % 360) + 360) % 360;
  return {
    atUtcMs,
    ageYears: (atUtcMs - birthUtcMs) / (TROPICAL_YEAR_DAYS * MS_PER_DAY),
    moon: sky.moon,
    sun: sky.sun,
    lead,
    phase: progressedPhaseOf(lead),
  };
};

/**
 * The instant in [fromUtcMs, untilUtcMs] when the progressed Moon enters a new sign, or null
 * when it keeps its sign (it moves about 12° to 15° a year, so it changes sign at most once).
 */
export const progressedSignChange = (birthUtcMs: number, fromUtcMs: number, untilUtcMs: number): number | null => {
  const startSign = progressedAt(birthUtcMs, fromUtcMs).moon.sign;
  if (progressedAt(birthUtcMs, untilUtcMs).moon.sign === startSign) return null;
  let [low, high] = [fromUtcMs, untilUtcMs];
  // Bisect to within an hour of life (a few seconds of the progressed sky).
  while (high - low > 3_600_000) {
    const mid = (low + high) / 2;
    if (progressedAt(birthUtcMs, mid).moon.sign === startSign) low = mid;
    else high = mid;
  }
  return high;
};
