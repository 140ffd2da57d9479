import { describe, expect, it } from 'vitest';
import { createZoneRules } from '../../../adapters/zone-rules';
import { documentWords, maxPageOverlap, pageTexts } from '../../../tests/support/report-text';
import { houseOf, localToUtc, natalChartAt, skyAt, type Lunation } from '../../sky';
import { lunationTexts } from '../texts/sign-texts';
import { lunationSecondTexts, lunarReturnTexts } from '../texts/lunar-texts';
import { contextFor } from './context';
import { ordinal, signName } from './format';
import { contactPhrase } from './lunar-pages';
import { lunationContacts, wholeSignHouseFrom } from './lunar-contacts';
import { lunationLongitude } from './pieces';
import { progressedAt, progressedInstant, progressedPhaseOf, progressedSignChange, TROPICAL_YEAR_DAYS } from './progressed-moon';
import { MAX_PAGES } from './report-document';
import { prepareReport, type Block, type ReportDocument, type ReportOrder } from './';

const FROM = Date.UTC(2026, 10, 24, 9, 0);
const { rules } = createZoneRules();
type Birth = ReportOrder['birth'];

const BIRTHS: Record<string, Birth> = {
  lisbon: { date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } },
  chicago: { date: '1985-11-03', time: null, place: { label: 'Chicago, United States', lat: 41.88, lng: -87.63, zone: 'America/Chicago' } },
  reykjavik: { date: '1950-01-15', time: '23:30', place: { label: 'Reykjavik, Iceland', lat: 64.15, lng: -21.94, zone: 'Atlantic/Reykjavik' } },
  tromso: { date: '1978-06-21', time: '04:10', place: { label: 'Tromsø, Norway', lat: 69.65, lng: 18.96, zone: 'Europe/Oslo' } },
  sydney: { date: '2001-09-30', time: '17:45', place: { label: 'Sydney, Australia', lat: -33.87, lng: 151.21, zone: 'Australia/Sydney' } },
};

const prepared = (birth: Birth) => {
  const made = prepareReport(rules, { type: 'lunar', name: 'Ana', birth, siteUrl: 'https://moonwise.example' }, FROM);
  if (!made.ok) throw new Error(made.error);
  return made.document;
};
const chartOf = (birth: Birth) => {
  const resolved = localToUtc(rules, { date: birth.date, time: birth.time, zone: birth.place.zone, longitude: birth.place.lng });
  if (!resolved.ok) throw new Error(resolved.error.message);
  return natalChartAt({ utcMs: resolved.utcMs, lat: birth.place.lat, lng: birth.place.lng, timeKnown: birth.time !== null });
};
const docs = Object.fromEntries(Object.entries(BIRTHS).map(([key, birth]) => [key, prepared(birth)])) as Record<string, ReportDocument>;
const textOfPage = (blocks: readonly Block[]): string => blocks.map((b) => ('text' in b ? b.text : b.kind === 'facts' ? b.rows.map((r) => `${r.label}: ${r.value}`).join(' ') : '')).join(' ');
const lunationPagesOf = (doc: ReportDocument) => doc.sections.find((s) => s.id === 'lunations')!.pages;

// Every natal point a page can name in a contact sentence, by the verbs contactPhrase uses.
const NAMED = /(falls on|is opposite|squares|makes a trine to|makes a sextile to) your (natal Sun|natal Moon|Ascendant|natal Mercury|natal Venus|natal Mars) \((?:less than a degree away|within a degree of exact|\d+° away|\d+° from exact)\)/g;

describe.each(Object.keys(BIRTHS))('the Lunar Report for the %s birth', (key) => {
  const doc = docs[key]!;
  const birth = BIRTHS[key]!;
  const chart = chartOf(birth);
  const lunations = contextFor(
    { type: 'lunar', name: 'Ana', birth: { date: birth.date, time: birth.time, placeLabel: birth.place.label ?? '', utcMs: chart.utcMs, lat: birth.place.lat, lng: birth.place.lng, zone: birth.place.zone, localDay: null }, fromUtcMs: FROM, siteUrl: 'https://moonwise.example' },
    rules,
  ).ahead.lunations;

  it('holds at least 8,200 words of its own, with no two pages sharing more than 60% of their five-word runs', () => {
    expect(documentWords(doc, ['synthesis'])).toBeGreaterThanOrEqual(8200);
    const worst = maxPageOverlap(doc)!;
    expect(worst.overlap, `pages ${worst.a.page} and ${worst.b.page}`).toBeLessThanOrEqual(0.6);
  });

  it('holds the synthesis opening, the wheel, the Moon in depth and a journaling page within 55 pages', () => {
    expect(doc.pageCount).toBeLessThanOrEqual(MAX_PAGES);
    expect(doc.pageCount).toBeGreaterThanOrEqual(45);
    expect(doc.sections.find((s) => s.id === 'moon')!.pages.length).toBeGreaterThanOrEqual(3);
    expect(doc.sections.find((s) => s.id === 'journal')!.pages.length).toBeGreaterThanOrEqual(1);
    expect(doc.sections.find((s) => s.id === 'progressed')!.pages).toHaveLength(1);
  });

  it('gives each lunation one page naming exactly the natal contacts the chart code finds within 8°', () => {
    const pages = lunationPagesOf(doc);
    expect(pages).toHaveLength(lunations.length);
    pages.forEach((page, i) => {
      const lunation = lunations[i]!;
      const text = textOfPage(page.blocks);
      const contacts = lunationContacts(lunationLongitude(lunation), chart);
      for (const contact of contacts) expect(text).toContain(contactPhrase(contact));
      expect([...text.matchAll(NAMED)]).toHaveLength(contacts.length);
      if (contacts.length === 0) expect(text).toContain('makes no close contact');
    });
  });

  it('reads each lunation in her house: the chart’s with a birth time, counted from her Moon sign without one', () => {
    lunationPagesOf(doc).forEach((page, i) => {
      const longitude = lunationLongitude(lunations[i]!);
      const facts = page.blocks.find((b): b is Extract<Block, { kind: 'facts' }> => b.kind === 'facts')!;
      const expected = chart.houses
        ? `your ${ordinal(houseOf(longitude, chart.houses.cusps))} house`
        : `${ordinal(wholeSignHouseFrom(chart.bodies.moon.longitude, longitude))} from your Moon sign`;
      expect(facts.rows.find((r) => r.label === 'Where')!.value).toMatch(new RegExp(`, ${expected}$`));
    });
  });

  it('says when a lunation falls in her Moon, Sun or rising sign, and only then', () => {
    lunationPagesOf(doc).forEach((page, i) => {
      const lunation = lunations[i]!;
      const text = textOfPage(page.blocks);
      expect(text.includes("your Moon's own sign")).toBe(lunation.sign === chart.bodies.moon.sign);
      expect(text.includes('your Sun sign')).toBe(lunation.sign === chart.bodies.sun.sign);
      expect(text.includes('your rising sign')).toBe(lunation.sign === chart.ascendant?.sign);
    });
  });

  it('gives the second lunation of a kind in one sign its own texts, and says which came first', () => {
    const firsts = new Map<string, Lunation>();
    lunationPagesOf(doc).forEach((page, i) => {
      const lunation = lunations[i]!;
      const key = `${lunation.kind}-${lunation.sign}`;
      const text = textOfPage(page.blocks);
      const texts = lunation.kind === 'new-moon' ? 'newMoon' : 'fullMoon';
      const [mine, other] = firsts.has(key) ? [lunationSecondTexts, lunationTexts] : [lunationTexts, lunationSecondTexts];
      // The sign's theme is on every page but the section's first, which shares its room with the section's opening.
      if (i > 0) expect(text).toContain(mine[texts][lunation.sign].theme);
      expect(text).not.toContain(other[texts][lunation.sign].theme);
      expect(text).not.toContain(other[texts][lunation.sign].practice);
      if (firsts.has(key)) {
        expect(text).toContain(`This is the second ${lunation.kind === 'new-moon' ? 'New' : 'Full'} Moon in ${signName(lunation.sign)} of your year`);
      } else firsts.set(key, lunation);
    });
    // The year of 26 lunations from late November 2026 holds two Full Moons in Scorpio and two New Moons in Sagittarius.
    expect(firsts.size).toBeLessThan(lunations.length);
  });

  it('writes a paragraph for each lunar return, by the Sun’s sign or, when that sign comes round again, the Moon’s phase', () => {
    const returns = doc.sections.find((s) => s.id === 'returns')!;
    const text = returns.pages.map((p) => textOfPage(p.blocks)).join(' ');
    const seen = new Set<string>();
    const returnsAhead = contextFor(
      { type: 'lunar', name: 'Ana', birth: { date: birth.date, time: birth.time, placeLabel: birth.place.label ?? '', utcMs: chart.utcMs, lat: birth.place.lat, lng: birth.place.lng, zone: birth.place.zone, localDay: null }, fromUtcMs: FROM, siteUrl: 'https://moonwise.example' },
      rules,
    ).ahead.lunarReturns!;
    expect(returnsAhead.length).toBeGreaterThanOrEqual(12);
    for (const utcMs of returnsAhead) {
      const sky = skyAt(utcMs);
      expect(text).toContain(seen.has(sky.sun.sign) ? lunarReturnTexts.phases[sky.phase.name] : lunarReturnTexts.sunSigns[sky.sun.sign]);
      seen.add(sky.sun.sign);
    }
    expect(returns.pages.length).toBeLessThanOrEqual(3);
  });
});

describe('the progressed Moon', () => {
  it('progresses a day for a year: the Lisbon birth of 12 April 1990, 08:30, read on 24 November 2026', () => {
    const chart = chartOf(BIRTHS.lisbon!);
    const progressed = progressedAt(chart.utcMs, FROM);
    // Born 07:30 UTC (Lisbon kept summer time, UTC+1); 36.62 years of age: 36 days and 0.62 × 24 = 14.9 hours later, 18 May 1990 about 22:25 UTC.
    expect(new Date(chart.utcMs).toISOString()).toBe('1990-04-12T07:30:00.000Z');
    expect(progressed.ageYears).toBeCloseTo(36.62, 2);
    expect(new Date(progressedInstant(chart.utcMs, FROM)).toISOString().slice(0, 13)).toBe('1990-05-18T22');
    // The Sun moves just under a degree a day in spring: about 36° on from 22° Aries, late Taurus.
    expect(chart.bodies.sun.sign).toBe('aries');
    expect(progressed.sun.sign).toBe('taurus');
    expect(progressed.sun.longitude - chart.bodies.sun.longitude).toBeGreaterThan(34);
    expect(progressed.sun.longitude - chart.bodies.sun.longitude).toBeLessThan(37);
    // The Moon moves 12° to 15° a day: 36.6 days carry it 440° to 550° on, one to one and a half turns.
    const beyondOneTurn = (((progressed.moon.longitude - chart.bodies.moon.longitude) % 360) + 360) % 360;
    expect(beyondOneTurn).toBeGreaterThan(440 - 360);
    expect(beyondOneTurn).toBeLessThan(550 - 360);
    expect(progressed.moon.sign).toBe('pisces');
    expect(progressed.phase).toBe(progressedPhaseOf(progressed.moon.longitude - progressed.sun.longitude));
    expect(progressed.phase).toBe('last-quarter');
  });

  it('names the eight progressed phases by 45° of the Moon’s lead on the Sun', () => {
    expect([0, 44.9, 45, 100, 170, 180, 230, 280, 300, 359.9, -10].map(progressedPhaseOf)).toEqual([
      'new',
      'new',
      'crescent',
      'first-quarter',
      'gibbous',
      'full',
      'disseminating',
      'last-quarter',
      'last-quarter',
      'balsamic',
      'balsamic',
    ]);
  });

  it('finds the instant the progressed Moon changes sign within the year, to within an hour of life', () => {
    const chart = chartOf(BIRTHS.lisbon!);
    const year = TROPICAL_YEAR_DAYS * 86_400_000;
    // Over three years the progressed Moon (about 13° a year) must cross a sign edge.
    const change = progressedSignChange(chart.utcMs, FROM, FROM + 3 * year);
    expect(change).not.toBeNull();
    expect(progressedAt(chart.utcMs, change! - 3_600_000).moon.sign).not.toBe(progressedAt(chart.utcMs, change!).moon.sign);
  });

  it('shows the progressed Moon’s sign, house and phase on its page', () => {
    const chart = chartOf(BIRTHS.lisbon!);
    const progressed = progressedAt(chart.utcMs, FROM);
    const page = docs.lisbon!.sections.find((s) => s.id === 'progressed')!.pages[0]!;
    const facts = page.blocks.find((b): b is Extract<Block, { kind: 'facts' }> => b.kind === 'facts')!;
    expect(facts.rows[0]!.value).toContain(`${signName(progressed.moon.sign)}, ${ordinal(houseOf(progressed.moon.longitude, chart.houses!.cusps))} house`);
    expect(facts.rows[2]!.value).toMatch(/^Last quarter/);
  });
});

describe('the journaling pages of a Lunar Report', () => {
  it('are counted in the page text as their prompts only', () => {
    const journal = pageTexts(docs.lisbon!).filter((p) => p.sectionId === 'journal');
    expect(journal.length).toBeGreaterThanOrEqual(1);
  });
  it.each(Object.keys(BIRTHS))('close, for the %s birth, with the link to the site’s /accuracy page at the foot of the last page', (key) => {
    const doc = docs[key]!;
    const lastSection = doc.sections.at(-1)!;
    expect(lastSection.id).toBe('journal');
    const last = lastSection.pages.at(-1)!.blocks;
    expect(last.at(-1)).toEqual({ kind: 'paragraph', tone: 'note', text: expect.stringContaining('against the Swiss Ephemeris') });
    expect(textOfPage(last)).toContain('published at https://moonwise.example/accuracy');
    // The page gives up ruled lines for the note rather than running over, and keeps both prompts.
    expect(last.filter((b) => b.kind === 'ruled').length).toBe(2);
    for (const b of last) if (b.kind === 'ruled') expect(b.lines).toBeGreaterThanOrEqual(3);
  });
});
