export { BROWSER_STORAGE_KEYS, BROWSER_STORAGE_KEY_IDS } from './browser-storage.ports';
export type {
  BrowserStorageKey,
  BrowserStore,
  KeyValueBackend,
  StorageKey,
  StorageWarning,
  StoredValue,
} from './browser-storage.ports';
export { createBrowserStore, storageWarnings } from './browser-store';
export {
  birthDataStateSchema,
  birthLocationSchema,
  confirmationsSchema,
  coordinatesSchema,
  pendingConfirmationSchema,
} from './birth-data-state.schema';
export {
  pendingReportEntrySchema,
  reportNotificationSchema,
  reportOutcomeSchema,
  reportTypeSchema,
} from './report-entries.schema';
export { savedReadingSchema } from './saved-reading.schema';
export { tonightPlaceSchema } from './tonight-place.schema';
export type { TonightPlace } from './tonight-place.schema';
export type { SavedReading } from './saved-reading.schema';
export { chatMessageSchema, sessionSnapshotSchema, storedSessionTokenSchema } from './session-snapshot.schema';
export type { SessionSnapshot, StoredSessionToken } from './session-snapshot.schema';
export { userContextSchema } from '../../contracts/user-context.contract';
export type { UserContext } from '../../contracts/user-context.contract';
