import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAMPLE_STEP_MS, findChanges } from './find-changes';

const HOUR = 3_600_000;

/** A step function that changes value at each of the given instants. */
const stepsAt = (changes: number[]) => (ms: number) => changes.filter((at) => at <= ms).length;

describe('finding changes by sampling', () => {
  it('finds a change to the exact second', () => {
    const at = 1_679_205_600_000 + 17_000;
    expect(findChanges(stepsAt([at]), at - 30 * HOUR, at + 30 * HOUR)).toEqual([at]);
  });

  it('reports nothing for a constant value', () => {
    expect(findChanges(() => 'same', 0, 100 * HOUR)).toEqual([]);
  });

  it('counts a change at the window end but not at its start', () => {
    expect(findChanges(stepsAt([10 * HOUR]), 10 * HOUR, 20 * HOUR)).toEqual([]);
    expect(findChanges(stepsAt([20 * HOUR]), 10 * HOUR, 20 * HOUR)).toEqual([20 * HOUR]);
  });

  it('finds every change that is at least one sample step from the next', () => {
    const changesArb = fc
      .uniqueArray(fc.integer({ min: 1, max: 400 }), { minLength: 0, maxLength: 8 })
      .chain((slots) => fc.tuple(fc.constant(slots.sort((a, b) => a - b)), fc.array(fc.integer({ min: 0, max: 3599 }), { minLength: slots.length, maxLength: slots.length })));
    fc.assert(
      fc.property(changesArb, ([slots, seconds]) => {
        // One change per slot of twice the step, at a whole second inside it.
        const changes = slots.map((slot, i) => slot * 2 * DEFAULT_SAMPLE_STEP_MS + (seconds[i] ?? 0) * 1000);
        expect(findChanges(stepsAt(changes), 0, 802 * DEFAULT_SAMPLE_STEP_MS)).toEqual(changes);
      }),
    );
  });
});
