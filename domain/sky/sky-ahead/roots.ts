/**
 * Root finding shared by the sky-ahead searches: sample a wrapped angle difference on a
 * coarse grid, then bisect each bracket where it changes sign.
 */
import { normaliseDegrees } from '../astro';

/** An angle difference folded into (-180, 180]: continuous through 0, its jump sits at ±180. */
export function signedDegrees(degrees: number): number {
  const folded = normaliseDegrees(degrees);
  return folded > 180 ? folded - 360 : folded;
}

/**
 * A sign change of f between samples a and b that is a real crossing of 0, not the wrap
 * from +180 to -180. Sides are "> 0" and "≤ 0", so a sample landing exactly on 0 counts
 * once. The bodies here move at most 16° between samples, far from the 180° jump.
 */
export function crossesZero(fa: number, fb: number): boolean {
  return fa > 0 !== fb > 0 && Math.abs(fa - fb) < 180;
}

/**
 * Bisects [loMs, hiMs], across which f changes sign, down to toleranceMs, then
 * interpolates linearly inside the last bracket (the angle is smooth at that scale).
 */
export function bisectRoot(f: (utcMs: number) => number, loMs: number, hiMs: number, toleranceMs: number): number {
  let lo = loMs;
  let hi = hiMs;
  let fLo = f(lo);
  let fHi = f(hi);
  while (hi - lo > toleranceMs) {
    const mid = (lo + hi) / 2;
    const fMid = f(mid);
    if (fMid > 0 === fLo > 0) {
      lo = mid;
      fLo = fMid;
    } else {
      hi = mid;
      fHi = fMid;
    }
  }
  const span = fHi - fLo;
  const at = span === 0 ? lo : lo + ((hi - lo) * -fLo) / span;
  return Math.round(Math.min(Math.max(at, lo), hi));
}

/** Every zero crossing of f in [fromMs, untilMs), sampled every stepMs and bisected to toleranceMs. */
export function crossingsBetween(
  f: (utcMs: number) => number,
  fromMs: number,
  untilMs: number,
  stepMs: number,
  toleranceMs: number,
): number[] {
  const found: number[] = [];
  let a = fromMs;
  let fa = f(a);
  while (a < untilMs) {
    const b = Math.min(a + stepMs, untilMs);
    const fb = f(b);
    if (crossesZero(fa, fb)) {
      const root = bisectRoot(f, a, b, toleranceMs);
      if (root >= fromMs && root < untilMs) found.push(root);
    }
    a = b;
    fa = fb;
  }
  return found;
}
