import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import Stripe from 'stripe';
import { REPORT_OFFERS, type PaymentGateway } from '../../domain/reports';
import type { ReportType } from '../../domain/reports';
import { cancelUrl, successUrl } from './stripe-gateway';
import { CHECKOUT_METADATA, readStripeEvent } from './stripe-events';

/** How long a sandbox checkout page stays payable. */
export const SANDBOX_SESSION_LIFETIME_S = 60 * 60;

/** A sandbox checkout session, carried signed in the page's address (nothing is stored until payment). */
export interface SandboxSession {
  sessionId: string;
  report: ReportType;
  profileId: string;
  token: string;
  amount: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
}

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** The session a checkout page shows; null when the link is forged or out of date. */
  readSession(signedSession: string): Promise<SandboxSession | null>;
  /** 'Pay now': a checkout.session.completed event in Stripe's shape, signed the way Stripe signs it. */
  paidEvent(session: SandboxSession): { payload: string; signature: string };
}

/**
 * The embedded payment provider: a local checkout page in test mode, and the same signed events
 * as Stripe's, verified by the same code. Its secrets derive from the server's own, so they
 * survive a restart without another setting.
 */
export const sandboxGateway = ({ secret }: { secret: string }): SandboxGateway => {
  // The test-mode page is on this site, so its addresses are paths: they work whatever host serves it.
  const siteUrl = '';
  const derive = (purpose: string) => createHmac('sha256', secret).update(`moonwise-sandbox-payments:${purpose}`).digest();
  const sessionKey = derive('session');
  const webhookSecret = `whsec_${derive('webhook').toString('base64url')}`;
  return {
    name: 'sandbox',
    startCheckout: async ({ report, profileId, token }) => {
      const offer = REPORT_OFFERS[report];
      const sessionId = `cs_test_sandbox_${randomBytes(12).toString('base64url')}`;
      const signed = await new SignJWT({
        report,
        profileId,
        token,
        amount: offer.amount,
        currency: offer.currency,
        successUrl: successUrl(siteUrl, token, profileId, report),
        cancelUrl: cancelUrl(siteUrl, token, report),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sessionId)
        .setIssuedAt()
        .setExpirationTime(`${SANDBOX_SESSION_LIFETIME_S}s`)
        .sign(sessionKey);
      return { sessionId, url: `${siteUrl}/sandbox-checkout?${new URLSearchParams({ session: signed }).toString()}` };
    },
    readSession: async (signedSession) => {
      try {
        const { payload } = await jwtVerify(signedSession, sessionKey, { algorithms: ['HS256'] });
        const report = payload.report === 'lunar' || payload.report === 'astrology' ? payload.report : null;
        if (report === null || typeof payload.sub !== 'string') return null;
        return {
          sessionId: payload.sub,
          report,
          profileId: String(payload.profileId),
          token: String(payload.token),
          amount: Number(payload.amount),
          currency: String(payload.currency),
          successUrl: String(payload.successUrl).replace('{CHECKOUT_SESSION_ID}', payload.sub),
          cancelUrl: String(payload.cancelUrl),
        };
      } catch {
        return null;
      }
    },
    paidEvent: (session) => {
      const created = Math.floor(Date.now() / 1000);
      const payload = JSON.stringify({
        id: `evt_sandbox_${randomBytes(12).toString('base64url')}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created,
        livemode: false,
        type: 'checkout.session.completed',
        data: {
          object: {
            id: session.sessionId,
            object: 'checkout.session',
            mode: 'payment',
            status: 'complete',
            payment_status: 'paid',
            amount_total: session.amount,
            currency: session.currency,
            client_reference_id: session.profileId,
            metadata: { [CHECKOUT_METADATA.profile]: session.profileId, [CHECKOUT_METADATA.report]: session.report },
            success_url: session.successUrl,
          },
        },
      });
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: created }) };
    },
    readEvent: (rawBody, signature) => readStripeEvent(rawBody, signature, webhookSecret),
  };
};
