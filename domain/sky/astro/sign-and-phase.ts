/**
 * The naming rules: which sign a longitude falls in and which phase an elongation names.
 * Pure arithmetic, kept apart from the ephemeris so the UI and content pages can state
 * and apply the rules without loading astronomy-engine.
 */
import {
  MOON_PHASES,
  ZODIAC_SIGNS,
  type BodyPosition,
  type MoonPhase,
  type ZodiacSign,
} from './astro.types';

export const SIGN_WIDTH_DEGREES = 30;
/** A body this close to either edge of its sign is flagged: a small error in birth time could move it across. */
export const NEAR_BOUNDARY_DEGREES = 1;
export const PHASE_SECTOR_DEGREES = 45;
const HALF_PHASE_SECTOR_DEGREES = PHASE_SECTOR_DEGREES / 2;

/** Any finite angle folded into [0, 360). */
export function normaliseDegrees(degrees: number): number {
  const remainder = degrees % 360;
  if (remainder >= 0) return remainder;
  // A tiny negative remainder rounds to exactly 360 when 360 is added: that is 0°.
  const folded = remainder + 360;
  return folded >= 360 ? 0 : folded;
}

/** Index 0 (aries) to 11 (pisces): floor(longitude / 30) after folding into [0, 360). */
export function signIndexOf(longitude: number): number {
  return Math.floor(normaliseDegrees(longitude) / SIGN_WIDTH_DEGREES) % ZODIAC_SIGNS.length;
}

export function signOf(longitude: number): ZodiacSign {
  return ZODIAC_SIGNS[signIndexOf(longitude)] ?? 'aries';
}

/** The sign, the degree within it and the boundary flag for an ecliptic longitude. */
export function positionOf(longitude: number): BodyPosition {
  const folded = normaliseDegrees(longitude);
  const index = signIndexOf(folded);
  // A longitude a hair under a multiple of 30° can divide to exactly the next integer
  // (rounding is upward only, never downward); it then reads 0° of the next sign rather
  // than a negative degree.
  const degreeInSign = Math.max(folded - index * SIGN_WIDTH_DEGREES, 0);
  return {
    longitude: folded,
    sign: ZODIAC_SIGNS[index] ?? 'aries',
    degreeInSign,
    nearBoundary: degreeInSign <= NEAR_BOUNDARY_DEGREES || SIGN_WIDTH_DEGREES - degreeInSign <= NEAR_BOUNDARY_DEGREES,
  };
}

/** Index 0 (new-moon) to 7 (waning-crescent): sector k is centred on k × 45°. */
export function phaseIndexOf(elongation: number): number {
  const folded = normaliseDegrees(elongation);
  // Compared on the remainder rather than by adding 22.5° first: that sum can round up
  // across a sector edge (247.49999999999997 + 22.5 rounds to 270).
  const below = Math.floor(folded / PHASE_SECTOR_DEGREES);
  const intoSector = folded - below * PHASE_SECTOR_DEGREES;
  return (below + (intoSector >= HALF_PHASE_SECTOR_DEGREES ? 1 : 0)) % MOON_PHASES.length;
}

export function phaseOf(elongation: number): MoonPhase {
  return MOON_PHASES[phaseIndexOf(elongation)] ?? 'new-moon';
}

/** Plain-language statement of the phase rule, shown on the site beside a reading. */
export const PHASE_RULE_TEXT =
  'We name the phase you were born under by the angle between the Moon and the Sun along the zodiac, ' +
  'measured eastward from the Sun as seen from the centre of the Earth: 0° at the exact new moon, 90° at first quarter, ' +
  '180° at the exact full moon and 270° at last quarter. The circle is cut into eight equal 45° sectors centred on ' +
  '0°, 45°, 90° and so on: new moon covers 337.5° to 22.5°, waxing crescent 22.5° to 67.5°, first quarter 67.5° to 112.5°, ' +
  'waxing gibbous 112.5° to 157.5°, full moon 157.5° to 202.5°, waning gibbous 202.5° to 247.5°, last quarter ' +
  '247.5° to 292.5° and waning crescent 292.5° to 337.5°. So a full-moon birth means the Moon stood within 22.5° of ' +
  'exactly opposite the Sun, roughly a day and a half either side of the exact full moon.';

/** Plain-language statement of the sign rule, shown on the site beside a reading. */
export const SIGN_RULE_TEXT =
  'Your Moon sign and Sun sign are the signs of the tropical zodiac that the Moon and the Sun stood in at the moment ' +
  'of your birth, as seen from the centre of the Earth. We take each body’s apparent ecliptic longitude, measured ' +
  'from the March equinox point (0° Aries), and cut the circle into twelve signs of 30° each: Aries from 0° to 30°, ' +
  'Taurus from 30° to 60°, and so on to Pisces from 330° to 360°. When a body sits within 1° of the edge of its sign ' +
  'we say so, because a few minutes of birth time can carry the Moon across that edge.';
