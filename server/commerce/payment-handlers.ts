import type { RequestHandler } from 'express';
import {
  CHECKOUT_MESSAGES,
  checkoutSessionRequest,
  sandboxCheckoutQuery,
  sandboxCheckoutRequest,
  type CheckoutSessionResponse,
  type PaymentWebhookResponse,
  type SandboxCheckoutResponse,
  type SandboxCheckoutResult,
} from '../../contracts/payments.contract';
import { PaymentSignatureError, REPORT_OFFERS, formatAmount, type PaymentEvent, type PaymentGateway } from '../../domain/reports';
import type { SqlDatabase } from '../../domain/kernel';
import type { SandboxGateway } from '../../adapters/payments';
import { recordAnalytics } from '../platform/analytics-store';
import { rawBodyOf } from '../platform/security/json-body';
import { DEFAULT_SITE_URL, type FunctionsDeps } from '../api/deps';
import { DEFAULT_MAIL_FROM } from '../config';
import { queueReceipt } from './receipt-store';
import { functionRefusal, parseOrRefuse } from '../platform/function-errors';
import { profileForLinkToken } from './report-library';
import { applyPaymentEvent, type EventOutcome } from './payment-store';

export interface PaymentDeps extends FunctionsDeps {
  payments: PaymentGateway;
  /** The test-mode checkout page, when the composition made the sandbox the provider; null with Stripe. */
  sandbox: SandboxGateway | null;
}

/** POST checkout-session: the hosted payment page for one report of the profile the link opens. */
export const checkoutSession =
  ({ db, clock, payments }: PaymentDeps): RequestHandler =>
  async (req, res) => {
    const { report, token } = parseOrRefuse(checkoutSessionRequest, req.body);
    const profile = await profileForLinkToken(db, token, clock.now());
    if (profile === null) throw functionRefusal(404, CHECKOUT_MESSAGES.noReading);
    const { rows } = await db.query<{ email: string | null }>('select email from profiles where id = $1', [profile.id]);
    let started;
    try {
      started = await payments.startCheckout({ report, profileId: profile.id, token, email: rows[0]?.email ?? null });
    } catch (error) {
      res.err = error instanceof Error ? error : new Error(String(error));
      throw functionRefusal(503, CHECKOUT_MESSAGES.unavailable);
    }
    await recordAnalytics(db, null, [{ name: 'checkout_started', properties: { report_type: report, provider: payments.name } }]);
    const answer: CheckoutSessionResponse = started;
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };

/** Takes one event in; the same path for Stripe's calls and the sandbox's 'Pay now'. The queue is ready before the transaction that fills it; a completed order's receipt is queued in it. */
const takeEvent = async (db: SqlDatabase, { reportQueue, settings, clock }: PaymentDeps, event: PaymentEvent): Promise<EventOutcome> => {
  await reportQueue?.start();
  const receipts = { siteUrl: settings.PUBLIC_SITE_URL ?? DEFAULT_SITE_URL, replyTo: settings.replyTo ?? DEFAULT_MAIL_FROM, nowMs: clock.now() };
  return applyPaymentEvent(
    db,
    event,
    reportQueue === undefined ? undefined : (tx, deliveryId, orderId) => reportQueue.enqueue(tx, { deliveryId }, orderId),
    async (tx, order) => void (await queueReceipt(tx, receipts, order)),
  );
};

/** POST payment-webhook: the provider's signed events, verified over the exact bytes received. */
export const paymentWebhook =
  (deps: PaymentDeps): RequestHandler =>
  async (req, res) => {
    let event: PaymentEvent;
    try {
      event = deps.payments.readEvent(rawBodyOf(req) ?? '', req.get('stripe-signature'));
    } catch (error) {
      if (!(error instanceof PaymentSignatureError)) throw error;
      res.err = error;
      throw functionRefusal(400, CHECKOUT_MESSAGES.badSignature);
    }
    const outcome = await takeEvent(deps.db, deps, event);
    if (outcome.decision?.kind === 'unknown-order') req.log.warn({ eventId: event.id }, 'payment event for an unknown profile, report or payment: kept, no order changed');
    if (outcome.decision?.kind === 'wrong-amount') req.log.warn({ eventId: event.id }, 'payment event whose amount or currency is not the offer’s: kept, no report made');
    const answer: PaymentWebhookResponse = { received: true, duplicate: !outcome.fresh };
    res.json(answer);
  };

/** GET sandbox-checkout: the test-mode page's order (only while the sandbox is the payment provider). */
export const sandboxCheckout =
  ({ sandbox }: PaymentDeps): RequestHandler =>
  async (req, res) => {
    const { session } = parseOrRefuse(sandboxCheckoutQuery, req.query);
    const found = sandbox === null ? null : await sandbox.readSession(session);
    if (found === null) throw functionRefusal(404, CHECKOUT_MESSAGES.sandboxGone);
    const offer = REPORT_OFFERS[found.report];
    const answer: SandboxCheckoutResponse = {
      sessionId: found.sessionId,
      report: found.report,
      label: offer.label,
      pages: offer.pages,
      amount: found.amount,
      currency: found.currency,
      price: formatAmount(found.amount, found.currency),
    };
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };

/** POST sandbox-checkout: 'Pay now' sends a signed completed event through the webhook's code; 'Decline payment' goes back. */
export const sandboxCheckoutDecide =
  (deps: PaymentDeps): RequestHandler =>
  async (req, res) => {
    const { session, choice } = parseOrRefuse(sandboxCheckoutRequest, req.body);
    const { sandbox } = deps;
    const found = sandbox === null ? null : await sandbox.readSession(session);
    if (sandbox === null || found === null) throw functionRefusal(404, CHECKOUT_MESSAGES.sandboxGone);
    if (choice === 'pay') {
      const { payload, signature } = sandbox.paidEvent(found);
      await takeEvent(deps.db, deps, sandbox.readEvent(payload, signature));
    }
    const answer: SandboxCheckoutResult = { redirect: choice === 'pay' ? found.successUrl : found.cancelUrl };
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };
