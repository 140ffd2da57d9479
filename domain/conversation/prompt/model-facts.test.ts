import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS } from '../../sky';
import { answerFreeQuestion, formatSkyDate } from '../voice';
import { daysNamed, factLines, modelReplyProblem } from './model-facts';

const SCRIPTED = 'The next full moon is on Tuesday 24 November 2026 at 14:53. Times are in UTC, as I don’t know your time zone.\n\nWhat’s your first name?';

describe('a model reply checked against the turn’s facts', () => {
  it('accepts a rewording that keeps our date', () => {
    expect(modelReplyProblem('Lovely question! The full moon arrives on Tuesday 24 November 2026 at 14:53 UTC. What’s your first name?', { scripted: SCRIPTED })).toBeNull();
    expect(modelReplyProblem('On Nov 24th the Moon is full.', { scripted: SCRIPTED })).toBeNull();
  });

  it('refuses a date, a weekday, a numeric date or a span of days the facts do not hold', () => {
    expect(modelReplyProblem('The next full moon is on 28 November.', { scripted: SCRIPTED })).toBe('invented-date');
    expect(modelReplyProblem('It is full on November 25th.', { scripted: SCRIPTED })).toBe('invented-date');
    expect(modelReplyProblem('It is full this Friday.', { scripted: SCRIPTED })).toBe('invented-date');
    expect(modelReplyProblem('It is full on 2026-11-25.', { scripted: SCRIPTED })).toBe('invented-date');
    expect(modelReplyProblem('It will be full in 2 days.', { scripted: SCRIPTED })).toBe('invented-date');
  });

  it('refuses a sign that is neither in the scripted reply nor in the visitor’s reading', () => {
    expect(modelReplyProblem('Your Moon in Gemini loves this.', { scripted: SCRIPTED })).toBe('invented-sign');
    expect(modelReplyProblem('Your Moon in Gemini loves this.', { scripted: SCRIPTED, readingSigns: { moonSign: 'gemini', sunSign: 'taurus' } })).toBeNull();
  });

  it('refuses a reply that says it is an AI', () => {
    for (const reply of ['As an AI, I cannot see the sky.', "I'm just a language model.", 'I am an artificial intelligence', 'I was made by OpenAI.', 'I’m a chatbot']) {
      expect(modelReplyProblem(reply, { scripted: SCRIPTED }), reply).toBe('claims-ai');
    }
    expect(modelReplyProblem('I’m Luna, your moon guide.', { scripted: SCRIPTED })).toBeNull();
  });

  it('gives the model the dated sentences and the reading as facts', () => {
    expect(factLines({ scripted: SCRIPTED, readingSigns: { moonSign: 'scorpio', sunSign: 'leo' } })).toEqual([
      "The visitor's reading: Moon in scorpio, Sun in leo.",
      'The next full moon is on Tuesday 24 November 2026 at 14:53.',
    ]);
  });
});

describe('model reply laws', () => {
  const instantArb = fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2040-12-31T00:00:00Z') });
  const zoneArb = fc.constantFrom(null, 'Europe/Lisbon', 'Asia/Tokyo', 'America/Los_Angeles');
  const questionArb = fc.constantFrom('When is the next full moon?', 'when is the next new moon?', 'what phase is the moon in tonight?', 'what is a lunar eclipse?');

  it('a model that repeats the scripted sky answer is always accepted', () => {
    fc.assert(
      fc.property(instantArb, zoneArb, questionArb, (nowMs, timeZone, question) => {
        const scripted = answerFreeQuestion(question, { persona: null, pick: 0, sky: { nowMs, timeZone } })?.answer ?? '';
        expect(modelReplyProblem(scripted, { scripted })).toBeNull();
      }),
      { numRuns: 40 },
    );
  });

  it('a model that moves our date by a day or more is always refused', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 1, max: 20 }), fc.boolean(), (nowMs, days, later) => {
        const ours = formatSkyDate(nowMs, null);
        const shifted = formatSkyDate(nowMs + (later ? days : -days) * 86_400_000, null);
        fc.pre([...daysNamed(ours)][0] !== [...daysNamed(shifted)][0]);
        expect(modelReplyProblem(`The next full moon is on ${shifted.split(' at ')[0]}.`, { scripted: `The next full moon is on ${ours}.` })).toBe('invented-date');
      }),
    );
  });

  it('a sign named in the scripted reply is always allowed, any other refused', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZODIAC_SIGNS), fc.constantFrom(...ZODIAC_SIGNS), (ours, theirs) => {
        const title = (sign: string) => `${sign.charAt(0).toUpperCase()}${sign.slice(1)}`;
        const problem = modelReplyProblem(`Your Moon in ${title(theirs)} is lovely.`, { scripted: `Moon in ${title(ours)}: gentle.` });
        expect(problem).toBe(ours === theirs ? null : 'invented-sign');
      }),
    );
  });
});
