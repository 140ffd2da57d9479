/**
 * When the outbox relay tries a message again (issue 15): the first retry about 10 seconds
 * after a failure, each wait twice the last, capped at 10 minutes, and after MAIL_MAX_ATTEMPTS
 * failed attempts the row is kept as 'failed' (`npm run luna -- outbox retry <id>` sends it
 * again). Twenty attempts span about two and a half hours: an SMTP server that is down for an
 * afternoon delays mail and loses none.
 */
export const MAIL_FIRST_RETRY_MS = 10_000;
export const MAIL_MAX_RETRY_MS = 10 * 60_000;
export const MAIL_MAX_ATTEMPTS = 20;

/**
 * How long a relay may hold a claimed row before another relay may take it: longer than one
 * SMTP conversation can last (the adapter times out before), so only a relay that died gives
 * its rows back. A relay that dies between sending and marking sent leaves the one
 * at-least-once window: its row is sent again when the claim runs out.
 */
export const MAIL_CLAIM_MS = 2 * 60_000;

/** The wait before the next attempt, after `attempts` failed ones (1 or more). */
export const retryDelayMs = (attempts: number): number => {
  const doublings = Math.max(0, Math.floor(attempts) - 1);
  // 2^6 × 10 s already passes the cap; stopping there keeps huge counts finite.
  return Math.min(MAIL_MAX_RETRY_MS, MAIL_FIRST_RETRY_MS * 2 ** Math.min(doublings, 6));
};

export type AttemptOutcome = { status: 'pending'; retryInMs: number } | { status: 'failed' };

/** What a failed attempt leaves: another try later, or, at the last attempt, a failed row. */
export const afterFailure = (attempts: number): AttemptOutcome =>
  attempts >= MAIL_MAX_ATTEMPTS ? { status: 'failed' } : { status: 'pending', retryInMs: retryDelayMs(attempts) };

/** The total wait from the first failure to the last attempt: what 'gives up after' means in time. */
export const retrySpanMs = (): number => {
  let total = 0;
  for (let attempts = 1; attempts < MAIL_MAX_ATTEMPTS; attempts += 1) total += retryDelayMs(attempts);
  return total;
};
