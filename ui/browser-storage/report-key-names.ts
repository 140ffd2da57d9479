/**
 * The storage keys of report tracking, apart from their schemas: the layout asks only whether
 * anything is stored under them, and must not pull the schemas (zod) into every page's first load.
 */
export const REPORT_STORAGE_KEY_NAMES = {
  pendingReports: 'moonwise_pending_reports',
  reportNotifications: 'moonwise_report_notifications',
} as const;
