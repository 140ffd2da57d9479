/**
 * Solar and lunar eclipses between two instants, by repeating the project's eclipse
 * searches (domain/astro eclipses.ts, astronomy-engine's SearchGlobalSolarEclipse and
 * SearchLunarEclipse). The instant is the peak: greatest eclipse.
 *
 * Hybrid eclipses: astronomy-engine has no hybrid kind. It classifies a solar eclipse by
 * the umbra at the point of greatest eclipse, so a hybrid (annular at the ends of its
 * path, total in the middle) is reported as total, e.g. 2023-04-20. We pass the kind on
 * as given and never emit 'hybrid'; telling hybrids apart would need the umbra's reach
 * along the whole path.
 */
import { nextLunarEclipse, nextSolarEclipse } from '../astro/eclipses';
import { MS_PER_DAY } from '../astro/sky';
import type { Eclipse } from './sky-ahead.types';

/**
 * Searching again from a peak could find that same eclipse (the search starts at the
 * nearest new or full moon). Eclipses of one kind are at least a lunation apart, so
 * restarting 10 days on is safe, as astronomy-engine's own Next* functions do.
 */
const RESTART_AFTER_PEAK_MS = 10 * MS_PER_DAY;
/**
 * The searches start at the first new or full moon after the instant given, and greatest
 * eclipse can fall some hours after that syzygy: starting exactly at `from` would miss an
 * eclipse whose syzygy is just before it. Start a day early and drop peaks before `from`.
 */
const START_EARLY_MS = MS_PER_DAY;

export function eclipsesBetween(fromUtcMs: number, untilUtcMs: number): Eclipse[] {
  if (!Number.isFinite(fromUtcMs) || !Number.isFinite(untilUtcMs)) throw new RangeError('Eclipse search needs finite instants.');
  const found: Eclipse[] = [];
  for (let solar = nextSolarEclipse(fromUtcMs - START_EARLY_MS); solar.peakUtcMs < untilUtcMs; solar = nextSolarEclipse(solar.peakUtcMs + RESTART_AFTER_PEAK_MS)) {
    if (solar.peakUtcMs >= fromUtcMs) found.push({ kind: 'solar', type: solar.kind, utcMs: solar.peakUtcMs });
  }
  for (let lunar = nextLunarEclipse(fromUtcMs - START_EARLY_MS); lunar.peakUtcMs < untilUtcMs; lunar = nextLunarEclipse(lunar.peakUtcMs + RESTART_AFTER_PEAK_MS)) {
    if (lunar.peakUtcMs >= fromUtcMs) found.push({ kind: 'lunar', type: lunar.kind, utcMs: lunar.peakUtcMs });
  }
  return found.sort((a, b) => a.utcMs - b.utcMs);
}
