import { compileKeyword, countKeywordMatches, foldForMatching } from '../../kernel';
import type { KeywordMatcher } from '../../kernel';
import { BOUNDARY_KEYWORDS, BOUNDARY_TOPICS } from './topics';
import { asksForGuarantee } from './guarantee-request';
import type { BoundaryTopic, TopicClass } from './topics';

const MATCHERS: readonly (readonly [BoundaryTopic, readonly KeywordMatcher[]])[] = BOUNDARY_TOPICS.map(
  (topic) => [topic, BOUNDARY_KEYWORDS[topic].map(compileKeyword)] as const,
);

/**
 * 'on-topic' unless the message contains a boundary keyword. When several boundaries match,
 * the one with the most keyword occurrences wins, and a tie goes to the boundary listed first
 * in BOUNDARY_TOPICS (the §1 order), so "will I definitely win the lottery" is a
 * lottery question.
 */
export const classifyTopic = (text: string): TopicClass => {
  const folded = foldForMatching(text);
  let best: TopicClass = 'on-topic';
  let bestScore = 0;
  for (const [topic, matchers] of MATCHERS) {
    const score = countKeywordMatches(folded, matchers);
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  // A guarantee asked for in plain words ('will my ex come back for sure?') is one too.
  return best === 'on-topic' && asksForGuarantee(folded) ? 'guaranteed-outcome' : best;
};

export const isBoundaryTopic = (topic: TopicClass): topic is BoundaryTopic => topic !== 'on-topic';
