import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS } from '../astro/astro.types';
import { signArb } from '../../../tests/support/reading-arbitraries';
import { areOppositeSigns, degreeText, elementOf, modalityOf, nearestNeighbourSign, nextSign, previousSign, signName } from './zodiac';

const degreeArb = fc.double({ min: 0, max: 30, maxExcluded: true, noNaN: true });

describe('the zodiac facts', () => {
  it('gives the fire signs, the earth signs and the rest their traditional elements', () => {
    expect(['aries', 'leo', 'sagittarius'].map((sign) => elementOf(sign as never))).toEqual(['fire', 'fire', 'fire']);
    expect(['taurus', 'virgo', 'capricorn'].map((sign) => elementOf(sign as never))).toEqual(['earth', 'earth', 'earth']);
    expect(['gemini', 'libra', 'aquarius'].map((sign) => elementOf(sign as never))).toEqual(['air', 'air', 'air']);
    expect(['cancer', 'scorpio', 'pisces'].map((sign) => elementOf(sign as never))).toEqual(['water', 'water', 'water']);
  });

  it('gives the cardinal, fixed and mutable signs their modalities', () => {
    expect(['aries', 'cancer', 'libra', 'capricorn'].map((sign) => modalityOf(sign as never))).toEqual(Array(4).fill('cardinal'));
    expect(['taurus', 'leo', 'scorpio', 'aquarius'].map((sign) => modalityOf(sign as never))).toEqual(Array(4).fill('fixed'));
    expect(['gemini', 'virgo', 'sagittarius', 'pisces'].map((sign) => modalityOf(sign as never))).toEqual(Array(4).fill('mutable'));
  });

  it('wraps round from Pisces to Aries', () => {
    expect(nextSign('pisces')).toBe('aries');
    expect(previousSign('aries')).toBe('pisces');
  });

  it('next and previous sign undo each other', () => {
    fc.assert(fc.property(signArb, (sign) => previousSign(nextSign(sign)) === sign && nextSign(previousSign(sign)) === sign));
  });

  it('pairs each sign with exactly one opposite, six signs on', () => {
    fc.assert(
      fc.property(signArb, (sign) => {
        const opposites = ZODIAC_SIGNS.filter((other) => areOppositeSigns(sign, other));
        expect(opposites).toHaveLength(1);
        expect(elementOf(opposites[0]!)).not.toBe(elementOf(sign));
      }),
    );
  });

  it('writes a sign with a capital letter', () => {
    expect(signName('sagittarius')).toBe('Sagittarius');
  });

  it('finds the neighbour across the nearer edge', () => {
    expect(nearestNeighbourSign('leo', 0.4)).toBe('cancer');
    expect(nearestNeighbourSign('leo', 29.7)).toBe('virgo');
  });
});

describe('degreeText', () => {
  it('prints degrees and arc minutes the way an ephemeris does', () => {
    expect(degreeText('libra', 14.37)).toBe('14°22′ Libra');
    expect(degreeText('aries', 0)).toBe('0°00′ Aries');
  });

  it('never rounds a position into the next sign', () => {
    expect(degreeText('virgo', 29.9999)).toBe('29°59′ Virgo');
  });

  it('shows the whole degrees of the position', () => {
    fc.assert(fc.property(signArb, degreeArb, (sign, degree) => degreeText(sign, degree).startsWith(`${Math.floor(degree)}°`)));
  });

  it('always shows minutes from 00 to 59', () => {
    fc.assert(
      fc.property(signArb, degreeArb, (sign, degree) => {
        const minutes = Number(/°(\d\d)′/.exec(degreeText(sign, degree))?.[1]);
        return minutes >= 0 && minutes <= 59;
      }),
    );
  });
});
