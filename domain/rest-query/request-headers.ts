import { RestFailure, invalidRange, mediaTypeError } from './rest-error';

/** What the `Prefer` header asks for; unknown preferences are ignored, as PostgREST does by default. */
export interface Preferences {
  readonly returnRepresentation: boolean;
  readonly resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  readonly countExact: boolean;
  readonly missingDefault: boolean;
}

export const parsePrefer = (header: string | undefined): Preferences => {
  const tokens = (header ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '');
  const value = (name: string): string | undefined =>
    tokens.filter((token) => token.startsWith(`${name}=`)).map((token) => token.slice(name.length + 1))[0];
  const resolution = value('resolution');
  const count = value('count');
  return {
    returnRepresentation: value('return') === 'representation',
    resolution: resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' ? resolution : null,
    // planned and estimated counts need the planner's statistics; an exact count is always right.
    countExact: count === 'exact' || count === 'planned' || count === 'estimated',
    missingDefault: value('missing') === 'default',
  };
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
