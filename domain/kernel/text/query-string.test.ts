import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryString, queryValue } from './query-string';

// URLSearchParams is the oracle: the domain's own reading and writing of a query must agree with
// it on any text, lone surrogates, stray '%' and broken UTF-8 escapes included. One exception:
// where a part holds both an escape decodeURIComponent rejects and a raw non-ASCII character,
// Node 20's URLSearchParams reads each character as one byte (its querystring fallback), so
// those are checked against the WHATWG rule (as browsers read them) by example instead.
const anyText = fc.string({ unit: 'binary', maxLength: 30 });
const withoutEscapes = anyText.filter((text) => !text.includes('%'));
const queryish = fc.string({
  unit: fc.constantFrom('%', '+', '&', '=', '?', 'a', 'F', '0', '8', 'C', 'E', ' ', 't', 'o', 'k', 'e', 'n'),
  maxLength: 40,
});
const escapes = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, '0')}`), fc.constantFrom('a', '%', '+', '=', '&')), { maxLength: 12 })
  .map((parts) => `token=${parts.join('')}`);

describe('queryString', () => {
  it('writes pairs as URLSearchParams does', () => {
    expect(queryString([['report', 'lunar'], ['token', 'a/b']])).toBe('report=lunar&token=a%2Fb');
    expect(queryString([['profileId', 'p 1']])).toBe('profileId=p+1');
    expect(queryString([])).toBe('');
  });

  it('agrees with URLSearchParams on any names and values', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(anyText, anyText), { maxLength: 4 }), (pairs) => {
        expect(queryString(pairs)).toBe(new URLSearchParams(pairs).toString());
      }),
    );
  });
});

describe('queryValue', () => {
  it('reads the first value under a name', () => {
    expect(queryValue('token=abc', 'token')).toBe('abc');
    expect(queryValue('?a=1&token=a%2Fb&token=c', 'token')).toBe('a/b');
    expect(queryValue('token', 'token')).toBe('');
    expect(queryValue('other=1', 'token')).toBeNull();
    expect(queryValue('token=%ZZ+%E9', 'token')).toBe('%ZZ \ufffd');
  });

  it('keeps raw characters beside a broken escape, as the WHATWG rule does', () => {
    expect(queryValue('token=%80🌙', 'token')).toBe('\ufffd🌙');
    expect(queryValue('token=x\u00e9%80', 'token')).toBe('x\u00e9\ufffd');
    expect(queryValue('token=%C3%A9\u00e9%', 'token')).toBe('\u00e9\u00e9%');
    expect(queryValue('token=%F0%9F%8C', 'token')).toBe('\ufffd');
    expect(queryValue('token=%ED%A0%80', 'token')).toBe('\ufffd\ufffd\ufffd');
  });

  it('agrees with URLSearchParams on any query', () => {
    fc.assert(
      fc.property(fc.oneof(withoutEscapes, queryish, escapes), fc.oneof(fc.constant('token'), anyText, queryish), (query, name) => {
        expect(queryValue(query, name)).toBe(new URLSearchParams(query).get(name));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back what queryString wrote', () => {
    fc.assert(
      fc.property(anyText, anyText, (name, value) => {
        expect(queryValue(queryString([[name, value]]), name)).toBe(new URLSearchParams([[name, value]]).get(name));
      }),
    );
  });
});
