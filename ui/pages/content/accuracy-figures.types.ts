/**
 * The shape of accuracy-figures.json (ADR 047): written by `npm run accuracy`
 * (scripts/accuracy.ts), read by the /accuracy page.
 */

/** The sample the reference was drawn as (fixtures/accuracy/reference.json). */
export interface ReferenceSample {
  seed: number;
  births: number;
  years: number[];
  places: number;
  eventYears: number[];
}

export type Unit = 'arcsec' | 'seconds';

/** One measured quantity: absolute differences, engine − reference. */
export interface Measure {
  key: string;
  label: string;
  unit: Unit;
  count: number;
  median: number;
  p95: number;
  max: number;
}

export interface AccuracyFigures {
  reference: { path: string; sources: Record<string, string>; sample: ReferenceSample };
  positions: Measure[];
  angles: Measure[];
  placidus: { measure: Measure; births: number; polarBirths: number; equalHousesInsidePolarCircles: number };
  signsAndHouses: { placements: number; signDiffers: number; houseDiffers: number };
  timeZones: { births: number; agree: number; localMeanTime: number; differ: { place: string; date: string; time: string; seconds: number }[] };
  lunations: { measure: Measure; matched: number; reference: number; unmatched: number };
  eclipses: { measure: Measure; matched: number; reference: number; typeAgrees: number; hybridsReportedAsTotal: number; otherTypeDiffers: { utc: string; kind: string; reference: string; engine: string }[] };
  riseSet: RiseSetFigures;
}

/** A place's stretch of consecutive dates in the rise/set reference, and what was found there. */
export interface RiseSetPlace {
  place: string;
  lat: number;
  lng: number;
  zone: string;
  periods: { from: string; until: string }[];
  days: number;
  /** Rises and sets both sides gave a time for. */
  instants: number;
  /** Days both say the Moon did not rise (set) that local date. */
  bothNoRise: number;
  bothNoSet: number;
  /** Largest |difference| there, seconds (0.1). */
  max: number;
}

export interface RiseSetFigures {
  reference: { path: string; source: string; conventions: string; note: string };
  /** Local dates compared (reference rows). */
  rows: number;
  /** Moonrise, moonset, and both together: |engine − reference| in seconds. */
  measures: Measure[];
  /** Instants compared: rises and sets for which both sides gave a time. */
  instants: number;
  /** The target: the agreement with the USNO within this many seconds. */
  targetSeconds: number;
  withinTarget: number;
  /** Where the largest |difference| was found (seconds, 0.1); null when nothing was compared. */
  largest: { place: string; date: string; event: 'moonrise' | 'moonset'; seconds: number } | null;
  bothNoRise: number;
  bothNoSet: number;
  /** One side gives a time, the other says there was none that date; expected empty. */
  disagreements: { place: string; date: string; event: 'moonrise' | 'moonset'; reference: string | null; engine: string | null }[];
  places: RiseSetPlace[];
}
