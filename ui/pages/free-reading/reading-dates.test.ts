import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateInWords } from './reading-dates';

describe('dates in the reading', () => {
  it('are written in words, month first, as the birth date is', () => {
    expect(dateInWords(Date.UTC(2026, 11, 9, 12), 0)).toBe('December 9, 2026');
  });

  it('fall on the visitor’s own calendar day', () => {
    const lateInUtc = Date.UTC(2026, 11, 9, 3);
    expect(dateInWords(lateInUtc, 300)).toBe('December 8, 2026'); // five hours behind UTC
    expect(dateInWords(lateInUtc, -600)).toBe('December 9, 2026'); // ten hours ahead
  });

  it('never look like an ISO date', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), fc.integer({ min: -840, max: 720 }), (utcMs, offset) => {
        expect(dateInWords(utcMs, offset)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      }),
    );
  });
});
