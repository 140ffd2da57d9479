/**
 * The next lunar and solar eclipses after an instant, from astronomy-engine's eclipse
 * searches (the same library behind the Sun and Moon positions). A lunar eclipse is
 * penumbral, partial or total; a solar eclipse, seen from somewhere on Earth, is partial,
 * annular or total.
 */
import { SearchGlobalSolarEclipse, SearchLunarEclipse } from 'astronomy-engine';
import { astroTimeOf, utcMsOf } from './sky';

export type LunarEclipseKind = 'penumbral' | 'partial' | 'total';
export type SolarEclipseKind = 'partial' | 'annular' | 'total';

export interface EclipseAt<Kind extends string> {
  /** The instant of greatest eclipse. */
  peakUtcMs: number;
  kind: Kind;
}

export function nextLunarEclipse(utcMs: number): EclipseAt<LunarEclipseKind> {
  const found = SearchLunarEclipse(astroTimeOf(utcMs).date);
  return { peakUtcMs: utcMsOf(found.peak), kind: found.kind as LunarEclipseKind };
}

export function nextSolarEclipse(utcMs: number): EclipseAt<SolarEclipseKind> {
  const found = SearchGlobalSolarEclipse(astroTimeOf(utcMs).date);
  return { peakUtcMs: utcMsOf(found.peak), kind: found.kind as SolarEclipseKind };
}
