import Fuse from 'fuse.js';
import type { BirthLocation } from '../../birth';
import { fold, parsePlaceQuery, type Place, type PlaceArea, type PlaceMatch } from '../../places';
import { withoutTrailing } from '../../kernel';

/** The gazetteer as Luna reads it (adapters/gazetteer fits): fuzzy search, then the full record. */
export interface PlaceFinder {
  search(query: string, limit?: number): PlaceMatch[];
  resolve(id: number): Place | null;
  /** The country or region a text names whole ('portugal'), with its largest places. */
  area(text: string): PlaceArea | null;
  /** The place a whole text calls by its everyday name ('NYC', 'L.A.', 'Philly'); finders without a nickname table leave it out. */
  nicknamed?(text: string): PlaceMatch | null;
}

/** The country the visitor lives in or named as where she is ('I'm in the US'): it ranks namesakes, never names her birth place. */
export interface CountryHint {
  countryCode: string;
  countryName: string;
}

export type PlaceUnderstanding =
  | { kind: 'place'; location: BirthLocation }
  /** Several real places share the name and none clearly dominates: the visitor picks. */
  | { kind: 'choices'; query: string; options: PlaceMatch[] }
  /** A country or region alone ('born in Portugal'): the town is still to come; its largest places are offered. */
  | { kind: 'area'; query: string; area: PlaceArea }
  /** Nothing by that name; `suggestions` are near spellings worth offering. */
  | { kind: 'unknown'; query: string; suggestions: PlaceMatch[] };

/** Homonyms are offered as quick replies, at most this many. */
export const PLACE_CHOICES_MAX = 4;
/** A place this many times larger than its namesakes is what people mean ('Paris', 'London'). */
const DOMINANT_POPULATION_RATIO = 5;

export const birthLocationOf = (place: PlaceMatch): BirthLocation => ({
  city: place.name,
  country: place.countryName,
  displayName: place.label,
  coordinates: { lat: place.lat, lng: place.lng },
  timezone: place.zone,
});

const primaryNamesOf = (place: Place): string[] => [place.name, place.asciiName].map(fold);
const namesOf = (place: Place): string[] => [...primaryNamesOf(place), ...place.alternateNames.map(fold)];

/**
 * The search is forgiving ('Love' finds Leuven); a birth place must be named, not guessed.
 * Places whose own name it is come first; another language's name for a town only counts
 * when no place bears the name itself.
 */
const namedPlaces = (finder: PlaceFinder, matches: readonly PlaceMatch[], city: string): PlaceMatch[] => {
  // An everyday name ('rio', 'nyc') is what people mean by it, before any village of that name.
  const called = finder.nicknamed?.(city) ?? null;
  const nicknamed = called === null ? undefined : matches.find((match) => match.id === called.id);
  if (nicknamed !== undefined) return [nicknamed];
  const withNames = matches.map((match) => ({ match, place: finder.resolve(match.id) }));
  const own = withNames.filter(({ place }) => place !== null && primaryNamesOf(place).includes(city)).map(({ match }) => match);
  if (own.length > 0) return own;
  return withNames.filter(({ place }) => place !== null && namesOf(place).includes(city)).map(({ match }) => match);
};

/** Namesakes this much smaller than the largest are not worth offering. */
const OFFERED_POPULATION_SHARE = 0.1;

/**
 * Reads a place the visitor named. With a country or region ('Paris, Texas') the first
 * match is taken; a bare name is taken when one place of that name clearly dominates, and
 * otherwise the namesakes are offered. A quick-reply label sent back is an exact pick.
 */
/**
 * 'leeds england', 'sao paulo brazil': a name without commas whose last words are a country
 * or region. Each split point is tried, the longest city name first; a split counts only when
 * a place bears that name and lies in what the rest names (the search narrows by it).
 */
const splitWithoutCommas = (finder: PlaceFinder, query: string): PlaceUnderstanding | null => {
  const words = query.split(/\s+/);
  for (let cut = words.length - 1; cut >= 1; cut--) {
    const city = words.slice(0, cut).join(' ');
    const rest = words.slice(cut).join(' ');
    const matches = finder.search(`${city}, ${rest}`, 8);
    const named = namedPlaces(finder, matches, fold(city));
    const [top] = named;
    if (top !== undefined) return { kind: 'place', location: birthLocationOf(top) };
  }
  return null;
};

/** How close a misspelt name must be to a real one to be offered ('barcelna' → Barcelona). */
const TYPO_SCORE = 0.4;
const TYPO_SUGGESTIONS = 3;
/** Suggestions clearly further off than the best are left out. */
const TYPO_SCORE_SPREAD = 0.1;

/**
 * Near spellings of a name the gazetteer does not know, for 'Did you mean …?'. The search
 * finds names by their start, so the typed name is cut back a letter at a time until places
 * turn up (with the country or region kept as a filter), and those whose names are closest
 * to what was typed (fuzzy-matched) are offered, larger places first among equals.
 */
export const nearSpellings = (finder: PlaceFinder, query: string): PlaceMatch[] => {
  const words = query.split(',')[0]?.trim().split(/\s+/) ?? [];
  const commaRest = query.includes(',') ? query.slice(query.indexOf(',') + 1).trim() : null;
  const splits: [string, string][] =
    commaRest !== null
      ? [[words.join(' '), commaRest]]
      : [...words.keys()].slice(1).reverse().map((cut): [string, string] => [words.slice(0, cut).join(' '), words.slice(cut).join(' ')]).concat([[words.join(' '), '']]);
  const found = new Map<number, PlaceMatch>();
  const lookUp = (prefix: string, rest: string) => {
    for (const match of finder.search(rest === '' ? prefix : `${prefix}, ${rest}`, 20)) found.set(match.id, match);
  };
  /** The places closest to what was typed; only those about as close as the best are offered. */
  const closest = (city: string) => {
    const fuse = new Fuse([...found.values()], { keys: ['name'], includeScore: true, threshold: TYPO_SCORE, ignoreLocation: true });
    const ranked = fuse
      .search(city)
      .filter((result) => (result.score ?? 1) <= TYPO_SCORE)
      .sort((a, b) => (a.score ?? 1) - (b.score ?? 1) || b.item.population - a.item.population);
    const best = ranked[0]?.score ?? 1;
    return ranked.filter((result) => (result.score ?? 1) <= best + TYPO_SCORE_SPREAD);
  };
  for (const [city, rest] of splits) {
    for (let length = city.length - 1; length >= Math.max(3, city.length - 4); length--) {
      lookUp(city.slice(0, length), rest);
      if (found.size > 0) break;
    }
    let close = closest(city);
    // A slip in the first letter ('kondon', 'ondon', 'xlondon') defeats a search by the start, so the
    // start is also tried with each letter in its place, added, or dropped.
    if (city.length >= 4) {
      lookUp(city.slice(1, 6), rest);
      for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
        lookUp(letter + city.slice(1, 6), rest);
        lookUp(letter + city.slice(0, 4), rest);
      }
      close = closest(city);
    }
    if (close.length > 0) return close.slice(0, TYPO_SUGGESTIONS).map((result) => result.item);
    found.clear();
  }
  return [];
};

/** A place named with its country or region ('cairo egypt', 'Leeds, UK'), or null: a surer sign of a place than a bare word. */
export const placeWithCountry = (finder: PlaceFinder, text: string): PlaceUnderstanding | null => {
  const query = withoutTrailing(text.trim(), '.!?').trim();
  if (query.includes(',')) {
    if (parsePlaceQuery(query).qualifiers.length === 0) return null;
    const understood = understandPlace(finder, query);
    return understood?.kind === 'place' ? understood : null;
  }
  return /\s/.test(query) && finder.search(query, 1).length === 0 ? splitWithoutCommas(finder, query) : null;
};

/** The population of the largest namesake other than `top`. */
const largestBut = (named: readonly PlaceMatch[], top: PlaceMatch): number => Math.max(0, ...named.filter((match) => match !== top).map((match) => match.population));

const liesIn = (match: PlaceMatch, area: PlaceArea): boolean =>
  match.countryCode === area.countryCode && (area.region === null || match.region === area.region);

/** The country all the offered places share, by name; null when none were offered or they differ. */
const sharedCountry = (offered: readonly PlaceMatch[]): string | null => {
  const countries = new Set(offered.map((match) => match.countryName));
  return countries.size === 1 ? ([...countries][0] ?? null) : null;
};

/**
 * Namesakes in the country she named as hers first, then the largest. A namesake there at
 * least a tenth the size of the largest is worth asking about even when the largest would
 * otherwise be taken ('Birmingham' for someone in the US).
 */
const nearFirst = (named: readonly PlaceMatch[], near: CountryHint | null): { ranked: PlaceMatch[]; contender: boolean } => {
  const top = named[0];
  if (near === null || top === undefined) return { ranked: [...named], contender: false };
  const inCountry = (match: PlaceMatch) => match.countryCode === near.countryCode;
  const ranked = [...named].sort((a, b) => Number(inCountry(b)) - Number(inCountry(a)) || b.population - a.population);
  const contender = !inCountry(top) && ranked[0] !== undefined && inCountry(ranked[0]) && ranked[0].population >= OFFERED_POPULATION_SHARE * top.population;
  return { ranked, contender };
};

export const understandPlace = (finder: PlaceFinder, text: string, offered: readonly PlaceMatch[] = [], near: CountryHint | null = null): PlaceUnderstanding | null => {
  const query = withoutTrailing(text.trim(), '.!?').trim();
  if (query === '') return null;
  const picked = offered.find((option) => fold(option.label) === fold(query));
  if (picked) return { kind: 'place', location: birthLocationOf(picked) };
  const called = query.includes(',') ? null : (finder.nicknamed?.(query) ?? null);
  if (called !== null) return { kind: 'place', location: birthLocationOf(called) };
  if (!query.includes(',') && /\s/.test(query) && finder.search(query, 1).length === 0) {
    const split = splitWithoutCommas(finder, query);
    if (split !== null) return split;
  }
  const parsed = parsePlaceQuery(query);
  // After a country was named, its places were offered: a town typed now is looked for there first.
  const offeredCountry = sharedCountry(offered);
  const sameName = offered.filter((option) => fold(option.name) === parsed.city);
  if (sameName.length === 1 && sameName[0] !== undefined) return { kind: 'place', location: birthLocationOf(sameName[0]) };
  if (offeredCountry !== null && parsed.qualifiers.length === 0 && sameName.length === 0) {
    const [there] = namedPlaces(finder, finder.search(`${query}, ${offeredCountry}`, 8), parsed.city);
    if (there !== undefined) return { kind: 'place', location: birthLocationOf(there) };
  }
  const matches = finder.search(query, 8);
  const area = parsed.qualifiers.length === 0 ? finder.area(query) : null;
  if (area !== null) {
    // 'Mexico' is the country, not Mexico in the Philippines; 'New York' is the city, which lies in the state.
    const [inside] = namedPlaces(finder, matches, parsed.city).filter((match) => liesIn(match, area));
    return inside === undefined ? { kind: 'area', query, area } : { kind: 'place', location: birthLocationOf(inside) };
  }
  if (parsed.qualifiers.length > 0) {
    const [first] = matches;
    return first ? { kind: 'place', location: birthLocationOf(first) } : { kind: 'unknown', query, suggestions: nearSpellings(finder, query) };
  }
  const { ranked: named, contender } = nearFirst(namedPlaces(finder, matches, parsed.city), near);
  const top = named.reduce<PlaceMatch | undefined>((largest, match) => (largest === undefined || match.population > largest.population ? match : largest), undefined);
  if (top === undefined) {
    const near = (offeredCountry === null ? [] : nearSpellings(finder, `${query}, ${offeredCountry}`));
    // Near spellings ranked by closeness beat whatever the search found by the start of the name.
    const suggestions = near.length > 0 ? near : nearSpellings(finder, query);
    return { kind: 'unknown', query, suggestions: suggestions.length > 0 ? suggestions : matches.slice(0, TYPO_SUGGESTIONS) };
  }
  if (!contender && (named.length === 1 || top.population >= DOMINANT_POPULATION_RATIO * largestBut(named, top))) {
    return { kind: 'place', location: birthLocationOf(top) };
  }
  const offeredPlaces = named.filter((match) => match.population >= OFFERED_POPULATION_SHARE * top.population);
  return { kind: 'choices', query, options: offeredPlaces.slice(0, PLACE_CHOICES_MAX) };
};
