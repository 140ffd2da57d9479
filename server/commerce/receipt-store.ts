import type { SqlExecutor } from '../../domain/kernel';
import { REPORT_OFFERS, reportLabel, type ReportType } from '../../domain/reports';
import { receiptEmail } from '../platform/email/emails';
import { emailQueuedOnce, queueEmailOnce } from '../platform/email/outbox-store';
import { absoluteLink, newProfileLinkToken, reportLibraryPath } from '../reading/reading-links';
import { formatPaid, orderReference, receiptDate, receiptKey } from './receipts';

/**
 * The receipt of a paid order: queued in the transaction that completes
 * the order, once per order whatever replays or duplicates of the payment event arrive.
 */

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
