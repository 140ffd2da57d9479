import { REPORT_STORAGE_KEY_NAMES } from '../browser-storage/report-key-names';
import { localStorageBackend } from '../browser-storage/backends/local-storage.adapter';

/** Dispatched on window when this tab starts tracking a report (trackPendingReport). */
export const REPORT_TRACKED_EVENT = 'moonwise:report-tracked';

const KEY_NAMES: readonly string[] = Object.values(REPORT_STORAGE_KEY_NAMES);
const backend = localStorageBackend(() => window.localStorage);

const holdsEntries = (raw: string | null): boolean => {
  if (raw === null) return false;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.length > 0;
  } catch {
    return false;
  }
};

/**
 * Whether anything may need the report tracker: a cheap look at the raw stored values (the
 * tracker itself validates them). Storage that refuses to work holds nothing.
 */
export const mayHoldReports = (): boolean => {
  try {
    return KEY_NAMES.some((name) => holdsEntries(backend.getItem(name)));
  } catch {
    return false;
  }
};

/** Calls back when a report starts being tracked in this tab or the stored reports change in another. */
export const onReportsMaybeChanged = (listener: () => void): (() => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || KEY_NAMES.includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(REPORT_TRACKED_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(REPORT_TRACKED_EVENT, listener);
  };
};
