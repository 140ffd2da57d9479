import type { Logger } from 'pino';
import type { Clock, ReportFiles, SqlDatabase } from '../../domain/kernel';
import type { ReportDocument, ReportOrder } from '../../domain/reports';
import { prepareReport, reportLabel, type ReportType } from '../../domain/reports';
import type { ZoneRules } from '../../domain/sky';
import { recordAnalytics } from '../platform/analytics-store';
import { reportFailedEmail, reportReadyEmail } from '../platform/email/emails';
import { absoluteLink, newProfileLinkToken, reportLibraryPath } from '../reading/reading-links';
import { queueEmail } from '../platform/email/outbox-store';
import type { WorkerJob } from './report-queue';

/** A finished report document to its PDF (adapters/pdf, chosen in server/compose.ts). */
export type RenderReport = (document: ReportDocument) => Promise<{ bytes: Uint8Array; pages: number }>;

/** Where a finished report is downloaded from; the library adds the visitor's link token. */
export const reportFilePath = (deliveryId: string): string => `/reports/${deliveryId}.pdf`;

/** The download as the library's button opens it: the file with a link token of its profile. */
export const reportDownloadPath = (deliveryId: string, token: string): string => `${reportFilePath(deliveryId)}?token=${encodeURIComponent(token)}`;

/** What a visitor reads when their report could not be made, after every try. */
export const REPORT_GENERATION_FAILED =
  'We could not prepare this report. Your payment is safe: choose Resolve issue to try again, or write to us and we will put it right.';

export interface ReportGenerationDeps {
  db: SqlDatabase;
  files: ReportFiles;
  render: RenderReport;
  rules: ZoneRules;
  clock: Clock;
  siteUrl: string;
  /** Where replies to the report emails go. */
  replyTo: string;
  logger: Logger;
}

type ClaimedDelivery = {
  profile_id: string;
  report_type: ReportType;
  checkout_session_id: string | null;
  email: string | null;
  full_name: string | null;
  birth_date: string;
  birth_time: string | null;
  birth_city: string | null;
  birth_lat: number;
  birth_lng: number;
  birth_timezone: string;
  ordered_at: string;
};

/** The order a claimed delivery's profile gives, for prepareReport (ADR 031), as the CLI gives its options. */
const reportOrderOf = (claimed: ClaimedDelivery, siteUrl: string): ReportOrder => ({
  type: claimed.report_type,
  name: claimed.full_name,
  birth: {
    date: claimed.birth_date,
    time: claimed.birth_time,
    place: { label: claimed.birth_city, lat: Number(claimed.birth_lat), lng: Number(claimed.birth_lng), zone: claimed.birth_timezone },
  },
  siteUrl,
});

/**
 * One try at one report: the delivery goes 'generating', the PDF is made from the profile's
 * birth details and kept, then the delivery goes 'completed' with its download address and the
 * buyer is emailed. A finished delivery is never made again, so a job taken up twice (its
 * worker died after finishing) changes nothing. After the last try it goes 'failed', in words
 * a visitor can read.
 */
export const generateReport =
  ({ db, files, render, rules, clock, siteUrl, replyTo, logger }: ReportGenerationDeps) =>
  async (job: WorkerJob): Promise<void> => {
    const claimed = await db.transaction(async (tx) => {
      const { rows } = await tx.query<ClaimedDelivery & { generation_status: string }>(
        `select d.generation_status, d.profile_id::text as profile_id, d.report_type, d.checkout_session_id,
                p.email, p.full_name, to_char(p.birth_date, 'YYYY-MM-DD') as birth_date, to_char(p.birth_time, 'HH24:MI') as birth_time,
                p.birth_city, p.birth_lat, p.birth_lng, p.birth_timezone, d.created_at::text as ordered_at
           from report_deliveries d join profiles p on p.id = d.profile_id
          where d.id = $1 for update of d`,
        [job.deliveryId],
      );
      const row = rows[0];
      // Finished, or revoked by a refund or dispute: nothing to make.
      if (row === undefined || row.generation_status === 'completed' || row.generation_status === 'revoked') return null;
      await tx.query(`update report_deliveries set generation_status = 'generating', error_message = null, updated_at = now() where id = $1`, [job.deliveryId]);
      return row;
    });
    if (claimed === null) return;
    const label = reportLabel(claimed.report_type);
    try {
      const prepared = prepareReport(rules, reportOrderOf(claimed, siteUrl), clock.now());
      if (!prepared.ok) throw new Error(`the profile's birth details do not give an instant: ${prepared.error}`);
      const started = performance.now();
      const { bytes, pages } = await render(prepared.document);
      await files.save(job.deliveryId, bytes);
      const delivered = await db.transaction(async (tx) => {
        // Only a delivery still being made completes: a refund while it was made revoked it.
        const completed = await tx.query(
          `update report_deliveries set generation_status = 'completed', report_url = $2, error_message = null, updated_at = now() where id = $1 and generation_status = 'generating'`,
          [job.deliveryId, reportFilePath(job.deliveryId)],
        );
        if (completed.rowCount === 0) return false;
        if (claimed.email !== null) {
          const token = await newProfileLinkToken(tx, claimed.profile_id, clock.now());
          // The download opens with the same link token as the library link beside it, so it opens only this profile's reports (ADR 037).
          const links = { download: absoluteLink(siteUrl, reportDownloadPath(job.deliveryId, token)), library: absoluteLink(siteUrl, reportLibraryPath(token)) };
          await queueEmail(tx, await reportReadyEmail(siteUrl, claimed.email, label, links, { replyTo }));
        }
        await recordAnalytics(tx, null, [{ name: 'report_delivered', properties: { report_type: claimed.report_type, pages, bytes: bytes.byteLength } }]);
        return true;
      });
      if (!delivered) {
        await files.remove(job.deliveryId);
        logger.info({ deliveryId: job.deliveryId }, 'report made after its order was revoked: not delivered');
        return;
      }
      logger.info({ deliveryId: job.deliveryId, pages, bytes: bytes.byteLength, ms: Math.round(performance.now() - started) }, 'report ready');
    } catch (error) {
      logger.error({ err: error, deliveryId: job.deliveryId, attempt: job.attempt }, 'report generation failed');
      await db.transaction(async (tx) => {
        if (!job.lastAttempt) {
          await tx.query(`update report_deliveries set generation_status = 'queued', updated_at = now() where id = $1`, [job.deliveryId]);
          return;
        }
        await tx.query(`update report_deliveries set generation_status = 'failed', error_message = $2, updated_at = now() where id = $1`, [
          job.deliveryId,
          REPORT_GENERATION_FAILED,
        ]);
        if (claimed.email !== null && claimed.checkout_session_id !== null) {
          const token = await newProfileLinkToken(tx, claimed.profile_id, clock.now());
          const status = `/report-status?${new URLSearchParams({ token, profileId: claimed.profile_id, sessionId: claimed.checkout_session_id }).toString()}`;
          await queueEmail(tx, await reportFailedEmail(siteUrl, claimed.email, label, absoluteLink(siteUrl, status), { replyTo }));
        }
      });
      throw error;
    }
  };
