/**
 * The vocabulary of the astronomy capability, shared by the reading, the places and the
 * CLI. Signs and phases are slugs (lower-case, hyphenated) because they are also URL
 * segments (/moon-signs/libra, /moon-phases/waning-gibbous).
 */
export const ZODIAC_SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

/** In order of elongation: sector k is centred on k × 45°. */
export const MOON_PHASES = [
  'new-moon',
  'waxing-crescent',
  'first-quarter',
  'waxing-gibbous',
  'full-moon',
  'waning-gibbous',
  'last-quarter',
  'waning-crescent',
] as const;
export type MoonPhase = (typeof MOON_PHASES)[number];

export interface BodyPosition {
  /** Geocentric apparent ecliptic longitude of date (tropical), degrees in [0, 360). */
  longitude: number;
  sign: ZodiacSign;
  /** Degrees into the sign, [0, 30). */
  degreeInSign: number;
  /** Within 1° of either edge of its sign. */
  nearBoundary: boolean;
}

export interface PhaseAt {
  name: MoonPhase;
  /** Moon longitude minus Sun longitude, degrees in [0, 360). */
  elongation: number;
  /** Illuminated fraction of the Moon's disc, [0, 1]. */
  illumination: number;
}

/** Everything the sky says about one instant. */
export interface SkyAt {
  utcMs: number;
  moon: BodyPosition;
  sun: BodyPosition;
  phase: PhaseAt;
}
