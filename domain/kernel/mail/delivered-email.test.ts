import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REMOVED_SECRET, withoutSecrets } from './delivered-email';

const tokenArb = fc.stringMatching(/^[A-Za-z0-9_-]{20,43}$/);

describe('what a sent email keeps', () => {
  it('keeps no link token, change token, session or code, in the text or the HTML', () => {
    fc.assert(
      fc.property(tokenArb, tokenArb, fc.integer({ min: 0, max: 999_999 }), (token, change, n) => {
        const code = String(n).padStart(6, '0');
        const text = `Open https://moonwise.example/free-moon-reading?token=${token} or confirm at /reading-change?change=${change}&token=${token}.\nYour code is ${code}.`;
        const html = `<a href="https://moonwise.example/checkout?report=lunar&amp;token=${token}">Buy</a><p>Your code is <b>${code}</b>.</p>`;
        for (const kept of [withoutSecrets(text), withoutSecrets(html)]) {
          expect(kept).not.toContain(token);
          expect(kept).not.toContain(change);
          expect(kept).not.toMatch(new RegExp(`(^|\\D)${code}(\\D|$)`));
          expect(kept).toContain(REMOVED_SECRET);
        }
      }),
    );
  });

  it('leaves the rest of the email as it was: words, dates, times, prices, colours and other parameters', () => {
    const text = 'Born 1990-03-14 at 08:30 in Lisbon; $29.00; color #1a2b3c; see /blog?page=2&report=lunar. Order 12345678.';
    expect(withoutSecrets(text)).toBe(text);
    expect(withoutSecrets('/reports/abc.pdf?token=xyz&download=1')).toBe(`/reports/abc.pdf?token=${REMOVED_SECRET}&download=1`);
  });

  it('changes nothing the second time', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(withoutSecrets(withoutSecrets(text))).toBe(withoutSecrets(text));
      }),
    );
  });
});
