import type { RequestHandler } from 'express';
import type { Clock, ReportFiles, SqlDatabase } from '../../domain/kernel';
import { reportLabel, type ReportType } from '../../domain/reports';
import { profileForLinkToken } from './report-library';
import type { AccessTokens } from '../platform/security/access-token';

/** The one answer for every report a caller may not have: it does not say whether it exists. */
export const REPORT_NOT_AVAILABLE = 'This report is not available from this link. Open it from your report library.';

const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/i;

/** 'Moonwise Lunar Report - Ana.pdf': letters, digits, spaces and dashes only, so the header needs no escaping. */
const fileName = (brandName: string, report: ReportType, name: string | null): string => {
  const safe = (text: string) => text.normalize('NFKD').replace(/[^A-Za-z0-9 -]/g, '').trim();
  const who = safe((name ?? '').split(/\s+/)[0] ?? '');
  return `${safe(brandName)} ${reportLabel(report)}${who === '' ? '' : ` - ${who}`}.pdf`;
};

/**
 * GET /reports/<delivery id>.pdf?token=…: the finished PDF, for the profile the link token (or
 * a bearer access token) opens, and only that profile's. Anything else is the same 404, even with
 * another profile's valid token.
 */
export const reportDownload =
  ({ db, files, clock, tokens, brandName }: { db: SqlDatabase; files: ReportFiles; clock: Clock; tokens: AccessTokens; brandName: string }): RequestHandler =>
  async (req, res) => {
    const notAvailable = () => res.status(404).type('text/plain').set('cache-control', 'no-store').send(REPORT_NOT_AVAILABLE);
    const deliveryId = FILE.exec(String(req.params.file ?? ''))?.[1];
    if (deliveryId === undefined) return void notAvailable();
    const token = typeof req.query.token === 'string' ? req.query.token : undefined;
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    let profileId = (await profileForLinkToken(db, token, clock.now()))?.id ?? null;
    if (profileId === null && bearer !== undefined) profileId = await tokens.verify(bearer).then((verified) => verified.profileId, () => null);
    if (profileId === null) return void notAvailable();
    const { rows } = await db.query<{ report_type: ReportType; full_name: string | null }>(
      `select d.report_type, p.full_name from report_deliveries d join profiles p on p.id = d.profile_id
        where d.id = $1 and d.profile_id = $2 and d.generation_status = 'completed'`,
      [deliveryId, profileId],
    );
    const row = rows[0];
    const bytes = row === undefined ? null : await files.read(deliveryId);
    if (row === undefined || bytes === null) return void notAvailable();
    res
      .status(200)
      .type('application/pdf')
      .set({
        'content-disposition': `attachment; filename="${fileName(brandName, row.report_type, row.full_name)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      })
      .send(Buffer.from(bytes));
  };
