import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderDecision, type StoredOrder } from './order-decision';
import type { PaymentEvent } from './payment-port';

const session = (paymentStatus: 'paid' | 'unpaid') => ({ sessionId: 'cs_1', profileId: 'p1', report: 'lunar' as const, paymentStatus, amount: 2900, currency: 'usd', paymentIntentId: 'pi_1' });
const EVENTS: PaymentEvent[] = [
  { id: 'e1', type: 'checkout.session.completed', session: session('paid') },
  { id: 'e2', type: 'checkout.session.completed', session: session('unpaid') },
  { id: 'e3', type: 'checkout.session.async_payment_succeeded', session: session('paid') },
  { id: 'e4', type: 'checkout.session.async_payment_failed', session: session('unpaid') },
  { id: 'e5', type: 'other', name: 'payment_intent.created' },
];

/** Applies the decisions the way the webhook stores them, counting the reports queued. */
const run = (events: readonly PaymentEvent[]) => {
  let stored: StoredOrder = null;
  let queued = 0;
  const history: (StoredOrder | null)[] = [];
  for (const event of events) {
    const decision = orderDecision(event, stored, true);
    if (decision.kind === 'complete') {
      stored = { paymentStatus: 'completed' };
      queued += 1;
    } else if (decision.kind === 'await-payment') stored = { paymentStatus: 'pending' };
    else if (decision.kind === 'fail') stored = { paymentStatus: 'failed' };
    history.push(stored);
  }
  return { stored, queued, history };
};

describe('a payment event against the stored order', () => {
  it('completes a paid checkout once, whatever else arrives, twice or out of order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS), { maxLength: 12 }), (events) => {
        const { stored, queued, history } = run(events);
        const paidAt = events.findIndex((e) => e.type === 'checkout.session.async_payment_succeeded' || (e.type === 'checkout.session.completed' && e.session.paymentStatus === 'paid'));
        expect(queued).toBe(paidAt === -1 ? 0 : 1);
        if (paidAt !== -1) {
          expect(stored).toEqual({ paymentStatus: 'completed' });
          // From the payment on, the order never changes.
          expect(history.slice(paidAt).every((s) => s?.paymentStatus === 'completed')).toBe(true);
        }
      }),
    );
  });

  it('waits on a delayed payment, then completes or fails it', () => {
    expect(run([EVENTS[1]!]).stored).toEqual({ paymentStatus: 'pending' });
    expect(run([EVENTS[1]!, EVENTS[2]!]).queued).toBe(1);
    expect(run([EVENTS[1]!, EVENTS[3]!]).stored).toEqual({ paymentStatus: 'failed' });
  });

  it('refuses an event for a profile or report it does not know', () => {
    expect(orderDecision(EVENTS[0]!, null, false)).toEqual({ kind: 'unknown-order' });
    const noReport: PaymentEvent = { id: 'e6', type: 'checkout.session.completed', session: { ...session('paid'), report: null } };
    expect(orderDecision(noReport, null, true)).toEqual({ kind: 'unknown-order' });
  });

  it('ignores events about anything else', () => {
    expect(orderDecision(EVENTS[4]!, null, true)).toEqual({ kind: 'ignore', reason: 'other-event' });
  });
});
