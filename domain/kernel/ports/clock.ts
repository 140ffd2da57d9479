/** The domain never reads the clock itself: whoever runs a rule passes one in. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/** A clock that stands still until moved; for tests and replays. */
export const fixedClock = (epochMs: number): Clock & { advance(ms: number): void } => {
  let current = epochMs;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
  };
};
