/**
 * Keyword matching shared by persona detection and topic boundaries: whole words only,
 * ignoring case, accents, apostrophe style and the difference between a hyphen and a space
 * ("burned-out" matches "burned out", "Co–Star" matches "co-star").
 */

/** Folds text so that matching ignores case, diacritics, apostrophe style and hyphens. */
export const foldForMatching = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘ʼ`]/gu, "'")
    .replace(/[-‐‑‒–—―]/gu, ' ');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface KeywordMatcher {
  readonly keyword: string;
  readonly pattern: RegExp;
}

/**
 * A keyword compiles to a pattern bounded by non-word characters on both sides (JavaScript's
 * \b only knows ASCII, so "café" would otherwise end at "caf"). Spaces inside a keyword match
 * any run of whitespace.
 */
export const compileKeyword = (keyword: string): KeywordMatcher => {
  const folded = foldForMatching(keyword).trim();
  if (folded === '') throw new Error('A keyword needs at least one word; an empty one would match everywhere.');
  const words = folded.split(/\s+/u).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'gu');
  return { keyword, pattern };
};

/** How many times the keyword occurs in text already passed through `foldForMatching`. */
export const countMatches = (foldedText: string, matcher: KeywordMatcher): number =>
  [...foldedText.matchAll(matcher.pattern)].length;

const anyOfThem = new WeakMap<readonly KeywordMatcher[], RegExp>();

/**
 * Whether any of the keywords occurs in the folded text, in one pass rather than one per keyword
 * (about ten times faster on a list of a hundred): most messages name none, and the counting can
 * then be skipped. Made once per list.
 */
export const mentionsAny = (foldedText: string, matchers: readonly KeywordMatcher[]): boolean => {
  let pattern = anyOfThem.get(matchers);
  if (!pattern) anyOfThem.set(matchers, (pattern = new RegExp(matchers.map((matcher) => `(?:${matcher.pattern.source})`).join('|'), 'u')));
  return pattern.test(foldedText);
};

/** Total occurrences of all the keywords in the folded text. */
export const countKeywordMatches = (foldedText: string, matchers: readonly KeywordMatcher[]): number =>
  mentionsAny(foldedText, matchers) ? matchers.reduce((total, matcher) => total + countMatches(foldedText, matcher), 0) : 0;
