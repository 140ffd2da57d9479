import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { houseOf, natalChartAt, skyAt, type Chart } from '../../sky';
import { arcBetween, CONTACT_ASPECTS, CONTACT_ORB, contactLongitudes, houseFor, lunationContacts, wholeSignHouseFrom, type ContactAspect } from './lunar-contacts';

// Charts from the sky engine for instants between 1900 and 2050, with and without a birth time.
const instant = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2050, 0, 1) });
const place = fc.record({ lat: fc.double({ min: -60, max: 60, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });
const chartArb = fc.tuple(instant, place, fc.boolean()).map(([utcMs, { lat, lng }, timeKnown]) => natalChartAt({ utcMs, lat, lng, timeKnown }));
// Lunation points as the sky engine gives them: the Moon's longitude at some instant of the years ahead.
const moonLongitude = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }).map((utcMs) => skyAt(utcMs).moon.longitude);
const ASPECTS = Object.keys(CONTACT_ASPECTS) as ContactAspect[];

const natalOf = (chart: Chart, point: string): number => contactLongitudes(chart).find(([p]) => p === point)![1];

describe('lunationContacts', () => {
  it('reports a contact exactly when the arc to a natal point is within 8° of an aspect’s angle, measured on the sky engine’s longitudes', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(chartArb, moonLongitude, (chart, longitude) => {
        const found = lunationContacts(longitude, chart);
        for (const [point, natal] of contactLongitudes(chart)) {
          const arc = arcBetween(longitude, natal);
          for (const aspect of ASPECTS) {
            const within = Math.abs(arc - CONTACT_ASPECTS[aspect]) <= CONTACT_ORB;
            expect(found.some((c) => c.point === point && c.aspect === aspect)).toBe(within);
          }
        }
        for (const contact of found) {
          expect(contact.orb).toBeLessThanOrEqual(CONTACT_ORB);
          // The reported orb is the real distance from the aspect's angle.
          expect(contact.orb).toBeCloseTo(Math.abs(arcBetween(longitude, natalOf(chart, contact.point)) - CONTACT_ASPECTS[contact.aspect]), 9);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never names the Ascendant without a birth time, gives each point at most one aspect and lists the tightest first', () => {
    fc.assert(
      fc.property(chartArb, fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }), (chart, longitude) => {
        const found = lunationContacts(longitude, chart);
        if (!chart.timeKnown) expect(found.some((c) => c.point === 'ascendant')).toBe(false);
        expect(new Set(found.map((c) => c.point)).size).toBe(found.length);
        expect(found.map((c) => c.orb)).toEqual([...found.map((c) => c.orb)].sort((a, b) => a - b));
      }),
      { numRuns: 60 },
    );
  });

  it('is symmetric in its orb: a point d° before or after an aspect’s angle meets the same natal point, up to 8° and never past it', () => {
    fc.assert(
      fc.property(chartArb, fc.constantFrom(...ASPECTS), fc.double({ min: 0, max: 12, noNaN: true }), fc.boolean(), (chart, aspect, d, east) => {
        const moon = chart.bodies.moon.longitude;
        const angle = CONTACT_ASPECTS[aspect] * (east ? 1 : -1);
        const before = lunationContacts(moon + angle - d, chart).find((c) => c.point === 'moon');
        const after = lunationContacts(moon + angle + d, chart).find((c) => c.point === 'moon');
        // Near the edge of the orb, rounding in the longitudes may tip one side; keep clear of it.
        fc.pre(Math.abs(d - CONTACT_ORB) > 1e-6);
        if (d < CONTACT_ORB) {
          expect(before?.aspect).toBe(aspect);
          expect(after?.aspect).toBe(aspect);
          expect(before!.orb).toBeCloseTo(after!.orb, 6);
          expect(before!.orb).toBeCloseTo(d, 6);
        } else {
          expect(before).toBeUndefined();
          expect(after).toBeUndefined();
        }
      }),
    );
  });

  it('finds nothing when the orb is zero unless a point is exact, and more as the orb widens', () => {
    fc.assert(
      fc.property(chartArb, moonLongitude, fc.double({ min: 0, max: 8, noNaN: true }), (chart, longitude, orb) => {
        const narrow = lunationContacts(longitude, chart, orb);
        const wide = lunationContacts(longitude, chart);
        expect(narrow.every((c) => wide.some((w) => w.point === c.point && w.aspect === c.aspect))).toBe(true);
        expect(narrow.every((c) => c.orb <= orb)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('houses for a lunation', () => {
  it('counts whole-sign from the starting sign: its own sign is the 1st house, the opposite sign the 7th', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }), fc.integer({ min: 0, max: 11 }), fc.double({ min: 0, max: 29.99, noNaN: true }), (start, signs, into) => {
        const startSignStart = Math.floor(start / 30) * 30;
        const house = wholeSignHouseFrom(start, (startSignStart + signs * 30 + into) % 360);
        expect(house).toBe(signs + 1);
      }),
    );
  });

  it('uses the chart’s own houses with a birth time, and the Moon sign’s count without one', () => {
    fc.assert(
      fc.property(chartArb, moonLongitude, (chart, longitude) => {
        const place = houseFor(chart, longitude);
        if (chart.houses) expect(place).toEqual({ house: houseOf(longitude, chart.houses.cusps), basis: 'chart' });
        else expect(place).toEqual({ house: wholeSignHouseFrom(chart.bodies.moon.longitude, longitude), basis: 'moon-sign' });
      }),
      { numRuns: 50 },
    );
  });
});
