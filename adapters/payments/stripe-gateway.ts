import Stripe from 'stripe';
import { REPORT_OFFERS, type PaymentGateway } from '../../domain/reports';
import { CHECKOUT_METADATA, readStripeEvent } from './stripe-events';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** §9's two price identifiers. */
  prices: { STRIPE_PRICE_DESTINY_MOON: string; STRIPE_PRICE_ULTIMATE_ASTROLOGY: string };
  siteUrl: string;
  /** Tests point the SDK at a local address (msw answers there). */
  apiHost?: string;
}

/** Where the visitor lands after paying: the confirmation page follows the report from there. */
export const successUrl = (siteUrl: string, token: string, profileId: string, report: string): string =>
  `${siteUrl}/order-confirmation?${new URLSearchParams({ token, profileId, report }).toString()}&sessionId={CHECKOUT_SESSION_ID}`;

export const cancelUrl = (siteUrl: string, token: string, report: string): string =>
  `${siteUrl}/checkout?${new URLSearchParams({ report, token, declined: '1' }).toString()}`;

/** Stripe Checkout: a hosted payment page per order, and Stripe's signed webhook events. */
export const stripeGateway = (settings: StripeSettings): PaymentGateway => {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    ...(settings.apiHost === undefined ? {} : { host: new URL(settings.apiHost).hostname, port: Number(new URL(settings.apiHost).port), protocol: 'http' as const }),
  });
  return {
    name: 'stripe',
    startCheckout: async ({ report, profileId, token, email }) => {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ price: settings.prices[REPORT_OFFERS[report].stripePriceSetting], quantity: 1 }],
          success_url: successUrl(settings.siteUrl, token, profileId, report),
          cancel_url: cancelUrl(settings.siteUrl, token, report),
          client_reference_id: profileId,
          metadata: { [CHECKOUT_METADATA.profile]: profileId, [CHECKOUT_METADATA.report]: report },
          ...(email === null ? {} : { customer_email: email }),
        },
        // One session per order attempt: a double click within the same second reuses it.
        { idempotencyKey: `checkout-${profileId}-${report}-${Math.floor(Date.now() / 1000)}` },
      );
      if (session.url === null) throw new Error('Stripe made a checkout session without a payment page.');
      return { sessionId: session.id, url: session.url };
    },
    readEvent: (rawBody, signature) => readStripeEvent(rawBody, signature, settings.webhookSecret),
  };
};
