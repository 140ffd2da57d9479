import type { ReportType } from '..';

/**
 * The payment port: a hosted checkout for one report, and the payment provider's signed
 * events. Two adapters fit it: Stripe Checkout, and the sandbox (the embedded default).
 */
export interface CheckoutOrder {
  report: ReportType;
  profileId: string;
  /** The profile link token the success page follows the report with. */
  token: string;
  /** The visitor's email, so the hosted page can fill it in. */
  email: string | null;
}

export interface CheckoutStarted {
  sessionId: string;
  /** Where the visitor pays. */
  url: string;
}

/** A checkout session as a payment event describes it. */
export interface PaidSession {
  sessionId: string;
  profileId: string | null;
  report: ReportType | null;
  /** 'paid' once the money is in; 'unpaid' while a delayed method (a bank debit) is pending. */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amount: number | null;
  currency: string | null;
  /** The payment the session made, which later refunds and disputes name; null until there is one. */
  paymentIntentId: string | null;
}

/** A refund or a dispute of a charge: the money went back, or may. */
export interface ChargeReversal {
  paymentIntentId: string | null;
  /** False only for a partial refund; a dispute counts as whole. */
  whole: boolean;
}

export type PaymentEvent =
  | {
      id: string;
      type: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded' | 'checkout.session.async_payment_failed' | 'checkout.session.expired';
      session: PaidSession;
    }
  | { id: string; type: 'charge.refunded' | 'charge.dispute.created'; reversal: ChargeReversal }
  | { id: string; type: 'other'; name: string };

/** The event's signature did not verify against the webhook secret: nothing is stored. */
export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError';
}

export interface PaymentGateway {
  readonly name: 'stripe' | 'sandbox';
  startCheckout(order: CheckoutOrder): Promise<CheckoutStarted>;
  /** Verifies the signature over the exact bytes received; throws PaymentSignatureError when it fails. */
  readEvent(rawBody: Uint8Array | string, signature: string | undefined): PaymentEvent;
}
