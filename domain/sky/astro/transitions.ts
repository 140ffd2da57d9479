/**
 * Finding when a stepwise quantity (the Moon's sign, the phase sector) changes inside a
 * time window: sample on a grid fine enough that at most one change fits between two
 * samples, then bisect each changed interval down to a second.
 */

export interface Transition<T> {
  /** The first instant (to within `resolutionMs`) at which `to` holds. */
  atUtcMs: number;
  from: T;
  to: T;
}

export interface TransitionSearch<T> {
  classify: (utcMs: number) => T;
  /** Instants to sample, ascending; the window is [first, last]. */
  samplesUtcMs: readonly number[];
  resolutionMs: number;
}

/**
 * Every change of `classify` between consecutive samples, in time order. The class of
 * each sample is the `to` of the last transition before it (or the class of the first
 * sample), so the classes the transitions walk through include every sample's class.
 */
export function findTransitions<T>({ classify, samplesUtcMs, resolutionMs }: TransitionSearch<T>): Transition<T>[] {
  const transitions: Transition<T>[] = [];
  const [first, ...rest] = samplesUtcMs;
  if (first === undefined) return transitions;
  let startMs = first;
  let startClass = classify(first);
  for (const endMs of rest) {
    const endClass = classify(endMs);
    // A loop, not an if: should a grid step ever hold two changes, the second is found
    // by searching again from the first.
    while (startClass !== endClass) {
      const transition = bisect(classify, startMs, startClass, endMs, resolutionMs);
      transitions.push(transition);
      startMs = transition.atUtcMs;
      startClass = transition.to;
    }
    startMs = endMs;
  }
  return transitions;
}

/** Narrows [lowMs, highMs] keeping classify(low) = lowClass and classify(high) ≠ lowClass. */
function bisect<T>(classify: (utcMs: number) => T, lowMs: number, lowClass: T, highMs: number, resolutionMs: number): Transition<T> {
  let low = lowMs;
  let high = highMs;
  let highClass = classify(high);
  while (high - low > resolutionMs) {
    const middle = Math.floor((low + high) / 2);
    const middleClass = classify(middle);
    if (middleClass === lowClass) {
      low = middle;
    } else {
      high = middle;
      highClass = middleClass;
    }
  }
  return { atUtcMs: high, from: lowClass, to: highClass };
}
