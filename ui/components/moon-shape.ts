/**
 * The Moon's lit shape as plain geometry, apart from the drawing component, so a picture that
 * only needs the shape (the blog's covers) does not load the words the component names it with.
 */

/** The disc's radius and centre in its 100-unit box. */
export const R = 45;
export const C = 50;

/**
 * The lit part of the disc as an SVG path, drawn from the illuminated fraction. The lit limb
 * is a half circle (right while waxing, left while waning, as seen from the northern
 * hemisphere); the terminator is half an ellipse whose horizontal radius shrinks to nothing at
 * the quarters, bulging toward the lit limb for a crescent and away from it for a gibbous Moon.
 * Returns undefined for a dark Moon.
 */
export const litPath = (illumination: number, waxing: boolean): string | undefined => {
  const lit = Math.min(1, Math.max(0, illumination));
  if (lit <= 0.001) return undefined;
  const top = `${C} ${C - R}`;
  const bottom = `${C} ${C + R}`;
  const terminatorRadius = Math.abs(1 - 2 * lit) * R;
  const crescent = lit < 0.5;
  const limbSweep = waxing ? 1 : 0;
  const terminatorSweep = crescent === waxing ? 0 : 1;
  return `M ${top} A ${R} ${R} 0 0 ${limbSweep} ${bottom} A ${terminatorRadius.toFixed(2)} ${R} 0 0 ${terminatorSweep} ${top} Z`;
};
