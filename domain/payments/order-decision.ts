import type { PaymentEvent } from './payment-port';

/** What the order for a checkout session looks like before an event is applied. */
export type StoredOrder = { paymentStatus: 'completed' | 'pending' | 'failed' } | null;

export type OrderDecision =
  /** Not an event about paying for a report, or nothing left to change: stored as seen, nothing else. */
  | { kind: 'ignore'; reason: 'other-event' | 'already-paid' | 'already-recorded' }
  /** The event names no profile or report of ours. */
  | { kind: 'unknown-order' }
  /** The money is in: the order is completed (made now or updated) and its report queued. */
  | { kind: 'complete'; existing: boolean }
  /** A delayed payment method: the order waits as pending, nothing is generated yet. */
  | { kind: 'await-payment' }
  /** The delayed payment failed: the pending order is marked failed (made now if it came first). */
  | { kind: 'fail'; existing: boolean };

/**
 * One payment event against the stored order of its checkout session. Events may arrive twice
 * or out of order (Stripe promises neither once nor order), so each decision depends only on
 * the event and what is stored: a completed order never changes again, and a report is queued
 * exactly when an order becomes completed.
 */
export const orderDecision = (event: PaymentEvent, stored: StoredOrder, profileKnown: boolean): OrderDecision => {
  if (event.type === 'other') return { kind: 'ignore', reason: 'other-event' };
  if (stored?.paymentStatus === 'completed') return { kind: 'ignore', reason: 'already-paid' };
  if (!profileKnown || event.session.report === null) return { kind: 'unknown-order' };
  const paid = event.type === 'checkout.session.async_payment_succeeded' || (event.type === 'checkout.session.completed' && event.session.paymentStatus !== 'unpaid');
  if (paid) return { kind: 'complete', existing: stored !== null };
  if (event.type === 'checkout.session.async_payment_failed') return stored?.paymentStatus === 'failed' ? { kind: 'ignore', reason: 'already-recorded' } : { kind: 'fail', existing: stored !== null };
  // checkout.session.completed, still unpaid: the later async event decides.
  return stored === null ? { kind: 'await-payment' } : { kind: 'ignore', reason: 'already-recorded' };
};
