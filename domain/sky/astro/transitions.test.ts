import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findTransitions } from './transitions';

/** A rising step function: its value at t is how many thresholds are at or before t. */
const stepsAt = (thresholds: readonly number[]) => (t: number) => thresholds.filter((threshold) => threshold <= t).length;

const WINDOW_MS = 100_000;
const thresholdsArb = fc.uniqueArray(fc.integer({ min: 1, max: WINDOW_MS }), { maxLength: 6 }).map((values) => values.sort((a, b) => a - b));
const stepArb = fc.integer({ min: 1_000, max: WINDOW_MS });

const gridOf = (stepMs: number) => {
  const samples: number[] = [];
  for (let t = 0; t < WINDOW_MS; t += stepMs) samples.push(t);
  return [...samples, WINDOW_MS];
};

describe('findTransitions', () => {
  it('finds one change to the resolution asked for', () => {
    const [transition, ...others] = findTransitions({ classify: stepsAt([42_123]), samplesUtcMs: [0, 50_000, 100_000], resolutionMs: 1 });
    expect(others).toHaveLength(0);
    expect(transition).toEqual({ atUtcMs: 42_123, from: 0, to: 1 });
  });

  it('finds nothing in a window without a change', () => {
    expect(findTransitions({ classify: () => 'aries', samplesUtcMs: [0, 1, 2], resolutionMs: 1 })).toEqual([]);
  });

  it('finds every change in order even when several fall between two samples', () => {
    fc.assert(
      fc.property(thresholdsArb, stepArb, (thresholds, stepMs) => {
        const found = findTransitions({ classify: stepsAt(thresholds), samplesUtcMs: gridOf(stepMs), resolutionMs: 1 });
        expect(found.map((transition) => transition.atUtcMs)).toEqual(thresholds);
      }),
    );
  });

  it('each change goes from the value just before it to the value at it', () => {
    fc.assert(
      fc.property(thresholdsArb, stepArb, (thresholds, stepMs) => {
        const classify = stepsAt(thresholds);
        for (const transition of findTransitions({ classify, samplesUtcMs: gridOf(stepMs), resolutionMs: 1 })) {
          expect(classify(transition.atUtcMs - 1)).toBe(transition.from);
          expect(classify(transition.atUtcMs)).toBe(transition.to);
        }
      }),
    );
  });
});
