import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeGateway } from '../../adapters/payments';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/test-databases';
import { functionError } from '../../contracts/functions.contract';
import { reportLibraryResponse } from '../../contracts/report-library.contract';
import {
  CHECKOUT_MESSAGES,
  checkoutSessionResponse,
  paymentWebhookResponse,
  sandboxCheckoutResponse,
  sandboxCheckoutResult,
} from '../../contracts/payments.contract';
import { askForReading } from '../support/free-reading-client';
import { fixedClock } from '../../domain/kernel';
import { hashProfileToken } from '../../server/platform/security/profile-token';
import { startComposedServer, testConfig, type ComposedServer } from '../support/composed-server';

/**
 * Paying for a report (issue 14 §1), over real HTTP on each database: the sandbox's whole path,
 * and Stripe's, with the real SDK against msw at the network edge and signatures made by the SDK.
 */
const PUBLIC_KEY = 'payments-test-public-key';
const SECRET = 'payments-test-secret-long-enough-for-hs256';
const WEBHOOK_SECRET = 'whsec_payments_test_secret';
const SITE = 'https://moonwise.example';
const clock = fixedClock(Date.now());
let unique = 0;
const freshEmail = () => `buyer.${process.pid}.${(unique += 1)}@example.com`;

/** Stripe's API at the network edge: a checkout session per create call, its form body kept. */
const created: URLSearchParams[] = [];
const stripeApi = setupServer(
  http.post('https://api.stripe.com/v1/checkout/sessions', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    created.push(form);
    const id = `cs_test_${created.length}`;
    return HttpResponse.json({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, payment_status: 'unpaid', status: 'open' });
  }),
);

const signed = (event: object) => {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
};
let eventCount = 0;
/** A Stripe event around one object, with a fresh id. */
const stripeEvent = (type: string, object: object) => ({
  id: `evt_test_${(eventCount += 1)}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  data: { object },
});

const checkoutEvent = (
  type: string,
  sessionId: string,
  profileId: string,
  paymentStatus: 'paid' | 'unpaid',
  report = 'lunar',
  money: { amount_total: number; currency: string; payment_intent?: string } = { amount_total: 2900, currency: 'usd' },
) =>
  stripeEvent(type, {
    id: sessionId,
    object: 'checkout.session',
    payment_status: paymentStatus,
    ...money,
    client_reference_id: profileId,
    metadata: { profile_id: profileId, report_type: report },
  });

/** A refund or a dispute of the charge a checkout's payment made. */
const reversalEvent = (type: 'charge.refunded' | 'charge.dispute.created', paymentIntent: string, refunded = 2900) =>
  stripeEvent(
    type,
    type === 'charge.refunded'
      ? { id: `ch_${paymentIntent}`, object: 'charge', payment_intent: paymentIntent, amount: 2900, amount_refunded: refunded, refunded: refunded >= 2900, currency: 'usd' }
      : { id: `dp_${paymentIntent}`, object: 'dispute', payment_intent: paymentIntent, charge: `ch_${paymentIntent}`, amount: 2900, currency: 'usd', reason: 'fraudulent' },
  );

beforeAll(() => stripeApi.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => stripeApi.close());

describe.each(testDatabaseKinds())('paying for a report, on %s', (kind) => {
  let target: TestDatabase;
  let sandbox: ComposedServer;
  let stripe: ComposedServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    const config = testConfig({ PUBLIC_API_KEY: PUBLIC_KEY, ACCESS_TOKEN_SECRET: SECRET, PUBLIC_SITE_URL: SITE, LOG_LEVEL: 'silent', RATE_LIMIT_READINGS_PER_CONNECTION: '500', RATE_LIMIT_READINGS_PER_EMAIL: '50',
      // No worker: these tests are about orders, and a worker would race them to the queued reports.
      REPORT_WORKER: 'off',
      // The emails are read from the outbox as queued: a sent one keeps no token (issue 23).
      MAIL_RELAY: 'off',
      // Each buyer on a connection of their own, as people are: one connection may have ten emails sent an hour.
      TRUST_PROXY: '1',
    });
    sandbox = await startComposedServer(config, target.db, { now: clock.now });
    const prices = { STRIPE_PRICE_DESTINY_MOON: 'price_destiny_moon', STRIPE_PRICE_ULTIMATE_ASTROLOGY: 'price_ultimate_astrology' };
    stripe = await startComposedServer(config, target.db, {
      now: clock.now,
      payments: stripeGateway({ secretKey: 'sk_test_payments', webhookSecret: WEBHOOK_SECRET, prices, siteUrl: SITE }),
    });
  });

  afterAll(async () => {
    await sandbox?.close();
    await stripe?.close();
    await target?.dispose();
  });

  const headers = { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}`, 'content-type': 'application/json' };
  const post = (server: ComposedServer, name: string, body: unknown) => fetch(`${server.baseUrl}/functions/v1/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const library = async (token: string) =>
    reportLibraryResponse.parse(await (await fetch(`${sandbox.baseUrl}/functions/v1/report-library?${new URLSearchParams({ token }).toString()}`, { headers })).json());
  const webhook = (server: ComposedServer, { payload, signature }: { payload: string; signature: string }) =>
    fetch(`${server.baseUrl}/functions/v1/payment-webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });

  /** A visitor with a free reading, on a connection of their own: their profile id and link token. */
  const reader = async (email = freshEmail()) => {
    const { token } = await askForReading(sandbox.baseUrl, PUBLIC_KEY, { email }, { 'x-forwarded-for': `198.51.100.${(unique % 250) + 1}` });
    // By this token's own hash: other suites write tokens into the same PostgreSQL at the same time.
    const { rows } = await target.db.query<{ profile_id: string }>('select profile_id::text as profile_id from profile_tokens where token_hash = $1', [hashProfileToken(token)]);
    if (rows[0] === undefined) throw new Error('no profile for the reading’s token');
    return { token, profileId: rows[0].profile_id };
  };
  const ordersOf = async (profileId: string) =>
    (
      await target.db.query<{ payment_status: string; amount: number | null; report_type: string }>(
        'select payment_status, amount, report_type from orders where profile_id = $1',
        [profileId],
      )
    ).rows;
  const deliveriesOf = async (profileId: string) =>
    (await target.db.query<{ generation_status: string }>('select generation_status from report_deliveries where profile_id = $1', [profileId])).rows;

  it('in the sandbox: checkout, the test-mode page, Pay now, then an order and a queued report', async () => {
    const { token, profileId } = await reader();
    const started = checkoutSessionResponse.parse(await (await post(sandbox, 'checkout-session', { report: 'lunar', token })).json());
    const url = new URL(started.url, SITE);
    expect(started.url).toMatch(/^\/sandbox-checkout\?session=/);
    const session = url.searchParams.get('session') ?? '';
    const page = sandboxCheckoutResponse.parse(await (await fetch(`${sandbox.baseUrl}/functions/v1/sandbox-checkout?session=${session}`, { headers })).json());
    expect(page).toMatchObject({ report: 'lunar', label: 'Lunar Report', pages: 49, amount: 2900, currency: 'usd', price: '$29.00' });
    const paid = sandboxCheckoutResult.parse(await (await post(sandbox, 'sandbox-checkout', { session, choice: 'pay' })).json());
    expect(paid.redirect).toBe(`/order-confirmation?token=${token}&profileId=${profileId}&report=lunar&sessionId=${started.sessionId}`);
    expect(await ordersOf(profileId)).toEqual([{ payment_status: 'completed', amount: 2900, report_type: 'lunar' }]);
    expect(await deliveriesOf(profileId)).toEqual([{ generation_status: 'queued' }]);
    // A second click on Pay now is a second event for the same session: nothing more.
    await post(sandbox, 'sandbox-checkout', { session, choice: 'pay' });
    expect(await deliveriesOf(profileId)).toHaveLength(1);
  });

  it('in the sandbox: Decline payment goes back to checkout and orders nothing; a forged page is refused', async () => {
    const { token, profileId } = await reader();
    const started = checkoutSessionResponse.parse(await (await post(sandbox, 'checkout-session', { report: 'astrology', token })).json());
    const session = new URL(started.url, SITE).searchParams.get('session') ?? '';
    const declined = sandboxCheckoutResult.parse(await (await post(sandbox, 'sandbox-checkout', { session, choice: 'decline' })).json());
    expect(declined.redirect).toBe(`/checkout?report=astrology&token=${token}&declined=1`);
    expect(await ordersOf(profileId)).toEqual([]);
    const forged = await post(sandbox, 'sandbox-checkout', { session: `${session.slice(0, -2)}xx`, choice: 'pay' });
    expect(forged.status).toBe(404);
    expect(functionError.parse(await forged.json()).error).toBe(CHECKOUT_MESSAGES.sandboxGone);
  });

  it('emails a reading’s link to its own address only, answering the same for an address without one', async () => {
    const email = freshEmail();
    const other = freshEmail();
    await reader(email);
    const outbox = async (to: string) =>
      (await target.db.query<{ body_text: string }>('select body_text from email_outbox where to_address = $1 order by created_at', [to])).rows.map((row) => row.body_text);
    const before = (await outbox(email)).length;
    const known = await post(sandbox, 'reading-link', { email });
    const unknown = await post(sandbox, 'reading-link', { email: other });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
    const sent = await outbox(email);
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)).toMatch(new RegExp(`${SITE}/free-moon-reading\\?token=[A-Za-z0-9_-]{43}`));
    expect(await outbox(other)).toEqual([]);
    for (let i = 0; i < 2; i += 1) await post(sandbox, 'reading-link', { email });
    expect((await post(sandbox, 'reading-link', { email })).status).toBe(429);
  });

  it('refuses a checkout without a reading’s link token', async () => {
    const response = await post(sandbox, 'checkout-session', { report: 'lunar', token: 'A'.repeat(43) });
    expect(response.status).toBe(404);
    expect(functionError.parse(await response.json()).error).toBe(CHECKOUT_MESSAGES.noReading);
  });

  it('with Stripe: a Checkout Session with the product rules’ price, the profile and report in its metadata', async () => {
    const { token, profileId } = await reader();
    const started = checkoutSessionResponse.parse(await (await post(stripe, 'checkout-session', { report: 'astrology', token })).json());
    expect(started.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const form = created.at(-1);
    expect(form?.get('line_items[0][price]')).toBe('price_ultimate_astrology');
    expect(form?.get('metadata[profile_id]')).toBe(profileId);
    expect(form?.get('metadata[report_type]')).toBe('astrology');
    expect(form?.get('success_url')).toBe(`${SITE}/order-confirmation?token=${token}&profileId=${profileId}&report=astrology&sessionId={CHECKOUT_SESSION_ID}`);
  });

  it('with Stripe: a bad signature stores nothing; a replay answers 200 and changes nothing', async () => {
    const { profileId } = await reader();
    const event = signed(checkoutEvent('checkout.session.completed', `cs_replay_${kind}`, profileId, 'paid'));
    const forged = await webhook(stripe, { payload: event.payload.replace('2900', '1'), signature: event.signature });
    expect(forged.status).toBe(400);
    expect(functionError.parse(await forged.json()).error).toBe(CHECKOUT_MESSAGES.badSignature);
    expect(await ordersOf(profileId)).toEqual([]);
    const first = paymentWebhookResponse.parse(await (await webhook(stripe, event)).json());
    const replay = paymentWebhookResponse.parse(await (await webhook(stripe, event)).json());
    expect([first.duplicate, replay.duplicate]).toEqual([false, true]);
    expect(await ordersOf(profileId)).toEqual([{ payment_status: 'completed', amount: 2900, report_type: 'lunar' }]);
    expect(await deliveriesOf(profileId)).toHaveLength(1);
  });

  it('with Stripe: a paid order queues exactly one receipt, however often its event is replayed or repeated', async () => {
    const email = freshEmail();
    const { profileId } = await reader(email);
    const receipts = async () =>
      (
        await target.db.query<{ subject: string; body_text: string; body_html: string; once_key: string }>(
          `select subject, body_text, body_html, once_key from email_outbox where to_address = $1 and subject like 'Your receipt%'`,
          [email],
        )
      ).rows;
    const sessionId = `cs_receipt_${kind}`;
    const event = signed(checkoutEvent('checkout.session.completed', sessionId, profileId, 'paid', 'astrology', { amount_total: 3900, currency: 'usd' }));
    for (let i = 0; i < 3; i += 1) expect((await webhook(stripe, event)).status).toBe(200);
    // Another event for the same paid session (Stripe's async success after completion) is a second try too.
    await webhook(stripe, signed(checkoutEvent('checkout.session.async_payment_succeeded', sessionId, profileId, 'paid', 'astrology', { amount_total: 3900, currency: 'usd' })));
    const queued = await receipts();
    expect(queued).toHaveLength(1);
    const [receipt] = queued;
    const { rows } = await target.db.query<{ id: string }>('select id::text as id from orders where profile_id = $1', [profileId]);
    const orderId = rows[0]?.id ?? '';
    expect(receipt?.once_key).toBe(`receipt:${orderId}`);
    expect(receipt?.subject).toBe('Your receipt for the Astrology Report');
    expect(receipt?.body_text).toMatch(/Amount paid:\s+\$39\.00 USD/);
    expect(receipt?.body_text).toContain(`MW-${orderId.slice(0, 4).toUpperCase()}-${orderId.slice(4, 8).toUpperCase()}`);
    expect(receipt?.body_text).toContain(`${SITE}/contact`);
    // Its library link opens this buyer's library.
    const link = new RegExp(`${SITE}/report-library\\?token=([A-Za-z0-9_-]{43})`).exec(receipt?.body_text ?? '')?.[1] ?? '';
    expect((await library(link)).profileId).toBe(profileId);
  });

  it('in the sandbox: Pay now pressed twice queues one receipt', async () => {
    const email = freshEmail();
    const { token } = await reader(email);
    const started = checkoutSessionResponse.parse(await (await post(sandbox, 'checkout-session', { report: 'lunar', token })).json());
    const session = new URL(started.url, SITE).searchParams.get('session') ?? '';
    await post(sandbox, 'sandbox-checkout', { session, choice: 'pay' });
    await post(sandbox, 'sandbox-checkout', { session, choice: 'pay' });
    const { rows } = await target.db.query<{ body_text: string }>(`select body_text from email_outbox where to_address = $1 and subject = 'Your receipt for the Lunar Report'`, [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.body_text).toMatch(/Amount paid:\s+\$29\.00 USD/);
  });

  it('with Stripe: a payment that is not completed, or not the offer’s amount, queues no receipt', async () => {
    const email = freshEmail();
    const { profileId } = await reader(email);
    await webhook(stripe, signed(checkoutEvent('checkout.session.completed', `cs_noreceipt_a_${kind}`, profileId, 'unpaid')));
    await webhook(stripe, signed(checkoutEvent('checkout.session.completed', `cs_noreceipt_b_${kind}`, profileId, 'paid', 'lunar', { amount_total: 100, currency: 'usd' })));
    const { rows } = await target.db.query(`select 1 from email_outbox where to_address = $1 and subject like 'Your receipt%'`, [email]);
    expect(rows).toEqual([]);
  });

  it('with Stripe: a delayed payment completes once, whichever event arrives first', async () => {
    for (const order of [['unpaid', 'succeeded'], ['succeeded', 'unpaid']] as const) {
      const { profileId } = await reader();
      const sessionId = `cs_async_${kind}_${order[0]}`;
      for (const step of order) {
        const event =
          step === 'unpaid'
            ? checkoutEvent('checkout.session.completed', sessionId, profileId, 'unpaid')
            : checkoutEvent('checkout.session.async_payment_succeeded', sessionId, profileId, 'paid');
        expect((await webhook(stripe, signed(event))).status).toBe(200);
      }
      expect(await ordersOf(profileId)).toEqual([{ payment_status: 'completed', amount: 2900, report_type: 'lunar' }]);
      expect(await deliveriesOf(profileId)).toEqual([{ generation_status: 'queued' }]);
    }
  });

  it('with Stripe: an event for an unknown profile is kept, answered 200, and makes no order', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await webhook(stripe, signed(checkoutEvent('checkout.session.completed', `cs_unknown_${kind}`, unknown, 'paid')));
    expect(response.status).toBe(200);
    expect(await ordersOf(unknown)).toEqual([]);
    const { rows } = await target.db.query<{ outcome: string }>('select outcome from payment_events where checkout_session_id = $1', [`cs_unknown_${kind}`]);
    expect(rows).toEqual([{ outcome: 'unknown-order' }]);
  });
  it('with Stripe: a payment of another amount or currency than the offer completes nothing', async () => {
    for (const money of [{ amount_total: 1, currency: 'usd' }, { amount_total: 2900, currency: 'eur' }, { amount_total: 0, currency: 'usd' }]) {
      const { profileId } = await reader();
      const sessionId = `cs_wrong_${kind}_${money.amount_total}_${money.currency}`;
      expect((await webhook(stripe, signed(checkoutEvent('checkout.session.completed', sessionId, profileId, 'paid', 'lunar', money)))).status).toBe(200);
      expect(await ordersOf(profileId)).toEqual([]);
      expect(await deliveriesOf(profileId)).toEqual([]);
      const { rows } = await target.db.query<{ outcome: string }>('select outcome from payment_events where checkout_session_id = $1', [sessionId]);
      expect(rows).toEqual([{ outcome: 'wrong-amount' }]);
    }
  });

  it('with Stripe: a checkout that expires before its delayed payment leaves an expired order and no report', async () => {
    const { profileId } = await reader();
    const sessionId = `cs_expired_${kind}`;
    await webhook(stripe, signed(checkoutEvent('checkout.session.completed', sessionId, profileId, 'unpaid')));
    await webhook(stripe, signed(checkoutEvent('checkout.session.expired', sessionId, profileId, 'unpaid')));
    expect(await ordersOf(profileId)).toEqual([{ payment_status: 'expired', amount: 2900, report_type: 'lunar' }]);
    // A late success for an expired session still pays: the money is in.
    await webhook(stripe, signed(checkoutEvent('checkout.session.async_payment_succeeded', sessionId, profileId, 'paid')));
    expect(await ordersOf(profileId)).toEqual([{ payment_status: 'completed', amount: 2900, report_type: 'lunar' }]);
  });

  for (const type of ['charge.refunded', 'charge.dispute.created'] as const) {
    it(`with Stripe: ${type} revokes the order's report, which leaves the library and cannot be made or downloaded`, async () => {
      const { profileId, token } = await reader();
      const paymentIntent = `pi_${type.replace(/\W/g, '_')}_${kind}`;
      const sessionId = `cs_revoked_${type}_${kind}`;
      await webhook(stripe, signed(checkoutEvent('checkout.session.completed', sessionId, profileId, 'paid', 'lunar', { amount_total: 2900, currency: 'usd', payment_intent: paymentIntent })));
      expect(await deliveriesOf(profileId)).toEqual([{ generation_status: 'queued' }]);
      expect((await library(token)).reports).toHaveLength(1);
      const reversal = signed(reversalEvent(type, paymentIntent));
      expect((await webhook(stripe, reversal)).status).toBe(200);
      expect(await ordersOf(profileId)).toEqual([{ payment_status: type === 'charge.refunded' ? 'refunded' : 'disputed', amount: 2900, report_type: 'lunar' }]);
      expect(await deliveriesOf(profileId)).toEqual([{ generation_status: 'revoked' }]);
      expect((await library(token)).reports).toEqual([]);
      // A replayed payment event does not bring it back.
      await webhook(stripe, signed(checkoutEvent('checkout.session.completed', sessionId, profileId, 'paid', 'lunar', { amount_total: 2900, currency: 'usd', payment_intent: paymentIntent })));
      expect(await deliveriesOf(profileId)).toEqual([{ generation_status: 'revoked' }]);
    });
  }

  it('with Stripe: a partial refund keeps the report; a refund of a payment we never took changes nothing', async () => {
    const { profileId } = await reader();
    const paymentIntent = `pi_partial_${kind}`;
    await webhook(stripe, signed(checkoutEvent('checkout.session.completed', `cs_partial_${kind}`, profileId, 'paid', 'lunar', { amount_total: 2900, currency: 'usd', payment_intent: paymentIntent })));
    await webhook(stripe, signed(reversalEvent('charge.refunded', paymentIntent, 500)));
    expect(await ordersOf(profileId)).toEqual([{ payment_status: 'completed', amount: 2900, report_type: 'lunar' }]);
    expect(await deliveriesOf(profileId)).toEqual([{ generation_status: 'queued' }]);
    const stranger = signed(reversalEvent('charge.refunded', `pi_unknown_${kind}`));
    expect((await webhook(stripe, stranger)).status).toBe(200);
    const { rows } = await target.db.query<{ outcome: string }>('select outcome from payment_events where event_id = $1', [JSON.parse(stranger.payload).id]);
    expect(rows).toEqual([{ outcome: 'unknown-order' }]);
  });
});
