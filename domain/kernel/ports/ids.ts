/** The domain never draws randomness itself: ids and random numbers come from a source passed in. */
export interface IdSource {
  /** A new unique identifier (for example a UUID). */
  newId(): string;
}

export interface RandomSource {
  /** A number in [0, 1). */
  next(): number;
}

/** A deterministic id source for tests and fixtures: prefix-1, prefix-2, ... */
export const sequentialIds = (prefix = 'id'): IdSource => {
  let n = 0;
  return { newId: () => `${prefix}-${++n}` };
};
