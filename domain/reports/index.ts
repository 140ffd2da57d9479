/**
 * The paid reports: the offers and their prices, the report document (both reports, built from the
 * chart and the report texts), and the report names and notification texts.
 */
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
export { ACCURACY_PATH, accuracyNote, accuracyUrl, layoutWheel, prepareReport, UNNAMED_READER, WHEEL_SIZE } from './document';
export type { Block, CalendarMonth, ChartWheel, PreparedReport, ReportDocument, ReportOrder, WheelLayout } from './document';
export { PaymentSignatureError, REPORT_OFFERS, orderDecision } from './offers';
export type { OrderDecision, PaymentEvent, PaymentGateway, StoredOrder } from './offers';
export { formatAmount } from './offers/offers';
export type { ReportOffer } from './offers/offers';
export { bodySignTexts } from './texts/sign-texts';
export { CALENDAR_EVENT_KINDS, CALENDAR_MONTHS, ICS_LINE_OCTETS, buildMoonCalendar, calendarToIcs, escapeText, foldLine, nextEventAfter } from './calendar-feed';
export type { CalendarEvent, CalendarEventKind, MoonCalendar, MoonCalendarRequest } from './calendar-feed';
