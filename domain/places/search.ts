import { fold } from './fold';
import { distinctLabels, placeLabel } from './labels';
import type { Place, PlaceMatch } from './place';
import { parsePlaceQuery } from './query';
import { passesFilter, resolveQualifier, type PlaceFilter } from './qualifiers';
import { countryCodeAt, nicknameRank, placeAt, prefixRange, rankOfId, regionKeyAt, type PlaceIndex } from './search-index';

export const DEFAULT_PLACE_SEARCH_LIMIT = 10;

/**
 * The ranks (smaller is better) of the best `limit` distinct places at keyRanks
 * positions [from, to) that pass the filters and are not already taken. One pass over the
 * range keeps a short sorted list: even the range of a one-letter prefix (tens of
 * thousands of keys) is scanned in well under a millisecond.
 */
const bestRanks = (index: PlaceIndex, from: number, to: number, limit: number, filters: readonly PlaceFilter[], taken: readonly number[]) => {
  const best: number[] = [];
  for (let i = from; i < to; i++) {
    const rank = index.keyRanks[i]!;
    if (best.length === limit && rank >= best[limit - 1]!) continue;
    if (best.includes(rank) || taken.includes(rank)) continue;
    if (filters.length > 0) {
      const countryCode = countryCodeAt(index, rank);
      const region = regionKeyAt(index, rank);
      if (!filters.every((filter) => passesFilter(filter, countryCode, region))) continue;
    }
    let at = best.length;
    while (at > 0 && best[at - 1]! > rank) at--;
    best.splice(at, 0, rank);
    if (best.length > limit) best.pop();
  }
  return best;
};

const passesAll = (index: PlaceIndex, rank: number, filters: readonly PlaceFilter[]) =>
  filters.every((filter) => passesFilter(filter, countryCodeAt(index, rank), regionKeyAt(index, rank)));

/**
 * The place the whole name calls by its nickname ('nyc', 'L.A.') first, then exact name
 * matches, then names that merely start with the text; each name tier by population.
 */
const rankedPlaces = (index: PlaceIndex, name: string, nickname: string, filters: readonly PlaceFilter[], limit: number): Place[] => {
  const called = nicknameRank(index, nickname);
  const first = called >= 0 && passesAll(index, called, filters) ? [called] : [];
  const { start, exactEnd, end } = prefixRange(index, name);
  const exact = limit > first.length ? [...first, ...bestRanks(index, start, exactEnd, limit - first.length, filters, first)] : first;
  const prefix = exact.length < limit ? bestRanks(index, exactEnd, end, limit - exact.length, filters, exact) : [];
  return [...exact, ...prefix].map((rank) => placeAt(index, rank));
};

/** A place as a search result, under the label that tells it apart (its own label by default). */
export const toPlaceMatch = (place: Place, label: string = placeLabel(place)): PlaceMatch => ({
  id: place.id,
  label,
  name: place.name,
  countryCode: place.countryCode,
  countryName: place.countryName,
  region: place.admin1Name,
  lat: place.lat,
  lng: place.lng,
  zone: place.zone,
  population: place.population,
});

/**
 * Places whose name or alternate name starts with the query's name part, case- and
 * accent-insensitively, narrowed by 'City, Country' / 'City, Region' qualifiers.
 *
 * Ranking: the place the typed name calls by its nickname ('NYC', 'L.A.', 'Philly') comes
 * first; then places with a name equal to the typed name ('paris' puts every
 * Paris before Parisot), then places whose name only starts with it; within each tier by
 * population, largest first, ties by GeoNames id. A qualifier that names no country or
 * region means the comma belongs to the name ('Washington, D.C.'), so the whole text is
 * then searched as one name.
 */
export const searchPlaces = (index: PlaceIndex, query: string, limit = DEFAULT_PLACE_SEARCH_LIMIT): PlaceMatch[] => {
  const wanted = Math.floor(limit);
  const parsed = parsePlaceQuery(query);
  if (wanted <= 0 || parsed.city === '') return [];
  const filters = parsed.qualifiers.map((qualifier) => resolveQualifier(index.qualifiers, qualifier));
  const [cityPart = ''] = query.split(',');
  const places = filters.every((filter) => filter !== null)
    ? rankedPlaces(index, parsed.city, cityPart, filters, wanted)
    : rankedPlaces(index, parsed.whole, query, [], wanted);
  const labels = distinctLabels(places);
  return places.map((place, i) => toPlaceMatch(place, labels[i]!));
};

/** A country or first-level region named on its own, and its largest places. */
export interface PlaceArea {
  /** As people write it: 'Portugal', 'Texas, United States'. */
  label: string;
  countryCode: string;
  /** The region's name when the area is a region; null for a country. */
  region: string | null;
  /** Its most populous places, largest first: what to offer when asking for the town. */
  largest: PlaceMatch[];
}

const AREA_PLACES_OFFERED = 3;

/**
 * The country or first-level region a text names whole ('portugal', 'Trinidad and Tobago',
 * 'texas'). Names only, never codes, so 'me' or 'in' name nothing; a name that is both a
 * country and a region ('Georgia') is the country. Null when the text is not such a name.
 */
export const areaNamed = (index: PlaceIndex, text: string): PlaceArea | null => {
  const folded = fold(text.trim().replace(/^the\s+/i, ''));
  const { names } = index.qualifiers;
  let low = 0;
  let high = names.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((names[mid]?.[0] ?? '') < folded) low = mid + 1;
    else high = mid;
  }
  const filter = names[low]?.[0] === folded ? names[low]?.[1] : undefined;
  if (filter === undefined) return null;
  const country = [...filter.countries][0];
  const region = country === undefined ? [...filter.regions][0] : undefined;
  // Ranks go by population, so the first places found are the largest.
  const largest: Place[] = [];
  for (let rank = 0; rank < index.size && largest.length < AREA_PLACES_OFFERED; rank++) {
    if (country !== undefined ? countryCodeAt(index, rank) === country : regionKeyAt(index, rank) === region) largest.push(placeAt(index, rank));
  }
  const [first] = largest;
  if (first === undefined) return null;
  const labels = distinctLabels(largest);
  return {
    label: country !== undefined || first.admin1Name === null ? first.countryName : `${first.admin1Name}, ${first.countryName}`,
    countryCode: first.countryCode,
    region: country !== undefined ? null : first.admin1Name,
    largest: largest.map((place, i) => toPlaceMatch(place, labels[i]!)),
  };
};

/** The place a whole typed name calls by its everyday name ('NYC', 'L.A.', 'Bombay'), or null. */
export const placeByNickname = (index: PlaceIndex, text: string): PlaceMatch | null => {
  const rank = nicknameRank(index, text);
  return rank < 0 ? null : toPlaceMatch(placeAt(index, rank));
};

/** The place a visitor chose, by GeoNames id, so its coordinates and zone are locked in. */
export const resolvePlace = (index: PlaceIndex, id: number): Place | null => {
  const rank = rankOfId(index, id);
  return rank < 0 ? null : placeAt(index, rank);
};
