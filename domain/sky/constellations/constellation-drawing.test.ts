import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZODIAC_SIGNS } from '../astro/astro.types';
import { CONSTELLATIONS } from './constellation-stars';
import { drawConstellation, starRadius } from './constellation-drawing';

const boxArb = fc.record({
  width: fc.integer({ min: 40, max: 400 }),
  height: fc.integer({ min: 40, max: 400 }),
  margin: fc.integer({ min: 0, max: 12 }),
});

const drawn = (sign: (typeof ZODIAC_SIGNS)[number]) => {
  const drawing = drawConstellation(CONSTELLATIONS[sign]);
  return (label: string) => drawing.stars.find((star) => star.label === label)!;
};

describe('the constellation table', () => {
  it.each(ZODIAC_SIGNS)('%s: stars are named once, every line joins two of its stars, and every star is on a line', (sign) => {
    const { stars, lines } = CONSTELLATIONS[sign];
    const labels = stars.map((star) => star.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const [from, to] of lines) {
      expect(labels).toContain(from);
      expect(labels).toContain(to);
      expect(from).not.toBe(to);
    }
    const joined = new Set(lines.flat());
    // Taurus's Pleiades (η, Alcyone) stand alone, as on the charts.
    expect(labels.filter((label) => !joined.has(label))).toEqual(sign === 'taurus' ? ['η'] : []);
  });

  it.each(ZODIAC_SIGNS)('%s: positions are real sky positions near the ecliptic', (sign) => {
    for (const { ra, dec, mag } of CONSTELLATIONS[sign].stars) {
      expect(ra).toBeGreaterThanOrEqual(0);
      expect(ra).toBeLessThan(360);
      expect(Math.abs(dec)).toBeLessThan(45);
      expect(mag).toBeLessThan(6.5);
    }
  });
});

describe('drawing a constellation', () => {
  it('keeps every star, with its dot, inside any box', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZODIAC_SIGNS), boxArb, (sign, box) => {
        const drawing = drawConstellation(CONSTELLATIONS[sign], box);
        expect(drawing.stars).toHaveLength(CONSTELLATIONS[sign].stars.length);
        for (const { x, y, r } of drawing.stars) {
          expect(x - r).toBeGreaterThanOrEqual(-0.1);
          expect(y - r).toBeGreaterThanOrEqual(-0.1);
          expect(x + r).toBeLessThanOrEqual(box.width + 0.1);
          expect(y + r).toBeLessThanOrEqual(box.height + 0.1);
        }
      }),
    );
  });

  it.each(ZODIAC_SIGNS)('%s: every line joins two drawn stars, and the figure fills the box one way', (sign) => {
    const drawing = drawConstellation(CONSTELLATIONS[sign]);
    for (const [a, b] of drawing.lines) {
      expect(drawing.stars[a]).toBeDefined();
      expect(drawing.stars[b]).toBeDefined();
    }
    const xs = drawing.stars.map((star) => star.x);
    const ys = drawing.stars.map((star) => star.y);
    const spread = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
    expect(spread).toBeGreaterThan(100 - 2 * (6 + 3.2) - 1);
  });

  it('draws north up and east to the left, as a star chart does', () => {
    const leo = drawn('leo');
    // Denebola (β) lies east of Regulus (α); Algieba (γ¹) north of Regulus.
    expect(leo('β').x).toBeLessThan(leo('α').x);
    expect(leo('γ¹').y).toBeLessThan(leo('α').y);
    const scorpius = drawn('scorpio');
    // Antares stands north of Shaula, in the tail.
    expect(scorpius('α').y).toBeLessThan(scorpius('λ').y);
  });

  it('draws Pisces, which straddles 0h of right ascension, in one piece', () => {
    const drawing = drawConstellation(CONSTELLATIONS.pisces);
    const pisces = drawn('pisces');
    // The circlet (γ, near 23h) is west of Alrescha (α, near 2h): on the right.
    expect(pisces('γ').x).toBeGreaterThan(pisces('α').x);
    expect(Math.max(...drawing.stars.map((star) => star.x))).toBeLessThanOrEqual(100);
  });

  it.each(ZODIAC_SIGNS)('%s: keeps the sky’s proportions (distances on the picture follow the angles on the sky within 15%%)', (sign) => {
    const figure = CONSTELLATIONS[sign];
    const drawing = drawConstellation(figure);
    const DEG = Math.PI / 180;
    const separation = (i: number, j: number) => {
      const a = figure.stars[i]!;
      const b = figure.stars[j]!;
      const cos = Math.sin(a.dec * DEG) * Math.sin(b.dec * DEG) + Math.cos(a.dec * DEG) * Math.cos(b.dec * DEG) * Math.cos((a.ra - b.ra) * DEG);
      return Math.acos(Math.min(1, cos));
    };
    const distance = (i: number, j: number) => Math.hypot(drawing.stars[i]!.x - drawing.stars[j]!.x, drawing.stars[i]!.y - drawing.stars[j]!.y);
    const [first, ...rest] = drawing.lines;
    const unit = distance(...first!) / separation(...first!);
    for (const [a, b] of rest) {
      const ratio = distance(a, b) / separation(a, b) / unit;
      expect(ratio).toBeGreaterThan(0.85);
      expect(ratio).toBeLessThan(1.15);
    }
  });

  it('refuses a figure whose line names a missing star', () => {
    expect(() => drawConstellation({ name: 'Broken', stars: [{ label: 'α', hr: 1, ra: 10, dec: 0, mag: 1 }], lines: [['α', 'β']] })).toThrow(
      /Broken/,
    );
  });

  it('draws brighter stars bigger, within bounds', () => {
    expect(starRadius(0)).toBeGreaterThan(starRadius(3));
    expect(starRadius(-1.5)).toBe(3.2);
    expect(starRadius(6)).toBe(1.2);
  });
});
