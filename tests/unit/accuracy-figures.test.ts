import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createZoneRules } from '../../adapters/zone-rules';
import { FIGURES_PATH, computeFigures, figuresText, readReference, readRiseSetReference } from '../../scripts/accuracy';

/**
 * The /accuracy page publishes figures that `npm run accuracy` measures against the shipped
 * Swiss Ephemeris references (ADR 047): births, lunations and eclipses, and moonrise and moonset. This fails when the sky engine, the zone data or the
 * reference changed since: run the script again and commit what it writes.
 */
describe('the accuracy figures', () => {
  it('are what the current engine measures against the reference (else run npm run accuracy)', () => {
    const { rules } = createZoneRules();
    const fresh = figuresText(computeFigures(readReference(), readRiseSetReference(), rules));
    expect(readFileSync(FIGURES_PATH, 'utf8')).toBe(fresh);
  }, 60_000);

  it('cover a few hundred births, polar ones among them, and every reference lunation and eclipse', () => {
    const reference = readReference();
    expect(reference.births.length).toBeGreaterThanOrEqual(300);
    expect(reference.births.some((b) => Math.abs(b.lat) > 66.6 && b.placidus === null)).toBe(true);
    const years = reference.births.map((b) => Number(b.date.slice(0, 4)));
    expect(Math.min(...years)).toBeLessThan(1910);
    expect(Math.max(...years)).toBeGreaterThan(2020);
    expect(new Set(reference.births.map((b) => b.zone)).size).toBeGreaterThan(30);
    expect(reference.sources.ephemeris).toMatch(/Swiss Ephemeris/);
    const figures = JSON.parse(readFileSync(FIGURES_PATH, 'utf8')) as ReturnType<typeof computeFigures>;
    expect(figures.lunations.unmatched).toBe(0);
    expect(figures.eclipses.matched).toBe(reference.eclipses.length);
  });

  it('compare every moonrise and moonset reference row, polar days without a rise or a set among them, and no day where one side says none', () => {
    const riseSet = readRiseSetReference();
    const figures = JSON.parse(readFileSync(FIGURES_PATH, 'utf8')) as ReturnType<typeof computeFigures>;
    expect(riseSet.source).toMatch(/Swiss Ephemeris/);
    expect(figures.riseSet.rows).toBe(riseSet.rows.length);
    const withRise = riseSet.rows.filter((row) => row.moonrise !== null).length;
    const withSet = riseSet.rows.filter((row) => row.moonset !== null).length;
    expect(figures.riseSet.instants).toBe(withRise + withSet);
    expect(figures.riseSet.bothNoRise).toBe(riseSet.rows.length - withRise);
    expect(figures.riseSet.bothNoSet).toBe(riseSet.rows.length - withSet);
    expect(figures.riseSet.disagreements).toEqual([]);
    expect(figures.riseSet.withinTarget).toBe(figures.riseSet.instants);
    expect(figures.riseSet.places.some((p) => p.lat > 66.6 && p.bothNoRise > 0 && p.bothNoSet > 0)).toBe(true);
    expect(figures.riseSet.places.reduce((days, p) => days + p.days, 0)).toBe(riseSet.rows.length);
  });
});
