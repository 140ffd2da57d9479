import type { Clock } from '../../kernel';

/**
 * Rate limiting as a pure policy (§8, §9). A sliding window: a request is allowed when
 * fewer than `max` requests for the same key were allowed in the last `windowMs`. Sliding
 * rather than fixed windows, so a burst straddling a window boundary cannot double the quota.
 * Counters are plain JSON (timestamps per key) so a database or browser storage can keep them.
 */
export type RateLimitType = 'email' | 'session' | 'ip';

export const RATE_LIMIT_TYPES: readonly RateLimitType[] = ['email', 'session', 'ip'];

/** The rate-limit wait is 'about one hour' (§9). */
export const RATE_LIMIT_WINDOW_MS = 3_600_000;

export const RATE_LIMIT_MESSAGES: Record<RateLimitType, string> = {
  email: 'We have received a few moon reading requests for this email recently. Please try again in about an hour.',
  session: 'Luna has already prepared multiple readings in this session. Let’s continue exploring your existing reading for now.',
  ip: 'We are receiving many requests from this connection. Please wait an hour and try again.',
};

export interface RateLimitConfig {
  windowMs: number;
  max: Record<RateLimitType, number>;
}

/**
 * The product rules give no counts, only 'a few' readings per email, 'multiple' per session and 'many'
 * requests per connection. A connection can be shared (an office, a household), so it gets more.
 */
export const DEFAULT_RATE_LIMIT_CONFIG: RateLimitConfig = {
  windowMs: RATE_LIMIT_WINDOW_MS,
  max: { email: 3, session: 3, ip: 60 },
};

/**
 * The email limit above counts an address's readings from one connection, so a stranger cannot
 * use up what its owner may ask for (issue 23). This ceiling counts them from every connection
 * together, so a stranger with many connections cannot flood the address either.
 */
export const READINGS_PER_ADDRESS_CEILING = 10;

/** What is being limited: an email address, a chat session token or a connection address. */
export interface RateLimitKey {
  type: RateLimitType;
  value: string;
}

/** Allowed request times (epoch ms, oldest first) per counter key. */
export type RateLimitCounters = Readonly<Record<string, readonly number[]>>;

export type RateLimitDecision =
  | { allowed: true; counters: RateLimitCounters }
  | { allowed: false; limitType: RateLimitType; message: string; retryAfterMs: number; counters: RateLimitCounters };

/** Emails are compared without case or surrounding spaces, as profiles are looked up by lower-cased email. */
export const counterKey = (key: RateLimitKey): string =>
  `${key.type}:${key.type === 'email' ? key.value.trim().toLowerCase() : key.value}`;

/** A request stops counting once it is a full window old. */
const inWindow = (timestamps: readonly number[], now: number, windowMs: number): number[] =>
  timestamps.filter((at) => now - at < windowMs).sort((a, b) => a - b);

/**
 * Decides one request. When allowed, the returned counters record it; when denied, the counters
 * come back untouched (the very same object), so a denial never uses up quota and a caller can
 * always store `decision.counters`. retryAfterMs is when the oldest request that
 * holds the limit leaves the window, within (0, window].
 */
export const checkRateLimit = (
  counters: RateLimitCounters,
  key: RateLimitKey,
  config: RateLimitConfig,
  clock: Clock,
): RateLimitDecision => checkRateLimits(counters, [key], config, clock);

/**
 * Decides one request against several keys at once (a reading request counts against its
 * email, its session and its connection). Keys are checked in the order given and the first
 * one over its limit is reported; the request is recorded against every key only when all allow it.
 * `cost` is how many it counts as (a write of several rows counts each row).
 */
export const checkRateLimits = (
  counters: RateLimitCounters,
  keys: readonly RateLimitKey[],
  config: RateLimitConfig,
  clock: Clock,
  cost = 1,
): RateLimitDecision => {
  const now = clock.now();
  const weight = Math.max(1, Math.floor(cost));
  const updated: Record<string, readonly number[]> = { ...counters };
  for (const key of keys) {
    const name = counterKey(key);
    const recent = inWindow(updated[name] ?? [], now, config.windowMs);
    const max = Math.max(0, config.max[key.type]);
    if (recent.length + weight > max) {
      return {
        allowed: false,
        limitType: key.type,
        message: RATE_LIMIT_MESSAGES[key.type],
        retryAfterMs: retryAfter(recent, max, weight, now, config.windowMs),
        counters,
      };
    }
    updated[name] = [...recent, ...Array.from({ length: weight }, () => now)];
  }
  return { allowed: true, counters: updated };
};

/**
 * Room for `weight` more is made once `recent.length - max + weight` of the recent requests
 * have left the window; a weight above max never fits, so it waits a whole window.
 * Clamped into (0, window] so a clock that stepped backwards cannot ask for a longer wait.
 */
const retryAfter = (recent: readonly number[], max: number, weight: number, now: number, windowMs: number): number => {
  const freeing = weight > max ? undefined : recent[recent.length - max + weight - 1];
  const wait = freeing === undefined ? windowMs : freeing + windowMs - now;
  return Math.min(windowMs, Math.max(1, wait));
};

/** Drops requests that have left the window, and keys with none left, so stored counters stay small. */
export const pruneRateLimitCounters = (
  counters: RateLimitCounters,
  config: RateLimitConfig,
  clock: Clock,
): RateLimitCounters => {
  const now = clock.now();
  const pruned: Record<string, readonly number[]> = {};
  for (const [name, timestamps] of Object.entries(counters)) {
    const recent = inWindow(timestamps, now, config.windowMs);
    if (recent.length > 0) pruned[name] = recent;
  }
  return pruned;
};

export const rateLimitMessage = (type: RateLimitType): string => RATE_LIMIT_MESSAGES[type];

/** The limit type for the rate_limit_triggered analytics event: session, ip or email, default email. */
export const limitTypeForEvent = (value: unknown): RateLimitType => {
  const type = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return type === 'session' || type === 'ip' ? type : 'email';
};
