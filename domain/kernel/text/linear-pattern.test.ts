import { describe, it, expect } from 'vitest';
import { compile, digit, optional, plus, search, seq, star, words } from './linear-pattern';

describe('linear patterns', () => {
  it('finds the leftmost match, then the longest from that start', () => {
    const pattern = compile(seq(plus(digit), optional(words('%', '% of'))));
    expect(search(pattern, 'ab 12 34% of x', 0)).toEqual({ start: 3, end: 5 });
    expect(search(pattern, 'ab 12 34% of x', 5)).toEqual({ start: 6, end: 12 });
  });

  it('reads letters ignoring ASCII case only, as the i flag does without u', () => {
    const pattern = compile(words('kin'));
    expect(search(pattern, 'a KiN', 0)).toEqual({ start: 2, end: 5 });
    expect(search(pattern, 'a \u212ain', 0)).toBeNull();
  });

  it('refuses a pattern that could match empty text, which would never advance', () => {
    expect(() => compile(star(digit))).toThrow(/empty/);
  });
});
