import type { SqlExecutor } from '../../domain/kernel';
import { REPORT_OFFERS, reportLabel, type ReportType } from '../../domain/reports';
import { receiptEmail } from '../platform/email/emails';
import { emailQueuedOnce, queueEmailOnce } from '../platform/email/outbox-store';
import { absoluteLink, newProfileLinkToken, reportLibraryPath } from '../reading/reading-links';

/**
 * The receipt of a paid order (issue 26 §5, ADR 037): queued in the transaction that completes
 * the order, once per order whatever replays or duplicates of the payment event arrive.
 */

/** What the receipt's outbox row is keyed by: one receipt per order. */
export const receiptKey = (orderId: string): string => `receipt:${orderId}`;

/**
 * '$29.00 USD', '€29.00 EUR', '¥2,900 JPY', 'KWD 29.000': the amount the payment event reported, in the
 * currency's smallest unit, with as many decimals as that currency has.
 */
export const formatPaid = (amount: number, currency: string): string => {
  const code = currency.toUpperCase();
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const written = format.format(amount / 10 ** digits).replace(/\u00a0/g, ' ');
  // A currency without a symbol of its own is already written with its code: 'KWD 29.000'.
  return written.startsWith(code) ? written : `${written} ${code}`;
};

/** 'MW-3F2A-9C1B': the order id's first eight hex digits, grouped to be read out or typed. */
export const orderReference = (orderId: string): string => {
  const hex = orderId.replace(/-/g, '').slice(0, 8).toUpperCase();
  return `MW-${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
};

/** '26 November 2026': the day the payment was taken (the server's clock), in UTC: the buyer's own zone is not known. */
export const receiptDate = (at: Date): string => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);

export interface PaidOrder {
  orderId: string;
  profileId: string;
  report: ReportType;
  /** As the payment event reported them; the offer's when it did not. */
  amount: number | null;
  currency: string | null;
}

export interface ReceiptSettings {
  siteUrl: string;
  replyTo: string;
  nowMs: number;
}

/** Queues the order's receipt to the profile's address; nothing when there is no address or it was queued before. */
export const queueReceipt = async (tx: SqlExecutor, { siteUrl, replyTo, nowMs }: ReceiptSettings, order: PaidOrder): Promise<boolean> => {
  const key = receiptKey(order.orderId);
  if (await emailQueuedOnce(tx, key)) return false;
  const { rows } = await tx.query<{ email: string | null }>('select email from profiles where id = $1', [order.profileId]);
  const email = rows[0]?.email ?? null;
  if (email === null || email === '') return false;
  const offer = REPORT_OFFERS[order.report];
  const token = await newProfileLinkToken(tx, order.profileId, nowMs);
  const receipt = await receiptEmail(
    siteUrl,
    email,
    {
      label: reportLabel(order.report),
      paid: formatPaid(order.amount ?? offer.amount, order.currency ?? offer.currency),
      reference: orderReference(order.orderId),
      date: receiptDate(new Date(nowMs)),
      libraryLink: absoluteLink(siteUrl, reportLibraryPath(token)),
      helpLink: absoluteLink(siteUrl, '/contact'),
    },
    { replyTo },
  );
  return queueEmailOnce(tx, key, receipt);
};
