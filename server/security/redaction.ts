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

/** The local part takes every character RFC 5322 allows unquoted ('!@a.aa' is an address). */
const EMAIL = /[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const JWT = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
/** Provider API keys ('sk-…', 'sk-proj-…'), should an SDK error ever quote one. */
const API_KEY = /\bsk-[A-Za-z0-9_-]{16,}/g;
/** Calendar dates in free text are as likely birth dates as anything else. */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;

/** Free text with emails, signed tokens and dates blanked. */
export const scrubText = (text: string): string =>
  text.replace(JWT, '[token]').replace(API_KEY, '[key]').replace(EMAIL, '[email]').replace(ISO_DATE, '[date]');

/** Query parameters whose values describe the request's shape, not the person. */
const SHAPE_PARAMETERS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/**
 * Paths that carry a secret in a segment: the hidden diagnostic page's id. The segment after
 * the prefix is blanked, whether the path is the request's own or a Referer's.
 */
const SECRET_PATH_PREFIXES = ['/diagnostic/'];

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
