/** The two paid reports. The delivery table stores the type as free text, so records use string. */
export type ReportType = 'astrology' | 'lunar';

/** A report ends in one of two ways; both are announced to the visitor. */
export type ReportOutcome = 'completed' | 'failed';

/** A paid report the browser is waiting for (kept in browser storage). */
export interface PendingReportEntry {
  id: string;
  profileId: string;
  /** The payment provider's checkout session; null when the entry has none. */
  sessionId: string | null;
  reportType: ReportType;
  /** The profile token from the link the visitor arrived by; null when there was none. */
  token: string | null;
}

/** A toast (and possibly a system notification) about a finished report (kept in browser storage). */
export interface ReportNotification {
  /** `${entry.id}:${status}`, so one entry can never produce two notifications of one kind. */
  id: string;
  profileId: string;
  sessionId: string | null;
  reportType: ReportType;
  status: ReportOutcome;
  reportUrl: string | null;
  errorMessage: string | null;
  token: string | null;
  /** Milliseconds since the Unix epoch, from the Clock passed in. */
  createdAt: number;
  /** True once a system notification was shown or deliberately skipped. */
  announced: boolean;
}

/** A row of report_deliveries as the browser reads it. */
export interface DeliveryRecord {
  profile_id: string;
  report_type: string;
  generation_status: string;
  report_url: string | null;
  error_message: string | null;
  /** The payment provider's checkout session identifier. */
  checkout_session_id: string | null;
}
