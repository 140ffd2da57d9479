import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accuracyNote } from '../../domain/reports';
import { FIGURES_PATH } from '../../scripts/accuracy';

/**
 * The reports' end matter describes the /accuracy page in words, without its figures (ADR 047).
 * This holds those words to the figures the page is made from, so measuring again on another
 * sample cannot leave the reports saying something the page does not.
 */
describe('the reports’ note on accuracy', () => {
  const figures = JSON.parse(readFileSync(FIGURES_PATH, 'utf8')) as {
    reference: { sample: { births: number; eventYears: [number, number] } };
    lunations: { matched: number };
    eclipses: { matched: number };
  };
  const note = accuracyNote('https://moonwise.example');
  const text = note.kind === 'paragraph' ? note.text : '';

  it('says what the page measured: charts for a few hundred births, thirty years of lunations and eclipses', () => {
    expect(text).toContain('charts for a few hundred sample births');
    expect(figures.reference.sample.births).toBeGreaterThanOrEqual(200);
    expect(figures.reference.sample.births).toBeLessThan(1000);
    expect(text).toContain('thirty years of new and full moons and eclipses');
    const [from, until] = figures.reference.sample.eventYears;
    expect(until - from).toBe(30);
    expect(figures.lunations.matched).toBeGreaterThan(0);
    expect(figures.eclipses.matched).toBeGreaterThan(0);
  });
});
