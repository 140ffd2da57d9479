/**
 * The aspect report texts, imported statically from content/reports/aspects.json (a bundler
 * JSON import is not I/O) and validated once at load.
 */
import {
  ASPECT_PAIRS,
  aspectTextsFileSchema,
  type AspectBody,
  type AspectPair,
  type AspectText,
  type AspectTexts,
  type AspectType,
} from './aspect-texts.schema';

import rawAspects from '../../../content/reports/aspects.json' with { type: 'json' };

export const parseAspectTexts = (raw: unknown): AspectTexts => {
  const result = aspectTextsFileSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`reports/aspects.json is invalid: ${result.error.message}`);
  }
  return result.data;
};

/** The validated aspect texts: `pairs[pair][type]` and the plain `types[type]` explanations. */
export const aspectTexts: AspectTexts = parseAspectTexts(rawAspects);

const isAspectPair = (key: string): key is AspectPair => (ASPECT_PAIRS as readonly string[]).includes(key);

/** The key under which a pair of bodies is filed, in either order; null when there is none. */
export const aspectPairKey = (a: AspectBody, b: AspectBody): AspectPair | null => {
  const forward = `${a}-${b}`;
  if (isAspectPair(forward)) return forward;
  const backward = `${b}-${a}`;
  return isAspectPair(backward) ? backward : null;
};

/** The text for an aspect between two bodies, given in either order; null when the pair has none. */
export const aspectText = (a: AspectBody, b: AspectBody, type: AspectType): AspectText | null => {
  const key = aspectPairKey(a, b);
  return key === null ? null : aspectTexts.pairs[key][type];
};
