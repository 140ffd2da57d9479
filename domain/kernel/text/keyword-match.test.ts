import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readingContent } from '../../reading';
import { BOUNDARY_KEYWORDS } from '../../conversation';
import { compileKeyword, countMatches, foldForMatching, mentionsAny } from './keyword-match';

const lists = [
  Object.values(readingContent.goals).flatMap((goal) => goal.keywords.map(compileKeyword)),
  Object.values(BOUNDARY_KEYWORDS).flatMap((keywords) => keywords.map(compileKeyword)),
];

/** Texts made of keywords, their pieces, neighbours that touch them and ordinary words. */
const texts = (keywords: readonly string[]) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...keywords),
        fc.constantFrom(...keywords).map((keyword) => keyword.slice(0, Math.max(1, keyword.length - 2))),
        fc.constantFrom(...keywords).map((keyword) => `${keyword}s`),
        fc.constantFrom('I', 'want', 'my', 'born', 'Lisbon', 'é', '1990', '', ' ', '!'),
        fc.string({ maxLength: 6 }),
      ),
      { maxLength: 8 },
    )
    .map((words) => foldForMatching(words.join(' ')));

describe('mentionsAny', () => {
  it.each(lists.map((matchers, i) => [i, matchers] as const))('says whether any keyword of list %i occurs, as counting each would', (_, matchers) => {
    fc.assert(
      fc.property(texts(matchers.map((matcher) => matcher.keyword)), (text) => {
        expect(mentionsAny(text, matchers)).toBe(matchers.some((matcher) => countMatches(text, matcher) > 0));
      }),
      { numRuns: 400 },
    );
  });
});
