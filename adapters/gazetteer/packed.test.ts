import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { areaNamed, buildPlaceIndex, byRank, type Place, placeAt, resolvePlace, searchPlaces } from '../../domain/places';
import { FIXTURE_NICKNAMES, FIXTURE_PLACES } from '../../fixtures/places.fixture';
import { GAZETTEER_COLUMNS } from './format';
import { loadGazetteer, packedPathFor, packGazetteer } from './gazetteer.adapter';
import { PackedIndexError, packedSource, packPlaceIndex, unpackPlaceIndex } from './packed';

const SOURCE = { data: 'test', rules: 'test' };

const nameArb = fc
  .array(fc.constantFrom('a', 'e', 'o', 'n', 's', 'ü', 'é', 'ß', 'ø', 'Ł', ' ', '-', 'M', 'P', 'ı', '日'), { minLength: 1, maxLength: 8 })
  .map((letters) => letters.join(''));
const placeArb = fc.record({
  id: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  name: nameArb,
  asciiName: fc.oneof(nameArb, fc.constant('')),
  alternateNames: fc.array(nameArb, { maxLength: 3 }),
  country: fc.constantFrom(['PT', 'Portugal'], ['US', 'United States'], ['GE', 'Georgia'], ['FR', 'France']),
  region: fc.constantFrom([null, null], ['08', null], ['GA', 'Georgia'], ['TX', 'Texas'], ['IL', 'Illinois']),
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
  population: fc.oneof(fc.nat(5), fc.nat(20_000_000)),
  zone: fc.constantFrom('Europe/Lisbon', 'America/Chicago', 'Asia/Tbilisi', 'Europe/Paris'),
});
const placesArb = fc
  .uniqueArray(placeArb, { selector: (place) => place.id, maxLength: 25 })
  .map((records) =>
    records.map(
      ({ country: [countryCode, countryName], region: [admin1Code, admin1Name], ...rest }): Place => ({ ...rest, countryCode, countryName, admin1Code, admin1Name }),
    ),
  );
const queryArb = (places: readonly Place[]) =>
  fc.oneof(
    fc.constantFrom('', 'a', 'm', 'p', 'mu', 'ss', 'georgia', 'texas', 'portugal'),
    places.length === 0 ? fc.constant('x') : fc.constantFrom(...places.flatMap((place) => [place.name, ...place.alternateNames])).chain((name) => fc.nat(name.length).map((n) => name.slice(0, n + 1))),
  ).chain((name) => fc.constantFrom(name, `${name}, ga`, `${name}, US`, `${name}, Georgia`, `${name}, Tex`));

describe('the packed place index', () => {
  it('reads back every place equal to the place it was made from', () => {
    fc.assert(
      fc.property(placesArb, (places) => {
        const unpacked = unpackPlaceIndex(packPlaceIndex(buildPlaceIndex(places), SOURCE));
        expect(unpacked.size).toBe(places.length);
        expect(Array.from({ length: unpacked.size }, (_, rank) => placeAt(unpacked, rank))).toEqual([...places].sort(byRank));
        for (const place of places) expect(resolvePlace(unpacked, place.id)).toEqual(place);
      }),
    );
  });

  it('answers every search, area and id as the index it was made from', () => {
    fc.assert(
      fc.property(
        placesArb.chain((places) => fc.tuple(fc.constant(places), fc.array(queryArb(places), { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 30 }))),
        ([places, queries, limit]) => {
          const built = buildPlaceIndex(places);
          const unpacked = unpackPlaceIndex(packPlaceIndex(built, SOURCE));
          for (const query of queries) {
            expect(searchPlaces(unpacked, query, limit)).toEqual(searchPlaces(built, query, limit));
            expect(areaNamed(unpacked, query)).toEqual(areaNamed(built, query));
          }
          expect(resolvePlace(unpacked, 0)).toBeNull();
        },
      ),
    );
  });

  it('answers the example searches as the index of the example places does', () => {
    const built = buildPlaceIndex(FIXTURE_PLACES, FIXTURE_NICKNAMES);
    const unpacked = unpackPlaceIndex(packPlaceIndex(built, SOURCE));
    for (const query of ['s', 'san jose', 'paris, tx', 'springfield, il', 'washington, d.c.', 'munchen', 'monaco', 'ca', 'texas', 'nyc', 'L.A.', 'rio', 'la, nigeria']) {
      expect(searchPlaces(unpacked, query, 20)).toEqual(searchPlaces(built, query, 20));
      expect(areaNamed(unpacked, query)).toEqual(areaNamed(built, query));
    }
    expect(unpacked.qualifiers).toEqual(built.qualifiers);
  });

  it('keeps the source stamp it was packed with', () => {
    expect(packedSource(packPlaceIndex(buildPlaceIndex(FIXTURE_PLACES), SOURCE))).toEqual(SOURCE);
  });

  it('refuses bytes that are not a whole packed index', () => {
    const bytes = packPlaceIndex(buildPlaceIndex(FIXTURE_PLACES), SOURCE);
    expect(() => unpackPlaceIndex(new TextEncoder().encode('id\tname\n'))).toThrow(PackedIndexError);
    expect(() => unpackPlaceIndex(bytes.subarray(0, bytes.length - 100))).toThrow(PackedIndexError);
    expect(packedSource(bytes.subarray(0, 20))).toBeNull();
  });
});

describe('loading a gazetteer through its packed index', () => {
  const header = GAZETTEER_COLUMNS.join('\t');
  const LISBON = ['2267057', 'Lisbon', 'Lisbon', 'Lisboa|Lissabon', 'PT', 'Portugal', '14', '', '38.71667', '-9.13333', '517802', 'Europe/Lisbon'];
  const PORTO = ['2735943', 'Porto', 'Porto', 'Oporto', 'PT', 'Portugal', '17', '', '41.14961', '-8.61099', '249633', 'Europe/Lisbon'];
  let dir: string;
  let dataPath: string;
  const writeData = (...lines: string[][]) => writeFileSync(dataPath, gzipSync(`${header}\n${lines.map((line) => line.join('\t')).join('\n')}\n`));

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'gazetteer-'));
    dataPath = path.join(dir, 'places.tsv.gz');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('builds the packed index from the data file once, then reads it', () => {
    writeData(LISBON);
    const first = loadGazetteer(dataPath);
    expect(first.stats.source).toBe('data');
    expect(packedPathFor(dataPath)).toBe(path.join(dir, 'places.packed'));
    const second = loadGazetteer(dataPath);
    expect(second.stats.source).toBe('packed');
    expect(second.search('lisboa')).toEqual(first.search('lisboa'));
    expect(second.stats).toMatchObject({ places: 1, alternateNames: 2, indexKeys: 3 });
  });

  it('rebuilds the packed index when the data file changes', () => {
    writeData(LISBON);
    loadGazetteer(dataPath);
    writeData(LISBON, PORTO);
    const changed = loadGazetteer(dataPath);
    expect(changed.stats.source).toBe('data');
    expect(changed.search('oporto')[0]?.name).toBe('Porto');
    expect(loadGazetteer(dataPath).stats.source).toBe('packed');
  });

  it('rebuilds the packed index when the nickname table beside the data changes', () => {
    writeData(LISBON, PORTO);
    expect(loadGazetteer(dataPath).nicknamed('Lx')).toBeNull();
    const nicknames = path.join(dir, 'nicknames.tsv');
    writeFileSync(nicknames, '# a note\ngeonameid\tnickname\tcity\tcountry\n2267057\tLx\tLisbon\tPT\n');
    const changed = loadGazetteer(dataPath);
    expect(changed.stats.source).toBe('data');
    expect(changed.nicknamed('LX')?.name).toBe('Lisbon');
    expect(changed.search('lx')[0]?.name).toBe('Lisbon');
    const again = loadGazetteer(dataPath);
    expect(again.stats.source).toBe('packed');
    expect(again.nicknamed('lx')?.name).toBe('Lisbon');
    writeFileSync(nicknames, 'geonameid\tnickname\tcity\tcountry\n2735943\tLx\tPorto\tPT\n');
    expect(loadGazetteer(dataPath).nicknamed('lx')?.name).toBe('Porto');
  });

  it('rebuilds a packed index that is cut off or not one at all', () => {
    writeData(LISBON);
    loadGazetteer(dataPath);
    const packedPath = packedPathFor(dataPath);
    writeFileSync(packedPath, readFileSync(packedPath).subarray(0, 200));
    expect(loadGazetteer(dataPath).stats.source).toBe('data');
    writeFileSync(packedPath, 'not an index');
    expect(loadGazetteer(dataPath).stats.source).toBe('data');
    expect(loadGazetteer(dataPath).stats.source).toBe('packed');
  });

  it('still loads when the packed index cannot be written', () => {
    writeData(LISBON);
    const gazetteer = loadGazetteer(dataPath, { packedPath: path.join(dir, 'missing-folder', 'places.packed') });
    expect(gazetteer.stats.source).toBe('data');
    expect(gazetteer.resolve(2267057)?.name).toBe('Lisbon');
  });

  it('packs on request only when the packed index is missing or stale', () => {
    writeData(LISBON);
    expect(packGazetteer(dataPath).rebuilt).toBe(true);
    expect(packGazetteer(dataPath).rebuilt).toBe(false);
    writeData(PORTO);
    expect(packGazetteer(dataPath).rebuilt).toBe(true);
    expect(loadGazetteer(dataPath).stats.source).toBe('packed');
  });
});
