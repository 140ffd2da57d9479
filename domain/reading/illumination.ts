/**
 * The Moon's lit fraction in words. Readings never print a percentage (the output rules
 * forbid them, and 'about three-quarters lit' is what a person looking up actually sees).
 * Each band's upper bound is exclusive; a fully lit disc is 'full'.
 */
const ILLUMINATION_BANDS: ReadonlyArray<readonly [upTo: number, words: string]> = [
  [0.02, 'dark or nearly so'],
  [0.15, 'a thin sliver of light'],
  [0.35, 'about a quarter lit'],
  [0.65, 'about half lit'],
  [0.85, 'about three-quarters lit'],
  [0.98, 'nearly full'],
];

export const describeIllumination = (fraction: number): string =>
  ILLUMINATION_BANDS.find(([upTo]) => fraction < upTo)?.[1] ?? 'fully lit';
