import { z } from 'zod';
import { PROFILE_TOKEN_PATTERN } from './functions.contract';

/** What the paid path says to the visitor, word for word. */
export const CHECKOUT_MESSAGES = {
  noReading: 'We couldn’t find your free reading from this link. Open the link in your reading email, or get your free moon reading first: the report is made from its birth details.',
  sandboxGone: 'This test checkout has expired or its link is incomplete. Go back to checkout to start again.',
  badSignature: 'The payment event’s signature did not verify.',
  declined: 'Your payment was declined, and nothing was charged. You can try again whenever you like.',
  unavailable: 'Payments are not available right now. Nothing was charged; please try again in a few minutes.',
} as const;

const reportType = z.enum(['lunar', 'astrology'], { error: 'report must be lunar or astrology' });
const profileToken = z.string({ error: 'token must be the link token from your reading' }).regex(PROFILE_TOKEN_PATTERN, { error: 'token must be the link token from your reading' });

export const checkoutSessionRequest = z
  .object({ report: reportType, token: profileToken })
  .meta({ id: 'CheckoutSessionRequest', description: 'The report to buy and the profile link token of the free reading it is made from.' });
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequest>;

export const checkoutSessionResponse = z
  .object({ sessionId: z.string(), url: z.string().min(1) })
  .meta({ id: 'CheckoutSessionResponse', description: 'The payment page to send the visitor to: Stripe’s address, or a path on this site for the test-mode sandbox.' });
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponse>;

export const sandboxCheckoutQuery = z.object({ session: z.string({ error: 'session is required' }).min(1, { error: 'session is required' }).max(4000) });

export const sandboxCheckoutResponse = z
  .object({
    sessionId: z.string(),
    report: reportType,
    label: z.string(),
    pages: z.number().int(),
    amount: z.number().int(),
    currency: z.string(),
    price: z.string(),
  })
  .meta({ id: 'SandboxCheckoutResponse', description: 'The test-mode checkout page’s order: no money moves.' });
export type SandboxCheckoutResponse = z.infer<typeof sandboxCheckoutResponse>;

export const sandboxCheckoutRequest = z
  .object({ session: sandboxCheckoutQuery.shape.session, choice: z.enum(['pay', 'decline'], { error: 'choice must be pay or decline' }) })
  .meta({ id: 'SandboxCheckoutRequest' });
export type SandboxCheckoutRequest = z.infer<typeof sandboxCheckoutRequest>;

export const sandboxCheckoutResult = z
  .object({ redirect: z.string() })
  .meta({ id: 'SandboxCheckoutResult', description: 'Where the browser goes next: the order confirmation, or back to checkout.' });
export type SandboxCheckoutResult = z.infer<typeof sandboxCheckoutResult>;

export const paymentWebhookResponse = z
  .object({ received: z.literal(true), duplicate: z.boolean() })
  .meta({ id: 'PaymentWebhookResponse', description: 'The event was taken in (or had been before: nothing changed).' });
export type PaymentWebhookResponse = z.infer<typeof paymentWebhookResponse>;
