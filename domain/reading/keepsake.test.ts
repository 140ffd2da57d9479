import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOON_PHASES, ZODIAC_SIGNS } from '../sky';
import { readingContent } from './content';
import { birthMoonOf, firstSentence, herLine, isWaxingAt, litFractionAt, shareLine } from './keepsake';

describe('the birth Moon drawn from the stored elongation', () => {
  it('is dark at new moon, half lit at the quarters and full at full moon', () => {
    expect(litFractionAt(0)).toBeCloseTo(0, 6);
    expect(litFractionAt(90)).toBeCloseTo(0.5, 6);
    expect(litFractionAt(180)).toBeCloseTo(1, 6);
    expect(litFractionAt(270)).toBeCloseTo(0.5, 6);
  });

  it('the lit fraction always lies between 0 and 1', () => {
    fc.assert(fc.property(fc.double({ min: -720, max: 720, noNaN: true }), (angle) => litFractionAt(angle) >= 0 && litFractionAt(angle) <= 1));
  });

  it('waxes from new to full and wanes after', () => {
    expect([10, 179.9, 180, 359, -10, 370].map(isWaxingAt)).toEqual([true, true, false, false, false, true]);
  });

  it('names the phase the reading names', () => {
    const moon = birthMoonOf({ phaseAtBirth: { phase: 'waxing-gibbous', name: 'Waxing Gibbous', elongation: 135 } as never });
    expect(moon).toMatchObject({ phase: 'waxing-gibbous', phaseName: 'Waxing Gibbous', waxing: true });
    expect(moon.illumination).toBeCloseTo(0.854, 3);
  });
});

describe('the lines a reading and a share show', () => {
  it('her line is the first sentence of her Moon sign', () => {
    expect(firstSentence('You feel safe. Then more. ')).toBe('You feel safe.');
    expect(firstSentence('One sentence without a stop')).toBe('One sentence without a stop');
    expect(herLine({ moonSign: { essence: readingContent.moonSigns.libra.essence } as never })).toBe(
      'You feel most at ease when things between people are fair and kind.',
    );
  });

  it('a share line names the sign and phase and nothing personal', () => {
    expect(shareLine('libra', 'waxing-gibbous', readingContent)).toBe(
      'A Libra Moon born under a Waxing Gibbous Moon: gracious, fair-minded, relational and peace-seeking.',
    );
  });

  it('every sign and phase has a share line that is one short paragraph', () => {
    for (const sign of ZODIAC_SIGNS) {
      for (const phase of MOON_PHASES) {
        const line = shareLine(sign, phase, readingContent);
        expect(line.length, `${sign} ${phase}`).toBeLessThan(160);
        expect(line).not.toMatch(/\d/);
      }
    }
  });
});
