import { z } from 'zod';
import { birthDataStateSchema } from './birth-data-state.schema';
import { REPORT_STORAGE_KEY_NAMES } from './report-key-names';
import { pendingReportEntrySchema, reportNotificationSchema } from './report-entries.schema';
import { savedReadingSchema } from './saved-reading.schema';
import { sessionSnapshotSchema, storedSessionTokenSchema } from './session-snapshot.schema';
import { tonightPlaceSchema } from './tonight-place.schema';
import { userContextSchema } from '../../contracts/user-context.contract';

/**
 * The part of the Web Storage API the store needs. Any method may throw: a full quota, a
 * SecurityError in private mode, or storage switched off. The store catches all of them.
 */
export interface KeyValueBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** §8: storage errors are only warned about. The UI passes console.warn. */
export type StorageWarning = (message: string, error: unknown) => void;

export interface StorageKey<S extends z.ZodType> {
  /** The key in browser storage; fixed, because visitors already have values under it. */
  readonly name: string;
  /** The shape of the stored value (JSON); anything else reads as absent. */
  readonly schema: S;
}

const storageKey = <S extends z.ZodType>(name: string, schema: S): StorageKey<S> => ({ name, schema });

/** §7 "Browser storage": every key the site keeps, with the shape of its value. */
export const BROWSER_STORAGE_KEYS = {
  sessionToken: storageKey('luna_chat_session_token', storedSessionTokenSchema),
  userContext: storageKey('luna_chat_user_context', userContextSchema),
  birthData: storageKey('luna_chat_birth_data', birthDataStateSchema),
  sessionSnapshot: storageKey('luna_chat_session_snapshot', sessionSnapshotSchema),
  /** Set when the visitor minimised the widget, so it does not auto-open; cleared on reopening. */
  chatMinimised: storageKey('luna_chat_minimized', z.boolean()),
  /** Chat panel height in CSS pixels; clamp it with clampChatHeight after reading. */
  chatHeight: storageKey('luna_chat_height', z.number()),
  pendingReports: storageKey(REPORT_STORAGE_KEY_NAMES.pendingReports, z.array(pendingReportEntrySchema)),
  reportNotifications: storageKey(REPORT_STORAGE_KEY_NAMES.reportNotifications, z.array(reportNotificationSchema)),
  /** The visitor's own reading and its private link, until she asks this device to forget it. */
  savedReading: storageKey('moonwise_saved_reading', savedReadingSchema),
  /** The place the home page's Tonight card reads the Moon for, until she forgets it (ADR 046). */
  tonightPlace: storageKey('moonwise_tonight_place', tonightPlaceSchema),
} as const;

export type BrowserStorageKey = keyof typeof BROWSER_STORAGE_KEYS;

export const BROWSER_STORAGE_KEY_IDS = Object.keys(BROWSER_STORAGE_KEYS) as BrowserStorageKey[];

export type StoredValue<K extends BrowserStorageKey> = z.output<(typeof BROWSER_STORAGE_KEYS)[K]['schema']>;

/** Typed, never-throwing access to browser storage; null always means 'nothing usable stored'. */
export interface BrowserStore {
  /** The stored value, or null when there is none or it cannot be read or is out of shape. */
  get<K extends BrowserStorageKey>(key: K): StoredValue<K> | null;
  /** Writes the value; false (after a warning) when it could not be stored. */
  set<K extends BrowserStorageKey>(key: K, value: StoredValue<K>): boolean;
  /** Forgets the value; false (after a warning) when the backend refused. */
  remove(key: BrowserStorageKey): boolean;
}
