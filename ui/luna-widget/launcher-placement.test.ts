import { describe, expect, it } from 'vitest';
import { boxesOverlap, holdsLauncherBack } from './launcher-placement';

describe('where the chat button may show (ADR 027)', () => {
  it('counts a shared area as an overlap, and boxes that only touch as none', () => {
    const button = { left: 330, top: 780, right: 378, bottom: 828 };
    expect(boxesOverlap(button, { left: 300, top: 800, right: 340, bottom: 820 })).toBe(true);
    expect(boxesOverlap(button, { left: 0, top: 700, right: 390, bottom: 781 })).toBe(true);
    expect(boxesOverlap(button, { left: 0, top: 700, right: 390, bottom: 780 })).toBe(false);
    expect(boxesOverlap(button, { left: 378, top: 780, right: 390, bottom: 828 })).toBe(false);
  });

  it('holds the button back on the form and the order’s pages, not on a reading or a content page', () => {
    for (const path of ['/free-moon-reading', '/checkout', '/sandbox-checkout', '/report-library', '/report-status', '/order-confirmation']) {
      expect(holdsLauncherBack(path, '')).toBe(true);
    }
    expect(holdsLauncherBack('/report-library', '?token=abc')).toBe(true);
    expect(holdsLauncherBack('/free-moon-reading', '?token=abc')).toBe(false);
    expect(holdsLauncherBack('/', '')).toBe(false);
    expect(holdsLauncherBack('/moon-signs/aries', '')).toBe(false);
  });
});
