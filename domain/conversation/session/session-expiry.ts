import type { Clock } from '../../kernel';

/** A chat session expires after 6 hours without activity (§4, §9). */
export const SESSION_EXPIRY_MS = 21_600_000;
/** A session token lives 7 days (§9). */
export const SESSION_TOKEN_LIFETIME_MS = 604_800_000;

/** An instant as the database or browser storage gives it: epoch milliseconds or an ISO 8601 string. */
export type Instant = number | string;

const toEpochMs = (instant: Instant | null | undefined): number =>
  instant === null || instant === undefined ? Number.NaN : typeof instant === 'number' ? instant : Date.parse(instant);

export interface SessionActivity {
  is_active: boolean | null | undefined;
  last_activity: Instant | null | undefined;
}

/**
 * Expired when flagged inactive or when the last activity is over 6 hours old. 'Over' is
 * strict: a session last active exactly 6 hours ago is still alive. A missing or unreadable
 * last_activity counts as expired, because an age we cannot tell must not keep a session open.
 * Only an explicit is_active false counts as flagged inactive.
 */
export const isSessionExpired = (session: SessionActivity, clock: Clock): boolean => {
  if (session.is_active === false) return true;
  const lastActivity = toEpochMs(session.last_activity);
  if (Number.isNaN(lastActivity)) return true;
  return clock.now() - lastActivity > SESSION_EXPIRY_MS;
};

/**
 * A token issued 7 days ago or earlier has used up its lifetime: it expires at exactly 7 days
 * (a lifetime is a span that ends, unlike an idle session that must be 'over' 6 hours old).
 * An unreadable issue time counts as expired.
 */
export const isTokenExpired = (issuedAt: Instant | null | undefined, clock: Clock): boolean => {
  const issued = toEpochMs(issuedAt);
  if (Number.isNaN(issued)) return true;
  return clock.now() - issued >= SESSION_TOKEN_LIFETIME_MS;
};
