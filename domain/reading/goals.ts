import { compileKeyword, foldForMatching, mentionsAny } from '../kernel';
import type { KeywordMatcher } from '../kernel';

/**
 * The goal categories a reading's practice is written for. A visitor states a goal in their
 * own words ('I want to feel less stressed at work'); keywords from each goal's content file
 * map it to one category, and anything unrecognised gets the general practice.
 */
export const GOAL_CATEGORIES = [
  'love-relationships',
  'career',
  'abundance-money',
  'self-growth',
  'wellbeing',
  'spiritual-growth',
  'general',
] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];

export const FALLBACK_GOAL: GoalCategory = 'general';

export const isGoalCategory = (value: string): value is GoalCategory => (GOAL_CATEGORIES as readonly string[]).includes(value);

export type GoalKeywords = Readonly<Record<GoalCategory, { readonly keywords: readonly string[] }>>;

interface GoalMatchers {
  readonly byGoal: ReadonlyArray<readonly [GoalCategory, readonly KeywordMatcher[]]>;
  readonly all: readonly KeywordMatcher[];
}

const matchersByContent = new WeakMap<GoalKeywords, GoalMatchers>();

/** Compiled once per content object: goals are matched on every reading. */
const matchersFor = (goals: GoalKeywords): GoalMatchers => {
  const cached = matchersByContent.get(goals);
  if (cached) return cached;
  const byGoal = GOAL_CATEGORIES.map((goal) => [goal, goals[goal].keywords.map(compileKeyword)] as const);
  const compiled = { byGoal, all: byGoal.flatMap(([, matchers]) => matchers) };
  matchersByContent.set(goals, compiled);
  return compiled;
};

interface KeywordHit {
  goal: GoalCategory;
  start: number;
  end: number;
}

/**
 * Every keyword occurrence, longest first, keeping only those that overlap no longer one: in
 * 'work on myself' the phrase counts for self-growth and its word 'work' does not count again
 * for career.
 */
const keywordHits = (folded: string, goals: GoalKeywords): KeywordHit[] => {
  const { byGoal, all: matchers } = matchersFor(goals);
  if (!mentionsAny(folded, matchers)) return [];
  const all = byGoal.flatMap(([goal, matchers]) =>
    matchers.flatMap((matcher) => [...folded.matchAll(matcher.pattern)].map((match) => ({ goal, start: match.index, end: match.index + match[0].length }))),
  );
  all.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: KeywordHit[] = [];
  for (const hit of all) if (!kept.some((other) => hit.start < other.end && other.start < hit.end)) kept.push(hit);
  return kept;
};

/**
 * The category for a stated goal: a category's own slug ('self-growth', 'self growth') wins
 * outright; otherwise the category with most keyword hits (a longer keyword claiming its
 * words), ties going to the goal the visitor named first; no hits means the general practice.
 */
export const goalCategoryFor = (statedGoal: string | null | undefined, goals: GoalKeywords): GoalCategory => {
  const folded = foldForMatching(statedGoal ?? '').trim();
  if (folded === '') return FALLBACK_GOAL;
  const bySlug = GOAL_CATEGORIES.find((goal) => foldForMatching(goal) === folded.replace(/\s+/g, ' '));
  if (bySlug) return bySlug;

  const tally = new Map<GoalCategory, { hits: number; firstAt: number }>();
  for (const hit of keywordHits(folded, goals)) {
    const entry = tally.get(hit.goal) ?? { hits: 0, firstAt: hit.start };
    tally.set(hit.goal, { hits: entry.hits + 1, firstAt: Math.min(entry.firstAt, hit.start) });
  }
  let best: { goal: GoalCategory; hits: number; firstAt: number } | null = null;
  for (const [goal, { hits, firstAt }] of tally) {
    if (best === null || hits > best.hits || (hits === best.hits && firstAt < best.firstAt)) best = { goal, hits, firstAt };
  }
  return best?.goal ?? FALLBACK_GOAL;
};
