import { z } from 'zod';
import { ASTROLOGY_REPORT_LABEL, LUNAR_REPORT_LABEL } from '../domain/reports';

/**
 * GET report-library and GET report-status: the paid reports a profile has, merged from its
 * completed orders and its report deliveries (one entry per report, whatever the number of
 * rows behind it). Shared by the server handlers, the UI client and the OpenAPI document.
 */

/** The same sentence for an unknown, malformed or expired link and for another profile's data. */
export const REPORT_LIBRARY_NOT_FOUND = 'No reports are found for this link. Please open the page from the link in your most recent report email.';
export const REPORT_STATUS_NOT_FOUND = 'No report is found for this order link. If you ordered a moment ago, wait a minute and try again.';

/** Where a report is, as the visitor reads it. */
export const REPORT_VIEW_STATUSES = ['preparing', 'ready', 'failed'] as const;
export type ReportViewStatus = (typeof REPORT_VIEW_STATUSES)[number];

const linkToken = z.string().max(200).meta({ description: 'The profile link token from the report or reading email.' });

export const reportLibraryQuery = z
  .object({ token: linkToken.optional() })
  .meta({ id: 'ReportLibraryQuery', description: 'The link token names the library; without one there is nothing to show (404).' });
export type ReportLibraryQuery = z.infer<typeof reportLibraryQuery>;

export const reportStatusQuery = z
  .object({
    token: linkToken.optional(),
    profileId: z.string().max(64).optional().meta({ description: 'The profile the order belongs to (a UUID).' }),
    sessionId: z.string().max(255).optional().meta({ description: 'The payment provider’s checkout session id the payment return carries.' }),
  })
  .meta({
    id: 'ReportStatusQuery',
    description:
      'profileId and sessionId name the report. With a token, the token’s profile must be profileId; without one, the checkout session id (the secret the payment return carries) must belong to profileId.',
  });
export type ReportStatusQuery = z.infer<typeof reportStatusQuery>;

const isoInstant = z.string().meta({ description: 'An instant in UTC, ISO 8601 (YYYY-MM-DDTHH:MM:SSZ).' });

export const reportSummary = z
  .object({
    /** Stable per report: the order's id, or the delivery's when there is no order. */
    id: z.string().min(1),
    reportType: z.string().min(1),
    label: z.enum([ASTROLOGY_REPORT_LABEL, LUNAR_REPORT_LABEL]),
    status: z.enum(REPORT_VIEW_STATUSES),
    /** Only when ready: where the report opens (http, https or a site path). */
    reportUrl: z.string().nullable(),
    /** Only when failed: the message stored with the delivery (null when none was stored). */
    errorMessage: z.string().nullable(),
    /** The checkout session the report was paid with, when known (the report-status link needs it). */
    sessionId: z.string().nullable(),
    orderedAt: isoInstant,
    updatedAt: isoInstant,
  })
  .meta({ id: 'ReportSummary', description: 'One paid report: its type and label, where it is, and its link or error.' });
export type ReportSummary = z.infer<typeof reportSummary>;

export const reportLibraryResponse = z
  .object({
    profileId: z.uuid(),
    firstName: z.string().nullable(),
    reports: z.array(reportSummary),
  })
  .meta({ id: 'ReportLibraryResponse', description: 'The profile’s first name and its reports, newest first.' });
export type ReportLibraryResponse = z.infer<typeof reportLibraryResponse>;

export const reportStatusResponse = z
  .object({ report: reportSummary })
  .meta({ id: 'ReportStatusResponse', description: 'The report paid with this checkout session.' });
export type ReportStatusResponse = z.infer<typeof reportStatusResponse>;

/** POST report-retry: 'Resolve issue' on the status page of a report that could not be made. */
export const reportRetryRequest = z
  .object({
    profileId: z.uuid({ error: 'profileId must be the order’s profile id' }),
    sessionId: z.string({ error: 'sessionId is required' }).min(1, { error: 'sessionId is required' }).max(255),
  })
  .meta({ id: 'ReportRetryRequest', description: 'The order, by its profile and checkout session, whose failed report is made again.' });
export type ReportRetryRequest = z.infer<typeof reportRetryRequest>;

export const reportRetryResponse = z
  .object({ status: z.literal('queued') })
  .meta({ id: 'ReportRetryResponse', description: 'The report is being prepared again.' });
export type ReportRetryResponse = z.infer<typeof reportRetryResponse>;

/** A retry is only for a paid report whose last try failed. */
export const REPORT_RETRY_NOT_FAILED = 'This report has not failed, so there is nothing to try again. Its status page shows where it is.';
