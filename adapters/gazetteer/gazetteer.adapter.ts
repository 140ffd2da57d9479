import { createHash, randomUUID } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { areaNamed, DEFAULT_PLACE_SEARCH_LIMIT, buildPlaceIndex, fold, foldUmlautsAsDigraphs, nicknameKey, placeByNickname, placeSearchKeys, resolvePlace, searchPlaces, type Place, type PlaceArea, type PlaceIndex, type PlaceMatch } from '../../domain/places';
import { PROJECT_ROOT } from '../project-root';
import { parseGazetteer } from './format';
import { parseNicknames } from './nicknames';
import { PACKED_FORMAT, PackedIndexError, packedSource, packPlaceIndex, unpackPlaceIndex, type PackedSource } from './packed';

export const DEFAULT_GAZETTEER_PATH = path.join(PROJECT_ROOT, 'adapters', 'gazetteer', 'data', 'places.tsv.gz');

/** The nickname table sits beside the data file: data/places.tsv.gz → data/nicknames.tsv (optional: none when missing). */
export const nicknamesPathFor = (dataPath: string): string => path.join(path.dirname(dataPath), 'nicknames.tsv');

/** The nickname table's bytes, or none when the data file has no table beside it. */
const readNicknames = (dataPath: string): Uint8Array => {
  try {
    return readFileSync(nicknamesPathFor(dataPath));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Uint8Array();
    throw error;
  }
};

/** The packed index made from a data file sits beside it: data/places.tsv.gz → data/places.packed (git-ignored). */
export const packedPathFor = (dataPath: string): string => path.join(path.dirname(dataPath), `${path.basename(dataPath).replace(/\.tsv(\.gz)?$/, '')}.packed`);

export interface GazetteerStats {
  places: number;
  alternateNames: number;
  /** Search keys: the distinct folded names of the places. */
  indexKeys: number;
  /** 'packed' when read from the packed index; 'data' when built from the data file (and then packed). */
  source: 'packed' | 'data';
  /** Reading the files and hashing the data file (plus unzipping it when built from it). */
  readMs: number;
  /** Parsing the data file, building the index and packing it: 0 when read from the packed index. */
  parseMs: number;
  indexMs: number;
  packMs: number;
  /** Reading the index back from its packed bytes. */
  unpackMs: number;
}

export interface Gazetteer {
  readonly index: PlaceIndex;
  search(query: string, limit?: number): PlaceMatch[];
  resolve(id: number): Place | null;
  /** The place a whole text calls by its everyday name ('NYC', 'L.A.'), from data/nicknames.tsv. */
  nicknamed(text: string): PlaceMatch | null;
  /** The country or region a text names whole, with its largest places. */
  area(text: string): PlaceArea | null;
  readonly stats: GazetteerStats;
}

/** Characters whose folding a packed index depends on: Latin, Latin-1, Latin Extended A and B and Additional. */
const PROBED_CHARACTERS = [
  ...Array.from({ length: 0x250 - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  ...Array.from({ length: 0x100 }, (_, i) => String.fromCharCode(0x1e00 + i)),
];
const PROBE_PLACE: Place = {
  id: 1,
  name: 'Saint-Étienne-du-Rouvray',
  asciiName: 'Saint-Etienne-du-Rouvray',
  alternateNames: ['München', 'Zürich (ZH)', 'Łódź', 'Straße', 'Ærøskøbing'],
  countryCode: 'FR',
  countryName: 'France',
  admin1Code: null,
  admin1Name: null,
  lat: 0,
  lng: 0,
  population: 0,
  zone: 'UTC',
};

let rulesFingerprint: string | undefined;
/**
 * A digest of how names fold into keys, as this code (and this Node's Unicode tables)
 * does it: a packed index made under other rules is stale even when the data is not.
 */
const indexRulesFingerprint = (): string =>
  (rulesFingerprint ??= createHash('sha256')
    .update(JSON.stringify([PACKED_FORMAT, PROBED_CHARACTERS.map((c) => [fold(`a${c}b`), foldUmlautsAsDigraphs(`a${c}b`), nicknameKey(`N.${c} b`)]), placeSearchKeys(PROBE_PLACE)]))
    .digest('hex'));

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** What a packed index is made from: the data file, the nickname table beside it, and the folding rules. */
const sourceOf = (data: Uint8Array, nicknames: Uint8Array): PackedSource => ({ data: digest(data), nicknames: digest(nicknames), rules: indexRulesFingerprint() });

const sameSource = (a: PackedSource, b: PackedSource) => a.data === b.data && a.nicknames === b.nicknames && a.rules === b.rules;

/** The packed index at `packedPath` when it was made from this source; null when missing, stale or unreadable. */
const readCurrentPacked = (packedPath: string, source: PackedSource): PlaceIndex | null => {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(packedPath);
  } catch {
    return null;
  }
  const stamp = packedSource(bytes);
  if (stamp === null || !sameSource(stamp, source)) return null;
  try {
    return unpackPlaceIndex(bytes);
  } catch (error) {
    if (error instanceof PackedIndexError) return null;
    throw error;
  }
};

/** Written under a name of its own, then renamed: a process reading the file at the same time sees the old one or the new one, whole. */
const writeAtomically = (target: string, bytes: Uint8Array) => {
  const temporary = `${target}.${process.pid}-${randomUUID()}.tmp`;
  try {
    writeFileSync(temporary, bytes);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
};

const packFromData = (data: Uint8Array, nicknames: Uint8Array, source: PackedSource) => {
  const t0 = performance.now();
  const unzipped = gunzipSync(data);
  const t1 = performance.now();
  const places = parseGazetteer(unzipped);
  const called = parseNicknames(new TextDecoder().decode(nicknames));
  const t2 = performance.now();
  const built = buildPlaceIndex(places, called);
  const t3 = performance.now();
  const bytes = packPlaceIndex(built, source);
  const t4 = performance.now();
  return { bytes, unzipMs: t1 - t0, parseMs: t2 - t1, indexMs: t3 - t2, packMs: t4 - t3 };
};

/** Alternate names counted in the packed column: one per non-empty entry, plus one per separator. */
const countAlternateNames = ({ alternateNames: { text, ends } }: PlaceIndex): number => {
  let count = 0;
  let previous = 0;
  for (const end of ends) {
    if (end > previous) count++;
    previous = end;
  }
  for (let at = text.indexOf('|'); at >= 0; at = text.indexOf('|', at + 1)) count++;
  return count;
};

export interface LoadGazetteerOptions {
  /** Where the packed index is read from and written to; null to neither read nor write one. */
  packedPath?: string | null;
}

/**
 * The bundled GeoNames gazetteer, synchronously. Reads the packed index beside the data
 * file when it was made from that file and the nickname table beside it, under these folding rules (tens of milliseconds);
 * otherwise parses and indexes the data file (a few seconds), writes the packed index for
 * the next process if it can, and reads the index back from those bytes, so a process
 * behaves the same either way. Call once: use sharedGazetteer() in the server and the CLI.
 */
export const loadGazetteer = (dataPath: string = DEFAULT_GAZETTEER_PATH, options: LoadGazetteerOptions = {}): Gazetteer => {
  const packedPath = options.packedPath === undefined ? packedPathFor(dataPath) : options.packedPath;
  const t0 = performance.now();
  const data = readFileSync(dataPath);
  const nicknames = readNicknames(dataPath);
  const source = sourceOf(data, nicknames);
  const t1 = performance.now();
  let index = packedPath === null ? null : readCurrentPacked(packedPath, source);
  const t2 = performance.now();
  let stats: Omit<GazetteerStats, 'places' | 'alternateNames' | 'indexKeys'>;
  if (index !== null) {
    stats = { source: 'packed', readMs: t1 - t0, parseMs: 0, indexMs: 0, packMs: 0, unpackMs: t2 - t1 };
  } else {
    const packed = packFromData(data, nicknames, source);
    if (packedPath !== null) {
      try {
        writeAtomically(packedPath, packed.bytes);
      } catch {
        // A read-only install: this process keeps the index it built.
      }
    }
    const t3 = performance.now();
    index = unpackPlaceIndex(packed.bytes);
    const t4 = performance.now();
    stats = { source: 'data', readMs: t1 - t0 + packed.unzipMs, parseMs: packed.parseMs, indexMs: packed.indexMs, packMs: packed.packMs, unpackMs: t4 - t3 };
  }
  const loaded = index;
  return {
    index: loaded,
    search: (query, limit = DEFAULT_PLACE_SEARCH_LIMIT) => searchPlaces(loaded, query, limit),
    resolve: (id) => resolvePlace(loaded, id),
    nicknamed: (text) => placeByNickname(loaded, text),
    area: (text) => areaNamed(loaded, text),
    stats: { places: loaded.size, alternateNames: countAlternateNames(loaded), indexKeys: loaded.keys.ends.length, ...stats },
  };
};

/**
 * Makes the packed index beside the data file unless a current one is there, so the
 * server only ever reads it (the server build runs this in a process of its own).
 * Throws when it cannot write the file.
 */
export const packGazetteer = (dataPath: string = DEFAULT_GAZETTEER_PATH, packedPath: string = packedPathFor(dataPath)): { path: string; rebuilt: boolean } => {
  const data = readFileSync(dataPath);
  const nicknames = readNicknames(dataPath);
  const source = sourceOf(data, nicknames);
  if (readCurrentPacked(packedPath, source) !== null) return { path: packedPath, rebuilt: false };
  writeAtomically(packedPath, packFromData(data, nicknames, source).bytes);
  return { path: packedPath, rebuilt: true };
};

let shared: Gazetteer | undefined;

/** The gazetteer of the bundled data file, loaded on first use and kept for the process's life. */
export const sharedGazetteer = (): Gazetteer => (shared ??= loadGazetteer());
