import { z } from 'zod';

/** §3 pending report entries and report notifications, mirroring domain/reports/report-types. */

export const reportTypeSchema = z.enum(['astrology', 'lunar']);
export const reportOutcomeSchema = z.enum(['completed', 'failed']);

export const pendingReportEntrySchema = z.object({
  id: z.string(),
  profileId: z.string(),
  sessionId: z.string().nullable(),
  reportType: reportTypeSchema,
  token: z.string().nullable(),
});

export const reportNotificationSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  sessionId: z.string().nullable(),
  reportType: reportTypeSchema,
  status: reportOutcomeSchema,
  reportUrl: z.string().nullable(),
  errorMessage: z.string().nullable(),
  token: z.string().nullable(),
  createdAt: z.number(),
  announced: z.boolean(),
});
