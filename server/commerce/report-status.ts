import type { RequestHandler } from 'express';
import { REPORT_STATUS_NOT_FOUND, type ReportStatusResponse, reportStatusQuery } from '../../contracts/report-library.contract';
import type { SqlExecutor } from '../../domain/kernel';
import type { FunctionsDeps } from '../api/deps';
import { functionRefusal } from '../platform/function-errors';
import { mergeReports, profileForLinkToken, reportRowsOf } from './report-library';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when an order or a delivery of this profile carries this checkout session id. */
const sessionBelongsTo = async (db: SqlExecutor, profileId: string, sessionId: string): Promise<boolean> => {
  const { rows } = await db.query<{ found: boolean }>(
    `select (exists (select 1 from orders where profile_id = $1 and checkout_session_id = $2)
          or exists (select 1 from report_deliveries where profile_id = $1 and checkout_session_id = $2)) as found`,
    [profileId, sessionId],
  );
  return rows[0]?.found === true;
};

/**
 * GET report-status?token=…&profileId=…&sessionId=…: the one report paid with that checkout
 * session. With a token, the token's profile must be profileId; without one, the session id
 * (the secret the payment return carries) must sit on a row of that profile. Anything else,
 * missing or malformed parts included, is the same 404: nothing tells a guesser which part
 * was wrong, and no other profile's data ever leaves.
 */
export const reportStatus =
  ({ db, clock }: FunctionsDeps): RequestHandler =>
  async (req, res) => {
    const parsed = reportStatusQuery.safeParse(req.query);
    const notFound = () => functionRefusal(404, REPORT_STATUS_NOT_FOUND);
    if (!parsed.success) throw notFound();
    const { token, profileId, sessionId } = parsed.data;
    if (profileId === undefined || !UUID_PATTERN.test(profileId) || sessionId === undefined || sessionId.trim() === '') throw notFound();
    const profileIdLower = profileId.toLowerCase();
    if (token !== undefined && token !== '') {
      const profile = await profileForLinkToken(db, token, clock.now());
      if (profile?.id !== profileIdLower) throw notFound();
    } else if (!(await sessionBelongsTo(db, profileIdLower, sessionId))) {
      throw notFound();
    }
    const { orders, deliveries } = await reportRowsOf(db, profileIdLower);
    const report = mergeReports(orders, deliveries).find((candidate) => candidate.sessionId === sessionId);
    if (!report) throw notFound();
    const answer: ReportStatusResponse = { report };
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };
