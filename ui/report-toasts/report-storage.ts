import { BROWSER_STORAGE_KEYS, createBrowserStore, type BrowserStore, type KeyValueBackend } from '../browser-storage';
import { EMPTY_REPORT_TRACKING, trackReport, type ReportTracking } from './report-tracking';
import { type PendingReportEntry } from '../../domain/reports';
import { localStorageBackend } from '../browser-storage/backends';
import { REPORT_TRACKED_EVENT } from './report-presence';

/**
 * Browser storage is the one record of pending reports and their notifications: every change is
 * read, applied to what is stored now and written back, so two tabs (or a poll answer that
 * arrives late) can never announce one report twice or bring back a dismissed toast.
 */

/** False while the browser refuses storage (private mode, quota, switched off). */
let storageWorks = true;

const watchedBackend = (backend: KeyValueBackend): KeyValueBackend => {
  const watched =
    <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A): R => {
      try {
        const result = run(...args);
        storageWorks = true;
        return result;
      } catch (error) {
        storageWorks = false;
        throw error;
      }
    };
  return { getItem: watched(backend.getItem), setItem: watched(backend.setItem), removeItem: watched(backend.removeItem) };
};

let store: BrowserStore | null = null;
const reportStore = (): BrowserStore => {
  store ??= createBrowserStore(
    watchedBackend(localStorageBackend(() => window.localStorage)),
    (message, error) => console.warn(message, error),
  );
  return store;
};

/** Kept for this page's life only while storage refuses to work: the toasts still show. */
let fallback: ReportTracking = EMPTY_REPORT_TRACKING;

export const readTracking = (): ReportTracking => {
  const pending = reportStore().get('pendingReports');
  const notifications = reportStore().get('reportNotifications');
  if (!storageWorks) return fallback;
  return { pending: pending ?? [], notifications: notifications ?? [] };
};

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export const writeTracking = (next: ReportTracking): void => {
  const current = readTracking();
  fallback = next;
  if (!sameJson(current.pending, next.pending)) reportStore().set('pendingReports', [...next.pending]);
  if (!sameJson(current.notifications, next.notifications)) reportStore().set('reportNotifications', [...next.notifications]);
  changed();
};

const OWN_KEYS = [BROWSER_STORAGE_KEYS.pendingReports.name, BROWSER_STORAGE_KEYS.reportNotifications.name];

/** Calls back when this tab or another one changes the stored reports; returns the unsubscribe. */
export const subscribeToTracking = (listener: () => void): (() => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || OWN_KEYS.includes(event.key)) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

let snapshot: { json: string; tracking: ReportTracking } | null = null;

/** The stored tracking as a stable value (same object while nothing changed), for useSyncExternalStore. */
export const trackingSnapshot = (): ReportTracking => {
  const tracking = readTracking();
  const json = JSON.stringify(tracking);
  if (snapshot?.json !== json) snapshot = { json, tracking };
  return snapshot.tracking;
};

/** Applies a change to what is stored now, not to what this tab last saw. */
export const updateTracking = (change: (current: ReportTracking) => ReportTracking): ReportTracking => {
  const current = readTracking();
  const next = change(current);
  if (next !== current) writeTracking(next);
  return next;
};

/** True when storage holds something the toasts must look after. */
/**
 * Starts waiting for a paid report (the checkout return calls this). The entry is stored, so it
 * survives reloads, and the toasts mounted on this page start polling at once. An entry with
 * neither a link token nor a checkout session can never be looked up, so it is refused.
 */
export const trackPendingReport = (entry: PendingReportEntry): void => {
  if (entry.token === null && entry.sessionId === null) {
    console.warn('Report tracking: an entry needs a link token or a checkout session id to be looked up.', entry.id);
    return;
  }
  updateTracking((current) => trackReport(current, entry));
  window.dispatchEvent(new CustomEvent<PendingReportEntry>(REPORT_TRACKED_EVENT, { detail: entry }));
};
