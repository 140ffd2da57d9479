import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../kernel';
import { SESSION_EXPIRY_MS, SESSION_TOKEN_LIFETIME_MS, isSessionExpired, isTokenExpired } from './session-expiry';

const NOW = Date.UTC(2024, 5, 1, 12);
const HOUR = 3_600_000;
const ageArb = fc.integer({ min: 0, max: 3 * SESSION_EXPIRY_MS });
const expiredAgeArb = fc.integer({ min: SESSION_EXPIRY_MS + 1, max: 3 * SESSION_EXPIRY_MS });

describe('isSessionExpired', () => {
  it('keeps a session active 5 hours ago alive', () => {
    expect(isSessionExpired({ is_active: true, last_activity: NOW - 5 * HOUR }, fixedClock(NOW))).toBe(false);
  });

  it('keeps a session last active exactly 6 hours ago alive', () => {
    expect(isSessionExpired({ is_active: true, last_activity: NOW - SESSION_EXPIRY_MS }, fixedClock(NOW))).toBe(false);
  });

  it('expires a session last active over 6 hours ago', () => {
    expect(isSessionExpired({ is_active: true, last_activity: NOW - SESSION_EXPIRY_MS - 1 }, fixedClock(NOW))).toBe(
      true,
    );
  });

  it('reads an ISO timestamp from the database', () => {
    const clock = fixedClock(Date.parse('2024-06-01T18:00:00.001Z'));
    expect(isSessionExpired({ is_active: true, last_activity: '2024-06-01T12:00:00.000Z' }, clock)).toBe(true);
    expect(isSessionExpired({ is_active: true, last_activity: '2024-06-01T13:00:00.000Z' }, clock)).toBe(false);
  });

  it.each([null, undefined, 'not a date'])('treats a last activity of %j as expired', (lastActivity) => {
    expect(isSessionExpired({ is_active: true, last_activity: lastActivity }, fixedClock(NOW))).toBe(true);
  });

  it('expires a session flagged inactive whatever its last activity', () => {
    fc.assert(
      fc.property(fc.integer({ min: -SESSION_EXPIRY_MS, max: 2 * SESSION_EXPIRY_MS }), (age) => {
        expect(isSessionExpired({ is_active: false, last_activity: NOW - age }, fixedClock(NOW))).toBe(true);
      }),
    );
  });

  it('expires an active session exactly when its last activity is over 6 hours old', () => {
    fc.assert(
      fc.property(ageArb, fc.constantFrom(true, null, undefined), (age, flag) => {
        expect(isSessionExpired({ is_active: flag, last_activity: NOW - age }, fixedClock(NOW))).toBe(
          age > SESSION_EXPIRY_MS,
        );
      }),
    );
  });

  it('never revives an expired session as time passes', () => {
    fc.assert(
      fc.property(expiredAgeArb, fc.nat(SESSION_EXPIRY_MS), (age, later) => {
        const session = { is_active: true, last_activity: NOW - age };
        const clock = fixedClock(NOW);
        clock.advance(later);
        expect(isSessionExpired(session, clock)).toBe(true);
      }),
    );
  });
});

describe('isTokenExpired', () => {
  it('keeps a token issued six days ago', () => {
    expect(isTokenExpired(NOW - 6 * 24 * HOUR, fixedClock(NOW))).toBe(false);
  });

  it('expires a token at exactly seven days', () => {
    expect(isTokenExpired(NOW - SESSION_TOKEN_LIFETIME_MS, fixedClock(NOW))).toBe(true);
    expect(isTokenExpired(NOW - SESSION_TOKEN_LIFETIME_MS + 1, fixedClock(NOW))).toBe(false);
  });

  it('treats an unreadable issue time as expired', () => {
    expect(isTokenExpired('yesterday', fixedClock(NOW))).toBe(true);
  });

  it('expires a token exactly when its age reaches the lifetime', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * SESSION_TOKEN_LIFETIME_MS }), (age) => {
        expect(isTokenExpired(new Date(NOW - age).toISOString(), fixedClock(NOW))).toBe(
          age >= SESSION_TOKEN_LIFETIME_MS,
        );
      }),
    );
  });
});
