import { areaNamed, buildPlaceIndex, resolvePlace, searchPlaces } from '../../places';
import { FIXTURE_PLACES } from '../../places';
import { fixedClock } from '../../kernel';
import type { PlaceFinder } from './understand-place';

/** The example places of domain/places as Luna's gazetteer, for the conversation tests. */
const index = buildPlaceIndex(FIXTURE_PLACES);
export const fixturePlaces: PlaceFinder = {
  search: (query, limit) => searchPlaces(index, query, limit),
  resolve: (id) => resolvePlace(index, id),
  area: (text) => areaNamed(index, text),
};

/** 22 November 2026, noon UTC: the clock of the conversation examples. */
export const TEST_NOW = Date.UTC(2026, 10, 22, 12);
export const testClock = () => fixedClock(TEST_NOW);
