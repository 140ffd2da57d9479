import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import {
  areaNamed,
  DEFAULT_PLACE_SEARCH_LIMIT,
  buildPlaceIndex,
  resolvePlace,
  searchPlaces,
  type Place,
  type PlaceArea,
  type PlaceIndex,
  type PlaceMatch,
} from '../../domain/places';
import { parseGazetteer } from './format';

export const DEFAULT_GAZETTEER_PATH = fileURLToPath(new URL('./data/places.tsv.gz', import.meta.url));

export interface GazetteerStats {
  places: number;
  alternateNames: number;
  /** Search keys: the distinct folded names of each place, summed. */
  indexKeys: number;
  /** Reading and unzipping the file, parsing it, building the index. */
  readMs: number;
  parseMs: number;
  indexMs: number;
}

export interface Gazetteer {
  readonly index: PlaceIndex;
  search(query: string, limit?: number): PlaceMatch[];
  resolve(id: number): Place | null;
  /** The country or region a text names whole, with its largest places. */
  area(text: string): PlaceArea | null;
  readonly stats: GazetteerStats;
}

/**
 * Reads the bundled GeoNames gazetteer and builds its search index, synchronously (about
 * a second; see README.md for figures). Call once: use sharedGazetteer() in the server
 * and the CLI.
 */
export const loadGazetteer = (path: string = DEFAULT_GAZETTEER_PATH): Gazetteer => {
  const t0 = performance.now();
  const data = gunzipSync(readFileSync(path));
  const t1 = performance.now();
  const places = parseGazetteer(data);
  const t2 = performance.now();
  const index = buildPlaceIndex(places);
  const t3 = performance.now();
  return {
    index,
    search: (query, limit = DEFAULT_PLACE_SEARCH_LIMIT) => searchPlaces(index, query, limit),
    resolve: (id) => resolvePlace(index, id),
    area: (text) => areaNamed(index, text),
    stats: {
      places: places.length,
      alternateNames: places.reduce((sum, place) => sum + place.alternateNames.length, 0),
      indexKeys: index.keys.length,
      readMs: t1 - t0,
      parseMs: t2 - t1,
      indexMs: t3 - t2,
    },
  };
};

let shared: Gazetteer | undefined;

/** The gazetteer of the bundled data file, loaded on first use and kept for the process's life. */
export const sharedGazetteer = (): Gazetteer => (shared ??= loadGazetteer());
