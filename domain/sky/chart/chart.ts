/**
 * A natal chart for one instant and place: the bodies and node, and — only when the birth
 * time is known — the angles, Placidus houses (equal inside the polar circles) and each
 * body's house. With an unknown time the Moon's range over the local day stands in for
 * the houses, since the Moon moves ~13° a day and everything house-based is unknowable.
 */
import { positionOf } from '../astro';
import type { ZodiacSign } from '../astro';
import { moonLongitudeAt } from '../astro/sky';
import { aspectsAmong, type Aspect } from './aspects';
import { balanceOf, type Balance } from './balance';
import { CHART_POINTS, PLANETS, pointAt, type BodyAt, type ChartPoint } from './bodies';
import { anglesAt, houseOf, housesFor, type Houses } from './houses';

export interface ChartInput {
  utcMs: number;
  /** Degrees, north positive, [−90, 90]. */
  lat: number;
  /** Degrees, east positive, [−180, 180]. */
  lng: number;
  timeKnown: boolean;
  /** With an unknown time: the local birth day as UTC instants, [startUtcMs, endUtcMs). */
  localDay?: { startUtcMs: number; endUtcMs: number };
}

export interface ChartBody extends BodyAt {
  /** 1–12, or null when the birth time is unknown. */
  house: number | null;
}

export interface ChartAngle {
  longitude: number;
  sign: ZodiacSign;
}

export interface MoonRange {
  start: ChartAngle;
  end: ChartAngle;
  /** The sign(s) the Moon held during the day, in order: one, or two when it changed sign. */
  signs: ZodiacSign[];
}

export interface Chart extends Balance {
  utcMs: number;
  timeKnown: boolean;
  bodies: Record<ChartPoint, ChartBody>;
  ascendant: ChartAngle | null;
  midheaven: ChartAngle | null;
  houses: Houses | null;
  aspects: Aspect[];
  /** Only for an unknown time with a local day given. */
  moonRange: MoonRange | null;
}

const angleOf = (longitude: number): ChartAngle => {
  const { longitude: folded, sign } = positionOf(longitude);
  return { longitude: folded, sign };
};

export function natalChartAt({ utcMs, lat, lng, timeKnown, localDay }: ChartInput): Chart {
  if (![utcMs, lat, lng].every(Number.isFinite) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    throw new RangeError(`Not a chartable instant and place: ${utcMs}, ${lat}, ${lng}.`);
  }
  const positions = CHART_POINTS.map((point) => [point, pointAt(point, utcMs)] as const);

  const angles = timeKnown ? anglesAt(utcMs, lat, lng) : null;
  const houses = angles ? housesFor(angles, lat) : null;

  const bodies = Object.fromEntries(
    positions.map(([point, at]) => [point, { ...at, house: houses ? houseOf(at.longitude, houses.cusps) : null }]),
  ) as Record<ChartPoint, ChartBody>;

  let moonRange: MoonRange | null = null;
  if (!timeKnown && localDay) {
    if (!(localDay.startUtcMs < localDay.endUtcMs)) throw new RangeError('The local day must end after it starts.');
    const start = angleOf(moonLongitudeAt(localDay.startUtcMs));
    const end = angleOf(moonLongitudeAt(localDay.endUtcMs));
    // The Moon moves at most ~16° in a 25-hour day, so it can cross at most one sign edge.
    moonRange = { start, end, signs: start.sign === end.sign ? [start.sign] : [start.sign, end.sign] };
  }

  return {
    utcMs,
    timeKnown,
    bodies,
    ascendant: angles ? angleOf(angles.ascendant) : null,
    midheaven: angles ? angleOf(angles.midheaven) : null,
    houses,
    aspects: aspectsAmong(positions.map(([point, at]) => [point, at.longitude] as const)),
    moonRange,
    ...balanceOf(PLANETS.map((planet) => bodies[planet].sign)),
  };
}
