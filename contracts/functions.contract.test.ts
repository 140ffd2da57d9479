import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PLACE_SEARCH_MAX_LIMIT,
  SESSION_TOKEN_PATTERN,
  agentLinkRequest,
  firstNameOf,
  placeResolveQuery,
  placeSearchQuery,
  reportErrorRequest,
  saveProfileRequest,
  sessionToken,
} from './functions.contract';

const tokenCharArb = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split(''));
const sessionTokenArb = fc.array(tokenCharArb, { minLength: 16, maxLength: 200 }).map((chars) => chars.join(''));
const wordArb = fc.stringMatching(/^[A-Za-zÀ-ÿ'-]{1,12}$/);

const validProfile = {
  email: 'ana@example.com',
  full_name: 'Ana Maria Silva',
  birth_date: '1990-03-14',
  birth_time: '08:30',
  birth_place: { id: 2267057, label: 'Lisbon, Portugal' },
};

describe('session tokens', () => {
  it('accepts every token of 16 to 200 letters, digits, "_" and "-"', () => {
    fc.assert(fc.property(sessionTokenArb, (token) => sessionToken.safeParse(token).success));
  });

  it('refuses a token with any other character', () => {
    fc.assert(
      fc.property(sessionTokenArb, fc.nat(), fc.constantFrom(' ', '.', '/', '+', '=', '\n', 'é'), (token, at, bad) => {
        const i = at % token.length;
        const broken = `${token.slice(0, i)}${bad}${token.slice(i + 1)}`;
        expect(SESSION_TOKEN_PATTERN.test(broken)).toBe(false);
      }),
    );
  });

  it('refuses tokens shorter than 16 or longer than 200 characters', () => {
    expect(sessionToken.safeParse('a'.repeat(15)).success).toBe(false);
    expect(sessionToken.safeParse('a'.repeat(201)).success).toBe(false);
  });
});

describe('save-profile request', () => {
  it('reads a complete profile, with an unknown birth time as null', () => {
    const { birth_time: _omitted, ...withoutTime } = validProfile;
    expect(saveProfileRequest.parse(withoutTime).birth_time).toBeNull();
    expect(saveProfileRequest.parse(validProfile).birth_place.id).toBe(2267057);
  });

  it('takes firstName when there is no full_name', () => {
    const { full_name: _omitted, ...rest } = validProfile;
    expect(saveProfileRequest.safeParse({ ...rest, firstName: 'Ana' }).success).toBe(true);
  });

  it('asks for a name when neither full_name nor firstName is given', () => {
    const { full_name: _omitted, ...rest } = validProfile;
    const parsed = saveProfileRequest.safeParse(rest);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Please tell us your name (full_name or firstName).');
  });

  it('says what is wrong with an email, a date and a time', () => {
    const messages = (body: object) => saveProfileRequest.safeParse({ ...validProfile, ...body }).error?.issues.map((i) => i.message);
    expect(messages({ email: 'not-an-email' })).toEqual(['Please enter a valid email address.']);
    expect(messages({ birth_date: '1990-02-30' })).toEqual(['birth_date must be a real date written YYYY-MM-DD']);
    expect(messages({ birth_time: '25:00' })).toEqual(['birth_time must be HH:MM on a 24-hour clock, or null when unknown']);
  });

  it('refuses a birth place that is only typed, not chosen', () => {
    expect(saveProfileRequest.safeParse({ ...validProfile, birth_place: 'Lisbon' }).success).toBe(false);
    expect(saveProfileRequest.safeParse({ ...validProfile, birth_place: { label: 'Lisbon' } }).success).toBe(false);
  });
});

describe('luna-agent-link request', () => {
  it('needs a profile id that is a UUID', () => {
    expect(agentLinkRequest.safeParse({ profileId: 'someone' }).success).toBe(false);
    expect(agentLinkRequest.safeParse({ profileId: '7d0c5f3e-8f0a-4a37-9a52-2d2f8c3e1b11', stage: null }).success).toBe(true);
  });

  it('refuses a stage that is not one of the four', () => {
    expect(agentLinkRequest.safeParse({ profileId: '7d0c5f3e-8f0a-4a37-9a52-2d2f8c3e1b11', stage: 'VIP' }).success).toBe(false);
  });
});

describe('report-error request', () => {
  it('needs a source and a message, and a context that is an object', () => {
    expect(reportErrorRequest.safeParse({ source: 'widget', message: 'boom' }).success).toBe(true);
    expect(reportErrorRequest.safeParse({ source: '', message: 'boom' }).success).toBe(false);
    expect(reportErrorRequest.safeParse({ source: 'widget', message: 'boom', context: [1, 2] }).success).toBe(false);
  });
});

describe('place queries', () => {
  it('reads the limit from the query string as a whole number within 1 and the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: PLACE_SEARCH_MAX_LIMIT }), (limit) => {
        expect(placeSearchQuery.parse({ q: 'Lisbon', limit: String(limit) }).limit).toBe(limit);
      }),
    );
  });

  it('refuses a limit above the maximum and an empty search', () => {
    expect(placeSearchQuery.safeParse({ q: 'Lisbon', limit: String(PLACE_SEARCH_MAX_LIMIT + 1) }).success).toBe(false);
    expect(placeSearchQuery.safeParse({ q: '   ' }).success).toBe(false);
  });

  it('reads a place id from the query string', () => {
    expect(placeResolveQuery.parse({ id: '2267057' }).id).toBe(2267057);
    expect(placeResolveQuery.safeParse({ id: 'lisbon' }).success).toBe(false);
  });
});

describe('first name', () => {
  it('is the first word of the full name', () => {
    expect(firstNameOf('  Ana Maria Silva ')).toBe('Ana');
  });

  it('is null for an empty or missing full name', () => {
    expect(firstNameOf('   ')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
  });

  it('is always a word of the full name', () => {
    fc.assert(
      fc.property(fc.array(wordArb, { minLength: 1, maxLength: 5 }), (words) => {
        const fullName = words.join(' ');
        expect(fullName.split(' ')).toContain(firstNameOf(fullName));
      }),
    );
  });
});
