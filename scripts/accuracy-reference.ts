/**
 * Writes fixtures/accuracy/reference.json: the reference values the /accuracy page measures
 * Moonwise against (ADR 047). Run once; its output is committed and `npm run accuracy`
 * only reads it.
 *
 * Sources:
 * - Positions, angles, Placidus cusps, new and full moons, eclipses: the Swiss Ephemeris
 *   through the `sweph` npm package, with its built-in Moshier ephemeris (SEFLG_MOSEPH: the
 *   SE data files are not shipped with the package). The package compiles a native addon,
 *   so it is not a dependency of the project: install it in a scratch folder and point
 *   SWEPH_PREFIX at that folder:
 *
 *     mkdir -p /tmp/sweph && npm i --prefix /tmp/sweph --no-save sweph@2.10.3-b-1
 *     SWEPH_PREFIX=/tmp/sweph npx tsx scripts/accuracy-reference.ts
 *
 * - Local birth time → UTC: the C library's reading of the system tz database (GNU `date`
 *   with TZ set), not the project's own TZif reader, so the two are independent. While a
 *   zone is still on local mean time (`LMT`), the birthplace's own mean solar time is used
 *   (longitude × 4 minutes), the project's convention (ADR 005).
 *
 * The sample is deterministic (a fixed seed), so running it again writes the same file as
 * long as the system tz data and sweph version are the same.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const SWEPH_VERSION = '2.10.3-b-1';
export const REFERENCE_PATH = path.join('fixtures', 'accuracy', 'reference.json');

/** A real place, its coordinates (degrees, east and north positive) and IANA zone. */
export const PLACES = [
  { name: 'London', lat: 51.5074, lng: -0.1278, zone: 'Europe/London' },
  { name: 'Lisbon', lat: 38.7223, lng: -9.1393, zone: 'Europe/Lisbon' },
  { name: 'Paris', lat: 48.8566, lng: 2.3522, zone: 'Europe/Paris' },
  { name: 'Amsterdam', lat: 52.3676, lng: 4.9041, zone: 'Europe/Amsterdam' },
  { name: 'Berlin', lat: 52.52, lng: 13.405, zone: 'Europe/Berlin' },
  { name: 'Rome', lat: 41.9028, lng: 12.4964, zone: 'Europe/Rome' },
  { name: 'Athens', lat: 37.9838, lng: 23.7275, zone: 'Europe/Athens' },
  { name: 'Istanbul', lat: 41.0082, lng: 28.9784, zone: 'Europe/Istanbul' },
  { name: 'Moscow', lat: 55.7558, lng: 37.6173, zone: 'Europe/Moscow' },
  { name: 'Reykjavik', lat: 64.1466, lng: -21.9426, zone: 'Atlantic/Reykjavik' },
  { name: 'Cairo', lat: 30.0444, lng: 31.2357, zone: 'Africa/Cairo' },
  { name: 'Lagos', lat: 6.5244, lng: 3.3792, zone: 'Africa/Lagos' },
  { name: 'Nairobi', lat: -1.2921, lng: 36.8219, zone: 'Africa/Nairobi' },
  { name: 'Johannesburg', lat: -26.2041, lng: 28.0473, zone: 'Africa/Johannesburg' },
  { name: 'Mumbai', lat: 19.076, lng: 72.8777, zone: 'Asia/Kolkata' },
  { name: 'Kathmandu', lat: 27.7172, lng: 85.324, zone: 'Asia/Kathmandu' },
  { name: 'Singapore', lat: 1.3521, lng: 103.8198, zone: 'Asia/Singapore' },
  { name: 'Shanghai', lat: 31.2304, lng: 121.4737, zone: 'Asia/Shanghai' },
  { name: 'Tokyo', lat: 35.6762, lng: 139.6503, zone: 'Asia/Tokyo' },
  { name: 'Sydney', lat: -33.8688, lng: 151.2093, zone: 'Australia/Sydney' },
  { name: 'Adelaide', lat: -34.9285, lng: 138.6007, zone: 'Australia/Adelaide' },
  { name: 'Auckland', lat: -36.8485, lng: 174.7633, zone: 'Pacific/Auckland' },
  { name: 'Honolulu', lat: 21.3069, lng: -157.8583, zone: 'Pacific/Honolulu' },
  { name: 'Los Angeles', lat: 34.0522, lng: -118.2437, zone: 'America/Los_Angeles' },
  { name: 'Denver', lat: 39.7392, lng: -104.9903, zone: 'America/Denver' },
  { name: 'Chicago', lat: 41.8781, lng: -87.6298, zone: 'America/Chicago' },
  { name: 'New York', lat: 40.7128, lng: -74.006, zone: 'America/New_York' },
  { name: 'St. John\u2019s', lat: 47.5615, lng: -52.7126, zone: 'America/St_Johns' },
  { name: 'Mexico City', lat: 19.4326, lng: -99.1332, zone: 'America/Mexico_City' },
  { name: 'Bogot\u00e1', lat: 4.711, lng: -74.0721, zone: 'America/Bogota' },
  { name: 'S\u00e3o Paulo', lat: -23.5505, lng: -46.6333, zone: 'America/Sao_Paulo' },
  { name: 'Buenos Aires', lat: -34.6037, lng: -58.3816, zone: 'America/Argentina/Buenos_Aires' },
  { name: 'Ushuaia', lat: -54.8019, lng: -68.303, zone: 'America/Argentina/Ushuaia' },
  // Inside the polar circles, where the project uses equal houses.
  { name: 'Troms\u00f8', lat: 69.6492, lng: 18.9553, zone: 'Europe/Oslo' },
  { name: 'Murmansk', lat: 68.9585, lng: 33.0827, zone: 'Europe/Moscow' },
  { name: 'Longyearbyen', lat: 78.2232, lng: 15.6267, zone: 'Arctic/Longyearbyen' },
  { name: 'Utqia\u0121vik', lat: 71.2906, lng: -156.7886, zone: 'America/Anchorage' },
  { name: 'Nuuk', lat: 64.1814, lng: -51.6941, zone: 'America/Nuuk' },
  { name: 'McMurdo Station', lat: -77.846, lng: 166.676, zone: 'Antarctica/McMurdo' },
] as const;

export const BIRTH_COUNT = 320;
const SEED = 20261127;
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2030;
/** New and full moons, eclipses: every one from the start of the first year to the end of the last. */
export const EVENTS_FROM_YEAR = 2000;
export const EVENTS_UNTIL_YEAR = 2030;

/** A small, seeded generator (mulberry32), so the sample is the same on every run. */
const seeded = (seed: number) => {
  let a = seed >>> 0;
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Offset in seconds and zone abbreviation the C library gives a zone at a UTC instant. */
const offsetAt = (zone: string, utcSeconds: number): { offsetSeconds: number; abbreviation: string } => {
  const out = execFileSync('date', ['-d', `@${utcSeconds}`, '+%::z %Z'], { env: { TZ: zone, PATH: process.env.PATH }, encoding: 'utf8' }).trim();
  const [offset = '', abbreviation = ''] = out.split(' ');
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h = 0, m = 0, s = 0] = offset.slice(1).split(':').map(Number);
  return { offsetSeconds: sign * (h * 3600 + m * 60 + s), abbreviation };
};

export interface ReferenceBirth {
  id: number;
  place: string;
  lat: number;
  lng: number;
  zone: string;
  /** Local civil date and time as a visitor would enter them. */
  date: string;
  time: string;
  /** The UTC instant of that local time (see the header for how it was found). */
  utc: string;
  offsetSeconds: number;
  localMeanTime: boolean;
  /** Apparent geocentric ecliptic longitudes, true equinox of date, degrees. */
  longitudes: Record<string, number>;
  ascendant: number;
  midheaven: number;
  /** Placidus cusps 1–12 (null inside the polar circles, where Placidus has no solution). */
  placidus: number[] | null;
  /** Equal cusps from the ascendant (what the project uses inside the polar circles). */
  equal: number[];
}

/** Local time → UTC, or null when the local time is skipped, repeated or near a change. */
const resolveLocal = (zone: string, lng: number, date: string, time: string): { utcSeconds: number; offsetSeconds: number; localMeanTime: boolean } | null => {
  const [y = 0, mo = 0, d = 0] = date.split('-').map(Number);
  const [h = 0, mi = 0] = time.split(':').map(Number);
  const asIfUtc = Date.UTC(y, mo - 1, d, h, mi) / 1000;
  // Try the offsets in force around that wall time; a single consistent one is the answer.
  const candidates = new Set<number>();
  for (const probe of [asIfUtc - 2 * 86_400, asIfUtc - 43_200, asIfUtc, asIfUtc + 43_200, asIfUtc + 2 * 86_400]) {
    candidates.add(offsetAt(zone, probe).offsetSeconds);
  }
  if (candidates.size !== 1) return null; // a clock change within two days: not a fair sample
  const [offsetSeconds = 0] = [...candidates];
  const utcSeconds = asIfUtc - offsetSeconds;
  const { abbreviation } = offsetAt(zone, utcSeconds);
  if (abbreviation === 'LMT') {
    const lmt = Math.round(lng * 240);
    return { utcSeconds: asIfUtc - lmt, offsetSeconds: lmt, localMeanTime: true };
  }
  return { utcSeconds, offsetSeconds, localMeanTime: false };
};

interface Sweph {
  constants: Record<string, number>;
  version(): string;
  calc_ut(jd: number, body: number, flags: number): { flag: number; error: string; data: number[] };
  houses_ex2(jd: number, flags: number, lat: number, lng: number, system: string): { flag: number; error: string; data: { houses: number[]; points: number[] } };
  sol_eclipse_when_glob(jd: number, flags: number, type: number, backward: boolean): { flag: number; error: string; data: number[] };
  lun_eclipse_when(jd: number, flags: number, type: number, backward: boolean): { flag: number; error: string; data: number[] };
}

const jdOfUnixMs = (ms: number): number => 2_440_587.5 + ms / 86_400_000;
const unixMsOfJd = (jd: number): number => (jd - 2_440_587.5) * 86_400_000;
const round = (x: number, digits = 7): number => Number(x.toFixed(digits));

const BODY_KEYS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'trueNode'] as const;

const main = (): void => {
  const prefix = process.env.SWEPH_PREFIX;
  if (!prefix) throw new Error('Set SWEPH_PREFIX to a folder where sweph is installed (see the header of this script).');
  const require = createRequire(path.join(path.resolve(prefix), 'node_modules', 'x.js'));
  const sweph = require('sweph') as Sweph;
  const c = sweph.constants;
  const FLAGS = (c.SEFLG_MOSEPH ?? 4) | (c.SEFLG_SPEED ?? 256);
  const BODY_IDS: Record<(typeof BODY_KEYS)[number], number> = {
    sun: c.SE_SUN ?? 0,
    moon: c.SE_MOON ?? 1,
    mercury: c.SE_MERCURY ?? 2,
    venus: c.SE_VENUS ?? 3,
    mars: c.SE_MARS ?? 4,
    jupiter: c.SE_JUPITER ?? 5,
    saturn: c.SE_SATURN ?? 6,
    uranus: c.SE_URANUS ?? 7,
    neptune: c.SE_NEPTUNE ?? 8,
    pluto: c.SE_PLUTO ?? 9,
    trueNode: c.SE_TRUE_NODE ?? 11,
  };
  const lon = (jd: number, body: number): { lon: number; speed: number } => {
    const r = sweph.calc_ut(jd, body, FLAGS);
    if (r.flag < 0) throw new Error(r.error);
    return { lon: r.data[0] ?? 0, speed: r.data[3] ?? 0 };
  };

  // Births.
  const random = seeded(SEED);
  const births: ReferenceBirth[] = [];
  while (births.length < BIRTH_COUNT) {
    const place = PLACES[births.length % PLACES.length]!;
    const year = FIRST_YEAR + Math.floor(random() * (LAST_YEAR - FIRST_YEAR + 1));
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    const minuteOfDay = Math.floor(random() * 1440);
    const date = `${year}-${pad(month)}-${pad(day)}`;
    const time = `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
    const resolved = resolveLocal(place.zone, place.lng, date, time);
    if (!resolved) continue;
    const utcMs = resolved.utcSeconds * 1000;
    const jd = jdOfUnixMs(utcMs);
    const longitudes = Object.fromEntries(BODY_KEYS.map((key) => [key, round(lon(jd, BODY_IDS[key]).lon)]));
    const placidus = sweph.houses_ex2(jd, 0, place.lat, place.lng, 'P');
    const equal = sweph.houses_ex2(jd, 0, place.lat, place.lng, 'E');
    // Inside the polar circles Swiss Ephemeris falls back to Porphyry and flags it (flag < 0).
    const placidusOk = placidus.flag >= 0;
    births.push({
      id: births.length + 1,
      place: place.name,
      lat: place.lat,
      lng: place.lng,
      zone: place.zone,
      date,
      time,
      utc: new Date(utcMs).toISOString(),
      offsetSeconds: resolved.offsetSeconds,
      localMeanTime: resolved.localMeanTime,
      longitudes,
      ascendant: round(placidus.data.points[0] ?? 0),
      midheaven: round(placidus.data.points[1] ?? 0),
      placidus: placidusOk ? placidus.data.houses.slice(0, 12).map((x) => round(x)) : null,
      equal: equal.data.houses.slice(0, 12).map((x) => round(x)),
    });
  }

  // New and full moons: roots of the Moon's elongation from the Sun (0° and 180°), by Newton
  // steps on sweph's own longitudes and speeds.
  const elongation = (jd: number): { value: number; rate: number } => {
    const moon = lon(jd, BODY_IDS.moon);
    const sun = lon(jd, BODY_IDS.sun);
    return { value: (((moon.lon - sun.lon) % 360) + 360) % 360, rate: moon.speed - sun.speed };
  };
  const lunations: { kind: 'new-moon' | 'full-moon'; utc: string; moonLongitude: number }[] = [];
  const startJd = jdOfUnixMs(Date.UTC(EVENTS_FROM_YEAR, 0, 1));
  const endJd = jdOfUnixMs(Date.UTC(EVENTS_UNTIL_YEAR + 1, 0, 1));
  let jd = startJd;
  while (jd < endJd) {
    const { value, rate } = elongation(jd);
    const target = value < 180 ? 180 : 360;
    let t = jd + (target - value) / rate;
    for (let i = 0; i < 20; i++) {
      const e = elongation(t);
      let diff = (target % 360) - e.value;
      if (diff > 180) diff -= 360;
      if (diff < -180) diff += 360;
      const step = diff / e.rate;
      t += step;
      if (Math.abs(step) < 1e-9) break;
    }
    if (t >= endJd) break;
    if (t >= startJd) {
      lunations.push({ kind: target === 180 ? 'full-moon' : 'new-moon', utc: new Date(Math.round(unixMsOfJd(t))).toISOString(), moonLongitude: round(lon(t, BODY_IDS.moon).lon) });
    }
    jd = t + 1;
  }

  // Eclipses: sweph's global searches, instant of greatest eclipse (UT) and type.
  const solarType = (flag: number): string =>
    flag & (c.SE_ECL_ANNULAR_TOTAL ?? 32) ? 'hybrid' : flag & (c.SE_ECL_TOTAL ?? 4) ? 'total' : flag & (c.SE_ECL_ANNULAR ?? 8) ? 'annular' : 'partial';
  const lunarType = (flag: number): string => (flag & (c.SE_ECL_TOTAL ?? 4) ? 'total' : flag & (c.SE_ECL_PARTIAL ?? 16) ? 'partial' : 'penumbral');
  const eclipses: { kind: 'solar' | 'lunar'; type: string; utc: string }[] = [];
  for (const kind of ['solar', 'lunar'] as const) {
    let from = startJd;
    for (;;) {
      const r = kind === 'solar' ? sweph.sol_eclipse_when_glob(from, c.SEFLG_MOSEPH ?? 4, 0, false) : sweph.lun_eclipse_when(from, c.SEFLG_MOSEPH ?? 4, 0, false);
      if (r.flag < 0) throw new Error(r.error);
      const max = r.data[0] ?? 0;
      if (max >= endJd) break;
      eclipses.push({ kind, type: kind === 'solar' ? solarType(r.flag) : lunarType(r.flag), utc: new Date(Math.round(unixMsOfJd(max))).toISOString() });
      from = max + 1;
    }
  }
  eclipses.sort((a, b) => a.utc.localeCompare(b.utc));

  const reference = {
    generatedBy: 'scripts/accuracy-reference.ts',
    sources: {
      ephemeris: `Swiss Ephemeris ${sweph.version()} through the sweph npm package ${SWEPH_VERSION}, built-in Moshier ephemeris (SEFLG_MOSEPH; the SE data files were not available)`,
      positions: 'Apparent geocentric ecliptic longitude, tropical, true equinox of date; the true (osculating) lunar node',
      houses: 'swe_houses_ex2, Placidus (P) and equal (E); Placidus omitted where Swiss Ephemeris reports it undefined (inside the polar circles)',
      timeScale: 'Instants are UT; the Julian day is taken straight from the UTC instant (UTC − UT1 is under 0.9 s), as the project does',
      lunations: 'Roots of the Moon − Sun apparent longitude (0° new, 180° full) found with Swiss Ephemeris positions and speeds',
      eclipses: 'swe_sol_eclipse_when_glob and swe_lun_eclipse_when: instant of greatest eclipse and type. NASA\u2019s catalogue (Espenak) could not be fetched here and no npm package ships it.',
      timeZones: 'Local time → UTC with the C library\u2019s reading of the system tz database (GNU date); local mean time of the birthplace\u2019s longitude while the zone was on LMT; births within two days of a clock change are not sampled',
    },
    sample: { seed: SEED, births: BIRTH_COUNT, years: [FIRST_YEAR, LAST_YEAR], places: PLACES.length, eventYears: [EVENTS_FROM_YEAR, EVENTS_UNTIL_YEAR] },
    births,
    lunations,
    eclipses,
  };
  mkdirSync(path.dirname(REFERENCE_PATH), { recursive: true });
  writeFileSync(REFERENCE_PATH, `${JSON.stringify(reference, null, 1)}\n`);
  console.log(`Wrote ${REFERENCE_PATH}: ${births.length} births, ${lunations.length} lunations, ${eclipses.length} eclipses.`);
};

main();
