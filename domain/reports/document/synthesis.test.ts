import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createZoneRules } from '../../../adapters/zone-rules';
import { ELEMENTS, localDayBounds, localToUtc, MODALITIES, natalChartAt, ZODIAC_SIGNS, type Aspect } from '../../sky';
import { aspectText } from '../texts/aspect-texts';
import { balanceTexts, sunMoonTexts } from '../texts/chart-texts';
import { contextFor, type ReportContext } from './context';
import { prepareReport, type Block, type ReportOrder } from './';
import { aspectCanOccur, aspectSentence, elementPair, leadersOf, signRelation, synthesisSection } from './synthesis';
import { astrologySections } from './astrology-report';

const FROM = Date.UTC(2026, 10, 24, 9, 0);
const { rules } = createZoneRules();
const lisbon: ReportOrder['birth'] = { date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } };

const contextOf = (birth: ReportOrder['birth'], type: 'astrology' | 'lunar' = 'astrology'): ReportContext => {
  const { date, time, place } = birth;
  const resolved = localToUtc(rules, { date, time, zone: place.zone, longitude: place.lng });
  if (!resolved.ok) throw new Error(resolved.error.message);
  const day = localDayBounds(rules, date, place.zone, place.lng);
  if (!day.ok) throw new Error(day.error.message);
  const localDay = time === null ? { startUtcMs: day.dayStartUtcMs, endUtcMs: day.dayEndUtcMs } : null;
  const request = { type, name: 'Ana', birth: { date, time, placeLabel: place.label ?? '', utcMs: resolved.utcMs, lat: place.lat, lng: place.lng, zone: place.zone, localDay }, fromUtcMs: FROM, siteUrl: 'https://moonwise.example' };
  return contextFor(request, rules);
};
const textOf = (blocks: Block[]) =>
  blocks.map((b) => (b.kind === 'paragraph' || b.kind === 'callout' ? b.text : b.kind === 'entry' ? `${b.title} ${b.meta} ${b.text}` : b.kind === 'heading' ? b.text : '')).join(' ');
const sectionText = (context: ReportContext) => textOf(synthesisSection(context).pages.flatMap((p) => p.blocks));

describe('the synthesis picks', () => {
  it('names as leading the elements and modalities that hold the most planets', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 10 }), { minLength: 4, maxLength: 4 }), (counts) => {
        const record = Object.fromEntries(ELEMENTS.map((e, i) => [e, counts[i]!])) as Record<(typeof ELEMENTS)[number], number>;
        const leaders = leadersOf(record);
        expect(leaders.length).toBeGreaterThan(0);
        for (const e of ELEMENTS) expect(leaders.includes(e)).toBe(record[e] === Math.max(...counts));
      }),
    );
  });

  it('reads the dominant and the missing elements and modalities from the chart’s own counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1920, 0, 1), max: Date.UTC(2020, 0, 1) }), (utcMs) => {
        const date = new Date(utcMs).toISOString().slice(0, 10);
        const context = contextOf({ date, time: '12:00', place: { label: 'Lisbon', lat: 38.72, lng: -9.14, zone: 'UTC' } });
        const { elements, modalities } = context.chart;
        const text = sectionText(context);
        const max = Math.max(...Object.values(elements));
        const top = ELEMENTS.filter((e) => elements[e] === max);
        if (top.length === 1) {
          expect(text).toContain(`of the ten planets are in ${top[0]!} signs, more than in any other element`);
          expect(text).toContain(`${['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'][max]} of the ten planets are in ${top[0]!} signs`);
          expect(text).toContain(balanceTexts.elements[top[0]!].dominant);
        }
        for (const e of ELEMENTS) {
          if (elements[e] !== max || top.length > 2) expect(text).not.toContain(balanceTexts.elements[e].dominant);
          expect(text.includes(balanceTexts.elements[e].missing)).toBe(elements[e] === 0);
        }
        for (const m of MODALITIES) expect(text.includes(balanceTexts.modalities[m].missing)).toBe(modalities[m] === 0);
        // The counts it prints are the chart's.
        expect(text).not.toContain('NaN');
      }),
      { numRuns: 15 },
    );
  });

  it('relates the Sun and Moon by the distance between their signs, whichever way round', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZODIAC_SIGNS), fc.constantFrom(...ZODIAC_SIGNS), (a, b) => {
        expect(signRelation(a, b)).toBe(signRelation(b, a));
        const d = Math.abs(ZODIAC_SIGNS.indexOf(a) - ZODIAC_SIGNS.indexOf(b));
        expect(signRelation(a, b)).toBe(['same-sign', 'semi-sextile', 'sextile', 'square', 'trine', 'quincunx', 'opposition'][Math.min(d, 12 - d)]);
      }),
    );
    expect(signRelation('aries', 'libra')).toBe('opposition');
    expect(elementPair('water', 'fire')).toBe('fire-water');
    const context = contextOf(lisbon);
    const { sun, moon } = context.chart.bodies;
    expect(sectionText(context)).toContain(sunMoonTexts.relations[signRelation(sun.sign, moon.sign)].text);
  });

  it('reads the Moon’s aspects tightest first, and only those the chart has', () => {
    const context = contextOf(lisbon);
    const text = sectionText(context);
    const moonAspects = context.chart.aspects.filter((a) => a.a === 'moon' || a.b === 'moon');
    const at = moonAspects.map((a) => text.indexOf(`${a.a === 'moon' ? 'Moon' : a.a.charAt(0).toUpperCase() + a.a.slice(1)}`));
    expect(at.every((i) => i >= 0)).toBe(true);
    const named = [...text.matchAll(/(?:is|comes|there is|sits|out is) (Moon \w+ [A-Z][\w ]+?|[A-Z]\w+ \w+ Moon), (\d+\.\d)° from exact/g)].map((m) => Number(m[2]));
    expect(named.length).toBeGreaterThan(0);
    expect(named).toEqual([...named].sort((x, y) => x - y));
  });

  it('names the Moon’s aspects without reading them in the Lunar Report, whose Moon section reads each', () => {
    const lunar = sectionText(contextOf(lisbon, 'lunar'));
    const astro = sectionText(contextOf(lisbon));
    // Lisbon's tightest Moon aspect, Moon conjunct Pluto, has a pair text.
    const pair = aspectText('pluto', 'moon', 'conjunction')!.text;
    expect(astro).toContain(pair);
    expect(lunar).not.toContain(pair.split('. ')[0]);
    expect(lunar).toContain('Moon conjunct Pluto');
  });
});

describe('aspects that cannot occur', () => {
  it('are told apart: Sun–Mercury beyond 28°, Sun–Venus beyond 48°, Mercury–Venus beyond 76°', () => {
    const at = (a: Aspect['a'], b: Aspect['b'], type: Aspect['type'], orb = 0): Aspect => ({ a, b, type, orb });
    for (const type of ['sextile', 'square', 'trine', 'opposition'] as const) {
      expect(aspectCanOccur(at('sun', 'mercury', type, 8))).toBe(false);
      expect(aspectCanOccur(at('venus', 'sun', type, 10))).toBe(false);
    }
    for (const type of ['square', 'trine', 'opposition'] as const) expect(aspectCanOccur(at('mercury', 'venus', type, 8))).toBe(false);
    expect(aspectCanOccur(at('mercury', 'venus', 'sextile', 3))).toBe(true);
    expect(aspectCanOccur(at('sun', 'mercury', 'conjunction', 7))).toBe(true);
    expect(aspectCanOccur(at('mars', 'saturn', 'opposition', 2))).toBe(true);
  });

  it('never come out of the chart code for a real birth', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (utcMs) => {
        for (const aspect of natalChartAt({ utcMs, lat: 51.5, lng: 0, timeKnown: false }).aspects) expect(aspectCanOccur(aspect)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('are never described, even when a chart claims one', () => {
    const context = contextOf(lisbon);
    const forged: Aspect[] = [
      { a: 'sun', b: 'mercury', type: 'square', orb: 0.1 },
      { a: 'sun', b: 'venus', type: 'trine', orb: 0.2 },
      { a: 'mercury', b: 'venus', type: 'opposition', orb: 0.3 },
    ];
    const claimed: ReportContext = { ...context, chart: { ...context.chart, aspects: [...forged, ...context.chart.aspects] } };
    const text = textOf(astrologySections(claimed).flatMap((s) => s.pages.flatMap((p) => p.blocks)));
    for (const aspect of forged) {
      expect(text).not.toContain(aspectText(aspect.a as 'sun', aspect.b as 'mercury', aspect.type)!.text);
      expect(text).not.toContain(aspectSentence(aspect));
    }
    expect(text).not.toMatch(/Sun square Mercury|Sun trine Venus|Mercury opposite Venus/);
  });

  it('never appear in a report, nor their pair texts, for any birth', () => {
    const impossible = (['sextile', 'square', 'trine', 'opposition'] as const)
      .flatMap((t) => [aspectText('sun', 'mercury', t)!.text, aspectText('sun', 'venus', t)!.text])
      .concat((['square', 'trine', 'opposition'] as const).map((t) => aspectText('mercury', 'venus', t)!.text));
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1930, 0, 1), max: Date.UTC(2020, 0, 1) }), fc.boolean(), (utcMs, known) => {
        const date = new Date(utcMs).toISOString().slice(0, 10);
        const prepared = prepareReport(rules, { type: 'astrology', name: 'Ana', birth: { date, time: known ? '06:15' : null, place: { label: 'Oslo', lat: 59.9, lng: 10.75, zone: 'Europe/Oslo' } }, siteUrl: 'https://moonwise.example' }, FROM);
        if (!prepared.ok) throw new Error(prepared.error);
        const text = JSON.stringify(prepared.document);
        for (const t of impossible) expect(text).not.toContain(t.slice(0, 60));
      }),
      { numRuns: 8 },
    );
  });
});
