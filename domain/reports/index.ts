export type { DeliveryRecord, PendingReportEntry, ReportNotification, ReportOutcome, ReportType } from './report-types';
export {
  ASTROLOGY_REPORT_LABEL,
  LUNAR_REPORT_LABEL,
  REPORT_FAILED_ACTION_LABEL,
  REPORT_FAILED_FALLBACK_MESSAGE,
  REPORT_FAILED_SYSTEM_BODY,
  REPORT_LIBRARY_PATH,
  REPORT_READY_ACTION_LABEL,
  REPORT_READY_MESSAGE,
  REPORT_STATUS_PATH,
  notificationActionHref,
  notificationActionLabel,
  notificationMessage,
  notificationTitle,
  reportLabel,
  reportLibraryHref,
  reportStatusHref,
  systemNotificationBody,
  toReportToastView,
} from './report-labels';
export type { ReportLabel, ReportToastView } from './report-labels';
export {
  EMPTY_REPORT_TRACKING,
  REPORT_POLL_MS,
  applyDeliveryRecords,
  deliveryOutcome,
  deliveryQueryFor,
  markAnnounced,
  newestFirst,
  notificationFor,
  notificationId,
  recordMatchesEntry,
  removeNotification,
  settlingRecord,
  shouldPoll,
  trackReport,
  unannounced,
} from './report-tracking';
export type { DeliveryOutcome, DeliveryQuery, ReportTracking } from './report-tracking';
export { maySendSystemNotification, shouldRequestPermission } from './notification-permission';
export type { NotificationPermissionState } from './notification-permission';
export { reportTrackerMachine } from './report-tracking.machine';
export type { ReportTrackerContext, ReportTrackerEvent, ReportTrackerInput } from './report-tracking.machine';
