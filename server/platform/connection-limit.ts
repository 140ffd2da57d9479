import { type RateLimitConfig, type RateLimitKey, checkRateLimits, counterKey } from '../../domain/reading';
import type { Clock, SqlExecutor } from '../../domain/kernel';
import { lockRateLimitCounters, saveRateLimitCounters } from './rate-limit-store';

/**
 * Requests a connection (IP address) may make to one function in an hour, counted in the
 * database's rate_limit_counters, so every server process shares the count (issue 17; the
 * readings' own limits work the same way). A connection can be a whole office, so the numbers
 * leave room for people and stop scripts.
 */
export const CONNECTION_LIMITS = {
  'save-profile': 30,
  contact: 20,
  'report-error': 120,
  // Each request may send an email (to an address with a profile); the address has its own limit too.
  'data-request': 20,
} as const;

export type LimitedFunction = keyof typeof CONNECTION_LIMITS;

const HOUR_MS = 60 * 60 * 1000;

/** One request of this connection to this function: counted and true, or false when it has had its share. */
export const connectionAllowed = async (tx: SqlExecutor, name: LimitedFunction, ip: string, clock: Clock): Promise<boolean> => {
  const key = { type: 'ip' as const, value: `${name}:${ip}` };
  const names = [counterKey(key)];
  const max = CONNECTION_LIMITS[name];
  const config: RateLimitConfig = { windowMs: HOUR_MS, max: { ip: max, email: max, session: max } };
  const decision = checkRateLimits(await lockRateLimitCounters(tx, names), [key], config, clock);
  if (decision.allowed) await saveRateLimitCounters(tx, decision.counters, names);
  return decision.allowed;
};

/** One hourly allowance: a counter key and how many requests it holds. */
export interface HourlyShare {
  key: RateLimitKey;
  max: number;
}

export type SharesTaken = { allowed: true } | { allowed: false; refused: HourlyShare; retryAfterSeconds: number };

/**
 * Takes one from every share, all or none: the first share that is used up is named (with when
 * it frees up) and nothing is counted. Each share has its own ceiling, so limits of different
 * sizes (a connection's emails, an address's codes) are decided together in one transaction.
 */
export const takeHourlyShares = async (tx: SqlExecutor, shares: readonly HourlyShare[], clock: Clock): Promise<SharesTaken> => {
  const names = shares.map((share) => counterKey(share.key));
  let counters = await lockRateLimitCounters(tx, names);
  for (const share of shares) {
    const config: RateLimitConfig = { windowMs: HOUR_MS, max: { ip: share.max, email: share.max, session: share.max } };
    const decision = checkRateLimits(counters, [share.key], config, clock);
    if (!decision.allowed) return { allowed: false, refused: share, retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) };
    counters = decision.counters;
  }
  await saveRateLimitCounters(tx, counters, names);
  return { allowed: true };
};

/**
 * Emails one connection may have the site send in an hour, to any addresses, through every
 * function that sends one (codes, reading links, readings and their change notices, profile
 * links, data links, contact acknowledgements): one counter, so forty addresses cannot each
 * use their own allowance (issue 23).
 */
export const EMAILS_PER_CONNECTION = 10;

/**
 * The cap this process applies: RATE_LIMIT_EMAILS_PER_CONNECTION, set once by the composition
 * at start (the browser tests raise it, as their one browser is every visitor at once).
 */
let emailsPerConnection = EMAILS_PER_CONNECTION;
export const setEmailsPerConnection = (max: number): void => {
  emailsPerConnection = max;
};

export const emailSendShare = (ip: string): HourlyShare => ({ key: { type: 'ip', value: `email-sends:${ip}` }, max: emailsPerConnection });
