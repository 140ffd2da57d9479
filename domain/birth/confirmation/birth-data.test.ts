import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  differenceFields,
  displayBirthDate,
  displayBirthLocation,
  overwriteRows,
  pendingConfirmationFor,
  readingForEmail,
  sameBirthLocation,
  sameEmail,
  withProvidedDetails,
  type BirthDetails,
  type BirthLocation,
  type ExistingReading,
} from './birth-data';

const PARIS: BirthLocation = {
  city: 'Paris',
  country: 'France',
  displayName: 'Paris, Île-de-France, France',
  coordinates: { lat: 48.8566, lng: 2.3522 },
  timezone: 'Europe/Paris',
};

const details = (overrides: Partial<BirthDetails> = {}): BirthDetails => ({
  email: 'luna@example.com',
  birthDate: '1990-03-14',
  birthTime: '08:30',
  birthLocation: PARIS,
  ...overrides,
});

const reading = (overrides: Partial<ExistingReading> = {}): ExistingReading => ({
  email: 'luna@example.com',
  birthDate: '1990-03-14',
  birthTime: '08:30',
  birthLocation: PARIS,
  ...overrides,
});

describe('birth data comparisons', () => {
  it('matches emails regardless of case and surrounding spaces', () => {
    expect(sameEmail(' Luna@Example.com', 'luna@example.com ')).toBe(true);
    expect(sameEmail('luna@example.com', 'sol@example.com')).toBe(false);
    expect(sameEmail(null, null)).toBe(false);
  });

  it('treats a renamed place with the same coordinates and time zone as the same place', () => {
    expect(sameBirthLocation(PARIS, { ...PARIS, displayName: 'Paris' })).toBe(true);
    expect(sameBirthLocation(PARIS, { ...PARIS, coordinates: { lat: 48.85664, lng: 2.35221 } })).toBe(true);
    expect(sameBirthLocation(PARIS, { ...PARIS, coordinates: { lat: 48.86, lng: 2.3522 } })).toBe(false);
    expect(sameBirthLocation(PARIS, { ...PARIS, timezone: 'UTC' })).toBe(false);
  });

  it('a location is always the same place as itself', () => {
    const locationArb = fc.record({
      city: fc.string(),
      country: fc.string(),
      displayName: fc.string(),
      coordinates: fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) }),
      timezone: fc.string(),
    });
    fc.assert(fc.property(locationArb, (location) => sameBirthLocation(location, structuredClone(location))));
  });

  it('lists only the fields a message would actually change', () => {
    expect(changedFields(details(), { email: 'LUNA@example.com', birthDate: '1991-03-14', birthTime: '08:30' })).toEqual([
      'birthDate',
    ]);
    expect(changedFields(details(), { birthTime: null })).toEqual(['birthTime']);
  });

  it('replaces only changed fields, keeping a confirmed spelling', () => {
    const next = withProvidedDetails(details(), { email: 'LUNA@example.com', birthDate: '1991-03-14' });
    expect(next).toEqual(details({ birthDate: '1991-03-14' }));
  });

  it('applying the same message twice changes nothing the second time', () => {
    const providedArb = fc.record(
      {
        email: fc.constantFrom('luna@example.com', 'SOL@example.com'),
        birthDate: fc.constantFrom('1990-03-14', '1992-11-02'),
        birthTime: fc.constantFrom('08:30', null),
        birthLocation: fc.constant(PARIS),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(providedArb, (provided) => {
        const once = withProvidedDetails(details(), provided);
        expect(changedFields(once, provided)).toEqual([]);
        expect(withProvidedDetails(once, provided)).toEqual(once);
      }),
    );
  });

  it('lists the differing fields of a stored reading in display order', () => {
    expect(differenceFields(reading(), details())).toEqual([]);
    expect(
      differenceFields(reading(), details({ birthLocation: { ...PARIS, timezone: 'UTC' }, birthTime: null, birthDate: '1990-03-15' })),
    ).toEqual(['birthDate', 'birthTime', 'birthLocation']);
  });

  it('only counts a stored reading that belongs to the email being confirmed', () => {
    expect(readingForEmail(reading(), 'LUNA@example.com')).toEqual(reading());
    expect(readingForEmail(reading(), 'sol@example.com')).toBeNull();
    expect(readingForEmail(reading(), null)).toBeNull();
  });
});

describe('what the visitor is shown', () => {
  it('writes an ISO birth date out in words', () => {
    expect(displayBirthDate('1990-03-14')).toBe('March 14, 1990');
    expect(displayBirthDate('1990-13-14')).toBe('1990-13-14');
    expect(displayBirthDate('14/03/1990')).toBe('14/03/1990');
  });

  it('shows a location by its display name, or its city and country', () => {
    expect(displayBirthLocation(PARIS)).toBe('Paris, Île-de-France, France');
    expect(displayBirthLocation({ ...PARIS, displayName: ' ' })).toBe('Paris, France');
  });

  it('asks to confirm the first unconfirmed field once its value is known', () => {
    const none = { email: false, birthDate: false, birthLocation: false };
    expect(pendingConfirmationFor(details(), none)).toEqual({ field: 'email', value: 'luna@example.com', display: 'luna@example.com' });
    expect(pendingConfirmationFor(details(), { ...none, email: true })).toEqual({
      field: 'birthDate',
      value: '1990-03-14',
      display: 'March 14, 1990',
    });
    expect(pendingConfirmationFor(details({ email: null }), none)).toBeNull();
    expect(pendingConfirmationFor(details(), { email: true, birthDate: true, birthLocation: true })).toBeNull();
  });

  it('builds the overwrite dialog rows from the differing fields', () => {
    expect(overwriteRows(reading(), details({ birthTime: null }))).toEqual([
      { field: 'birthTime', label: 'Birth time', current: '08:30', proposed: 'Not given' },
    ]);
  });
});
