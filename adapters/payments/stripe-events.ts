import Stripe from 'stripe';
import { PaymentSignatureError, type PaymentEvent } from '../../domain/reports';
import type { ReportType } from '../../domain/reports';

const CHECKOUT_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired']);

/** An id Stripe may send as a string or as the expanded object. */
const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

const reportOf = (value: unknown): ReportType | null => (value === 'lunar' || value === 'astrology' ? value : null);

/** The profile and report travel in the checkout session's metadata (set when it was created). */
export const CHECKOUT_METADATA = { profile: 'profile_id', report: 'report_type' } as const;

/**
 * Verifies a Stripe-signed event over its exact bytes (Stripe's own check: HMAC-SHA256 of
 * timestamp and body, five minutes' tolerance) and reads what the order needs from it.
 */
export const readStripeEvent = (rawBody: Uint8Array | string, signature: string | undefined, secret: string): PaymentEvent => {
  if (signature === undefined || signature === '') throw new PaymentSignatureError('The payment event has no signature.');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody), signature, secret);
  } catch (error) {
    throw new PaymentSignatureError(error instanceof Error ? error.message : 'The payment event’s signature did not verify.');
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    // A refund of part of the charge leaves the report; an absent flag counts as whole (fail closed).
    const whole = charge.refunded !== false || charge.amount_refunded >= charge.amount;
    return { id: event.id, type: event.type, reversal: { paymentIntentId: idOf(charge.payment_intent), whole } };
  }
  if (event.type === 'charge.dispute.created') {
    return { id: event.id, type: event.type, reversal: { paymentIntentId: idOf(event.data.object.payment_intent), whole: true } };
  }
  if (!CHECKOUT_EVENTS.has(event.type)) return { id: event.id, type: 'other', name: event.type };
  const session = event.data.object as Stripe.Checkout.Session;
  const metadata = session.metadata ?? {};
  return {
    id: event.id,
    type: event.type as 'checkout.session.completed',
    session: {
      sessionId: session.id,
      profileId: metadata[CHECKOUT_METADATA.profile] ?? session.client_reference_id ?? null,
      report: reportOf(metadata[CHECKOUT_METADATA.report]),
      paymentStatus: session.payment_status === 'paid' ? 'paid' : session.payment_status === 'no_payment_required' ? 'no_payment_required' : 'unpaid',
      amount: session.amount_total ?? null,
      currency: session.currency ?? null,
      paymentIntentId: idOf(session.payment_intent),
    },
  };
};
