import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MOON_PHASES, ZODIAC_SIGNS } from './astro.types';
import {
  NEAR_BOUNDARY_DEGREES,
  PHASE_RULE_TEXT,
  PHASE_SECTOR_DEGREES,
  SIGN_RULE_TEXT,
  normaliseDegrees,
  phaseIndexOf,
  phaseOf,
  positionOf,
  signOf,
} from './sign-and-phase';

const longitudeArb = fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true });
const anyAngleArb = fc.double({ min: -1e6, max: 1e6, noNaN: true });

const circularDistance = (a: number, b: number) => {
  const d = normaliseDegrees(a - b);
  return Math.min(d, 360 - d);
};

describe('signOf', () => {
  it.each([
    [0, 'aries'],
    [29.999, 'aries'],
    [30, 'taurus'],
    [185.2, 'libra'],
    [359.99, 'pisces'],
    [360, 'aries'],
    [-0.5, 'pisces'],
  ] as const)('puts longitude %s° in %s', (longitude, sign) => {
    expect(signOf(longitude)).toBe(sign);
  });

  it('sign = floor(longitude / 30)', () => {
    fc.assert(
      fc.property(longitudeArb, (longitude) => {
        expect(signOf(longitude)).toBe(ZODIAC_SIGNS[Math.floor(longitude / 30)]);
      }),
    );
  });
});

describe('positionOf', () => {
  it('flags a Moon within 1° of either edge of its sign and not one in the middle', () => {
    expect(positionOf(30.5).nearBoundary).toBe(true);
    expect(positionOf(59.5).nearBoundary).toBe(true);
    expect(positionOf(31).nearBoundary).toBe(true);
    expect(positionOf(45).nearBoundary).toBe(false);
    expect(positionOf(31.01).nearBoundary).toBe(false);
  });

  it('reads 23.4° into Scorpio at longitude 233.4°', () => {
    const position = positionOf(233.4);
    expect(position.sign).toBe('scorpio');
    expect(position.degreeInSign).toBeCloseTo(23.4, 10);
  });

  it('keeps a longitude a hair under 360° in Pisces (found by the property below)', () => {
    expect(positionOf(359.99999999999994)).toMatchObject({ sign: 'pisces', longitude: 359.99999999999994 });
  });

  it('the sign start plus the degree in sign gives back the longitude', () => {
    fc.assert(
      fc.property(longitudeArb, (longitude) => {
        const position = positionOf(longitude);
        expect(ZODIAC_SIGNS.indexOf(position.sign) * 30 + position.degreeInSign).toBeCloseTo(longitude, 9);
      }),
    );
  });

  it('the degree in sign lies in [0, 30)', () => {
    fc.assert(
      fc.property(anyAngleArb, (angle) => {
        const { degreeInSign } = positionOf(angle);
        expect(degreeInSign).toBeGreaterThanOrEqual(0);
        expect(degreeInSign).toBeLessThan(30);
      }),
    );
  });

  it('a position is near a boundary exactly when within 1° of a multiple of 30°', () => {
    fc.assert(
      fc.property(longitudeArb, (longitude) => {
        const toNearestEdge = Math.min(longitude % 30, 30 - (longitude % 30));
        expect(positionOf(longitude).nearBoundary).toBe(toNearestEdge <= NEAR_BOUNDARY_DEGREES);
      }),
    );
  });
});

describe('normaliseDegrees', () => {
  it('leaves angles already in [0, 360) alone, even a hair under 360°', () => {
    expect(normaliseDegrees(359.99999999999994)).toBe(359.99999999999994);
    expect(normaliseDegrees(0)).toBe(0);
  });

  it('folds a tiny negative angle to 0°, not to 360°', () => {
    expect(normaliseDegrees(-1e-20)).toBe(0);
  });

  it('folds any angle into [0, 360) without changing its direction', () => {
    fc.assert(
      fc.property(anyAngleArb, (angle) => {
        const folded = normaliseDegrees(angle);
        expect(folded).toBeGreaterThanOrEqual(0);
        expect(folded).toBeLessThan(360);
        expect(Math.cos(((folded - angle) * Math.PI) / 180)).toBeCloseTo(1, 9);
      }),
    );
  });
});

describe('phaseOf', () => {
  it.each([
    [0, 'new-moon'],
    [337.5, 'new-moon'],
    [22.4999, 'new-moon'],
    [22.5, 'waxing-crescent'],
    [90, 'first-quarter'],
    [135, 'waxing-gibbous'],
    [157.5, 'full-moon'],
    [202.4999, 'full-moon'],
    [202.5, 'waning-gibbous'],
    [270, 'last-quarter'],
    [337.4999, 'waning-crescent'],
  ] as const)('names elongation %s° %s', (elongation, phase) => {
    expect(phaseOf(elongation)).toBe(phase);
  });

  it('the phase sector agrees with the elongation: its centre lies within 22.5°', () => {
    fc.assert(
      fc.property(longitudeArb, (elongation) => {
        const centre = MOON_PHASES.indexOf(phaseOf(elongation)) * PHASE_SECTOR_DEGREES;
        expect(circularDistance(elongation, centre)).toBeLessThanOrEqual(PHASE_SECTOR_DEGREES / 2);
      }),
    );
  });

  it('names an elongation a hair under a sector edge by the sector it is in', () => {
    expect(phaseOf(247.49999999999997)).toBe('waning-gibbous');
    expect(phaseOf(22.499999999999996)).toBe('new-moon');
  });

  it('the phase names follow the cycle in order as the elongation grows from 0° to 360°', () => {
    // New moon holds both ends of the range: counted 0 below 22.5° and 8 from 337.5°.
    const cycleRank = (elongation: number) => phaseIndexOf(elongation) + (elongation >= 337.5 ? 8 : 0);
    fc.assert(
      fc.property(longitudeArb, longitudeArb, (a, b) => {
        fc.pre(a <= b);
        expect(cycleRank(a)).toBeLessThanOrEqual(cycleRank(b));
      }),
      { examples: [[44.99999999999997, 359.99999999999994]] },
    );
  });
});

describe('the rule texts for the site', () => {
  it('the phase rule text states the bounds that phaseOf applies', () => {
    MOON_PHASES.forEach((phase, index) => {
      const start = normaliseDegrees(index * PHASE_SECTOR_DEGREES - PHASE_SECTOR_DEGREES / 2);
      const end = normaliseDegrees(index * PHASE_SECTOR_DEGREES + PHASE_SECTOR_DEGREES / 2);
      const statement = `${phase.replace('-', ' ')} (covers )?${start}° to ${end}°`.replaceAll('.', '\\.');
      expect(PHASE_RULE_TEXT).toMatch(new RegExp(statement));
      expect(phaseOf(start)).toBe(phase);
    });
  });

  it('the sign rule text states 30° signs from 0° Aries and the 1° boundary flag', () => {
    expect(SIGN_RULE_TEXT).toContain('twelve signs of 30° each');
    expect(SIGN_RULE_TEXT).toContain('0° Aries');
    expect(SIGN_RULE_TEXT).toContain(`within ${NEAR_BOUNDARY_DEGREES}° of the edge`);
  });
});
