/**
 * One of several written variants, chosen by an integer the caller supplies (the turn number,
 * say): reproducible, so tests and replays see the same words, yet varied from turn to turn.
 * Any number is accepted; a negative, fractional or non-finite pick still lands on a variant.
 */
export const pickVariant = <T>(variants: readonly [T, ...T[]], pick: number): T => {
  const index = Number.isFinite(pick) ? Math.abs(Math.floor(pick)) % variants.length : 0;
  return variants[index] ?? variants[0];
};
