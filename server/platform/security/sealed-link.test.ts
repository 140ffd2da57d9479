import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkSeal, sealedValue, unsealedValue } from './sealed-link';

const SECRET = 'sealed-link-test-secret-long-enough-0123456789';
const tokenArb = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
const linkArb = fc.tuple(fc.constantFrom('', 'https://moonwise.example', 'http://localhost:3000'), fc.constantFrom('/free-moon-reading', '/report-library', '/checkout'), tokenArb, fc.boolean()).map(
  ([origin, path, token, withReport]) => ({ token, link: `${origin}${path}?${withReport ? 'report=lunar&' : ''}token=${token}` }),
);

describe('reading links sealed in what the chat stores', () => {
  it('seals every link with a token in a text, shows none of its tokens, and opens back to the same text', () => {
    const seal = linkSeal(SECRET);
    fc.assert(
      fc.property(fc.array(linkArb, { minLength: 1, maxLength: 3 }), fc.string({ maxLength: 30 }), (links, words) => {
        const text = links.map(({ link }) => `${words} [here](${link}).`).join(' ');
        const sealed = seal.sealLinks(text);
        for (const { token } of links) expect(sealed).not.toContain(token);
        expect(seal.unsealLinks(sealed)).toBe(text);
      }),
    );
  });

  it('finds the link after long runs of address characters, and seals only it', () => {
    const seal = linkSeal(SECRET);
    const token = 'c'.repeat(43);
    const text = `${'/'.repeat(5000)} ${'a=b&'.repeat(2000)}token= and https://moonwise.example/free-moon-reading?token=${token}.`;
    const sealed = seal.sealLinks(text);
    expect(sealed).not.toContain(token);
    expect(sealed.startsWith(`${'/'.repeat(5000)} `)).toBe(true);
    expect(seal.unsealLinks(sealed)).toBe(text);
  });

  it('keeps a value’s shape through JSON: a snapshot, a reply’s metadata', () => {
    const seal = linkSeal(SECRET);
    const link = `/free-moon-reading?token=${'a'.repeat(43)}`;
    const value = { context: { readingUrl: link, notes: { outcome: { url: link } } }, content: `Tap [here](${link}) "now"` };
    const stored = sealedValue(seal, value);
    expect(JSON.stringify(stored)).not.toContain('a'.repeat(43));
    expect(unsealedValue(seal, stored)).toEqual(value);
    expect(JSON.parse(seal.unsealJson(JSON.stringify([stored])))).toEqual([value]);
  });

  it('opens nothing sealed under another secret or altered, and leaves other text alone', () => {
    const sealed = linkSeal(SECRET).sealLinks(`/free-moon-reading?token=${'b'.repeat(43)}`);
    expect(linkSeal(`${SECRET}-other`).unsealLinks(sealed)).toBe('');
    expect(linkSeal(SECRET).unsealLinks(`${sealed.slice(0, -2)}AA`)).toBe('');
    expect(linkSeal(SECRET).sealLinks('Born 1990-03-14; see /blog?page=2 and ?token=short')).toBe('Born 1990-03-14; see /blog?page=2 and ?token=short');
  });
});
