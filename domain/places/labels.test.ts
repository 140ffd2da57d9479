import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distinctLabels, placeLabel } from './labels';
import type { Place } from './place';
import {
  LISBON_OH_CLARK,
  LISBON_OH_COLUMBIANA,
  PARIS_FR,
  PARIS_TX,
  SAN_JOSE_CA,
  SAN_JOSE_CR,
  SAN_JOSE_CR_GUANACASTE,
  SPRINGFIELD_IL,
  SPRINGFIELD_MA,
  SPRINGFIELD_MO,
} from '../../fixtures/places.fixture';

/** Places that collide a lot: few names, countries and regions, coordinates on a coarse grid. */
const collidingPlacesArb = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 10_000_000 }),
      name: fc.constantFrom('Springfield', 'Paris', 'San José', 'Lisbon'),
      country: fc.constantFrom(['US', 'United States'], ['FR', 'France'], ['CR', 'Costa Rica']),
      admin1Code: fc.option(fc.constantFrom('01', '08', 'IL')),
      admin1Name: fc.option(fc.constantFrom('Illinois', 'Ohio')),
      lat: fc.integer({ min: -2, max: 2 }).map((n) => n / 200),
      lng: fc.integer({ min: -2, max: 2 }).map((n) => n / 200),
    }),
    { selector: (p) => p.id, maxLength: 12 },
  )
  .map((records) =>
    records.map(
      (r): Place => ({
        id: r.id,
        name: r.name,
        asciiName: r.name,
        alternateNames: [],
        countryCode: r.country[0],
        countryName: r.country[1],
        admin1Code: r.admin1Code,
        admin1Name: r.admin1Name,
        lat: r.lat,
        lng: r.lng,
        population: 1000,
        zone: 'UTC',
      }),
    ),
  );

describe('placeLabel', () => {
  it('names the US state', () => {
    expect([SPRINGFIELD_IL, SPRINGFIELD_MO, SPRINGFIELD_MA].map(placeLabel)).toEqual([
      'Springfield, Illinois, United States',
      'Springfield, Missouri, United States',
      'Springfield, Massachusetts, United States',
    ]);
  });

  it('leaves out a region whose name is unknown', () => {
    expect(placeLabel(PARIS_FR)).toBe('Paris, France');
    expect(placeLabel(PARIS_TX)).toBe('Paris, Texas, United States');
    expect(placeLabel(SAN_JOSE_CR)).toBe('San José, Costa Rica');
    expect(placeLabel(SAN_JOSE_CA)).toBe('San Jose, California, United States');
  });
});

describe('distinctLabels', () => {
  it('keeps labels that already differ as they are', () => {
    expect(distinctLabels([PARIS_FR, PARIS_TX])).toEqual(['Paris, France', 'Paris, Texas, United States']);
  });

  it('adds the region code when the region has no name to show', () => {
    expect(distinctLabels([SAN_JOSE_CR, SAN_JOSE_CR_GUANACASTE, SAN_JOSE_CA])).toEqual([
      'San José, Costa Rica (region 08)',
      'San José, Costa Rica (region 01)',
      'San Jose, California, United States',
    ]);
  });

  it('adds the coordinates when name, region and country are all the same', () => {
    expect(distinctLabels([LISBON_OH_CLARK, LISBON_OH_COLUMBIANA])).toEqual([
      'Lisbon, Ohio, United States (39.86° N, 83.64° W)',
      'Lisbon, Ohio, United States (40.77° N, 80.77° W)',
    ]);
  });

  it('falls back to the GeoNames id when even the coordinates agree', () => {
    const twin = { ...LISBON_OH_CLARK, id: 1 };
    expect(distinctLabels([LISBON_OH_CLARK, twin])).toEqual([
      'Lisbon, Ohio, United States (39.86° N, 83.64° W; GeoNames 4516749)',
      'Lisbon, Ohio, United States (39.86° N, 83.64° W; GeoNames 1)',
    ]);
  });

  it('gives every place of one list its own label', () => {
    fc.assert(
      fc.property(collidingPlacesArb, (places) => {
        const labels = distinctLabels(places);
        expect(new Set(labels).size).toBe(places.length);
      }),
    );
  });

  it('starts every label with the plain label of its place', () => {
    fc.assert(
      fc.property(collidingPlacesArb, (places) => {
        distinctLabels(places).forEach((label, i) => expect(label.startsWith(placeLabel(places[i]!))).toBe(true));
      }),
    );
  });
});
