import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createZoneRules } from '../adapters/zone-rules';
import { civilFromDays, daysFromCivil, formatIsoDate, isoInstant, localDayBounds, parseIsoDate } from '../domain/sky';

/**
 * Writes fixtures/moon-rise-set/sweph-reference.json: moonrise and moonset for each local
 * date at a set of places, computed with the Swiss Ephemeris (the `sweph` package), as the
 * reference the moon-tonight tests check our astronomy-engine instants against.
 *
 * Why not the US Naval Observatory's tables: they cannot be fetched from this machine (no
 * network but the package registries), and no row is written from memory. The Swiss
 * Ephemeris is an independent implementation (its own lunar theory, Moshier's analytic
 * ephemeris here as no data files are installed, its own rise/set search), set to the
 * USNO's definition:
 * - `swe_rise_trans_true_hor` (the general search, which works at every latitude; the fast
 *   one used by `swe_rise_trans` below 60° is for convenience only);
 * - the upper limb (the default: the disc's apparent radius from its topocentric distance);
 * - `SE_BIT_NO_REFRACTION` with the horizon at −34′: the upper limb's true topocentric
 *   altitude reaching −0°34′ is the standard refraction of 34′ applied as a constant, the
 *   USNO's convention, instead of Swiss's own refraction formula for a pressure and temperature;
 * - the observer at 0 m (sea level), no horizon dip.
 * The local day is the zone's calendar date by the project's zone rules (ADR 005): the
 * first rise (set) at or after its first instant and before the next date's, or null.
 *
 * Run once, with sweph installed outside the repository (it is a native addon, AGPL/LGPL):
 *   mkdir /tmp/sweph && (cd /tmp/sweph && npm init -y && npm i sweph@2.10.3-b-1)
 *   SWEPH_MODULE=/tmp/sweph/node_modules/sweph npx tsx scripts/moon-rise-set-reference.ts
 */
interface SwephRiseTrans {
  flag: number;
  error: string;
  data: number;
}
interface Sweph {
  version(): string;
  constants: Record<string, number>;
  rise_trans_true_hor(tjdUt: number, ipl: number, star: string | null, epheflag: number, rsmi: number, geopos: [number, number, number], atpress: number, attemp: number, horhgt: number): SwephRiseTrans;
}

const require = createRequire(import.meta.url);
const sweph = require(process.env.SWEPH_MODULE ?? 'sweph') as Sweph;
const c = sweph.constants;
const need = (name: string): number => {
  const value = c[name];
  if (value === undefined) throw new Error(`sweph has no constant ${name}`);
  return value;
};

/** Places: the USNO's own city, mid latitudes both sides, the equator, and high latitudes both sides. */
const PLACES = [
  { place: 'Washington, DC', lat: 38.8895, lng: -77.0353, zone: 'America/New_York', from: '2027-01-01', days: 14 },
  { place: 'Lisbon', lat: 38.7223, lng: -9.1393, zone: 'Europe/Lisbon', from: '2027-03-20', days: 14 },
  { place: 'Sydney', lat: -33.8688, lng: 151.2093, zone: 'Australia/Sydney', from: '2027-06-01', days: 14 },
  { place: 'Quito', lat: -0.1807, lng: -78.4678, zone: 'America/Guayaquil', from: '2027-09-01', days: 10 },
  { place: 'Reykjavík', lat: 64.1466, lng: -21.9426, zone: 'Atlantic/Reykjavik', from: '2026-12-10', days: 21 },
  { place: 'Tromsø', lat: 69.6492, lng: 18.9553, zone: 'Europe/Oslo', from: '2026-12-01', days: 35 },
  { place: 'Tromsø', lat: 69.6492, lng: 18.9553, zone: 'Europe/Oslo', from: '2027-06-10', days: 21 },
  { place: 'Ushuaia', lat: -54.8019, lng: -68.303, zone: 'America/Argentina/Ushuaia', from: '2027-06-01', days: 21 },
  { place: 'Longyearbyen', lat: 78.2232, lng: 15.6267, zone: 'Arctic/Longyearbyen', from: '2027-02-01', days: 28 },
] as const;

const JD_UNIX_EPOCH = 2440587.5;
const MS_PER_DAY = 86_400_000;
const jdOf = (utcMs: number) => utcMs / MS_PER_DAY + JD_UNIX_EPOCH;
const msOf = (jd: number) => Math.round((jd - JD_UNIX_EPOCH) * MS_PER_DAY);

const STANDARD_REFRACTION_DEGREES = 34 / 60;

function firstCrossing(kind: 'rise' | 'set', lat: number, lng: number, fromMs: number, untilMs: number): number | null {
  const rsmi = need(kind === 'rise' ? 'SE_CALC_RISE' : 'SE_CALC_SET') | need('SE_BIT_NO_REFRACTION');
  const result = sweph.rise_trans_true_hor(jdOf(fromMs), need('SE_MOON'), null, need('SEFLG_MOSEPH'), rsmi, [lng, lat, 0], 1013.25, 10, -STANDARD_REFRACTION_DEGREES);
  if (result.flag === -2) return null; // circumpolar: stays up or down
  if (result.flag < 0) throw new Error(`sweph: ${result.error}`);
  const utcMs = msOf(result.data);
  return utcMs >= fromMs && utcMs < untilMs ? utcMs : null;
}

const { rules } = createZoneRules();
const rows = PLACES.flatMap(({ place, lat, lng, zone, from, days }) => {
  const start = parseIsoDate(from);
  if (!start) throw new Error(`bad date ${from}`);
  return Array.from({ length: days }, (_, i) => {
    const date = formatIsoDate(civilFromDays(daysFromCivil(start) + i));
    const day = localDayBounds(rules, date, zone, lng);
    if (!day.ok) throw new Error(day.error.message);
    const rise = firstCrossing('rise', lat, lng, day.dayStartUtcMs, day.dayEndUtcMs);
    const set = firstCrossing('set', lat, lng, day.dayStartUtcMs, day.dayEndUtcMs);
    return { place, lat, lng, zone, date, moonrise: rise === null ? null : isoInstant(rise), moonset: set === null ? null : isoInstant(set) };
  });
});

const out = path.join(import.meta.dirname, '..', 'fixtures', 'moon-rise-set', 'sweph-reference.json');
const document = {
  source: `Swiss Ephemeris ${sweph.version()} through the npm package sweph (Moshier ephemeris, no data files), generated by scripts/moon-rise-set-reference.ts`,
  conventions:
    'Upper limb; true topocentric altitude of the upper limb at -34′ (standard refraction as a constant, SE_BIT_NO_REFRACTION with the horizon at -34′); observer at sea level, no horizon dip; the first rise and first set inside the local calendar date of the zone, else null.',
  note: 'These are not US Naval Observatory rows: its tables cannot be fetched from the machine that generated these. Replace or add USNO rows in usno.json when they can be fetched.',
  rows,
};
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
console.info(`Wrote ${rows.length} rows (${rows.filter((r) => r.moonrise === null).length} without a rise, ${rows.filter((r) => r.moonset === null).length} without a set) to ${path.relative(process.cwd(), out)}`);
