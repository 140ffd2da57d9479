import type { Clock } from '../../domain/ports/clock';
import type { Place, PlaceMatch } from '../../domain/places';
import type { SqlDatabase } from '../../domain/ports/sql';
import type { AccessTokens } from '../security/access-token';

/** The gazetteer as the functions use it (adapters/gazetteer sharedGazetteer() fits). */
export interface PlaceLookup {
  search(query: string, limit?: number): PlaceMatch[];
  resolve(id: number): Place | null;
}

export interface FunctionsSettings {
  ACCESS_TOKEN_SECRET: string;
  /** Absolute address of the site, for links in emails; http://localhost:3000 when absent. */
  PUBLIC_SITE_URL?: string | undefined;
}

export interface FunctionsDeps {
  /** The owner connection: functions are trusted server code (row-level security is for /rest/v1). */
  db: SqlDatabase;
  gazetteer: PlaceLookup;
  settings: FunctionsSettings;
  clock: Clock;
  /** Shared with the API gate when given; otherwise made from ACCESS_TOKEN_SECRET and the clock. */
  tokens?: AccessTokens;
}

export const DEFAULT_SITE_URL = 'http://localhost:3000';
