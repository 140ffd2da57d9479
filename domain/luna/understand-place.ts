import type { BirthLocation } from '../confirmation';
import { fold, parsePlaceQuery, type Place, type PlaceMatch } from '../places';

/** The gazetteer as Luna reads it (adapters/gazetteer fits): fuzzy search, then the full record. */
export interface PlaceFinder {
  search(query: string, limit?: number): PlaceMatch[];
  resolve(id: number): Place | null;
}

export type PlaceUnderstanding =
  | { kind: 'place'; location: BirthLocation }
  /** Several real places share the name and none clearly dominates: the visitor picks. */
  | { kind: 'choices'; query: string; options: PlaceMatch[] }
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
export const understandPlace = (finder: PlaceFinder, text: string, offered: readonly PlaceMatch[] = []): PlaceUnderstanding | null => {
  const query = text.trim().replace(/[.!?]+$/, '').trim();
  if (query === '') return null;
  const picked = offered.find((option) => fold(option.label) === fold(query));
  if (picked) return { kind: 'place', location: birthLocationOf(picked) };
  const parsed = parsePlaceQuery(query);
  const matches = finder.search(query, 8);
  if (parsed.qualifiers.length > 0) {
    const [first] = matches;
    return first ? { kind: 'place', location: birthLocationOf(first) } : { kind: 'unknown', query, suggestions: [] };
  }
  const named = namedPlaces(finder, matches, parsed.city);
  const [top, second] = named;
  if (top === undefined) return { kind: 'unknown', query, suggestions: matches.slice(0, 3) };
  if (second === undefined || top.population >= DOMINANT_POPULATION_RATIO * second.population) {
    return { kind: 'place', location: birthLocationOf(top) };
  }
  const offeredPlaces = named.filter((match) => match.population >= OFFERED_POPULATION_SHARE * top.population);
  return { kind: 'choices', query, options: offeredPlaces.slice(0, PLACE_CHOICES_MAX) };
};
