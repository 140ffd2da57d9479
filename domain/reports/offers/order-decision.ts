import { REPORT_OFFERS } from './offers';
import type { PaidSession, PaymentEvent } from './payment-port';

/** What the order for a checkout session looks like before an event is applied. */
export type StoredOrder = { paymentStatus: 'completed' | 'pending' | 'failed' | 'expired' | 'refunded' | 'disputed' } | null;

export type OrderDecision =
  /** Not an event about paying for a report, or nothing left to change: stored as seen, nothing else. */
  | { kind: 'ignore'; reason: 'other-event' | 'already-paid' | 'already-recorded' | 'already-revoked' | 'partial-refund' }
  /** The event names no profile, report or payment of ours. */
  | { kind: 'unknown-order' }
  /** Paid, but not what the offer costs: kept for a person to look at, nothing is generated. */
  | { kind: 'wrong-amount' }
  /** The money is in: the order is completed (made now or updated) and its report queued. */
  | { kind: 'complete'; existing: boolean }
  /** A delayed payment method: the order waits as pending, nothing is generated yet. */
  | { kind: 'await-payment' }
  /** The delayed payment failed: the pending order is marked failed (made now if it came first). */
  | { kind: 'fail'; existing: boolean }
  /** The checkout session ran out before payment: a pending order is marked expired. */
  | { kind: 'expire' }
  /** The money went back (a whole refund) or is disputed: the order's report can no longer be downloaded. */
  | { kind: 'revoke'; status: 'refunded' | 'disputed' };

/** Whether a paid session is exactly what its report's offer costs. */
export const paysTheOffer = (session: PaidSession): boolean => {
  if (session.report === null) return false;
  const offer = REPORT_OFFERS[session.report];
  return session.amount === offer.amount && session.currency?.toLowerCase() === offer.currency;
};

const REVOKED = new Set(['refunded', 'disputed']);

/**
 * One payment event against the stored order it concerns (by checkout session, or by payment
 * for a refund or dispute). Events may arrive twice or out of order (Stripe promises neither
 * once nor order), so each decision depends only on the event and what is stored: a completed
 * order changes again only when its money goes back, a revoked one never, and a report is
 * queued exactly when an order becomes completed. Fails closed: a payment that is not the
 * offer's amount and currency completes nothing.
 */
export const orderDecision = (event: PaymentEvent, stored: StoredOrder, profileKnown: boolean): OrderDecision => {
  if (event.type === 'other') return { kind: 'ignore', reason: 'other-event' };
  if (stored !== null && REVOKED.has(stored.paymentStatus)) return { kind: 'ignore', reason: 'already-revoked' };
  if (!('session' in event)) {
    if (stored === null) return { kind: 'unknown-order' };
    if (!event.reversal.whole) return { kind: 'ignore', reason: 'partial-refund' };
    return { kind: 'revoke', status: event.type === 'charge.refunded' ? 'refunded' : 'disputed' };
  }
  if (stored?.paymentStatus === 'completed') return { kind: 'ignore', reason: 'already-paid' };
  if (!profileKnown || event.session.report === null) return { kind: 'unknown-order' };
  if (event.type === 'checkout.session.expired') return stored?.paymentStatus === 'pending' ? { kind: 'expire' } : { kind: 'ignore', reason: 'already-recorded' };
  const paid = event.type === 'checkout.session.async_payment_succeeded' || (event.type === 'checkout.session.completed' && event.session.paymentStatus !== 'unpaid');
  if (paid) return paysTheOffer(event.session) ? { kind: 'complete', existing: stored !== null } : { kind: 'wrong-amount' };
  if (event.type === 'checkout.session.async_payment_failed') return stored?.paymentStatus === 'failed' ? { kind: 'ignore', reason: 'already-recorded' } : { kind: 'fail', existing: stored !== null };
  // checkout.session.completed, still unpaid: the later async event decides.
  return stored === null ? { kind: 'await-payment' } : { kind: 'ignore', reason: 'already-recorded' };
};
