import type { Clock } from '../../domain/kernel';
import type { DeliveryRecord, PendingReportEntry, ReportNotification, ReportOutcome } from '../../domain/reports';

/** The delivery table is read at once, then every 5 seconds while any report is pending. */
export const REPORT_POLL_MS = 5000;

/** What the browser remembers about paid reports: those still generating and the toasts not yet cleared. */
export interface ReportTracking {
  pending: readonly PendingReportEntry[];
  notifications: readonly ReportNotification[];
}

export const EMPTY_REPORT_TRACKING: ReportTracking = { pending: [], notifications: [] };

/** What a delivery record says about the report it describes. */
export type DeliveryOutcome = ReportOutcome | 'pending';

export const notificationId = (entryId: string, status: ReportOutcome): string => `${entryId}:${status}`;

const isBlank = (value: string | null | undefined): boolean => value === undefined || value === null || value === '';

/**
 * A record belongs to an entry when profile and report type agree. The checkout session is
 * compared only when both sides carry one: older entries and older rows may lack it, and a
 * missing id must not keep a finished report pending for ever.
 */
export const recordMatchesEntry = (entry: PendingReportEntry, record: DeliveryRecord): boolean =>
  record.profile_id === entry.profileId &&
  record.report_type === entry.reportType &&
  (isBlank(entry.sessionId) || isBlank(record.checkout_session_id) || record.checkout_session_id === entry.sessionId);

/** Completed counts only with a report_url: without one there is nothing to open, so it stays pending. */
export const deliveryOutcome = (record: DeliveryRecord): DeliveryOutcome => {
  if (record.generation_status === 'completed' && !isBlank(record.report_url)) return 'completed';
  if (record.generation_status === 'failed') return 'failed';
  return 'pending';
};

/**
 * The record that settles an entry, if any. A completed record wins over a failed one, so a
 * retry that succeeded is what the visitor hears about, whatever order the rows come in.
 * Among several rows with the same outcome the first one (in the table's order) gives the
 * link or error message: the rows carry no time to choose by.
 */
export const settlingRecord = (
  entry: PendingReportEntry,
  records: readonly DeliveryRecord[],
): { record: DeliveryRecord; status: ReportOutcome } | null => {
  const matching = records.filter((record) => recordMatchesEntry(entry, record));
  const completed = matching.find((record) => deliveryOutcome(record) === 'completed');
  if (completed) return { record: completed, status: 'completed' };
  const failed = matching.find((record) => deliveryOutcome(record) === 'failed');
  return failed ? { record: failed, status: 'failed' } : null;
};

export const notificationFor = (
  entry: PendingReportEntry,
  settled: { record: DeliveryRecord; status: ReportOutcome },
  clock: Clock,
): ReportNotification => ({
  id: notificationId(entry.id, settled.status),
  profileId: entry.profileId,
  sessionId: entry.sessionId,
  reportType: entry.reportType,
  status: settled.status,
  reportUrl: settled.status === 'completed' ? settled.record.report_url : null,
  errorMessage: settled.status === 'failed' ? settled.record.error_message : null,
  token: entry.token,
  createdAt: clock.now(),
  announced: false,
});

const hasNotificationFor = (notifications: readonly ReportNotification[], entryId: string): boolean =>
  notifications.some((n) => n.id === notificationId(entryId, 'completed') || n.id === notificationId(entryId, 'failed'));

/**
 * Start waiting for a report. An entry already pending, or whose toast is still showing, is
 * left alone: the order confirmation page may add the same entry again on reload.
 */
export const trackReport = (tracking: ReportTracking, entry: PendingReportEntry): ReportTracking =>
  tracking.pending.some((p) => p.id === entry.id) || hasNotificationFor(tracking.notifications, entry.id)
    ? tracking
    : { ...tracking, pending: [...tracking.pending, entry] };

/**
 * Settle every pending entry the records finish: the entry leaves the pending list and exactly
 * one notification appears. Entries the records do not finish stay pending untouched.
 */
export const applyDeliveryRecords = (
  tracking: ReportTracking,
  records: readonly DeliveryRecord[],
  clock: Clock,
): ReportTracking => {
  const stillPending: PendingReportEntry[] = [];
  const notifications = [...tracking.notifications];
  for (const entry of tracking.pending) {
    const settled = settlingRecord(entry, records);
    if (settled === null) {
      stillPending.push(entry);
      continue;
    }
    const created = notificationFor(entry, settled, clock);
    if (!notifications.some((n) => n.id === created.id)) notifications.push(created);
  }
  if (stillPending.length === tracking.pending.length) return tracking;
  return { pending: stillPending, notifications };
};

/** Announced once a system notification was shown or skipped; never the other way. */
export const markAnnounced = (tracking: ReportTracking, id: string): ReportTracking =>
  tracking.notifications.some((n) => n.id === id && !n.announced)
    ? { ...tracking, notifications: tracking.notifications.map((n) => (n.id === id ? { ...n, announced: true } : n)) }
    : tracking;

/** A notification goes away when dismissed or when its action is taken. */
export const removeNotification = (tracking: ReportTracking, id: string): ReportTracking =>
  tracking.notifications.some((n) => n.id === id)
    ? { ...tracking, notifications: tracking.notifications.filter((n) => n.id !== id) }
    : tracking;

export const shouldPoll = (pending: readonly PendingReportEntry[]): boolean => pending.length > 0;

/** Toasts are listed newest first; equal times keep the later-created one first. */
export const newestFirst = (notifications: readonly ReportNotification[]): ReportNotification[] =>
  notifications
    .map((notification, index) => ({ notification, index }))
    .sort((a, b) => b.notification.createdAt - a.notification.createdAt || b.index - a.index)
    .map(({ notification }) => notification);

export const unannounced = (notifications: readonly ReportNotification[]): ReportNotification[] =>
  notifications.filter((n) => !n.announced);

/** The delivery query is filtered to the pending profiles and checkout sessions. */
export interface DeliveryQuery {
  profileIds: string[];
  sessionIds: string[];
}

export const deliveryQueryFor = (pending: readonly PendingReportEntry[]): DeliveryQuery => ({
  profileIds: [...new Set(pending.map((p) => p.profileId))],
  sessionIds: [...new Set(pending.flatMap((p) => (isBlank(p.sessionId) ? [] : [p.sessionId as string])))],
});
