import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../kernel';
import { readingContent } from './content';
import { FALLBACK_GOAL, GOAL_CATEGORIES, goalCategoryFor, isGoalCategory } from './goals';

const goals = readingContent.goals;
const keywordsOf = (goal: (typeof GOAL_CATEGORIES)[number]) => goals[goal].keywords;
const goalWithKeywordArb = fc.constantFrom(...GOAL_CATEGORIES.filter((goal) => keywordsOf(goal).length > 0));

describe('goalCategoryFor', () => {
  it('maps a visitor’s own words to a goal', () => {
    expect(goalCategoryFor('I want to find love again', goals)).toBe('love-relationships');
    expect(goalCategoryFor('A promotion at work, finally', goals)).toBe('career');
    expect(goalCategoryFor('less worry about bills and debt', goals)).toBe('abundance-money');
    expect(goalCategoryFor('Feel calmer and sleep better', goals)).toBe('wellbeing');
    expect(goalCategoryFor('build my self-esteem', goals)).toBe('self-growth');
    expect(goalCategoryFor('deepen my meditation', goals)).toBe('spiritual-growth');
  });

  it('takes a category’s own name as that category', () => {
    expect(goalCategoryFor('spiritual-growth', goals)).toBe('spiritual-growth');
    expect(goalCategoryFor('Self Growth', goals)).toBe('self-growth');
    expect(goalCategoryFor('abundance-money', goals)).toBe('abundance-money');
  });

  it('gives the general practice when nothing is recognised or nothing was said', () => {
    expect(goalCategoryFor('no idea yet', goals)).toBe(FALLBACK_GOAL);
    expect(goalCategoryFor('', goals)).toBe(FALLBACK_GOAL);
    expect(goalCategoryFor(undefined, goals)).toBe(FALLBACK_GOAL);
    expect(goalCategoryFor(null, goals)).toBe(FALLBACK_GOAL);
  });

  it('prefers the goal with more hits, and on a tie the one named first', () => {
    expect(goalCategoryFor('work on myself and my confidence', goals)).toBe('self-growth');
    expect(goalCategoryFor('stress at work', goals)).toBe('wellbeing');
    expect(goalCategoryFor('work stress', goals)).toBe('career');
  });

  it('lets a longer keyword claim its words: "work on myself" is growth, not career', () => {
    // Found by 'maps any one keyword of a goal to that goal': 'work' also counted for career.
    expect(goalCategoryFor('I would like work on myself please', goals)).toBe('self-growth');
  });

  it('ignores case and accents', () => {
    expect(goalCategoryFor('MY CARÉER', goals)).toBe('career');
  });

  it('maps any one keyword of a goal to that goal', () => {
    fc.assert(
      fc.property(
        goalWithKeywordArb.chain((goal) => fc.tuple(fc.constant(goal), fc.constantFrom(...keywordsOf(goal)))),
        ([goal, keyword]) => goalCategoryFor(`I would like ${keyword} please`, goals) === goal,
      ),
      { examples: [[['self-growth', 'work on myself']]] },
    );
  });

  it('always answers with a goal category', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (text) => isGoalCategory(goalCategoryFor(text, goals))));
  });

  it('never gives one keyword to two goals', () => {
    const all = GOAL_CATEGORIES.flatMap((goal) => keywordsOf(goal).map((keyword) => foldForMatching(keyword)));
    expect(all.length).toBe(new Set(all).size);
  });
});
