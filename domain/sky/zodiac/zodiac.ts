import { ZODIAC_SIGNS } from '../astro/astro.types';
import type { ZodiacSign } from '../astro/astro.types';

/**
 * The fixed facts of the tropical zodiac the reading leans on. Elements and modalities cycle
 * through the signs in order (Aries fire and cardinal, Taurus earth and fixed, ...), so they
 * are derived from a sign's position instead of being typed out twelve times.
 */
export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

export const MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;
export type Modality = (typeof MODALITIES)[number];

const SIGN_COUNT = ZODIAC_SIGNS.length;

const indexOfSign = (sign: ZodiacSign): number => ZODIAC_SIGNS.indexOf(sign);

const signAt = (index: number): ZodiacSign => ZODIAC_SIGNS[((index % SIGN_COUNT) + SIGN_COUNT) % SIGN_COUNT] as ZodiacSign;

export const elementOf = (sign: ZodiacSign): Element => ELEMENTS[indexOfSign(sign) % ELEMENTS.length] as Element;

export const modalityOf = (sign: ZodiacSign): Modality => MODALITIES[indexOfSign(sign) % MODALITIES.length] as Modality;

/** 'sagittarius' → 'Sagittarius': how a sign is written in running text. */
export const signName = (sign: ZodiacSign): string => sign.charAt(0).toUpperCase() + sign.slice(1);

export const previousSign = (sign: ZodiacSign): ZodiacSign => signAt(indexOfSign(sign) - 1);

export const nextSign = (sign: ZodiacSign): ZodiacSign => signAt(indexOfSign(sign) + 1);

/** The sign across the nearer edge: a Moon at 0.4° Leo sits beside Cancer, at 29.7° Leo beside Virgo. */
export const nearestNeighbourSign = (sign: ZodiacSign, degreeInSign: number): ZodiacSign =>
  degreeInSign < 15 ? previousSign(sign) : nextSign(sign);

/** Signs six apart face each other across the zodiac (a Full Moon puts Sun and Moon there). */
export const areOppositeSigns = (a: ZodiacSign, b: ZodiacSign): boolean =>
  Math.abs(indexOfSign(a) - indexOfSign(b)) === SIGN_COUNT / 2;

/**
 * Degrees and whole arc minutes, the way an ephemeris prints a position: 14.37 in Libra →
 * '14°22′ Libra'. Minutes are truncated, never rounded, so 29.999° stays in its sign (29°59′).
 */
export const degreeText = (sign: ZodiacSign, degreeInSign: number): string => {
  const totalMinutes = Math.floor(degreeInSign * 60);
  const degrees = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${degrees}°${String(minutes).padStart(2, '0')}′ ${signName(sign)}`;
};
