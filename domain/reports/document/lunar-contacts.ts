/**
 * How a point of the sky ahead (a lunation, an eclipse) meets the buyer's chart: the natal
 * points it touches by one of the five major aspects, and the house it falls in. Pure rules
 * on longitudes, so they can be property-tested against the sky engine.
 */
import { houseOf, type Chart, type ZodiacSign } from '../../sky';

/** The natal points a lunation is read against: the lights, the Ascendant and the personal planets. */
export const CONTACT_POINTS = ['sun', 'moon', 'ascendant', 'mercury', 'venus', 'mars'] as const;
export type ContactPoint = (typeof CONTACT_POINTS)[number];

export const CONTACT_ASPECTS = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 } as const;
export type ContactAspect = keyof typeof CONTACT_ASPECTS;

/** The families the texts are written for: the flowing aspects share one. */
export type ContactFamily = 'conjunction' | 'opposition' | 'square' | 'flowing';
export const familyOf = (aspect: ContactAspect): ContactFamily =>
  aspect === 'sextile' || aspect === 'trine' ? 'flowing' : aspect;

/** The lunation orb this report uses for every natal point. */
export const CONTACT_ORB = 8;

export interface Contact {
  point: ContactPoint;
  aspect: ContactAspect;
  /** |separation − the aspect's angle|, degrees, unrounded, within the orb. */
  orb: number;
}

/** The shorter arc between two longitudes, [0, 180]. */
export const arcBetween = (x: number, y: number): number => {
  const d = Math.abs(x - y) % 360;
  return d > 180 ? 360 - d : d;
};

/** Degrees folded into [0, 360) without the float slip of ((x % 360) + 360) % 360 just below 0. */
const fold = (degrees: number): number => {
  const d = degrees % 360;
  const folded = d < 0 ? d + 360 : d;
  return folded >= 360 ? 0 : folded;
};

/** Natal longitudes of the contact points; the Ascendant only with a birth time. */
export const contactLongitudes = (chart: Chart): Array<readonly [ContactPoint, number]> =>
  CONTACT_POINTS.flatMap((point): Array<readonly [ContactPoint, number]> => {
    if (point === 'ascendant') return chart.ascendant ? [[point, chart.ascendant.longitude]] : [];
    return [[point, chart.bodies[point].longitude]];
  });

/**
 * Every contact within `orb` degrees between a longitude and the chart's contact points,
 * tightest first. The five aspect bands never overlap at 8°, so each point has at most one.
 */
export const lunationContacts = (longitude: number, chart: Chart, orb = CONTACT_ORB): Contact[] =>
  contactLongitudes(chart)
    .flatMap(([point, natal]) => {
      const arc = arcBetween(longitude, natal);
      return (Object.keys(CONTACT_ASPECTS) as ContactAspect[])
        .map((aspect) => ({ point, aspect, orb: Math.abs(arc - CONTACT_ASPECTS[aspect]) }))
        .filter((contact) => contact.orb <= orb);
    })
    .sort((a, b) => a.orb - b.orb);

const SIGNS: readonly ZodiacSign[] = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
const signIndexOf = (longitude: number): number => Math.min(11, Math.floor(fold(longitude) / 30));

/** The house counted whole-sign from a starting sign: the sign itself is the 1st. */
export const wholeSignHouseFrom = (startLongitude: number, longitude: number): number =>
  ((signIndexOf(longitude) - signIndexOf(startLongitude) + 12) % 12) + 1;

export interface HousePlace {
  house: number;
  /** 'chart': the natal houses (Placidus, or equal in the polar circles); 'moon-sign': counted from the natal Moon's sign. */
  basis: 'chart' | 'moon-sign';
}

/** The house a longitude falls in for her: from the chart with a birth time, else counted from her Moon's sign. */
export const houseFor = (chart: Chart, longitude: number): HousePlace =>
  chart.houses
    ? { house: houseOf(longitude, chart.houses.cusps), basis: 'chart' }
    : { house: wholeSignHouseFrom(chart.bodies.moon.longitude, longitude), basis: 'moon-sign' };

export const signAt = (longitude: number): ZodiacSign => SIGNS[signIndexOf(longitude)]!;
