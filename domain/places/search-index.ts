import { fold, foldUmlautsAsDigraphs } from './fold';
import type { Place } from './place';
import { buildQualifierTable, regionKey, type QualifierTable } from './qualifiers';

/**
 * The in-memory search structure. Places are kept in rank order (population descending,
 * then GeoNames id), so a place's position is its rank and "best first" is "smallest
 * position first". Every distinct folded name is one key; the keys are sorted, so all
 * names starting with a prefix form one contiguous range found by two binary searches,
 * and the name equal to the prefix, if any, opens that range. The places a key names sit
 * in keyRanks[keyStarts[k] .. keyStarts[k + 1]) (compressed rows: two typed arrays
 * instead of an array per key).
 */
export interface PlaceIndex {
  /** By rank: population descending, then id ascending. */
  readonly places: readonly Place[];
  /** Distinct folded names, sorted by UTF-16 code unit (the order `<` uses). */
  readonly keys: readonly string[];
  /** keys.length + 1 offsets into keyRanks. */
  readonly keyStarts: Int32Array;
  /** The ranks of the places each key names, ascending within a key. */
  readonly keyRanks: Int32Array;
  readonly rankById: ReadonlyMap<number, number>;
  /** regionKey(countryCode, admin1Code) by rank, for the qualifier filter. */
  readonly regionByRank: readonly string[];
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

export const buildPlaceIndex = (records: readonly Place[]): PlaceIndex => {
  const places = [...records].sort(byRank);
  // Ranks are visited in ascending order, so each key's list comes out sorted.
  const ranksByKey = new Map<string, number | number[]>();
  let pairs = 0;
  places.forEach((place, rank) => {
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
  return {
    places,
    keys,
    keyStarts,
    keyRanks,
    rankById: new Map(places.map((place, rank) => [place.id, rank])),
    regionByRank: places.map((place) => regionKey(place.countryCode, place.admin1Code)),
    qualifiers: buildQualifierTable(places),
  };
};

/** The first position whose key is not below `target`. */
export const lowerBound = (keys: readonly string[], target: string): number => {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < target) lo = mid + 1;
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
