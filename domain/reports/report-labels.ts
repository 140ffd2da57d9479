import { queryString } from '../kernel';
import type { ReportNotification } from './report-types';

export const ASTROLOGY_REPORT_LABEL = 'Astrology Report';
export const LUNAR_REPORT_LABEL = 'Lunar Report';

export const REPORT_LIBRARY_PATH = '/report-library';
export const REPORT_STATUS_PATH = '/report-status';

export const REPORT_READY_MESSAGE = 'Tap to view your report in the library.';
export const REPORT_READY_ACTION_LABEL = 'Open report library';
export const REPORT_FAILED_FALLBACK_MESSAGE = 'We hit a snag. Tap to review and try again.';
/** The system notification is shorter than the toast and never shows the raw error. */
export const REPORT_FAILED_SYSTEM_BODY = 'Tap to review and retry.';
export const REPORT_FAILED_ACTION_LABEL = 'Resolve issue';

export type ReportLabel = typeof ASTROLOGY_REPORT_LABEL | typeof LUNAR_REPORT_LABEL;

/** Astrology gives 'Astrology Report'; anything else (lunar, or an unknown type from the table) gives 'Lunar Report'. */
export const reportLabel = (reportType: string): ReportLabel =>
  reportType === 'astrology' ? ASTROLOGY_REPORT_LABEL : LUNAR_REPORT_LABEL;

const isPresent = (value: string | null | undefined): value is string => value !== undefined && value !== null && value !== '';

const withQuery = (path: string, params: Record<string, string | null | undefined>): string => {
  const encoded = queryString(Object.entries(params).flatMap(([key, value]) => (isPresent(value) ? [[key, value] as const] : [])));
  return encoded === '' ? path : `${path}?${encoded}`;
};

/** Where a completed report's action leads: the library, keeping the visitor's profile token when there is one. */
export const reportLibraryHref = (token: string | null): string => withQuery(REPORT_LIBRARY_PATH, { token });

/** Where a failed report's action leads; empty values are left out rather than sent blank. */
export const reportStatusHref = (ids: {
  token: string | null;
  profileId: string | null;
  sessionId: string | null;
}): string => withQuery(REPORT_STATUS_PATH, { token: ids.token, profileId: ids.profileId, sessionId: ids.sessionId });

export const notificationTitle = (notification: Pick<ReportNotification, 'reportType' | 'status'>): string =>
  `${reportLabel(notification.reportType)} ${notification.status === 'completed' ? 'ready' : 'failed'}`;

export const notificationMessage = (notification: Pick<ReportNotification, 'status' | 'errorMessage'>): string => {
  if (notification.status === 'completed') return REPORT_READY_MESSAGE;
  return isPresent(notification.errorMessage) ? notification.errorMessage : REPORT_FAILED_FALLBACK_MESSAGE;
};

/** The body of the browser's system notification. */
export const systemNotificationBody = (notification: Pick<ReportNotification, 'status'>): string =>
  notification.status === 'completed' ? REPORT_READY_MESSAGE : REPORT_FAILED_SYSTEM_BODY;

export const notificationActionLabel = (notification: Pick<ReportNotification, 'status'>): string =>
  notification.status === 'completed' ? REPORT_READY_ACTION_LABEL : REPORT_FAILED_ACTION_LABEL;

export const notificationActionHref = (
  notification: Pick<ReportNotification, 'status' | 'token' | 'profileId' | 'sessionId'>,
): string =>
  notification.status === 'completed'
    ? reportLibraryHref(notification.token)
    : reportStatusHref({ token: notification.token, profileId: notification.profileId, sessionId: notification.sessionId });

/** Everything a report toast shows; the UI only formats createdAt as a time. */
export interface ReportToastView {
  id: string;
  status: ReportNotification['status'];
  title: string;
  message: string;
  createdAt: number;
  actionLabel: string;
  actionHref: string;
}

export const toReportToastView = (notification: ReportNotification): ReportToastView => ({
  id: notification.id,
  status: notification.status,
  title: notificationTitle(notification),
  message: notificationMessage(notification),
  createdAt: notification.createdAt,
  actionLabel: notificationActionLabel(notification),
  actionHref: notificationActionHref(notification),
});
