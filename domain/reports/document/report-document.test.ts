import { describe, expect, it } from 'vitest';
import { natalChartAt } from '../../sky';
import { bodyHouseTexts } from '../texts/house-texts';
import { bodySignTexts, lunationTexts } from '../texts/sign-texts';
import { buildReportDocument, type Block, type ReportBirth, type ReportDocument, type ReportType } from './';

const FROM = Date.UTC(2026, 10, 24, 9, 0);

const lisbon: ReportBirth = { date: '1990-04-12', time: '08:30', placeLabel: 'Lisbon, Portugal', utcMs: Date.UTC(1990, 3, 12, 7, 30), lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' };
const chicagoNoTime: ReportBirth = { date: '1985-11-03', time: null, placeLabel: 'Chicago, United States', utcMs: Date.UTC(1985, 10, 3, 18, 0), lat: 41.88, lng: -87.63, zone: 'America/Chicago' };
const tokyo: ReportBirth = { date: '2001-07-30', time: '14:10', placeLabel: 'Tokyo, Japan', utcMs: Date.UTC(2001, 6, 30, 5, 10), lat: 35.68, lng: 139.69, zone: 'Asia/Tokyo' };
const tromso: ReportBirth = { date: '1995-12-10', time: '06:00', placeLabel: 'Tromsø, Norway', utcMs: Date.UTC(1995, 11, 10, 5, 0), lat: 69.65, lng: 18.96, zone: 'Europe/Oslo' };
const sydneyNoTime: ReportBirth = { date: '1972-01-15', time: null, placeLabel: 'Sydney, Australia', utcMs: Date.UTC(1972, 0, 15, 1, 0), lat: -33.87, lng: 151.21, zone: 'Australia/Sydney' };

const build = (type: ReportType, birth: ReportBirth, name = 'Ana Sofia') => buildReportDocument({ type, name, birth, fromUtcMs: FROM });
const blocksOf = (doc: ReportDocument, sectionId?: string): Block[] =>
  doc.sections.filter((s) => sectionId === undefined || s.id === sectionId).flatMap((s) => s.pages.flatMap((p) => p.blocks));
const entries = (doc: ReportDocument, sectionId?: string) => blocksOf(doc, sectionId).filter((b): b is Extract<Block, { kind: 'entry' }> => b.kind === 'entry');
const chartOf = (birth: ReportBirth) => natalChartAt({ utcMs: birth.utcMs, lat: birth.lat, lng: birth.lng, timeKnown: birth.time !== null });

describe('buildReportDocument', () => {
  const lunar = build('lunar', lisbon);
  const astrology = build('astrology', lisbon);

  it('opens the lunar report with a cover naming the visitor, then contents and its six sections', () => {
    expect(lunar.sections.map((s) => s.id)).toEqual(['cover', 'contents', 'moon', 'lunations', 'eclipses', 'returns', 'calendar', 'journal']);
    const cover = blocksOf(lunar, 'cover')[0];
    expect(cover).toMatchObject({ kind: 'cover', name: 'Ana Sofia', title: 'Your Lunar Report' });
  });

  it('opens the astrology report with the wheel, signs, houses, aspects, balance and the year ahead', () => {
    expect(astrology.sections.map((s) => s.id)).toEqual(['cover', 'contents', 'chart', 'signs', 'houses', 'aspects', 'balance', 'year', 'journal']);
    expect(blocksOf(astrology, 'chart').some((b) => b.kind === 'wheel')).toBe(true);
  });

  it('gives each of the 13 new and 13 full moons its own page, and a calendar page per month', () => {
    const lunations = lunar.sections.find((s) => s.id === 'lunations')!;
    expect(lunations.pages).toHaveLength(26);
    const calendar = lunar.sections.find((s) => s.id === 'calendar')!;
    expect(calendar.pages.map((p) => p.blocks[0]!.kind === 'month' && p.blocks[0].month.title)).toEqual(
      expect.arrayContaining(['November 2026', 'October 2027']),
    );
    expect(calendar.pages).toHaveLength(12);
  });

  it('numbers the contents by where each section starts in the model', () => {
    const contents = blocksOf(lunar, 'contents')[0]!;
    if (contents.kind !== 'contents') throw new Error('no contents');
    let page = 1;
    const starts = new Map(lunar.sections.map((s) => [s.id, (page += s.pages.length) - s.pages.length]));
    for (const entry of contents.entries) expect(entry.page).toBe(starts.get(entry.sectionId));
  });

  it.each([
    ['lunar', lisbon],
    ['lunar', chicagoNoTime],
    ['lunar', tokyo],
    ['lunar', tromso],
    ['lunar', sydneyNoTime],
    ['astrology', lisbon],
    ['astrology', chicagoNoTime],
    ['astrology', tokyo],
    ['astrology', tromso],
    ['astrology', sydneyNoTime],
  ] as const)('lays a %s report for %o out on 45 to 55 pages, with journaling pages', (type, birth) => {
    const doc = build(type, birth);
    expect(doc.pageCount).toBeGreaterThanOrEqual(45);
    expect(doc.pageCount).toBeLessThanOrEqual(55);
    expect(doc.sections.find((s) => s.id === 'journal')!.pages.length).toBeGreaterThanOrEqual(2);
  });

  it('reads the Moon, and every placement, from the visitor’s own chart', () => {
    const chart = chartOf(lisbon);
    const moonText = bodySignTexts.moon[chart.bodies.moon.sign].text;
    expect(entries(lunar, 'moon').map((e) => e.text)).toContain(moonText);
    expect(entries(lunar, 'moon').map((e) => e.text)).toContain(bodyHouseTexts.moon[String(chart.bodies.moon.house) as '1'].text);
    expect(entries(astrology, 'signs').map((e) => e.text)).toEqual(
      (['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const)
        .map((b) => bodySignTexts[b][chart.bodies[b].sign].text)
        .concat(bodySignTexts['true-node'][chart.bodies.trueNode.sign].text),
    );
  });

  it('gives two visitors different texts where their placements differ', () => {
    const other = build('astrology', tokyo, 'Kenji');
    const mine = chartOf(lisbon);
    const theirs = chartOf(tokyo);
    expect(mine.bodies.moon.sign).not.toBe(theirs.bodies.moon.sign);
    const moonText = (doc: ReportDocument) => entries(doc, 'signs')[1]!.text;
    expect(moonText(astrology)).not.toBe(moonText(other));
    expect(entries(other, 'houses').map((e) => e.text)).not.toEqual(entries(astrology, 'houses').map((e) => e.text));
  });

  it('leaves houses and the Ascendant out for an unknown birth time and says so, with the Moon’s range that day', () => {
    const doc = build('astrology', chicagoNoTime);
    expect(entries(doc, 'houses')).toHaveLength(0);
    const wheel = blocksOf(doc, 'chart').find((b) => b.kind === 'wheel');
    expect(wheel).toMatchObject({ wheel: { cusps: null, ascendant: null } });
    const said = blocksOf(doc, 'houses').map((b) => (b.kind === 'paragraph' ? b.text : '')).join(' ');
    expect(said).toMatch(/birth time is not known/);
    expect(said).toMatch(/the Moon moved from \d+°\d\d′ \w+ to \d+°\d\d′ \w+/);
    const lunarDoc = build('lunar', chicagoNoTime);
    expect(blocksOf(lunarDoc).some((b) => b.kind === 'facts' && b.rows.some((r) => r.label === 'Your house'))).toBe(false);
  });

  it('shows every date on the birth place’s clock', () => {
    const firstLunation = (birth: ReportBirth) =>
      blocksOf(build('lunar', birth), 'lunations').find((b): b is Extract<Block, { kind: 'facts' }> => b.kind === 'facts')!.rows[0]!.value;
    // The full moon of 24 November 2026 is at 14:53 UTC: 14:53 in Lisbon, 23:53 in Tokyo.
    expect(firstLunation(lisbon)).toMatch(/^Tuesday,? 24 November 2026, 14:53 WET$/);
    expect(firstLunation(tokyo)).toMatch(/^Tuesday,? 24 November 2026, 23:53 GMT\+9$/);
  });

  it('uses the lunation texts of the sign each lunation falls in', () => {
    const page = lunar.sections.find((s) => s.id === 'lunations')!.pages[0]!;
    const heading = page.blocks.find((b) => b.kind === 'heading');
    expect(heading).toMatchObject({ text: 'Full Moon in Gemini' });
    expect(page.blocks).toContainEqual({ kind: 'paragraph', tone: 'body', text: lunationTexts.fullMoon.gemini.theme });
  });

  it('is plain data that survives JSON', () => {
    expect(JSON.parse(JSON.stringify(lunar))).toEqual(lunar);
  });
});
