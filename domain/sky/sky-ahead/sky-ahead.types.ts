import type { ZodiacSign } from '../astro';

export type LunationKind = 'new-moon' | 'full-moon';

export interface Lunation {
  kind: LunationKind;
  utcMs: number;
  sign: ZodiacSign;
  /** Degree within the sign, [0, 30), of the Moon's apparent longitude at that instant. */
  degree: number;
}

/** How far to list lunations: a number of them, or every one before an instant. */
export type LunationLimit = { count: number } | { untilUtcMs: number };

export type EclipseKind = 'solar' | 'lunar';
/** 'hybrid' is part of the contract but astronomy-engine never reports it (see eclipses.ts). */
export type EclipseType = 'total' | 'annular' | 'hybrid' | 'partial' | 'penumbral';

export interface Eclipse {
  kind: EclipseKind;
  type: EclipseType;
  /** The instant of greatest eclipse. */
  utcMs: number;
}

export const OUTER_PLANETS = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type OuterPlanet = (typeof OUTER_PLANETS)[number];

/** The Ptolemaic aspects and their angles. */
export const ASPECT_ANGLES = {
  conjunction: 0,
  sextile: 60,
  square: 90,
  trine: 120,
  opposition: 180,
} as const;
export type Aspect = keyof typeof ASPECT_ANGLES;

export type NatalPoint = 'sun' | 'moon' | 'ascendant';

/** Natal ecliptic longitudes in degrees; ascendant null when the birth time is unknown. */
export interface NatalPoints {
  sun: number;
  moon: number;
  ascendant: number | null;
}

export interface Transit {
  planet: OuterPlanet;
  aspect: Aspect;
  natalPoint: NatalPoint;
  /** When the aspect is exact (to within a minute). */
  utcMs: number;
}

export interface SkyAheadOptions {
  fromUtcMs: number;
  /** Calendar months (UTC) covered by eclipses, lunar returns and transits. */
  months: number;
  /** Lunations listed of each kind; 13 covers a year whichever comes first. */
  lunationsPerKind?: number;
  natal?: NatalPoints;
}

export interface SkyAhead {
  fromUtcMs: number;
  untilUtcMs: number;
  lunations: Lunation[];
  eclipses: Eclipse[];
  /** Present only when natal points were given. */
  lunarReturns?: number[];
  transits?: Transit[];
}
