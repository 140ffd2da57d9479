import { type RateLimitConfig, checkRateLimits, counterKey } from '../../domain/rate-limit';
import type { Clock } from '../../domain/ports/clock';
import type { SqlExecutor } from '../../domain/ports/sql';
import { lockRateLimitCounters, saveRateLimitCounters } from '../luna/luna-store';

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
