import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Body, Illumination } from 'astronomy-engine';
import { ZODIAC_SIGNS } from './astro.types';
import { elongationAt, moonLongitudeAt, skyAt, sunLongitudeAt } from './sky';
import { normaliseDegrees, phaseOf, signOf } from './sign-and-phase';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const instantArb = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });

/** Signed shortest angle from a to b, in (-180, 180]. */
const angleFrom = (a: number, b: number) => {
  const d = normaliseDegrees(b - a);
  return d > 180 ? d - 360 : d;
};

describe('the Sun at the equinoxes and solstices', () => {
  // Instants as published to the minute in UT: US Naval Observatory "Earth's Seasons"
  // (2000, 2023, 2024) and the TIME Almanac 1994 table "The Sun and Moon: 1994".
  // The Sun moves 0.041° an hour, so one minute is 0.0007°: we allow 2 minutes.
  const seasons = [
    ['2000-03-20T07:35Z', 0],
    ['1994-03-20T20:28Z', 0],
    ['1994-06-21T14:48Z', 90],
    ['1994-09-23T06:19Z', 180],
    ['1994-12-22T02:23Z', 270],
    ['2023-03-20T21:24Z', 0],
    ['2024-03-20T03:06Z', 0],
    ['2024-06-20T20:51Z', 90],
    ['2024-09-22T12:44Z', 180],
  ] as const;

  it.each(seasons)('at %s the Sun stands at %s° (within 2 minutes of motion)', (instant, longitude) => {
    expect(Math.abs(angleFrom(longitude, skyAt(Date.parse(instant)).sun.longitude))).toBeLessThan(0.0014);
  });

  it.each(seasons)('the Sun changes sign across %s (2 minutes before and after)', (instant, longitude) => {
    const at = Date.parse(instant);
    expect(skyAt(at - 2 * MINUTE_MS).sun.sign).toBe(signOf(longitude - 1));
    expect(skyAt(at + 2 * MINUTE_MS).sun.sign).toBe(signOf(longitude));
    expect(skyAt(at + 2 * MINUTE_MS).sun.nearBoundary).toBe(true);
  });
});

describe('positions against the worked examples of Meeus, Astronomical Algorithms (2nd ed.)', () => {
  // The examples are in Dynamical Time; UT = TD − ΔT with ΔT = 59 s in 1992.
  const deltaT1992Ms = 59_000;

  it("gives the Moon's apparent longitude of Example 47.a (1992-04-12 0h TD: 133.167265°) within 10″", () => {
    const moon = skyAt(Date.UTC(1992, 3, 12) - deltaT1992Ms).moon;
    expect(Math.abs(moon.longitude - 133.167265)).toBeLessThan(10 / 3600);
    expect(moon.sign).toBe('leo');
  });

  it("gives the Sun's apparent longitude of Example 25.a (1992-10-13 0h TD: 199.90895°, good to 0.01°)", () => {
    const sun = skyAt(Date.UTC(1992, 9, 13) - deltaT1992Ms).sun;
    expect(Math.abs(sun.longitude - 199.90895)).toBeLessThan(0.01);
    expect(sun.sign).toBe('libra');
  });
});

describe('illumination', () => {
  // Full moon 2024-01-25 17:54 UT and new moon (total solar eclipse) 2024-04-08 18:21 UT, USNO.
  it('is near 1 at the full moon of 2024-01-25 17:54 UT', () => {
    const sky = skyAt(Date.parse('2024-01-25T17:54Z'));
    expect(sky.phase.illumination).toBeGreaterThan(0.995);
    expect(sky.phase.name).toBe('full-moon');
  });

  it('is near 0 at the new moon of the 2024-04-08 eclipse', () => {
    const sky = skyAt(Date.parse('2024-04-08T18:21Z'));
    expect(sky.phase.illumination).toBeLessThan(0.001);
    expect(sky.phase.name).toBe('new-moon');
  });

  it('is about one half at a quarter moon', () => {
    // First quarter 2024-01-18 03:53 UT (USNO).
    expect(skyAt(Date.parse('2024-01-18T03:53Z')).phase.illumination).toBeCloseTo(0.5, 1);
  });

  it('illumination lies in [0, 1]', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const { illumination } = skyAt(utcMs).phase;
        expect(illumination).toBeGreaterThanOrEqual(0);
        expect(illumination).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("illumination agrees with astronomy-engine's Illumination(Moon) within 0.001", () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const reference = Illumination(Body.Moon, new Date(utcMs)).phase_fraction;
        expect(Math.abs(skyAt(utcMs).phase.illumination - reference)).toBeLessThan(0.001);
      }),
    );
  });

  it('illumination grows with the elongation\'s distance from new moon', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const { elongation, illumination } = skyAt(utcMs).phase;
        // Illumination ≈ (1 − cos elongation) / 2; the Moon's latitude moves it by < 0.01.
        expect(Math.abs(illumination - (1 - Math.cos((elongation * Math.PI) / 180)) / 2)).toBeLessThan(0.01);
      }),
    );
  });
});

describe('skyAt', () => {
  it('longitudes lie in [0, 360)', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const sky = skyAt(utcMs);
        for (const longitude of [sky.moon.longitude, sky.sun.longitude, sky.phase.elongation]) {
          expect(longitude).toBeGreaterThanOrEqual(0);
          expect(longitude).toBeLessThan(360);
        }
      }),
    );
  });

  it('sign = floor(longitude / 30) for the Moon and the Sun', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const { moon, sun } = skyAt(utcMs);
        expect(moon.sign).toBe(ZODIAC_SIGNS[Math.floor(moon.longitude / 30)]);
        expect(sun.sign).toBe(ZODIAC_SIGNS[Math.floor(sun.longitude / 30)]);
      }),
    );
  });

  it('the elongation is the Moon minus the Sun, modulo 360', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const { moon, sun, phase } = skyAt(utcMs);
        expect(Math.abs(angleFrom(normaliseDegrees(moon.longitude - sun.longitude), phase.elongation))).toBeLessThan(1e-9);
      }),
    );
  });

  it('the phase sector agrees with the elongation', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const { phase } = skyAt(utcMs);
        expect(phase.name).toBe(phaseOf(phase.elongation));
      }),
    );
  });

  it('the cheap single-body functions agree with skyAt', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const sky = skyAt(utcMs);
        expect(moonLongitudeAt(utcMs)).toBe(sky.moon.longitude);
        expect(sunLongitudeAt(utcMs)).toBe(sky.sun.longitude);
        expect(elongationAt(utcMs)).toBe(sky.phase.elongation);
      }),
    );
  });

  it('the Moon moves more than 0.4° and less than 0.7° of longitude per hour', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const perHour = angleFrom(moonLongitudeAt(utcMs), moonLongitudeAt(utcMs + HOUR_MS));
        expect(perHour).toBeGreaterThan(0.4);
        expect(perHour).toBeLessThan(0.7);
      }),
    );
  });

  it('the Sun moves about 0.04° of longitude per hour (0.039° to 0.043°)', () => {
    fc.assert(
      fc.property(instantArb, (utcMs) => {
        const perHour = angleFrom(sunLongitudeAt(utcMs), sunLongitudeAt(utcMs + HOUR_MS));
        expect(perHour).toBeGreaterThan(0.039);
        expect(perHour).toBeLessThan(0.043);
      }),
    );
  });

  it('refuses an instant that is not a finite number', () => {
    expect(() => skyAt(Number.NaN)).toThrow(RangeError);
  });
});
