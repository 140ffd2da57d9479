/**
 * `npm run accuracy`: measures the project's own sky engine against the reference values
 * shipped in fixtures/accuracy/reference.json (made once by scripts/accuracy-reference.ts
 * with the Swiss Ephemeris), and its moonrise and moonset against the rows in
 * fixtures/moon-rise-set/sweph-reference.json (made once by scripts/moon-rise-set-reference.ts,
 * also with the Swiss Ephemeris, set to the USNO's definition), and writes the figures the /accuracy page publishes to
 * ui/pages/content/accuracy-figures.json (ADR 047). Deterministic: no dates or timings in
 * the output, so tests/unit/accuracy-figures.test.ts can recompute it and fail when stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createZoneRules } from '../adapters/zone-rules';
import { CHART_POINTS, computeNatal, eclipsesBetween, houseOf, isoInstant, lunationsBetween, moonTonight, natalChartAt, signOf, type ZoneRules } from '../domain/sky';
import type { ReferenceBirth } from './accuracy-reference';
import type { AccuracyFigures, Measure, ReferenceSample, RiseSetFigures, RiseSetPlace, Unit } from '../ui/pages/content/accuracy-figures.types';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REFERENCE_PATH = path.join(ROOT, 'fixtures', 'accuracy', 'reference.json');
export const FIGURES_PATH = path.join(ROOT, 'ui', 'pages', 'content', 'accuracy-figures.json');
export const RISE_SET_REFERENCE_PATH = path.join(ROOT, 'fixtures', 'moon-rise-set', 'sweph-reference.json');


export interface Reference {
  sources: Record<string, string>;
  sample: ReferenceSample & { years: [number, number]; eventYears: [number, number] };
  births: ReferenceBirth[];
  lunations: { kind: 'new-moon' | 'full-moon'; utc: string; moonLongitude: number }[];
  eclipses: { kind: 'solar' | 'lunar'; type: string; utc: string }[];
}

/** One local date at one place: the first moonrise and moonset inside it, or null (ISO 8601 UTC, to the second). */
export interface RiseSetRow {
  place: string;
  lat: number;
  lng: number;
  zone: string;
  date: string;
  moonrise: string | null;
  moonset: string | null;
}

export interface RiseSetReference {
  source: string;
  conventions: string;
  note: string;
  rows: RiseSetRow[];
}


export const readReference = (): Reference => JSON.parse(readFileSync(REFERENCE_PATH, 'utf8')) as Reference;
export const readRiseSetReference = (): RiseSetReference => JSON.parse(readFileSync(RISE_SET_REFERENCE_PATH, 'utf8')) as RiseSetReference;

/** Shortest signed difference a − b of two longitudes, degrees. */
const angleDifference = (a: number, b: number): number => ((((a - b) % 360) + 540) % 360) - 180;

/** The q-quantile by the nearest-rank method. */
const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

const measure = (key: string, label: string, unit: Unit, values: readonly number[]): Measure => {
  const sorted = values.map(Math.abs).sort((a, b) => a - b);
  const tidy = (x: number): number => Number(x.toFixed(1));
  return { key, label, unit, count: sorted.length, median: tidy(quantile(sorted, 0.5)), p95: tidy(quantile(sorted, 0.95)), max: tidy(sorted.at(-1) ?? 0) };
};

const LABELS: Record<string, string> = {
  sun: 'Sun',
  moon: 'Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
  trueNode: 'True node',
};

/** Placidus cusps that are not the angles or their opposites (2, 3, 11, 12; 5, 6, 8, 9 are their opposites). */
const INTERMEDIATE_CUSPS = [1, 2, 10, 11] as const;

const ECLIPSE_MATCH_MS = 86_400_000;
const LUNATION_MATCH_MS = 2 * 86_400_000;
/** Issue 28 §2: rise and set within 2 minutes of the USNO's tables. */
const RISE_SET_TARGET_SECONDS = 120;

const nextDate = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Moonrise and moonset by `moonTonight` for each reference row's place, zone and local date. */
export const computeRiseSetFigures = (reference: RiseSetReference, rules: ZoneRules): RiseSetFigures => {
  const rises: number[] = [];
  const sets: number[] = [];
  let bothNoRise = 0;
  let bothNoSet = 0;
  const disagreements: RiseSetFigures['disagreements'] = [];
  let largest: RiseSetFigures['largest'] = null;
  const places = new Map<string, RiseSetPlace & { diffs: number[]; lastDate: string }>();

  for (const row of reference.rows) {
    const tonight = moonTonight({ lat: row.lat, lng: row.lng, zone: row.zone, date: row.date }, rules);
    if (!tonight.ok) throw new Error(`${row.place} ${row.date}: ${tonight.error.message}`);
    const key = `${row.place}|${row.zone}|${row.lat}|${row.lng}`;
    const place = places.get(key) ?? { place: row.place, lat: row.lat, lng: row.lng, zone: row.zone, periods: [], days: 0, instants: 0, bothNoRise: 0, bothNoSet: 0, max: 0, diffs: [], lastDate: '' };
    places.set(key, place);
    const period = place.periods.at(-1);
    if (period && nextDate(place.lastDate) === row.date) period.until = row.date;
    else place.periods.push({ from: row.date, until: row.date });
    place.lastDate = row.date;
    place.days += 1;

    const events = [
      { event: 'moonrise', mine: tonight.moonriseUtcMs, theirs: row.moonrise, diffs: rises },
      { event: 'moonset', mine: tonight.moonsetUtcMs, theirs: row.moonset, diffs: sets },
    ] as const;
    for (const { event, mine, theirs, diffs } of events) {
      if (mine === null && theirs === null) {
        if (event === 'moonrise') {
          bothNoRise += 1;
          place.bothNoRise += 1;
        } else {
          bothNoSet += 1;
          place.bothNoSet += 1;
        }
      } else if (mine === null || theirs === null) {
        disagreements.push({ place: row.place, date: row.date, event, reference: theirs, engine: mine === null ? null : isoInstant(mine) });
      } else {
        const seconds = (mine - Date.parse(theirs)) / 1000;
        diffs.push(seconds);
        place.diffs.push(seconds);
        if (largest === null || Math.abs(seconds) > Math.abs(largest.seconds)) largest = { place: row.place, date: row.date, event, seconds };
        place.instants += 1;
      }
    }
  }

  const all = [...rises, ...sets];
  return {
    reference: { path: 'fixtures/moon-rise-set/sweph-reference.json', source: reference.source, conventions: reference.conventions, note: reference.note },
    rows: reference.rows.length,
    measures: [measure('moonrise', 'Moonrise', 'seconds', rises), measure('moonset', 'Moonset', 'seconds', sets), measure('rise-and-set', 'All rises and sets', 'seconds', all)],
    instants: all.length,
    targetSeconds: RISE_SET_TARGET_SECONDS,
    withinTarget: all.filter((s) => Math.abs(s) <= RISE_SET_TARGET_SECONDS).length,
    largest: largest === null ? null : { ...largest, seconds: Number(Math.abs(largest.seconds).toFixed(1)) },
    bothNoRise,
    bothNoSet,
    disagreements,
    places: [...places.values()].map(({ diffs, lastDate: _lastDate, ...place }) => ({ ...place, max: measure('place', place.place, 'seconds', diffs).max })),
  };
};

export const computeFigures = (reference: Reference, riseSet: RiseSetReference, rules: ZoneRules): AccuracyFigures => {
  const positions = new Map<string, number[]>(CHART_POINTS.map((point) => [point, []]));
  const ascendant: number[] = [];
  const midheaven: number[] = [];
  const cusps: number[] = [];
  let placidusBirths = 0;
  let polarBirths = 0;
  let equalInside = 0;
  let placements = 0;
  let signDiffers = 0;
  let houseDiffers = 0;
  const zoneDiffers: AccuracyFigures['timeZones']['differ'] = [];

  for (const birth of reference.births) {
    const utcMs = Date.parse(birth.utc);
    // The time-zone step alone: the project's local time → UTC against the reference's.
    const natal = computeNatal(rules, { date: birth.date, time: birth.time, place: { lat: birth.lat, lng: birth.lng, zone: birth.zone } });
    const seconds = natal.ok ? Math.round((natal.chart.utcMs - utcMs) / 1000) : Number.NaN;
    if (seconds !== 0) zoneDiffers.push({ place: birth.place, date: birth.date, time: birth.time, seconds });

    // The sky at the reference instant, so that zone differences do not count twice.
    const chart = natalChartAt({ utcMs, lat: birth.lat, lng: birth.lng, timeKnown: true });
    const referenceCusps = birth.placidus ?? birth.equal;
    for (const point of CHART_POINTS) {
      const mine = chart.bodies[point].longitude;
      const theirs = birth.longitudes[point] ?? Number.NaN;
      positions.get(point)?.push(angleDifference(mine, theirs) * 3600);
      placements += 1;
      if (signOf(mine) !== signOf(theirs)) signDiffers += 1;
      if (chart.houses && chart.bodies[point].house !== houseOf(theirs, referenceCusps)) houseDiffers += 1;
    }
    ascendant.push(angleDifference(chart.ascendant?.longitude ?? Number.NaN, birth.ascendant) * 3600);
    midheaven.push(angleDifference(chart.midheaven?.longitude ?? Number.NaN, birth.midheaven) * 3600);
    if (birth.placidus) {
      if (chart.houses?.system === 'placidus') {
        placidusBirths += 1;
        for (const n of INTERMEDIATE_CUSPS) cusps.push(angleDifference(chart.houses.cusps[n] ?? Number.NaN, birth.placidus[n] ?? Number.NaN) * 3600);
      }
    } else {
      polarBirths += 1;
      if (chart.houses?.system === 'equal') equalInside += 1;
    }
  }

  // New and full moons over the reference span.
  const [fromYear, untilYear] = reference.sample.eventYears;
  const from = Date.UTC(fromYear, 0, 1);
  const until = Date.UTC(untilYear + 1, 0, 1);
  const mine = lunationsBetween(from - LUNATION_MATCH_MS, { untilUtcMs: until + LUNATION_MATCH_MS });
  const lunationDiffs: number[] = [];
  for (const lunation of reference.lunations) {
    const at = Date.parse(lunation.utc);
    const match = mine.find((m) => m.kind === lunation.kind && Math.abs(m.utcMs - at) < LUNATION_MATCH_MS);
    if (match) lunationDiffs.push((match.utcMs - at) / 1000);
  }

  // Eclipses over the same span.
  const myEclipses = eclipsesBetween(from - ECLIPSE_MATCH_MS, until + ECLIPSE_MATCH_MS);
  const eclipseDiffs: number[] = [];
  let typeAgrees = 0;
  let hybrids = 0;
  const otherTypeDiffers: AccuracyFigures['eclipses']['otherTypeDiffers'] = [];
  for (const eclipse of reference.eclipses) {
    const at = Date.parse(eclipse.utc);
    const match = myEclipses.find((m) => m.kind === eclipse.kind && Math.abs(m.utcMs - at) < ECLIPSE_MATCH_MS);
    if (!match) continue;
    eclipseDiffs.push((match.utcMs - at) / 1000);
    if (match.type === eclipse.type) typeAgrees += 1;
    else if (eclipse.type === 'hybrid' && match.type === 'total') hybrids += 1;
    else otherTypeDiffers.push({ utc: eclipse.utc, kind: eclipse.kind, reference: eclipse.type, engine: match.type });
  }

  return {
    reference: { path: 'fixtures/accuracy/reference.json', sources: reference.sources, sample: reference.sample },
    positions: CHART_POINTS.map((point) => measure(point, LABELS[point] ?? point, 'arcsec', positions.get(point) ?? [])),
    angles: [measure('ascendant', 'Ascendant', 'arcsec', ascendant), measure('midheaven', 'Midheaven', 'arcsec', midheaven)],
    placidus: { measure: measure('placidus', 'Placidus cusps 2, 3, 11, 12', 'arcsec', cusps), births: placidusBirths, polarBirths, equalHousesInsidePolarCircles: equalInside },
    signsAndHouses: { placements, signDiffers, houseDiffers },
    timeZones: { births: reference.births.length, agree: reference.births.length - zoneDiffers.length, localMeanTime: reference.births.filter((b) => b.localMeanTime).length, differ: zoneDiffers },
    lunations: { measure: measure('lunations', 'New and full moons', 'seconds', lunationDiffs), matched: lunationDiffs.length, reference: reference.lunations.length, unmatched: reference.lunations.length - lunationDiffs.length },
    eclipses: {
      measure: measure('eclipses', 'Greatest eclipse', 'seconds', eclipseDiffs),
      matched: eclipseDiffs.length,
      reference: reference.eclipses.length,
      typeAgrees,
      hybridsReportedAsTotal: hybrids,
      otherTypeDiffers,
    },
    riseSet: computeRiseSetFigures(riseSet, rules),
  };
};

export const figuresText = (figures: AccuracyFigures): string => `${JSON.stringify(figures, null, 2)}\n`;

const main = (): void => {
  const { rules } = createZoneRules();
  const figures = computeFigures(readReference(), readRiseSetReference(), rules);
  writeFileSync(FIGURES_PATH, figuresText(figures));
  const line = (m: Measure) => `${m.label.padEnd(28)} median ${m.median} ${m.unit}, 95% ${m.p95}, largest ${m.max} (n=${m.count})`;
  for (const m of [...figures.positions, ...figures.angles, figures.placidus.measure, figures.lunations.measure, figures.eclipses.measure, ...figures.riseSet.measures]) console.log(line(m));
  console.log(`Time zones: ${figures.timeZones.agree}/${figures.timeZones.births} births agree.`);
  const { riseSet } = figures;
  console.log(
    `Rise and set: ${riseSet.rows} dates, ${riseSet.instants} instants, ${riseSet.withinTarget} within ${riseSet.targetSeconds} s; both say no moonrise ${riseSet.bothNoRise}, no moonset ${riseSet.bothNoSet}; disagreements ${riseSet.disagreements.length}.`,
  );
  console.log(`Wrote ${path.relative(ROOT, FIGURES_PATH)}.`);
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
