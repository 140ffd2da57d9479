import { RestFailure, invalidPreferences, invalidRange, mediaTypeError } from './rest-error';

/** What the `Prefer` header asks for; unknown preferences are ignored, as PostgREST does by default. */
export interface Preferences {
  readonly returnRepresentation: boolean;
  readonly resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  readonly countExact: boolean;
  readonly missingDefault: boolean;
  /** `handling=strict`: an unknown preference is an error (PGRST122) and max-affected holds. */
  readonly strict: boolean;
  /** `max-affected=N`, honoured only with handling=strict, as in PostgREST. */
  readonly maxAffected: number | null;
  /** The preferences given that this server does not fulfil, as written. */
  readonly invalid: readonly string[];
}

/**
 * The preferences this server fulfils. PostgREST also knows tx=, timezone= and params=; this
 * table API honours none of them, so with handling=strict they are refused rather than ignored.
 */
const KNOWN_PREFERENCES = new Set([
  'return=minimal',
  'return=headers-only',
  'return=representation',
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'count=exact',
  'count=planned',
  'count=estimated',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
]);

const MAX_AFFECTED = /^max-affected=(\d{1,15})$/;

export const parsePrefer = (header: string | undefined): Preferences => {
  const written = (header ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
  const tokens = written.map((token) => token.toLowerCase());
  const value = (name: string): string | undefined =>
    tokens.filter((token) => token.startsWith(`${name}=`)).map((token) => token.slice(name.length + 1))[0];
  const resolution = value('resolution');
  const count = value('count');
  const strict = value('handling') === 'strict';
  const maxAffected = tokens.map((token) => MAX_AFFECTED.exec(token)?.[1]).find((n) => n !== undefined);
  return {
    returnRepresentation: value('return') === 'representation',
    resolution: resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' ? resolution : null,
    // planned and estimated counts need the planner's statistics; an exact count is always right.
    countExact: count === 'exact' || count === 'planned' || count === 'estimated',
    missingDefault: value('missing') === 'default',
    strict,
    maxAffected: strict && maxAffected !== undefined ? Number(maxAffected) : null,
    invalid: written.filter((_, i) => !KNOWN_PREFERENCES.has(tokens[i] ?? '') && !MAX_AFFECTED.test(tokens[i] ?? '')),
  };
};

/** With handling=strict, any preference this server does not fulfil refuses the request (PGRST122). */
export const requireFulfillablePreferences = (header: string | undefined): Preferences => {
  const prefer = parsePrefer(header);
  if (prefer.strict && prefer.invalid.length > 0) throw new RestFailure(invalidPreferences(prefer.invalid));
  return prefer;
};

/** The response media type: a JSON array (the default) or one object (`vnd.pgrst.object`). */
export interface ResponseShape {
  readonly single: boolean;
  readonly stripNulls: boolean;
}

const ARRAY_TYPES = ['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*'];
const OBJECT_TYPE = 'application/vnd.pgrst.object+json';

export const parseAccept = (header: string | undefined): ResponseShape => {
  if (header === undefined || header.trim() === '') return { single: false, stripNulls: false };
  const ranges = header
    .split(',')
    .map((range) => {
      const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return { type, params, quality: q === undefined ? 1 : Number(q.slice(2)) };
    })
    .filter((range) => range.type !== '' && !(range.quality <= 0))
    .sort((a, b) => b.quality - a.quality);
  for (const range of ranges) {
    const stripNulls = range.params.includes('nulls=stripped');
    if (range.type === OBJECT_TYPE) return { single: true, stripNulls };
    if (ARRAY_TYPES.includes(range.type)) return { single: false, stripNulls };
  }
  throw new RestFailure(mediaTypeError(ranges.map((range) => range.type)));
};

/** An HTTP `Range: from-to` over items; a malformed header is ignored, as PostgREST does. */
export interface ItemRange {
  readonly from: number;
  readonly to: number | null;
}

export const parseRangeHeader = (range: string | undefined, unit: string | undefined): ItemRange | null => {
  if (range === undefined) return null;
  if (unit !== undefined && unit.trim().toLowerCase() !== 'items') return null;
  const match = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(range);
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] === '' || match[2] === undefined ? null : Number(match[2]);
  if (to !== null && to < from)
    throw new RestFailure(invalidRange('The lower boundary must be lower than or equal to the upper boundary in the Range header.'));
  return { from, to };
};
