import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeIllumination } from './illumination';

const fractionArb = fc.double({ min: 0, max: 1, noNaN: true });
const ORDER = ['dark or nearly so', 'a thin sliver of light', 'about a quarter lit', 'about half lit', 'about three-quarters lit', 'nearly full', 'fully lit'];

describe('describeIllumination', () => {
  it('names the Moon’s light the way it looks', () => {
    expect(describeIllumination(0)).toBe('dark or nearly so');
    expect(describeIllumination(0.24)).toBe('about a quarter lit');
    expect(describeIllumination(0.5)).toBe('about half lit');
    expect(describeIllumination(0.76)).toBe('about three-quarters lit');
    expect(describeIllumination(1)).toBe('fully lit');
  });

  it('never says a number', () => {
    fc.assert(fc.property(fractionArb, (fraction) => !/\d/.test(describeIllumination(fraction))));
  });

  it('never describes more light as less', () => {
    fc.assert(
      fc.property(fractionArb, fractionArb, (a, b) => {
        fc.pre(a <= b);
        return ORDER.indexOf(describeIllumination(a)) <= ORDER.indexOf(describeIllumination(b));
      }),
    );
  });
});
