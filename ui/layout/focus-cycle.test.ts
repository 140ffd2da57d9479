import { describe, expect, it } from 'vitest';
import { cycledIndex } from './focus-cycle';

describe('the phone menu’s focus trap', () => {
  it('moves forward and wraps from the last control to the first', () => {
    expect(cycledIndex(0, 3, false)).toBe(1);
    expect(cycledIndex(2, 3, false)).toBe(0);
  });

  it('moves backward and wraps from the first control to the last', () => {
    expect(cycledIndex(1, 3, true)).toBe(0);
    expect(cycledIndex(0, 3, true)).toBe(2);
  });

  it('brings focus from outside to the first control, or the last going back', () => {
    expect(cycledIndex(-1, 4, false)).toBe(0);
    expect(cycledIndex(-1, 4, true)).toBe(3);
  });

  it('has nowhere to go without controls', () => {
    expect(cycledIndex(0, 0, false)).toBe(-1);
  });
});
