/**
 * What never reaches a log line: emails, birth data (date, time, place, coordinates), names,
 * and every kind of token or key. Applied to logged objects by key, to URLs by query
 * parameter, and to free text (error messages) by pattern.
 */
export const REDACTED = '[redacted]';

/** Compared after lower-casing and dropping '_' and '-': birth_date, birthDate and birth-date are one key. */
const SENSITIVE_KEYS = new Set(
  [
    'email',
    'to_address',
    'full_name',
    'first_name',
    'preferred_name',
    'birth_date',
    'birth_time',
    'birth_city',
    'birth_place',
    'birth_location',
    'lat',
    'lng',
    'latitude',
    'longitude',
    'coordinates',
    'token',
    'token_hash',
    'access_token',
    'profile_token',
    'session_token',
    'p_session_token',
    'apikey',
    'authorization',
    'cookie',
    'set_cookie',
    'x_luna_session',
    'password',
    'secret',
    'api_key',
    'openai_api_key',
    'stripe_signature',
  ].map((key) => normaliseKey(key)),
);

function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[_-]/g, '');
}

export const isSensitiveKey = (key: string): boolean => SENSITIVE_KEYS.has(normaliseKey(key));

const isAsciiWord = (char: string): boolean => (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z') || (char >= '0' && char <= '9');
/** The local part takes every character RFC 5322 allows unquoted ('!@a.aa' is an address). */
const isLocalPart = (char: string): boolean => isAsciiWord(char) || "!#$%&'*+/=?^_`{|}~.-".includes(char);
const isDomainPart = (char: string): boolean => isAsciiWord(char) || char === '-';
const isTokenPart = (char: string): boolean => isAsciiWord(char) || char === '_' || char === '-';

/** Where the run of characters `takes` accepts, from `from` on, ends. */
const runEnd = (text: string, from: number, takes: (char: string) => boolean): number => {
  let end = from;
  while (end < text.length && takes(text.charAt(end))) end++;
  return end;
};

/**
 * Every email replaced as /[local]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g replaced it, found from
 * each '@' instead: that expression rescanned a long run of address characters from every
 * position, quadratic on any log line. The local part reaches back to the previous '@' or the
 * end of the last email at most, the domain forward to the next '@', so each character is read
 * a bounded number of times.
 */
const scrubEmails = (text: string): string => {
  let kept = '';
  let from = 0;
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > from && isLocalPart(text.charAt(start - 1))) start--;
    let end = runEnd(text, at + 1, isDomainPart);
    if (start === at || end === at + 1) continue;
    const domainEnd = end;
    while (text.charAt(end) === '.' && isDomainPart(text.charAt(end + 1))) end = runEnd(text, end + 1, isDomainPart);
    if (end === domainEnd) continue;
    kept += `${text.slice(from, start)}[email]`;
    from = end;
  }
  return kept + text.slice(from);
};

/**
 * Signed tokens replaced as /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\/g replaced them,
 * which rescanned a long run from every 'eyJ' in it. A start inside the first part fails as the
 * one before it did (same dots, same parts after), so the search goes on past that part.
 */
const TOKEN_START = /\beyJ/g;
const scrubTokens = (text: string): string => {
  let kept = '';
  let from = 0;
  TOKEN_START.lastIndex = 0;
  for (let found = TOKEN_START.exec(text); found !== null; found = TOKEN_START.exec(text)) {
    const header = runEnd(text, found.index + 3, isTokenPart);
    const payload = text.charAt(header) === '.' ? runEnd(text, header + 1, isTokenPart) : header;
    if (payload > header + 1 && text.charAt(payload) === '.') {
      kept += `${text.slice(from, found.index)}[token]`;
      from = TOKEN_START.lastIndex = runEnd(text, payload + 1, isTokenPart);
    } else TOKEN_START.lastIndex = header;
  }
  return kept + text.slice(from);
};

/**
 * Provider API keys ('sk-…', 'sk-proj-…'), should an SDK error ever quote one: 16 or more key
 * characters after 'sk-'. The run is taken whole and its length checked here, as '{16,}' took
 * recheck seconds to prove linear; a shorter run holds no longer key to find inside it.
 */
const API_KEY = /\bsk-[A-Za-z0-9_-]+/g;
const KEY_MIN_LENGTH = 'sk-'.length + 16;
/** Calendar dates in free text are as likely birth dates as anything else. */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;

/** Free text with emails, signed tokens and dates blanked. */
export const scrubText = (text: string): string =>
  scrubEmails(scrubTokens(text).replace(API_KEY, (key) => (key.length >= KEY_MIN_LENGTH ? '[key]' : key))).replace(ISO_DATE, '[date]');

/** Query parameters whose values describe the request's shape, not the person. */
const SHAPE_PARAMETERS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/**
 * Paths that carry a secret in a segment: the hidden diagnostic page's id, a moon calendar
 * feed's token (ADR 045). The segment after the prefix is blanked, whether the path is the
 * request's own or a Referer's.
 */
const SECRET_PATH_PREFIXES = ['/diagnostic/', '/calendar/'];

const scrubPath = (path: string): string => {
  for (const prefix of SECRET_PATH_PREFIXES) {
    const at = path.indexOf(prefix);
    if (at >= 0) {
      const rest = path.slice(at + prefix.length);
      const end = rest.indexOf('/');
      return scrubText(`${path.slice(0, at + prefix.length)}${REDACTED}${end < 0 ? '' : rest.slice(end)}`);
    }
  }
  return scrubText(path);
};

/**
 * A path with its query, or a whole URL (a Referer): every query value blanked except the
 * shape parameters (select, order, ...), a secret path segment blanked, the fragment dropped.
 */
export const scrubUrl = (url: string): string => {
  const hashStart = url.indexOf('#');
  const withoutHash = hashStart < 0 ? url : url.slice(0, hashStart);
  const queryStart = withoutHash.indexOf('?');
  if (queryStart < 0) return scrubPath(withoutHash);
  const pathPart = withoutHash.slice(0, queryStart);
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const parts: string[] = [];
  for (const [name, value] of params) {
    const kept = SHAPE_PARAMETERS.has(name) ? scrubText(value) : REDACTED;
    parts.push(`${encodeURIComponent(name)}=${kept === REDACTED ? kept : encodeURIComponent(kept)}`);
  }
  return `${scrubPath(pathPart)}?${parts.join('&')}`;
};

/** Headers whose value is an address, which may carry a token in its query or path. */
const URL_HEADERS = new Set(['referer', 'referrer', 'location', 'content-location', 'origin']);

/** One header's value as a log may show it: a secret's blanked, an address scrubbed, any other text scrubbed. */
export const scrubHeader = (name: string, value: unknown): unknown => {
  if (isSensitiveKey(name)) return REDACTED;
  if (typeof value !== 'string') return Array.isArray(value) ? value.map((item) => scrubHeader(name, item)) : value;
  return URL_HEADERS.has(name.toLowerCase()) ? scrubUrl(value) : scrubText(value);
};

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

const MAX_DEPTH = 8;

/**
 * A copy with sensitive keys blanked and free text scrubbed, through plain objects and arrays.
 * Other objects (requests, responses, errors) are left to their serializers.
 */
export const scrubValue = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = isSensitiveKey(key) ? REDACTED : scrubValue(inner, depth + 1);
  }
  return copy;
};
