import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAIL_FIRST_RETRY_MS, MAIL_MAX_ATTEMPTS, MAIL_MAX_RETRY_MS, afterFailure, retryDelayMs, retrySpanMs } from './outbox-policy';

describe('the outbox retry policy', () => {
  it('retries first after about 10 seconds, then doubles up to the 10-minute cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 600_000, 600_000]);
  });

  it('never waits less than the first retry or more than the cap, and never less after more failures', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 100 }), (attempts, more) => {
        const delay = retryDelayMs(attempts);
        expect(delay).toBeGreaterThanOrEqual(MAIL_FIRST_RETRY_MS);
        expect(delay).toBeLessThanOrEqual(MAIL_MAX_RETRY_MS);
        expect(retryDelayMs(attempts + more)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });

  it('keeps a row pending until the last attempt, then failed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAIL_MAX_ATTEMPTS - 1 }), (attempts) => {
        expect(afterFailure(attempts)).toEqual({ status: 'pending', retryInMs: retryDelayMs(attempts) });
      }),
    );
    expect(afterFailure(MAIL_MAX_ATTEMPTS)).toEqual({ status: 'failed' });
    expect(afterFailure(MAIL_MAX_ATTEMPTS + 3)).toEqual({ status: 'failed' });
  });

  it('gives an afternoon-long outage room: the retries span more than two hours', () => {
    expect(retrySpanMs()).toBeGreaterThan(2 * 60 * 60_000);
  });
});
