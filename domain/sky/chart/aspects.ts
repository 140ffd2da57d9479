/**
 * The five major (Ptolemaic) aspects between every pair of chart points.
 *
 * Orbs: 8° for conjunction, opposition, square and trine, 6° for sextile, widened by 2°
 * when the Sun or Moon is one of the pair (the luminaries' customary larger orb). The
 * node takes the base orbs. Bands never overlap (widest: conjunction ≤ 10°, sextile
 * 52°–68°, square 80°–100°, trine 110°–130°, opposition ≥ 170°), so a pair has at most one aspect.
 */
import { normaliseDegrees } from '../astro';
import type { ChartPoint } from './bodies';

export const ASPECTS = {
  conjunction: { angle: 0, orb: 8 },
  sextile: { angle: 60, orb: 6 },
  square: { angle: 90, orb: 8 },
  trine: { angle: 120, orb: 8 },
  opposition: { angle: 180, orb: 8 },
} as const;
export type AspectType = keyof typeof ASPECTS;
export const ASPECT_TYPES = Object.keys(ASPECTS) as AspectType[];

export const LUMINARY_ORB_BONUS = 2;

export interface Aspect {
  a: ChartPoint;
  b: ChartPoint;
  type: AspectType;
  /** |separation − exact angle| in degrees, rounded to 2 decimals. */
  orb: number;
}

export const orbAllowed = (type: AspectType, a: ChartPoint, b: ChartPoint): number =>
  ASPECTS[type].orb + (a === 'sun' || a === 'moon' || b === 'sun' || b === 'moon' ? LUMINARY_ORB_BONUS : 0);

/** The shorter arc between two longitudes, [0, 180]. */
export const separation = (x: number, y: number): number => {
  const d = normaliseDegrees(x - y);
  return d > 180 ? 360 - d : d;
};

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Every aspect among the points, tightest first (ties keep the points' listed order). */
export function aspectsAmong(longitudes: ReadonlyArray<readonly [ChartPoint, number]>): Aspect[] {
  const found: Array<Aspect & { exactOrb: number }> = [];
  for (let i = 0; i < longitudes.length; i++) {
    for (let j = i + 1; j < longitudes.length; j++) {
      const [a, la] = longitudes[i]!;
      const [b, lb] = longitudes[j]!;
      const sep = separation(la, lb);
      for (const type of ASPECT_TYPES) {
        const exactOrb = Math.abs(sep - ASPECTS[type].angle);
        if (exactOrb <= orbAllowed(type, a, b)) found.push({ a, b, type, orb: round2(exactOrb), exactOrb });
      }
    }
  }
  // Stable sort on the unrounded orb, so equal rounded orbs still come out tightest first.
  return found.sort((x, y) => x.exactOrb - y.exactOrb).map(({ a, b, type, orb }) => ({ a, b, type, orb }));
}
