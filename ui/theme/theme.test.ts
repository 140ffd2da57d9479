import { describe, expect, it } from 'vitest';
import { effectiveTheme, oppositeTheme, parseTheme } from './theme';

describe('the colour scheme', () => {
  it('reads only light and dark as a choice', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    for (const value of [null, undefined, '', 'Dark', 'system', 1]) expect(parseTheme(value)).toBeNull();
  });

  it('follows the system when the visitor has not chosen', () => {
    expect(effectiveTheme(null, true)).toBe('dark');
    expect(effectiveTheme(null, false)).toBe('light');
  });

  it('keeps the visitor’s choice over the system’s', () => {
    expect(effectiveTheme('light', true)).toBe('light');
    expect(effectiveTheme('dark', false)).toBe('dark');
  });

  it('toggles to the other scheme and back', () => {
    expect(oppositeTheme('light')).toBe('dark');
    expect(oppositeTheme(oppositeTheme('light'))).toBe('light');
  });
});
