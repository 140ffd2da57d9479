/**
 * The query of an address (`?report=lunar&token=a%2Fb`), written and read exactly as the
 * platform's URLSearchParams does (the WHATWG application/x-www-form-urlencoded rules), which the
 * domain cannot use: it compiles with neither DOM nor Node types (ADR 030). Its test holds
 * URLSearchParams as the oracle these must agree with, on any text.
 */

const REPLACEMENT = 0xfffd;

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** The text's UTF-8 bytes, a lone surrogate read as U+FFFD (as every USVString is). */
const utf8Bytes = (text: string): number[] => {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    let point = text.charCodeAt(i);
    if (isHighSurrogate(point) && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1))) {
      point = 0x10000 + ((point - 0xd800) << 10) + (text.charCodeAt(i + 1) - 0xdc00);
      i += 1;
    } else if (isHighSurrogate(point) || isLowSurrogate(point)) {
      point = REPLACEMENT;
    }
    if (point < 0x80) bytes.push(point);
    else if (point < 0x800) bytes.push(0xc0 | (point >> 6), 0x80 | (point & 0x3f));
    else if (point < 0x10000) bytes.push(0xe0 | (point >> 12), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f));
    else bytes.push(0xf0 | (point >> 18), 0x80 | ((point >> 12) & 0x3f), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f));
  }
  return bytes;
};

/** UTF-8 decoding with replacement (the WHATWG decoder): each malformed run gives one U+FFFD. */
const utf8Text = (bytes: readonly number[]): string => {
  const points: number[] = [];
  let point = 0;
  let needed = 0;
  let seen = 0;
  let lower = 0x80;
  let upper = 0xbf;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i] ?? 0;
    if (needed === 0) {
      if (byte <= 0x7f) points.push(byte);
      else if (byte >= 0xc2 && byte <= 0xdf) [needed, point] = [1, byte & 0x1f];
      else if (byte >= 0xe0 && byte <= 0xef) {
        if (byte === 0xe0) lower = 0xa0;
        if (byte === 0xed) upper = 0x9f;
        [needed, point] = [2, byte & 0x0f];
      } else if (byte >= 0xf0 && byte <= 0xf4) {
        if (byte === 0xf0) lower = 0x90;
        if (byte === 0xf4) upper = 0x8f;
        [needed, point] = [3, byte & 0x07];
      } else points.push(REPLACEMENT);
      continue;
    }
    if (byte < lower || byte > upper) {
      // The sequence broke off: one replacement for it, and this byte starts afresh.
      [point, needed, seen, lower, upper] = [0, 0, 0, 0x80, 0xbf];
      points.push(REPLACEMENT);
      i -= 1;
      continue;
    }
    [lower, upper] = [0x80, 0xbf];
    point = (point << 6) | (byte & 0x3f);
    seen += 1;
    if (seen === needed) {
      points.push(point);
      [point, needed, seen] = [0, 0, 0];
    }
  }
  if (needed !== 0) points.push(REPLACEMENT);
  let text = '';
  for (const code of points) text += String.fromCodePoint(code);
  return text;
};

const isUnreserved = (byte: number): boolean =>
  (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x2a || byte === 0x2d || byte === 0x2e || byte === 0x5f;

/** One name or value as the query carries it: a space as '+', all but `A-Za-z0-9*-._` %-encoded. */
const encodeComponent = (text: string): string => {
  let encoded = '';
  for (const byte of utf8Bytes(text)) {
    if (byte === 0x20) encoded += '+';
    else if (isUnreserved(byte)) encoded += String.fromCharCode(byte);
    else encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
};

const hexValue = (byte: number | undefined): number => {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
};

/** One name or value read back: '+' is a space, a '%' not followed by two hex digits stays as it is. */
const decodeComponent = (text: string): string => {
  const bytes = utf8Bytes(text);
  const decoded: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i] ?? 0;
    const high = hexValue(bytes[i + 1]);
    const low = hexValue(bytes[i + 2]);
    if (byte === 0x2b) decoded.push(0x20);
    else if (byte === 0x25 && high >= 0 && low >= 0) {
      decoded.push(high * 16 + low);
      i += 2;
    } else decoded.push(byte);
  }
  return utf8Text(decoded);
};

/** `new URLSearchParams(pairs).toString()`: the pairs in order, without a leading '?'. */
export const queryString = (pairs: readonly (readonly [name: string, value: string])[]): string =>
  pairs.map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`).join('&');

/** `new URLSearchParams(query).get(name)`: the first value under `name`, or null; a leading '?' is ignored. */
export const queryValue = (query: string, name: string): string | null => {
  const wanted = utf8Text(utf8Bytes(name));
  for (const pair of (query.startsWith('?') ? query.slice(1) : query).split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    if (decodeComponent(equals === -1 ? pair : pair.slice(0, equals)) === wanted) {
      return equals === -1 ? '' : decodeComponent(pair.slice(equals + 1));
    }
  }
  return null;
};
