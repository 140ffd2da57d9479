import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currentCycle, nextFullMoonAfter, nextNewMoonAfter } from './cycle';
import { elongationAt, skyAt } from './sky';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const instantArb = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });

/**
 * Almanac instants of new and full moon, UT, as published to the minute: the US Naval
 * Observatory phase tables (and the eclipses they coincide with), the TIME Almanac 1994
 * table "The Sun and Moon: 1994", and Meeus, Astronomical Algorithms, Example 49.a (new
 * moon 1977-02-18 03:37:42 TD, i.e. 03:36:54 UT with ΔT = 48 s). A published minute is
 * rounded, and ephemerides differ by seconds, so we allow 2 minutes.
 */
const almanacNewMoons = [
  '1977-02-18T03:36:54Z',
  '1994-01-11T23:10Z',
  '1999-08-11T11:08Z', // total solar eclipse
  '2000-02-05T13:03Z',
  '2012-01-23T07:39Z',
  '2012-02-21T22:35Z',
  '2017-08-21T18:30Z', // total solar eclipse
  '2024-02-09T22:59Z',
  '2024-04-08T18:21Z', // total solar eclipse
];
const almanacFullMoons = [
  '2000-01-21T04:40Z', // total lunar eclipse
  '2012-01-09T07:30Z',
  '2017-09-06T07:03Z',
  '2019-01-21T05:16Z', // total lunar eclipse
  '2022-11-08T11:02Z', // total lunar eclipse
  '2024-01-25T17:54Z',
  '2024-04-23T23:49Z',
];
const TOLERANCE_MS = 2 * MINUTE_MS;

describe('new and full moons against the almanacs', () => {
  it.each(almanacNewMoons)('finds the new moon of %s within 2 minutes, searching from 5 days before', (instant) => {
    const published = Date.parse(instant);
    expect(Math.abs(nextNewMoonAfter(published - 5 * DAY_MS) - published)).toBeLessThanOrEqual(TOLERANCE_MS);
  });

  it.each(almanacFullMoons)('finds the full moon of %s within 2 minutes, searching from 20 days before', (instant) => {
    const published = Date.parse(instant);
    expect(Math.abs(nextFullMoonAfter(published - 20 * DAY_MS) - published)).toBeLessThanOrEqual(TOLERANCE_MS);
  });

  it.each(almanacNewMoons)('finds the new moon of %s as the previous one a week later', (instant) => {
    const published = Date.parse(instant);
    expect(Math.abs(currentCycle(published + 7 * DAY_MS).previousNewMoonUtcMs - published)).toBeLessThanOrEqual(TOLERANCE_MS);
  });
});

describe('currentCycle', () => {
  it('on 2024-01-20 shows a waxing gibbous Moon, the full moon of the 25th next and the new moon of 9 February after', () => {
    const cycle = currentCycle(Date.parse('2024-01-20T12:00Z'));
    expect(cycle.phase.name).toBe('waxing-gibbous');
    expect(Math.abs(cycle.nextFullMoonUtcMs - Date.parse('2024-01-25T17:54Z'))).toBeLessThanOrEqual(TOLERANCE_MS);
    expect(Math.abs(cycle.nextNewMoonUtcMs - Date.parse('2024-02-09T22:59Z'))).toBeLessThanOrEqual(TOLERANCE_MS);
  });

  it("reports the sky's phase and the Moon's sign at that instant", () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const cycle = currentCycle(utcMs);
        const sky = skyAt(utcMs);
        expect(cycle.phase).toEqual(sky.phase);
        expect(cycle.moon).toEqual(sky.moon);
      }),
      { numRuns: 50 },
    );
  });

  it('the previous new moon is at or before the instant and the next ones are after it', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const cycle = currentCycle(utcMs);
        expect(cycle.previousNewMoonUtcMs).toBeLessThanOrEqual(utcMs);
        expect(cycle.nextNewMoonUtcMs).toBeGreaterThan(utcMs);
        expect(cycle.nextFullMoonUtcMs).toBeGreaterThan(utcMs);
      }),
      { numRuns: 100 },
    );
  });

  it('the previous and next new moons are one synodic month apart (29.2 to 29.9 days)', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const cycle = currentCycle(utcMs);
        const monthDays = (cycle.nextNewMoonUtcMs - cycle.previousNewMoonUtcMs) / DAY_MS;
        expect(monthDays).toBeGreaterThan(29.2);
        expect(monthDays).toBeLessThan(29.9);
      }),
      { numRuns: 100 },
    );
  });

  it('the next full moon comes within a synodic month', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        expect(nextFullMoonAfter(utcMs) - utcMs).toBeLessThan(29.9 * DAY_MS);
      }),
      { numRuns: 100 },
    );
  });

  it('at a found new moon the elongation is 0° and at a found full moon 180° (within 0.001°, two seconds of motion)', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const atNew = elongationAt(nextNewMoonAfter(utcMs));
        expect(Math.min(atNew, 360 - atNew)).toBeLessThan(0.001);
        expect(Math.abs(elongationAt(nextFullMoonAfter(utcMs)) - 180)).toBeLessThan(0.001);
      }),
      { numRuns: 100 },
    );
  });

  it('at a found new moon, that new moon starts the cycle and the next is a month on', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const newMoon = nextNewMoonAfter(utcMs);
        const cycle = currentCycle(newMoon);
        expect(cycle.previousNewMoonUtcMs).toBe(newMoon);
        expect((cycle.nextNewMoonUtcMs - newMoon) / DAY_MS).toBeGreaterThan(29.2);
      }),
      { numRuns: 50 },
    );
  });
});
