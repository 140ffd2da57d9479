import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_READINESS_SCORE,
  READINESS_BANDS,
  READINESS_QUESTIONS,
  type QuizAnswers,
  bandFor,
  bandsContaining,
  isComplete,
  pointsFor,
  readinessResult,
  scoreAnswers,
} from './readiness-quiz';

/** A complete answer set: one known option per question. */
const completeAnswersArb: fc.Arbitrary<Record<string, string>> = fc.record(
  Object.fromEntries(READINESS_QUESTIONS.map((question) => [question.id, fc.constantFrom(...question.options.map(({ id }) => id))])),
);

/** Any answer set: some questions skipped, some answered with ids the quiz does not know. */
const anyAnswersArb: fc.Arbitrary<QuizAnswers> = fc.record(
  Object.fromEntries(
    READINESS_QUESTIONS.map((question) => [question.id, fc.oneof(fc.constantFrom(...question.options.map(({ id }) => id)), fc.string())]),
  ),
  { requiredKeys: [] },
);

const questionIndexArb = fc.integer({ min: 0, max: READINESS_QUESTIONS.length - 1 });

describe('the manifestation readiness quiz', () => {
  it('asks six to eight questions, each with at least three options and distinct ids', () => {
    expect(READINESS_QUESTIONS.length).toBeGreaterThanOrEqual(6);
    expect(READINESS_QUESTIONS.length).toBeLessThanOrEqual(8);
    expect(new Set(READINESS_QUESTIONS.map(({ id }) => id)).size).toBe(READINESS_QUESTIONS.length);
    for (const question of READINESS_QUESTIONS) {
      expect(question.options.length).toBeGreaterThanOrEqual(3);
      expect(new Set(question.options.map(({ id }) => id)).size).toBe(question.options.length);
    }
  });

  it('never promises an outcome or quotes a percentage', () => {
    const texts = [
      ...READINESS_QUESTIONS.flatMap((question) => [question.prompt, ...question.options.map(({ label }) => label)]),
      ...READINESS_BANDS.flatMap((band) => [band.title, band.summary, ...band.nextSteps.flatMap(({ label, why }) => [label, why])]),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(/%|percent|guarantee/i);
    }
  });

  it('scores the lowest and the highest answers as 0 and the maximum', () => {
    const lowest = Object.fromEntries(READINESS_QUESTIONS.map((question) => [question.id, question.options[0]?.id ?? '']));
    const highest = Object.fromEntries(READINESS_QUESTIONS.map((question) => [question.id, question.options.at(-1)?.id ?? '']));
    expect(readinessResult(lowest)).toMatchObject({ score: 0, band: { id: 'new-moon' } });
    expect(readinessResult(highest)).toMatchObject({ score: MAX_READINESS_SCORE, band: { id: 'full-moon' } });
  });

  it('has no result until every question is answered', () => {
    const [first] = READINESS_QUESTIONS;
    expect(readinessResult({})).toBeNull();
    expect(readinessResult({ [first?.id ?? '']: first?.options[0]?.id ?? '' })).toBeNull();
  });

  it('the score always lies between 0 and the maximum', () => {
    fc.assert(
      fc.property(anyAnswersArb, (answers) => {
        const score = scoreAnswers(answers);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(MAX_READINESS_SCORE);
      }),
    );
  });

  it('choosing a higher-scoring option never lowers the score or the band', () => {
    const bandRank = (id: string) => READINESS_BANDS.findIndex((band) => band.id === id);
    fc.assert(
      fc.property(completeAnswersArb, questionIndexArb, fc.nat(), (answers, index, pick) => {
        const question = READINESS_QUESTIONS[index];
        if (!question) throw new Error('no question at that index');
        const current = pointsFor(question.id, answers[question.id]);
        const higher = question.options.filter(({ points }) => points >= current);
        const chosen = higher[pick % higher.length];
        fc.pre(chosen !== undefined);
        const raised = { ...answers, [question.id]: chosen?.id ?? '' };
        const before = readinessResult(answers);
        const after = readinessResult(raised);
        expect(after?.score).toBeGreaterThanOrEqual(before?.score ?? Infinity);
        expect(bandRank(after?.band.id ?? '')).toBeGreaterThanOrEqual(bandRank(before?.band.id ?? ''));
      }),
    );
  });

  it('every complete answer set gets exactly one result band', () => {
    fc.assert(
      fc.property(completeAnswersArb, (answers) => {
        expect(isComplete(answers)).toBe(true);
        const result = readinessResult(answers);
        expect(result).not.toBeNull();
        expect(bandsContaining(result?.score ?? -1)).toEqual([result?.band]);
      }),
    );
  });

  it('the bands cover every score from 0 to the maximum exactly once', () => {
    for (let score = 0; score <= MAX_READINESS_SCORE; score += 1) {
      expect(bandsContaining(score)).toHaveLength(1);
      expect(bandFor(score)).toBe(bandsContaining(score)[0]);
    }
  });

  it('every band leads to the free moon reading first', () => {
    for (const band of READINESS_BANDS) {
      expect(band.nextSteps[0]?.to).toBe('/free-moon-reading');
    }
  });
});
