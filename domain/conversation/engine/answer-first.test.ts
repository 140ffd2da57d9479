import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversationMachine, initialConversationContext } from './conversation.machine';
import { composeReply } from './replies';
import { NO_NOTES } from './turn-notes';

/**
 * Issue 13 §3, answering first: a question asked while Luna waits for a detail gets its answer,
 * with dates from our astronomy, and then the flow's question, never in the same words as the
 * question just before it.
 */
const NOW = Date.parse('2026-11-23T20:00:00Z');
const QUESTIONS = ['When is the next full moon?', 'what is a lunar eclipse?', 'what phase is the moon in tonight?', 'what is a moon sign?', "what's the difference between waxing and waning?"];

const replyTo = (question: string, state: 'askingGoal' | 'askingName', count: number, nowMs: number | undefined = NOW) => {
  const base = initialConversationContext();
  const key = state === 'askingGoal' ? 'goal' : 'firstName';
  const context = { ...base, recentTexts: [question], askStreak: { key, count }, notes: { ...NO_NOTES, freeQuestion: true } };
  return composeReply(conversationMachine.resolveState({ value: state, context }), { brandName: 'Moonwise', ...(nowMs === undefined ? {} : { nowMs }) }).text;
};

const lastParagraph = (text: string) => text.split('\n\n').at(-1) ?? '';

describe('answering first, then guiding', () => {
  it('answers "When is the next full moon?" as a first message with the date, then asks the next thing', () => {
    const text = replyTo('When is the next full moon?', 'askingName', 0);
    expect(text).toContain('The next full moon is on Tuesday 24 November 2026 at 14:53.');
    expect(text).toContain('Times are in UTC');
    expect(lastParagraph(text)).toMatch(/first name\?$/);
    expect(text).not.toContain('That’s a good question');
  });

  it('answers "what is a lunar eclipse?" with what it is and the next eclipses', () => {
    const text = replyTo('what is a lunar eclipse?', 'askingName', 0);
    expect(text).toContain('A lunar eclipse happens at a full moon');
    expect(text).toMatch(/The next (solar|lunar) eclipse is/);
  });

  it('never ends two answered turns in a row with the same question', () => {
    fc.assert(
      fc.property(fc.constantFrom(...QUESTIONS), fc.constantFrom(...QUESTIONS), fc.constantFrom('askingGoal' as const, 'askingName' as const), fc.nat({ max: 6 }), (first, second, state, count) => {
        const before = lastParagraph(replyTo(first, state, count));
        const after = lastParagraph(replyTo(second, state, count + 1));
        expect(after.endsWith('?')).toBe(true);
        expect(after).not.toBe(before);
      }),
      { numRuns: 60 },
    );
  });
});
