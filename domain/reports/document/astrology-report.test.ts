import { describe, expect, it } from 'vitest';
import { createZoneRules } from '../../../adapters/zone-rules';
import { localToUtc, natalChartAt, skyAhead } from '../../sky';
import { countWords, documentWords, maxPageOverlap, pageTexts } from '../../../tests/support/report-text';
import { bodySignTexts } from '../texts/sign-texts';
import { patternTexts } from '../texts/chart-texts';
import { findPatterns, PLANETS } from './patterns';
import { describableAspects } from './synthesis';
import { prepareReport, type Block, type ReportDocument, type ReportOrder } from './';

const FROM = Date.UTC(2026, 10, 24, 9, 0);
const { rules } = createZoneRules();
type Birth = ReportOrder['birth'];

/** The five sample births: a known time, an unknown one, a late-evening winter one, one above the polar circle, one south. */
const SAMPLE_BIRTHS: Record<string, Birth> = {
  lisbon: { date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } },
  chicago: { date: '1985-11-03', time: null, place: { label: 'Chicago, United States', lat: 41.88, lng: -87.63, zone: 'America/Chicago' } },
  reykjavik: { date: '1950-01-15', time: '23:30', place: { label: 'Reykjavik, Iceland', lat: 64.15, lng: -21.94, zone: 'Atlantic/Reykjavik' } },
  tromso: { date: '1978-06-21', time: '04:10', place: { label: 'Tromsø, Norway', lat: 69.65, lng: 18.96, zone: 'Europe/Oslo' } },
  sydney: { date: '2001-09-30', time: '17:45', place: { label: 'Sydney, Australia', lat: -33.87, lng: 151.21, zone: 'Australia/Sydney' } },
};

const build = (birth: Birth): ReportDocument => {
  const prepared = prepareReport(rules, { type: 'astrology', name: 'Ana Sofia', birth, siteUrl: 'https://moonwise.example' }, FROM);
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.document;
};
const chartOf = (birth: Birth) => {
  const at = localToUtc(rules, { date: birth.date, time: birth.time, zone: birth.place.zone, longitude: birth.place.lng });
  if (!at.ok) throw new Error(at.error.message);
  return natalChartAt({ utcMs: at.utcMs, lat: birth.place.lat, lng: birth.place.lng, timeKnown: birth.time !== null });
};
const blocksOf = (doc: ReportDocument, id: string): Block[] => doc.sections.filter((s) => s.id === id).flatMap((s) => s.pages.flatMap((p) => p.blocks));
const prose = (blocks: Block[]) => blocks.map((b) => (b.kind === 'paragraph' || b.kind === 'entry' || b.kind === 'callout' ? b.text : b.kind === 'heading' ? b.text : '')).join(' ');

describe.each(Object.entries(SAMPLE_BIRTHS))('the Astrology Report for the %s birth', (_, birth) => {
  const doc = build(birth);
  const chart = chartOf(birth);

  it('holds at least 9,500 words of text chosen for her, on 45 to 55 pages', () => {
    expect(documentWords(doc, ['journal'])).toBeGreaterThanOrEqual(9500);
    expect(doc.pageCount).toBeGreaterThanOrEqual(45);
    expect(doc.pageCount).toBeLessThanOrEqual(55);
  });

  it('has no two pages sharing more than 60% of their five-word runs', () => {
    const worst = maxPageOverlap(doc)!;
    expect(worst.overlap, `pages ${worst.a.page} and ${worst.b.page}`).toBeLessThanOrEqual(0.6);
  });

  it('gives the synthesis 1,000 to 1,400 words or so, first among the body sections', () => {
    expect(doc.sections[2]!.id).toBe('synthesis');
    const words = pageTexts(doc).filter((p) => p.sectionId === 'synthesis').reduce((sum, p) => sum + countWords(p.text), 0);
    expect(words).toBeGreaterThanOrEqual(1000);
    expect(words).toBeLessThanOrEqual(1600);
  });

  it('reads every planet under its sign and, with a birth time, its house, with at most three aspects, tightest first', () => {
    const blocks = blocksOf(doc, 'placements');
    const text = prose(blocks);
    for (const planet of PLANETS) {
      const body = chart.bodies[planet];
      const name = planet.charAt(0).toUpperCase() + planet.slice(1);
      const heading = `${name} in ${body.sign.charAt(0).toUpperCase()}${body.sign.slice(1)}${body.house === null ? '' : `, ${body.house}`}`;
      expect(blocks.some((b) => b.kind === 'heading' && b.text.startsWith(heading))).toBe(true);
      expect(text).toContain(bodySignTexts[planet][body.sign].text);
    }
    // Between one planet's heading and the next, its aspect paragraphs name only its own aspects, at most three, tightest first.
    const headings = blocks.map((b, i) => (b.kind === 'heading' ? i : -1)).filter((i) => i >= 0);
    headings.forEach((start, k) => {
      const own = blocks.slice(start, headings[k + 1] ?? blocks.length);
      const orbs = own.flatMap((b) => (b.kind === 'paragraph' ? [...b.text.matchAll(/^[A-Z][\w ]+? (?:conjunct|sextile|square|trine|opposite) [A-Z][\w ]+?, (\d+\.\d)° from exact\./g)].map((m) => Number(m[1])) : []));
      expect(orbs.length).toBeLessThanOrEqual(3);
      expect(orbs).toEqual([...orbs].sort((x, y) => x - y));
    });
  });

  it('describes the patterns the chart has, and no other', () => {
    const patterns = findPatterns({ bodies: chart.bodies, aspects: describableAspects(chart.aspects) });
    const text = prose(blocksOf(doc, 'direction'));
    expect(text.includes(patternTexts.stellium.sign)).toBe(patterns.some((p) => p.kind === 'stellium' && p.by === 'sign'));
    expect(text.includes(patternTexts.stellium.house)).toBe(patterns.some((p) => p.kind === 'stellium' && p.by === 'house'));
    for (const [kind, texts] of [['grand-trine', patternTexts.grandTrine], ['t-square', patternTexts.tSquare], ['grand-cross', patternTexts.grandCross]] as const) {
      const said = Object.values(texts).some((t) => text.includes(t));
      expect(said).toBe(patterns.some((p) => p.kind === kind));
    }
  });

  it('reads the nodes as a direction, the South Node opposite the North', () => {
    const text = prose(blocksOf(doc, 'direction'));
    expect(text).toContain(bodySignTexts['true-node'][chart.bodies.trueNode.sign].text);
    const signs = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
    const south = signs[(signs.indexOf(chart.bodies.trueNode.sign) + 6) % 12]!;
    expect(text).toContain(`South Node in ${south.charAt(0).toUpperCase()}${south.slice(1)}`);
  });

  it('gives every outer-planet transit of the year its entry, with its dates', () => {
    const entries = blocksOf(doc, 'year').filter((b): b is Extract<Block, { kind: 'entry' }> => b.kind === 'entry');
    const titles = entries.map((e) => `${e.title} ${e.meta}`).join(' ');
    const { transits } = skyAhead({
      fromUtcMs: FROM,
      months: 12,
      natal: { sun: chart.bodies.sun.longitude, moon: chart.bodies.moon.longitude, ascendant: chart.ascendant?.longitude ?? null },
    });
    const verbs = { conjunction: 'conjunct', sextile: 'sextile', square: 'square', trine: 'trine', opposition: 'opposite' } as const;
    const points = { sun: 'Sun', moon: 'Moon', ascendant: 'Ascendant' } as const;
    for (const t of transits ?? []) expect(titles).toContain(`${verbs[t.aspect]} your ${points[t.natalPoint]}`);
    expect(entries.filter((e) => /^(Jupiter|Saturn|Uranus|Neptune|Pluto) /.test(e.title)).length).toBe(new Set((transits ?? []).map((t) => `${t.planet}|${t.aspect === 'conjunction' ? 'c' : t.aspect === 'trine' || t.aspect === 'sextile' ? 'f' : 't'}`)).size);
    if (birth.time === null) expect(titles).not.toContain('Ascendant');
  });

  it('ends with the link to the site’s /accuracy page at the foot of its last page', () => {
    const last = doc.sections.at(-1)!.pages.at(-1)!.blocks;
    expect(doc.sections.at(-1)!.id).toBe('journal');
    expect(last.at(-1)).toEqual({ kind: 'paragraph', tone: 'note', text: expect.stringContaining('against the Swiss Ephemeris') });
    expect(prose(last)).toContain('published at https://moonwise.example/accuracy');
    expect(prose(blocksOf(doc, 'journal')).match(/\/accuracy/g)).toHaveLength(1);
  });
});
