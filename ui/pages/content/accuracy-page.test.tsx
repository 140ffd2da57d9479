// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import figures from './accuracy-figures.json';
import { AccuracyPage, arcText, dateText, latitudeText, periodText } from './accuracy-page';

afterEach(cleanup);

describe('the accuracy page', () => {
  it('writes arc-seconds as a reader expects them', () => {
    expect(arcText(4.4)).toBe('4.4″');
    expect(arcText(0)).toBe('0″');
    expect(arcText(75)).toBe('1′ 15″');
    expect(arcText(150)).toBe('2′ 30″');
  });

  it('writes dates, stretches of dates and latitudes briefly', () => {
    expect(dateText('2027-02-07')).toBe('7 Feb 2027');
    expect(periodText({ from: '2027-01-01', until: '2027-01-14' })).toBe('1–14 Jan 2027');
    expect(periodText({ from: '2027-03-20', until: '2027-04-02' })).toBe('20 Mar – 2 Apr 2027');
    expect(periodText({ from: '2026-12-01', until: '2027-01-04' })).toBe('1 Dec 2026 – 4 Jan 2027');
    expect(latitudeText(69.6492)).toBe('69.6° N');
    expect(latitudeText(-54.8019)).toBe('54.8° S');
  });

  it('shows every measured quantity from the committed figures, with its largest difference', () => {
    render(
      <MemoryRouter>
        <AccuracyPage />
      </MemoryRouter>,
    );
    const planets = screen.getByRole('table', { name: /Planets and the node/ });
    for (const m of figures.positions) {
      const row = within(planets).getByRole('row', { name: new RegExp(`^${m.label}`) });
      expect(row.textContent).toContain(arcText(m.max));
    }
    const angles = screen.getByRole('table', { name: /Ascendant, Midheaven/ });
    expect(within(angles).getAllByRole('row')).toHaveLength(1 + figures.angles.length + 1);
    expect(screen.getByRole('table', { name: /New and full moons/ }).textContent).toContain(`${figures.lunations.measure.max} s`);
    expect(screen.getByRole('table', { name: /Greatest eclipse/ }).textContent).toContain(`${figures.eclipses.measure.max} s`);
    expect(screen.getByText(/NASA’s eclipse catalogue .* could not be fetched where these figures were made/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How we calculate' }).getAttribute('href')).toBe('/how-we-calculate');
  });

  it('publishes moonrise and moonset from the committed figures: the measures, the places, the days without either, and the reference it was', () => {
    render(
      <MemoryRouter>
        <AccuracyPage />
      </MemoryRouter>,
    );
    const { riseSet } = figures;
    const measures = screen.getByRole('table', { name: /Moonrise and moonset: Moonwise against the Swiss Ephemeris/ });
    for (const m of riseSet.measures) {
      const row = within(measures).getByRole('row', { name: new RegExp(`^${m.label}`) });
      expect(row.textContent).toContain(`${m.median} s`);
      expect(row.textContent).toContain(`${m.p95} s`);
      expect(row.textContent).toContain(`${m.max} s`);
      expect(row.textContent).toContain(String(m.count));
    }
    const places = screen.getByRole('table', { name: /Where and when moonrise and moonset were compared/ });
    expect(within(places).getAllByRole('row')).toHaveLength(1 + riseSet.places.length);
    for (const p of riseSet.places) {
      const row = within(places).getByRole('row', { name: new RegExp(`^${p.place}`) });
      expect(row.textContent).toContain(latitudeText(p.lat));
      for (const period of p.periods) expect(row.textContent).toContain(periodText(period));
      expect(row.textContent).toContain(`${p.max} s`);
    }

    // The page's sections are headings in one prose column: read the column's text.
    const heading = screen.getByRole('heading', { name: 'Moonrise and moonset', level: 2 });
    const text = (heading.parentElement?.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(`on ${riseSet.rows} days in all`);
    expect(text).toContain(`compared the ${riseSet.instants} times`);
    expect(text).toContain(`On ${riseSet.bothNoRise} days both say there was no moonrise, and on ${riseSet.bothNoSet} both say there was no moonset`);
    expect(riseSet.disagreements).toEqual([]);
    expect(text).toContain('There is no day where one gives a time and the other says there was none.');
    expect(text).toMatch(/upper limb.*34′.*sea level/);
    expect(text).toContain('The reference is the Swiss Ephemeris, not the US Naval Observatory.');
    expect(text).toMatch(/USNO’s tables could not be fetched/);
    expect(text).toContain(`Our target is agreement with the US Naval Observatory’s tables within ${riseSet.targetSeconds / 60} minutes`);
    expect(screen.getByRole('list', { name: 'In short' }).textContent).toContain(`Moonrise and moonset agree within ${riseSet.measures.find((m) => m.key === 'rise-and-set')?.max} seconds`);
  });
});
