import { fold, foldUmlautsAsDigraphs } from './fold';
import type { Place } from './place';
import { nicknameKey, type PlaceNickname } from './nicknames';
import { buildQualifierTable, regionKey, type QualifierTable } from './qualifiers';

/**
 * Many strings kept as one: entry i is text.slice(ends[i - 1] ?? 0, ends[i]), offsets in
 * UTF-16 code units. A hundred thousand names cost one string and one typed array
 * instead of a hundred thousand strings, each with its own header on the heap.
 */
export interface PackedStrings {
  readonly text: string;
  readonly ends: Uint32Array;
}

export const packStrings = (strings: readonly string[]): PackedStrings => {
  const ends = new Uint32Array(strings.length);
  let at = 0;
  strings.forEach((string, i) => {
    at += string.length;
    ends[i] = at;
  });
  return { text: strings.join(''), ends };
};

export const stringAt = (packed: PackedStrings, i: number): string => packed.text.slice(i === 0 ? 0 : packed.ends[i - 1], packed.ends[i]);

export interface PlaceCountry {
  readonly code: string;
  readonly name: string;
}

export interface PlaceRegion {
  readonly countryCode: string;
  readonly admin1Code: string | null;
  readonly admin1Name: string | null;
}

/**
 * The index as columns, without what is derived from them: what a packed file holds.
 * Every per-place column is in rank order (population descending, then GeoNames id), so a
 * place's position is its rank and "best first" is "smallest position first".
 */
export interface PlaceColumns {
  readonly size: number;
  readonly ids: Int32Array;
  readonly lats: Float64Array;
  readonly lngs: Float64Array;
  readonly populations: Float64Array;
  /** Positions in `countries`, `regions` and `zones`, by rank. */
  readonly countryOf: Uint16Array;
  readonly regionOf: Uint16Array;
  readonly zoneOf: Uint16Array;
  /** The distinct countries, regions and zones, in the order the ranks first name them. */
  readonly countries: readonly PlaceCountry[];
  readonly regions: readonly PlaceRegion[];
  readonly zones: readonly string[];
  readonly names: PackedStrings;
  /** The places whose ASCII name differs from the name (ascending ranks) and those ASCII names. */
  readonly asciiRanks: Int32Array;
  readonly asciiNames: PackedStrings;
  /** Each place's alternate names joined by '|' (GeoNames names never hold one). */
  readonly alternateNames: PackedStrings;
  /**
   * Every distinct folded name is one key; the keys are sorted by UTF-16 code unit (the
   * order `<` uses), so all names starting with a prefix form one contiguous range found
   * by two binary searches, and the name equal to the prefix, if any, opens that range.
   */
  readonly keys: PackedStrings;
  /** keys + 1 offsets into keyRanks: key k names the places keyRanks[keyStarts[k] .. keyStarts[k + 1]). */
  readonly keyStarts: Int32Array;
  /** The ranks of the places each key names, ascending within a key. */
  readonly keyRanks: Int32Array;
  /** The GeoNames ids ascending, and the rank of each: found by binary search. */
  readonly sortedIds: Int32Array;
  readonly sortedIdRanks: Int32Array;
  /** The nicknames' keys (see nicknameKey), sorted like `keys`, each naming one place. */
  readonly nicknameKeys: PackedStrings;
  /** The rank of the place each nickname key names. */
  readonly nicknameRanks: Int32Array;
}

/** The in-memory search structure: the columns plus the tables derived from them. */
export interface PlaceIndex extends PlaceColumns {
  /** regionKey(countryCode, admin1Code) of each entry of `regions`, for the qualifier filter. */
  readonly regionKeys: readonly string[];
  readonly qualifiers: QualifierTable;
}

/**
 * The folded forms a place is found by: its name, ASCII name and alternate names, plus
 * their umlauts spelled as digraphs ('muenchen'), each once.
 */
export const placeSearchKeys = (place: Place): string[] => {
  const keys: string[] = [];
  addNameKeys(keys, place.name);
  if (place.asciiName !== place.name) addNameKeys(keys, place.asciiName);
  for (const name of place.alternateNames) addNameKeys(keys, name);
  return keys;
};

// Plain functions, not closures made per place: this runs for every name at start-up.
const addNameKeys = (keys: string[], name: string) => {
  addKey(keys, fold(name));
  addKey(keys, foldUmlautsAsDigraphs(name));
};

const addKey = (keys: string[], key: string | null) => {
  if (key && !keys.includes(key)) keys.push(key);
};

export const byRank = (a: Place, b: Place): number => b.population - a.population || a.id - b.id;

export const ALTERNATE_NAME_SEPARATOR = '|';

/** Gives each distinct value (by `key`) a small number, in order of first appearance. */
const tableOf = <T>(key: (value: T) => string) => {
  const positions = new Map<string, number>();
  const values: T[] = [];
  return {
    values,
    positionOf: (value: T): number => {
      const k = key(value);
      let position = positions.get(k);
      if (position === undefined) {
        position = values.length;
        if (position > 0xffff) throw new RangeError('A place index holds at most 65,536 distinct countries, regions or zones.');
        positions.set(k, position);
        values.push(value);
      }
      return position;
    },
  };
};

/** Builds the index from place records (the data file's places, or a few in tests) and the nicknames of some of them. */
export const buildPlaceIndex = (records: readonly Place[], nicknames: readonly PlaceNickname[] = []): PlaceIndex => {
  const places = [...records].sort(byRank);
  const size = places.length;
  const ids = new Int32Array(size);
  const lats = new Float64Array(size);
  const lngs = new Float64Array(size);
  const populations = new Float64Array(size);
  const countryOf = new Uint16Array(size);
  const regionOf = new Uint16Array(size);
  const zoneOf = new Uint16Array(size);
  const countries = tableOf<PlaceCountry>((c) => `${c.code}\t${c.name}`);
  const regions = tableOf<PlaceRegion>((r) => JSON.stringify([r.countryCode, r.admin1Code, r.admin1Name]));
  const zones = tableOf<string>((zone) => zone);
  const asciiRanks: number[] = [];
  const asciiNames: string[] = [];
  const alternates: string[] = [];
  // Ranks are visited in ascending order, so each key's list comes out sorted.
  const ranksByKey = new Map<string, number | number[]>();
  let pairs = 0;
  places.forEach((place, rank) => {
    if (!Number.isInteger(place.id) || place.id !== (place.id | 0)) throw new RangeError(`Place id ${place.id} is not a 32-bit integer.`);
    ids[rank] = place.id;
    lats[rank] = place.lat;
    lngs[rank] = place.lng;
    populations[rank] = place.population;
    countryOf[rank] = countries.positionOf({ code: place.countryCode, name: place.countryName });
    regionOf[rank] = regions.positionOf({ countryCode: place.countryCode, admin1Code: place.admin1Code, admin1Name: place.admin1Name });
    zoneOf[rank] = zones.positionOf(place.zone);
    if (place.asciiName !== place.name) {
      asciiRanks.push(rank);
      asciiNames.push(place.asciiName);
    }
    for (const name of place.alternateNames) {
      if (name === '' || name.includes(ALTERNATE_NAME_SEPARATOR)) throw new RangeError(`Place ${place.id} has an empty alternate name or one holding '|'.`);
    }
    alternates.push(place.alternateNames.join(ALTERNATE_NAME_SEPARATOR));
    for (const key of placeSearchKeys(place)) {
      pairs++;
      const held = ranksByKey.get(key);
      if (held === undefined) ranksByKey.set(key, rank);
      else if (typeof held === 'number') ranksByKey.set(key, [held, rank]);
      else held.push(rank);
    }
  });
  // The default sort compares strings by UTF-16 code unit, like `<`, and is much faster than a comparator.
  const keys = [...ranksByKey.keys()].sort();
  const keyStarts = new Int32Array(keys.length + 1);
  const keyRanks = new Int32Array(pairs);
  let at = 0;
  keys.forEach((key, k) => {
    keyStarts[k] = at;
    const held = ranksByKey.get(key)!;
    if (typeof held === 'number') keyRanks[at++] = held;
    else for (const rank of held) keyRanks[at++] = rank;
  });
  keyStarts[keys.length] = at;
  // A repeated id resolves to its last rank, as a map filled in rank order would.
  const byId = places.map((_, rank) => rank).sort((a, b) => ids[a]! - ids[b]! || b - a);
  const distinctById = byId.filter((rank, i) => i === 0 || ids[byId[i - 1]!] !== ids[rank]);
  const sortedIds = Int32Array.from(distinctById, (rank) => ids[rank]!);
  const sortedIdRanks = Int32Array.from(distinctById);
  const nicknamed = nicknameTable(nicknames, (id) => {
    const at = lowerBoundOf(sortedIds, id);
    return sortedIds[at] === id ? sortedIdRanks[at]! : -1;
  });
  return assemblePlaceIndex({
    size,
    ids,
    lats,
    lngs,
    populations,
    countryOf,
    regionOf,
    zoneOf,
    countries: countries.values,
    regions: regions.values,
    zones: zones.values,
    names: packStrings(places.map((place) => place.name)),
    asciiRanks: Int32Array.from(asciiRanks),
    asciiNames: packStrings(asciiNames),
    alternateNames: packStrings(alternates),
    keys: packStrings(keys),
    keyStarts,
    keyRanks,
    sortedIds,
    sortedIdRanks,
    nicknameKeys: packStrings(nicknamed.map(([key]) => key)),
    nicknameRanks: Int32Array.from(nicknamed, ([, rank]) => rank),
  });
};

/** The nicknames as [key, rank] pairs sorted by key; throws on an unknown id or a key given to two places. */
const nicknameTable = (nicknames: readonly PlaceNickname[], rankOf: (id: number) => number): (readonly [string, number])[] => {
  const byKey = new Map<string, number>();
  for (const { id, nickname } of nicknames) {
    const key = nicknameKey(nickname);
    const rank = rankOf(id);
    if (key === '' || rank < 0) throw new RangeError(`Nickname '${nickname}' names no place (id ${id}).`);
    const held = byKey.get(key);
    if (held !== undefined && held !== rank) throw new RangeError(`Nickname '${nickname}' is given to two places.`);
    byKey.set(key, rank);
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};

/** The rank of the place a whole typed name calls by its nickname ('nyc', 'L.A.'), or -1. */
export const nicknameRank = (index: PlaceIndex, text: string): number => {
  const key = nicknameKey(text);
  const at = lowerBound(index.nicknameKeys, key);
  return at < index.nicknameRanks.length && stringAt(index.nicknameKeys, at) === key ? index.nicknameRanks[at]! : -1;
};

/** The index over columns built here or read back from a packed file. */
export const assemblePlaceIndex = (columns: PlaceColumns): PlaceIndex => ({
  ...columns,
  regionKeys: columns.regions.map((region) => regionKey(region.countryCode, region.admin1Code)),
  qualifiers: buildQualifierTable(columns.countries, columns.regions),
});

/** The first position in `sorted` (ascending) not below `target`. */
const lowerBoundOf = (sorted: ArrayLike<number>, target: number): number => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** The rank of the place with this GeoNames id, or -1. */
export const rankOfId = (index: PlaceIndex, id: number): number => {
  const at = lowerBoundOf(index.sortedIds, id);
  return at < index.size && index.sortedIds[at] === id ? index.sortedIdRanks[at]! : -1;
};

const NO_NAMES: readonly string[] = Object.freeze([]);

/** The place at a rank, as a record of its own (made on demand: results are a few dozen places). */
export const placeAt = (index: PlaceIndex, rank: number): Place => {
  const name = stringAt(index.names, rank);
  const ascii = lowerBoundOf(index.asciiRanks, rank);
  const alternates = stringAt(index.alternateNames, rank);
  const country = index.countries[index.countryOf[rank]!]!;
  const region = index.regions[index.regionOf[rank]!]!;
  return {
    id: index.ids[rank]!,
    name,
    asciiName: index.asciiRanks[ascii] === rank ? stringAt(index.asciiNames, ascii) : name,
    alternateNames: alternates === '' ? NO_NAMES : alternates.split(ALTERNATE_NAME_SEPARATOR),
    countryCode: country.code,
    countryName: country.name,
    admin1Code: region.admin1Code,
    admin1Name: region.admin1Name,
    lat: index.lats[rank]!,
    lng: index.lngs[rank]!,
    population: index.populations[rank]!,
    zone: index.zones[index.zoneOf[rank]!]!,
  };
};

export const countryCodeAt = (index: PlaceIndex, rank: number): string => index.countries[index.countryOf[rank]!]!.code;
export const regionKeyAt = (index: PlaceIndex, rank: number): string => index.regionKeys[index.regionOf[rank]!]!;

/** The first key position whose key is not below `target`. */
export const lowerBound = (keys: PackedStrings, target: string): number => {
  const { text, ends } = keys;
  let lo = 0;
  let hi = ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (text.slice(mid === 0 ? 0 : ends[mid - 1], ends[mid]) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** Folded keys hold neither U+0000 nor U+FFFF: a key equal to `prefix` sorts below prefix + U+0000, and every longer key starting with it between that and prefix + U+FFFF. */
const BEFORE_EVERY_CONTINUATION = '\u0000';
const AFTER_EVERY_CONTINUATION = '\uffff';

/**
 * Positions in keyRanks: [start, exactEnd) hold the places with a name equal to the
 * prefix, [exactEnd, end) those with a name that merely starts with it.
 */
export const prefixRange = (index: PlaceIndex, prefix: string) => {
  const { keys, keyStarts } = index;
  return {
    start: keyStarts[lowerBound(keys, prefix)]!,
    exactEnd: keyStarts[lowerBound(keys, prefix + BEFORE_EVERY_CONTINUATION)]!,
    end: keyStarts[lowerBound(keys, prefix + AFTER_EVERY_CONTINUATION)]!,
  };
};
