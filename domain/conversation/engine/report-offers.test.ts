import fc from 'fast-check';
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { REPORT_OFFERS, formatAmount } from '../../reports';
import { recogniseFreeQuestion } from '../voice';
import { birthFlowOutcome } from './birth-flow';
import { conversationMachine, expectationOf, initialConversationContext, type ConversationSnapshot } from './conversation.machine';
import { fixturePlaces, testClock } from '../../../fixtures/luna.fixture';
import { composeReply, type ReplyPlan } from './replies';
import { understandMessage } from './understand';

/** Luna and the paid reports: described when asked, linked after a reading, never pushed. */
const start = (): ConversationSnapshot => conversationMachine.resolveState({ value: 'welcome', context: initialConversationContext() });

const say = (snapshot: ConversationSnapshot, text: string): { snapshot: ConversationSnapshot; reply: ReplyPlan } => {
  const expecting = expectationOf(snapshot);
  const understanding = understandMessage(text, { clock: testClock(), places: fixturePlaces, expecting, offeredPlaces: snapshot.context.offeredPlaces });
  let [next] = transition(conversationMachine, snapshot, { type: 'USER_MESSAGE', understanding, expecting, existingReading: null });
  if (next.matches('generating')) {
    const d = next.context.birth.context;
    expect(birthFlowOutcome(next.context.birth)).not.toBeNull();
    const reading = { email: d.email ?? '', birthDate: d.birthDate ?? '', birthTime: d.birthTime, birthLocation: d.birthLocation! };
    [next] = transition(conversationMachine, next, { type: 'READING_MADE', url: '/free-moon-reading?token=tok123', at: '2026-11-22T12:00:00.000Z', reading });
  }
  return { snapshot: next, reply: composeReply(next, { brandName: 'Moonwise' }) };
};

const run = (lines: readonly string[], from: ConversationSnapshot = start()) => {
  let snapshot = from;
  const replies: string[] = [];
  for (const line of lines) {
    const turn = say(snapshot, line);
    snapshot = turn.snapshot;
    replies.push(turn.reply.text);
  }
  return { snapshot, replies, last: replies.at(-1) ?? '' };
};

const TO_READING = ['I want to feel calmer about my career', 'Ana', 'I was born on 14 March 1990 in Lisbon', 'ana@example.com', 'yes', 'yes', 'yes'];
const afterReading = () => run(TO_READING).snapshot;
const offers = (text: string) => text.includes('/checkout?report=');
const price = (type: 'lunar' | 'astrology') => formatAmount(REPORT_OFFERS[type].amount, REPORT_OFFERS[type].currency);

describe('reports asked about before a reading', () => {
  it('describes both from REPORT_OFFERS as a first message, then guides on, without a checkout link', () => {
    const { last, snapshot } = run(['what reports do you have?']);
    expect(last).toContain(`about ${REPORT_OFFERS.lunar.pages} pages, ${price('lunar')}`);
    expect(last).toContain(`about ${REPORT_OFFERS.astrology.pages} pages, ${price('astrology')}`);
    expect(last).toContain('free reading comes first');
    expect(offers(last)).toBe(false);
    expect(snapshot.value).toBe('askingName');
    expect(last.split('\n\n').at(-1)).toMatch(/first name\?$/);
  });

  it('answers mid-flow, then asks for the detail still missing', () => {
    const { last } = run(['I want to feel calmer about my career', 'Ana', 'tell me about the lunar reprot']);
    expect(last.indexOf('The Lunar Report runs to about')).toBe(0);
    expect(last.split('\n\n').at(-1)).toMatch(/(birth date|were you born)\?$/);
  });
});

describe('reports after the reading', () => {
  it('"i want to go deeper" links both reports to the checkout with the reading’s token, and a model must keep the links', () => {
    const turn = say(afterReading(), 'i want to go deeper');
    expect(turn.reply.text).toContain('[Lunar Report](/checkout?report=lunar&token=tok123)');
    expect(turn.reply.text).toContain('[Astrology Report](/checkout?report=astrology&token=tok123)');
    for (const line of turn.reply.fixedLines) expect(turn.reply.text).toContain(line);
    expect(turn.reply.fixedLines.join(' ')).toContain('/checkout?report=astrology&token=tok123');
  });

  it('"how much is the astrology report" gives its price and only its link', () => {
    const { last } = run(['how much is the astrology report'], afterReading());
    expect(last).toContain(`costs ${price('astrology')}`);
    expect(last).toContain('/checkout?report=astrology&token=tok123');
    expect(last).not.toContain('report=lunar');
  });

  it('mentions the reports unasked once at most, and never right after an offer', () => {
    const { replies } = run(['i want to go deeper', 'thank you', 'thanks, I love it', 'thank you so much', 'that is beautiful'], afterReading());
    expect(replies.map(offers)).toEqual([true, false, true, false, false]);
  });

  it('stops offering after a no, and still answers when asked again', () => {
    const { replies } = run(['more detail please', 'not now', 'thank you, that is lovely', 'is the reading free?', 'thanks', 'what reports do you have?'], afterReading());
    expect(replies[1]).toContain('I won’t bring the reports up again');
    expect(replies.slice(1, 5).some((text) => offers(text) || /\breports?\b/.test(text.replace('bring the reports up', '')))).toBe(false);
    expect(offers(replies[5] ?? '')).toBe(true);
  });

  it('a No to a confirmation question is not a no to the reports', () => {
    const { replies } = run(['what reports do you have?', 'Ana', 'I was born on 14 March 1990 in Lisbon', 'ana@example.com', 'no']);
    expect(replies.at(-1)).not.toContain('bring the reports up');
  });

  it('never offers twice in a row unless asked, never twice unasked, never unasked after a no', () => {
    const messages = ['i want to go deeper', 'thank you', 'thanks, this is lovely', 'no thanks', 'maybe later', 'what is a moon sign?', 'when is the next full moon?', 'is the reading free?', 'tell me about the lunar report', 'ok'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...messages), { minLength: 1, maxLength: 8 }), (lines) => {
        const { replies } = run(lines, afterReading());
        let unasked = 0;
        let declined = false;
        lines.forEach((line, i) => {
          const asked = recogniseFreeQuestion(line)?.topic === 'reports';
          const offered = offers(replies[i] ?? '');
          if (offered && !asked) {
            unasked += 1;
            expect(offers(replies[i - 1] ?? '')).toBe(false);
            expect(declined).toBe(false);
          }
          if (/^(no thanks|maybe later)$/.test(line) && i > 0 && replies.slice(0, i).some(offers)) declined = true;
        });
        expect(unasked).toBeLessThanOrEqual(1);
      }),
      { numRuns: 60 },
    );
  });
});
