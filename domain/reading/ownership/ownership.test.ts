import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BirthDetails, ExistingReading } from '../../birth';
import { checkEmailCode, EMAIL_CODE_TRIES, typedEmailCode } from './email-code';
import { decideReading, ownsProfile, readingVisibleTo, type Caller, type StoredProfile } from './ownership';

const lisbon = { city: 'Lisbon', country: 'Portugal', displayName: 'Lisbon, Portugal', coordinates: { lat: 38.7167, lng: -9.1333 }, timezone: 'Europe/Lisbon' };
const tokyo = { city: 'Tokyo', country: 'Japan', displayName: 'Tokyo, Japan', coordinates: { lat: 35.6895, lng: 139.6917 }, timezone: 'Asia/Tokyo' };

const details = fc.record({
  email: fc.constantFrom('ana@example.com', 'ANA@example.com', 'bob@example.com'),
  birthDate: fc.constantFrom('1990-03-14', '1970-01-01'),
  birthTime: fc.constantFrom('08:30', null),
  birthLocation: fc.constantFrom(lisbon, tokyo),
}) satisfies fc.Arbitrary<BirthDetails>;

const profile = (reading: ExistingReading | null, id = 'p-ana'): StoredProfile => ({ profileId: id, email: 'ana@example.com', reading });
const anasReading = { email: 'ana@example.com', birthDate: '1990-03-14', birthTime: '08:30', birthLocation: lisbon };

const caller = fc.record({
  profileId: fc.constantFrom(null, 'p-ana', 'p-other'),
  verifiedEmail: fc.constantFrom(null, 'ana@example.com', 'Ana@Example.com', 'bob@example.com'),
}) satisfies fc.Arbitrary<Caller>;

const choice = fc.constantFrom(null, 'replace' as const, 'keep' as const);

describe('ownership', () => {
  it('a caller owns a profile by holding it or by having proved its email, in any case', () => {
    expect(ownsProfile({ profileId: 'p-ana', verifiedEmail: null }, profile(anasReading))).toBe(true);
    expect(ownsProfile({ profileId: null, verifiedEmail: 'ANA@example.com' }, profile(anasReading))).toBe(true);
    expect(ownsProfile({ profileId: 'p-other', verifiedEmail: 'bob@example.com' }, profile(anasReading))).toBe(false);
  });

  it('a stranger never sees the stored reading', () => {
    fc.assert(
      fc.property(caller, (who) => {
        const visible = readingVisibleTo(who, profile(anasReading));
        expect(visible === null).toBe(!ownsProfile(who, profile(anasReading)));
      }),
    );
  });

  it("a stranger's request is always a proposal, whatever the details and the choice", () => {
    fc.assert(
      fc.property(details, choice, (asked, picked) => {
        const stranger = { profileId: 'p-other', verifiedEmail: 'bob@example.com' };
        expect(decideReading(stranger, profile(anasReading), asked, picked)).toEqual({ kind: 'propose' });
      }),
    );
  });

  it('an owner is asked before a differing reading is replaced, and never asked about identical details', () => {
    fc.assert(
      fc.property(details, (asked) => {
        const owner = { profileId: 'p-ana', verifiedEmail: null };
        const decision = decideReading(owner, profile(anasReading), asked, null);
        const same = asked.birthDate === anasReading.birthDate && asked.birthTime === anasReading.birthTime && asked.birthLocation === lisbon;
        expect(decision.kind).toBe(same ? 'replace' : 'ask');
        if (decision.kind === 'ask') expect(decision.rows.length).toBeGreaterThan(0);
      }),
    );
  });

  it("an owner's choice is followed: keep keeps, replace replaces", () => {
    const owner = { profileId: null, verifiedEmail: 'ana@example.com' };
    const moved = { ...anasReading, birthLocation: tokyo };
    expect(decideReading(owner, profile(anasReading), moved, 'keep')).toEqual({ kind: 'keep' });
    expect(decideReading(owner, profile(anasReading), moved, 'replace')).toEqual({ kind: 'replace', overwritten: true });
  });

  it('an email no one holds yet makes a new reading', () => {
    fc.assert(
      fc.property(caller, details, choice, (who, asked, picked) => {
        expect(decideReading(who, null, asked, picked)).toEqual({ kind: 'make' });
      }),
    );
  });
});

describe('email codes', () => {
  const live = (attempts: number) => ({ attempts, expiresAtMs: 1_000 });

  it('verifies only a matching code, on a live code with tries left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.boolean(), fc.integer({ min: 0, max: 2_000 }), (attempts, matches, now) => {
        const result = checkEmailCode(live(attempts), matches, now);
        expect(result.kind === 'verified').toBe(matches && attempts < EMAIL_CODE_TRIES && now < 1_000);
      }),
    );
  });

  it('counts down the tries and says when none are left', () => {
    expect(checkEmailCode(live(0), false, 0)).toEqual({ kind: 'wrong', triesLeft: 4 });
    expect(checkEmailCode(live(3), false, 0)).toEqual({ kind: 'wrong', triesLeft: 1 });
    expect(checkEmailCode(live(4), false, 0)).toEqual({ kind: 'no_tries' });
    expect(checkEmailCode(live(5), true, 0)).toEqual({ kind: 'no_tries' });
  });

  it('an expired code never verifies, and no code is none', () => {
    expect(checkEmailCode(live(0), true, 1_000)).toEqual({ kind: 'expired' });
    expect(checkEmailCode(null, true, 0)).toEqual({ kind: 'none' });
  });

  it('reads a code as people type it, and nothing else', () => {
    expect(typedEmailCode('123456')).toBe('123456');
    expect(typedEmailCode(' 123 456 ')).toBe('123456');
    expect(typedEmailCode('123-456.')).toBe('123456');
    expect(typedEmailCode('1234567')).toBeNull();
    expect(typedEmailCode('born 1990')).toBeNull();
    expect(typedEmailCode('12/03/90')).toBeNull();
  });
});
