import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moonLitPath } from './moon-disc';

const numbersIn = (path: string) => (path.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []).map(Number);

describe('the lit part of the Moon', () => {
  it('is a closed path of finite numbers within the disc for any fraction', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean(), (k, waxing) => {
        const path = moonLitPath(k, waxing, 50);
        expect(path.endsWith('Z')).toBe(true);
        for (const n of numbersIn(path)) {
          expect(Number.isFinite(n)).toBe(true);
          expect(Math.abs(n)).toBeLessThanOrEqual(50);
        }
      }),
    );
  });

  it('is lit on the right while waxing and on the left while waning', () => {
    expect(moonLitPath(0.3, true, 50)).toContain('A 50 50 0 0 1 0 50');
    expect(moonLitPath(0.3, false, 50)).toContain('A 50 50 0 0 0 0 50');
  });

  it('has a flat terminator at the quarters and a full-width one at new and full moon', () => {
    expect(moonLitPath(0.5, true, 50)).toContain('A 0 50');
    expect(moonLitPath(1, true, 50)).toContain('A 50 50 0 0 0 0 -50');
  });
});
