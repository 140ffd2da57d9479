import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../kernel';
import {
  DEFAULT_RATE_LIMIT_CONFIG,
  RATE_LIMIT_WINDOW_MS,
  checkRateLimit,
  checkRateLimits,
  counterKey,
  limitTypeForEvent,
  pruneRateLimitCounters,
} from './rate-limit';
import type { RateLimitConfig, RateLimitCounters, RateLimitKey } from './rate-limit';

const START = Date.UTC(2024, 0, 1);
const MINUTE = 60_000;

const keyArb: fc.Arbitrary<RateLimitKey> = fc.record({
  type: fc.constantFrom('email' as const, 'session' as const, 'ip' as const),
  value: fc.constantFrom('a', 'b'),
});
const keysArb = fc.array(keyArb, { minLength: 1, maxLength: 3 });
const configArb: fc.Arbitrary<RateLimitConfig> = fc.record({
  windowMs: fc.integer({ min: 1, max: 1000 }),
  max: fc.record({ email: fc.nat(4), session: fc.nat(4), ip: fc.nat(4) }),
});
/** Requests spaced by random pauses, each against one of a few keys. */
const requestsArb = fc.array(fc.record({ pauseMs: fc.nat(600), key: keyArb }), { maxLength: 40 });

interface Outcome {
  at: number;
  key: RateLimitKey;
  allowed: boolean;
  before: RateLimitCounters;
  after: RateLimitCounters;
  retryAfterMs?: number;
}

/** Runs requests through the policy, keeping whatever counters each decision hands back. */
const simulate = (config: RateLimitConfig, requests: readonly { pauseMs: number; key: RateLimitKey }[]) => {
  const clock = fixedClock(START);
  let counters: RateLimitCounters = {};
  const outcomes: Outcome[] = [];
  for (const { pauseMs, key } of requests) {
    clock.advance(pauseMs);
    const decision = checkRateLimit(counters, key, config, clock);
    outcomes.push({
      at: clock.now(),
      key,
      allowed: decision.allowed,
      before: counters,
      after: decision.counters,
      ...(decision.allowed ? {} : { retryAfterMs: decision.retryAfterMs }),
    });
    counters = decision.counters;
  }
  return { clock, counters, outcomes };
};

describe('checkRateLimit', () => {
  const email = { type: 'email' as const, value: 'maya@example.com' };

  it('allows three readings for an email in an hour and denies the fourth', () => {
    const clock = fixedClock(START);
    let counters: RateLimitCounters = {};
    for (let i = 0; i < 3; i += 1) {
      const decision = checkRateLimit(counters, email, DEFAULT_RATE_LIMIT_CONFIG, clock);
      expect(decision.allowed).toBe(true);
      counters = decision.counters;
      clock.advance(10 * MINUTE);
    }
    expect(checkRateLimit(counters, email, DEFAULT_RATE_LIMIT_CONFIG, clock)).toEqual({
      allowed: false,
      limitType: 'email',
      message: 'We have received a few moon reading requests for this email recently. Please try again in about an hour.',
      retryAfterMs: 30 * MINUTE,
      counters,
    });
  });

  it('tells the session limit in its own words', () => {
    const session = { type: 'session' as const, value: 'token-1' };
    const full = { [counterKey(session)]: [START, START, START] };
    const decision = checkRateLimit(full, session, DEFAULT_RATE_LIMIT_CONFIG, fixedClock(START + MINUTE));
    expect(decision.allowed ? '' : decision.message).toBe(
      'Luna has already prepared multiple readings in this session. Let’s continue exploring your existing reading for now.',
    );
  });

  it('tells the connection limit in its own words', () => {
    const ip = { type: 'ip' as const, value: '203.0.113.9' };
    const full = { [counterKey(ip)]: Array.from({ length: DEFAULT_RATE_LIMIT_CONFIG.max.ip }, () => START) };
    const decision = checkRateLimit(full, ip, DEFAULT_RATE_LIMIT_CONFIG, fixedClock(START + MINUTE));
    expect(decision.allowed ? '' : decision.message).toBe(
      'We are receiving many requests from this connection. Please wait an hour and try again.',
    );
  });

  it('counts an email the same whatever its case', () => {
    expect(counterKey({ type: 'email', value: ' Maya@Example.com ' })).toBe(counterKey(email));
  });

  it('keeps its counters as plain JSON', () => {
    const decision = checkRateLimit({}, email, DEFAULT_RATE_LIMIT_CONFIG, fixedClock(START));
    expect(JSON.parse(JSON.stringify(decision.counters))).toEqual(decision.counters);
  });

  it('uses an hour as its default window', () => {
    expect(DEFAULT_RATE_LIMIT_CONFIG.windowMs).toBe(RATE_LIMIT_WINDOW_MS);
  });

  it('never allows more than the maximum within any window', () => {
    fc.assert(
      fc.property(configArb, requestsArb, (config, requests) => {
        const allowed = simulate(config, requests).outcomes.filter((outcome) => outcome.allowed);
        for (const outcome of allowed) {
          const name = counterKey(outcome.key);
          const inWindow = allowed.filter(
            (other) =>
              counterKey(other.key) === name && other.at <= outcome.at && outcome.at - other.at < config.windowMs,
          );
          expect(inWindow.length).toBeLessThanOrEqual(config.max[outcome.key.type]);
        }
      }),
    );
  });

  it('allows requests again once the window has passed', () => {
    fc.assert(
      fc.property(configArb, requestsArb, keyArb, (config, requests, key) => {
        fc.pre(config.max[key.type] > 0);
        const { clock, counters } = simulate(config, requests);
        clock.advance(config.windowMs);
        expect(checkRateLimit(counters, key, config, clock).allowed).toBe(true);
      }),
    );
  });

  it('never uses up quota when it denies', () => {
    fc.assert(
      fc.property(configArb, requestsArb, (config, requests) => {
        for (const outcome of simulate(config, requests).outcomes) {
          if (!outcome.allowed) expect(outcome.after).toBe(outcome.before);
        }
      }),
    );
  });

  it('asks to wait more than nothing and at most one window', () => {
    fc.assert(
      fc.property(configArb, requestsArb, (config, requests) => {
        for (const outcome of simulate(config, requests).outcomes) {
          if (outcome.allowed) continue;
          expect(outcome.retryAfterMs).toBeGreaterThan(0);
          expect(outcome.retryAfterMs).toBeLessThanOrEqual(config.windowMs);
        }
      }),
    );
  });

  it('allows the request again exactly when the wait is over', () => {
    fc.assert(
      fc.property(configArb, requestsArb, (config, requests) => {
        for (const outcome of simulate(config, requests).outcomes) {
          if (outcome.allowed || outcome.retryAfterMs === undefined) continue;
          const justBefore = fixedClock(outcome.at + outcome.retryAfterMs - 1);
          const onTime = fixedClock(outcome.at + outcome.retryAfterMs);
          const max = config.max[outcome.key.type];
          if (outcome.retryAfterMs > 1) {
            expect(checkRateLimit(outcome.before, outcome.key, config, justBefore).allowed).toBe(false);
          }
          if (max > 0) expect(checkRateLimit(outcome.before, outcome.key, config, onTime).allowed).toBe(true);
        }
      }),
    );
  });

  it('leaves the counters of every other key untouched', () => {
    fc.assert(
      fc.property(configArb, requestsArb, keyArb, (config, requests, key) => {
        const { clock, counters } = simulate(config, requests);
        const decision = checkRateLimit(counters, key, config, clock);
        for (const name of Object.keys(counters).filter((name) => name !== counterKey(key))) {
          expect(decision.counters[name]).toEqual(counters[name]);
        }
      }),
    );
  });

  it('decides a key by its own counters alone', () => {
    fc.assert(
      fc.property(configArb, requestsArb, keyArb, (config, requests, key) => {
        const { clock, counters } = simulate(config, requests);
        const own = counters[counterKey(key)];
        const alone = own === undefined ? {} : { [counterKey(key)]: own };
        const withEveryKey = checkRateLimit(counters, key, config, clock);
        expect(checkRateLimit(alone, key, config, clock).allowed).toBe(withEveryKey.allowed);
      }),
    );
  });
});

describe('checkRateLimits', () => {
  const email = { type: 'email' as const, value: 'maya@example.com' };
  const session = { type: 'session' as const, value: 'token-1' };

  it('records the request against every key when all allow it', () => {
    const decision = checkRateLimits({}, [email, session], DEFAULT_RATE_LIMIT_CONFIG, fixedClock(START));
    expect(decision.counters).toEqual({ [counterKey(email)]: [START], [counterKey(session)]: [START] });
  });

  it('reports the first key over its limit and records nothing', () => {
    const counters = { [counterKey(session)]: [START, START, START] };
    const decision = checkRateLimits(counters, [email, session], DEFAULT_RATE_LIMIT_CONFIG, fixedClock(START + 1));
    expect(decision.allowed ? undefined : decision.limitType).toBe('session');
    expect(decision.counters).toBe(counters);
  });

  it('never uses up quota on any key when it denies', () => {
    fc.assert(
      fc.property(configArb, requestsArb, keysArb, (config, requests, keys) => {
        const { clock, counters } = simulate(config, requests);
        const decision = checkRateLimits(counters, keys, config, clock);
        fc.pre(!decision.allowed);
        expect(decision.counters).toBe(counters);
      }),
    );
  });
});

describe('checkRateLimits with a cost', () => {
  const ip = { type: 'ip' as const, value: 'rest-write:203.0.113.9' };
  const config: RateLimitConfig = { windowMs: RATE_LIMIT_WINDOW_MS, max: { email: 10, session: 10, ip: 10 } };

  it('counts a write of several rows as that many', () => {
    const decision = checkRateLimits({}, [ip], config, fixedClock(START), 4);
    expect(decision.counters).toEqual({ [counterKey(ip)]: [START, START, START, START] });
  });

  it('refuses a cost that would pass the maximum, though fewer would fit', () => {
    const counters = { [counterKey(ip)]: Array.from({ length: 7 }, (_, i) => START + i * MINUTE) };
    const clock = fixedClock(START + 10 * MINUTE);
    expect(checkRateLimits(counters, [ip], config, clock, 3).allowed).toBe(true);
    const denied = checkRateLimits(counters, [ip], config, clock, 4);
    expect(denied.allowed).toBe(false);
    // The first of the seven must leave the window before four more fit.
    expect(denied.allowed ? 0 : denied.retryAfterMs).toBe(RATE_LIMIT_WINDOW_MS - 10 * MINUTE);
  });

  it('never lets the rows counted in any window pass the maximum, whatever each write costs', () => {
    fc.assert(
      fc.property(configArb, fc.array(fc.record({ pauseMs: fc.nat(600), key: keyArb, cost: fc.integer({ min: 1, max: 5 }) }), { maxLength: 40 }), (limits, writes) => {
        let now = START;
        let counters: RateLimitCounters = {};
        const allowed: Array<{ at: number; name: string; cost: number; max: number }> = [];
        for (const write of writes) {
          now += write.pauseMs;
          const decision = checkRateLimits(counters, [write.key], limits, fixedClock(now), write.cost);
          counters = decision.counters;
          if (decision.allowed) allowed.push({ at: now, name: counterKey(write.key), cost: write.cost, max: limits.max[write.key.type] });
        }
        for (const write of allowed) {
          const inWindow = allowed.filter((other) => other.name === write.name && other.at <= write.at && write.at - other.at < limits.windowMs);
          expect(inWindow.reduce((sum, other) => sum + other.cost, 0)).toBeLessThanOrEqual(write.max);
        }
      }),
    );
  });
});

describe('pruneRateLimitCounters', () => {
  it('drops requests that have left the window and empty keys', () => {
    const counters = { 'email:a': [START], 'ip:b': [START, START + 30 * MINUTE] };
    expect(pruneRateLimitCounters(counters, DEFAULT_RATE_LIMIT_CONFIG, fixedClock(START + 70 * MINUTE))).toEqual({
      'ip:b': [START + 30 * MINUTE],
    });
  });

  it('never changes a decision', () => {
    fc.assert(
      fc.property(configArb, requestsArb, keyArb, (config, requests, key) => {
        const { clock, counters } = simulate(config, requests);
        const pruned = pruneRateLimitCounters(counters, config, clock);
        const unpruned = checkRateLimit(counters, key, config, clock);
        expect(checkRateLimit(pruned, key, config, clock).allowed).toBe(unpruned.allowed);
      }),
    );
  });
});

describe('limitTypeForEvent', () => {
  it.each([
    ['session', 'session'],
    ['ip', 'ip'],
    ['email', 'email'],
    [' Session ', 'session'],
    ['connection', 'email'],
    [undefined, 'email'],
    [null, 'email'],
    [7, 'email'],
  ])('names %j as %s', (value, expected) => {
    expect(limitTypeForEvent(value)).toBe(expected);
  });
});
