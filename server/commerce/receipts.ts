/**
 * What the receipt of a paid order says, written as its reader reads it (issue 26 §5, ADR 037);
 * receipt-store.ts queues it.
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
