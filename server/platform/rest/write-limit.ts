import { type RateLimitConfig, type RateLimitKey, checkRateLimits, counterKey } from '../../../domain/reading';
import type { Clock, SqlDatabase } from '../../../domain/kernel';
import { lockRateLimitCounters, saveRateLimitCounters } from '../rate-limit-store';

/**
 * Rows a visitor may write through /rest/v1 in an hour: per chat session and per connection
 * (IP address), counted in rate_limit_counters so every server process shares the count. The
 * site writes a page visit per page and a few session touches per chat; a connection may be a
 * whole office, so it gets more. Scripts that write in bulk stop here.
 */
export interface RestWriteLimits {
  readonly perSession: number;
  readonly perConnection: number;
  readonly windowMs: number;
}

export const REST_WRITE_LIMITS: RestWriteLimits = { perSession: 300, perConnection: 1000, windowMs: 60 * 60 * 1000 };

export type WriteDecision = { allowed: true } | { allowed: false; scope: 'session' | 'connection'; max: number; retryAfterSeconds: number };

/** Counts `rows` against the session (when the request names one) and the connection, or says which share is used up. */
export const takeWriteShare = async (
  db: SqlDatabase,
  limits: RestWriteLimits,
  clock: Clock,
  caller: { sessionToken: string | null; ip: string },
  rows: number,
): Promise<WriteDecision> => {
  const keys: RateLimitKey[] = [
    ...(caller.sessionToken === null ? [] : [{ type: 'session' as const, value: `rest-write:${caller.sessionToken}` }]),
    { type: 'ip', value: `rest-write:${caller.ip}` },
  ];
  const names = keys.map(counterKey);
  const config: RateLimitConfig = { windowMs: limits.windowMs, max: { session: limits.perSession, ip: limits.perConnection, email: limits.perSession } };
  return db.transaction(async (tx) => {
    const decision = checkRateLimits(await lockRateLimitCounters(tx, names), keys, config, clock, rows);
    if (decision.allowed) {
      await saveRateLimitCounters(tx, decision.counters, names);
      return { allowed: true };
    }
    const scope = decision.limitType === 'session' ? 'session' : 'connection';
    return { allowed: false, scope, max: scope === 'session' ? limits.perSession : limits.perConnection, retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) };
  });
};
