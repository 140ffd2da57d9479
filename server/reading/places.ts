import type { RequestHandler } from 'express';
import {
  type PlaceResolveResponse,
  type PlaceSearchResponse,
  placeResolveQuery,
  placeSearchQuery,
} from '../../contracts/functions.contract';
import { DEFAULT_PLACE_SEARCH_LIMIT, toPlaceMatch } from '../../domain/places';
import type { FunctionsDeps } from '../api/deps';
import { functionRefusal, parseOrRefuse } from '../platform/function-errors';

export const PLACE_NOT_FOUND = 'There is no place with this id. Please search for the place again.';

/** GET place-search?q=&limit=: the birth-place picker's suggestions. */
export const placeSearch =
  ({ gazetteer }: FunctionsDeps): RequestHandler =>
  (req, res) => {
    const { q, limit } = parseOrRefuse(placeSearchQuery, req.query);
    const answer: PlaceSearchResponse = { places: gazetteer.search(q, limit ?? DEFAULT_PLACE_SEARCH_LIMIT) };
    res.json(answer);
  };

/** GET place-resolve?id=: one chosen place, so its coordinates and zone are locked in. */
export const placeResolve =
  ({ gazetteer }: FunctionsDeps): RequestHandler =>
  (req, res) => {
    const { id } = parseOrRefuse(placeResolveQuery, req.query);
    const place = gazetteer.resolve(id);
    if (!place) throw functionRefusal(404, PLACE_NOT_FOUND);
    const answer: PlaceResolveResponse = { place: toPlaceMatch(place) };
    res.json(answer);
  };
