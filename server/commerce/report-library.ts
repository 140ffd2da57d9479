import type { RequestHandler } from 'express';
import { PROFILE_TOKEN_PATTERN, firstNameOf } from '../../contracts/functions.contract';
import {
  REPORT_LIBRARY_NOT_FOUND,
  type ReportLibraryResponse,
  type ReportSummary,
  type ReportViewStatus,
  reportLibraryQuery,
} from '../../contracts/report-library.contract';
import type { SqlExecutor } from '../../domain/kernel';
import { reportLabel } from '../../domain/reports';
import { hashProfileToken } from '../platform/security/profile-token';
import type { FunctionsDeps } from '../api/deps';
import { functionRefusal } from '../platform/function-errors';

/** A completed order: a report the visitor has paid for. */
export type OrderRow = {
  id: string;
  report_type: string;
  checkout_session_id: string | null;
  created_at: string;
};

/** A delivery attempt: one row per generation (a retry adds a row). */
export type DeliveryRow = {
  id: string;
  report_type: string;
  generation_status: string;
  report_url: string | null;
  error_message: string | null;
  checkout_session_id: string | null;
  created_at: string;
  updated_at: string;
};

const UTC_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
const instant = (column: string) => `to_char(${column} at time zone 'UTC', ${UTC_INSTANT})`;

/** The profile a link token opens (unknown, malformed and expired tokens all give null). */
export const profileForLinkToken = async (
  db: SqlExecutor,
  token: string | undefined,
  nowMs: number,
): Promise<{ id: string; firstName: string | null } | null> => {
  if (token === undefined || !PROFILE_TOKEN_PATTERN.test(token)) return null;
  const { rows } = await db.query<{ id: string; full_name: string | null }>(
    `select p.id, p.full_name from profile_tokens t join profiles p on p.id = t.profile_id
      where t.token_hash = $1 and t.expires_at > $2`,
    [hashProfileToken(token), new Date(nowMs).toISOString()],
  );
  const row = rows[0];
  return row ? { id: row.id, firstName: firstNameOf(row.full_name) } : null;
};

/** Every completed order and every delivery of one profile. */
export const reportRowsOf = async (db: SqlExecutor, profileId: string): Promise<{ orders: OrderRow[]; deliveries: DeliveryRow[] }> => {
  const orders = await db.query<OrderRow>(
    `select id::text as id, report_type, checkout_session_id, ${instant('created_at')} as created_at
       from orders where profile_id = $1 and payment_status = 'completed'`,
    [profileId],
  );
  const deliveries = await db.query<DeliveryRow>(
    `select id::text as id, report_type, generation_status, report_url, error_message, checkout_session_id,
            ${instant('created_at')} as created_at, ${instant('updated_at')} as updated_at
       from report_deliveries where profile_id = $1 and generation_status <> 'revoked'`,
    [profileId],
  );
  return { orders: orders.rows, deliveries: deliveries.rows };
};

/** Only links a browser may open safely: http(s) addresses and paths on this site. */
export const isOpenableReportUrl = (url: string | null): url is string => {
  if (url === null || url.trim() === '') return false;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

const isBlank = (value: string | null): boolean => value === null || value === '';

const deliveryStatus = (delivery: DeliveryRow): ReportViewStatus => {
  if (delivery.generation_status === 'completed' && isOpenableReportUrl(delivery.report_url)) return 'ready';
  if (delivery.generation_status === 'failed') return 'failed';
  return 'preparing';
};

const newestFirst = <T extends { updated_at: string }>(a: T, b: T): number => b.updated_at.localeCompare(a.updated_at);

interface Group {
  id: string;
  reportType: string;
  sessionId: string | null;
  orderedAt: string;
  hasOrder: boolean;
  deliveries: DeliveryRow[];
}

/** Orders of the type that no delivery with a session has claimed: the oldest still waiting, else the newest (a retry). */
const ownerWithoutSession = (oldestFirst: readonly Group[], reportType: string): Group | undefined => {
  const candidates = oldestFirst.filter((g) => g.hasOrder && g.reportType === reportType && g.deliveries.every((d) => isBlank(d.checkout_session_id)));
  return candidates.find((g) => g.deliveries.length === 0) ?? candidates.at(-1);
};

/**
 * One summary per report. A delivery belongs to the order with its checkout session; one
 * without a session (older rows) joins the newest order of its type that has no delivery yet
 * and no other session. A delivery no completed order claims is still the visitor's report,
 * so it is listed on its own. Of several attempts a completed one wins (a retry that worked
 * is what counts); otherwise the latest attempt says where the report is.
 */
export const mergeReports = (orders: readonly OrderRow[], deliveries: readonly DeliveryRow[]): ReportSummary[] => {
  const groups: Group[] = [...orders]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((order) => ({
      id: order.id,
      reportType: order.report_type,
      sessionId: order.checkout_session_id,
      orderedAt: order.created_at,
      hasOrder: true,
      deliveries: [],
    }));
  const bySession = new Map(groups.filter((g) => g.sessionId !== null).map((g) => [g.sessionId, g]));
  const oldestFirst = [...groups].reverse();
  const withSessionFirst = [...deliveries].sort(
    (a, b) => Number(isBlank(a.checkout_session_id)) - Number(isBlank(b.checkout_session_id)) || a.created_at.localeCompare(b.created_at),
  );
  for (const delivery of withSessionFirst) {
    const session = isBlank(delivery.checkout_session_id) ? null : delivery.checkout_session_id;
    const owner = session === null ? ownerWithoutSession(oldestFirst, delivery.report_type) : bySession.get(session);
    if (owner) {
      owner.deliveries.push(delivery);
      continue;
    }
    const group: Group = {
      id: delivery.id,
      reportType: delivery.report_type,
      sessionId: session,
      orderedAt: delivery.created_at,
      hasOrder: false,
      deliveries: [delivery],
    };
    groups.push(group);
    if (session !== null) bySession.set(session, group);
  }
  return groups
    .map((group): ReportSummary => {
      const attempts = [...group.deliveries].sort(newestFirst);
      const deciding = attempts.find((d) => deliveryStatus(d) === 'ready') ?? attempts[0];
      const status: ReportViewStatus = deciding ? deliveryStatus(deciding) : 'preparing';
      return {
        id: group.id,
        reportType: group.reportType,
        label: reportLabel(group.reportType),
        status,
        reportUrl: status === 'ready' && deciding ? deciding.report_url : null,
        errorMessage: status === 'failed' && deciding && !isBlank(deciding.error_message) ? deciding.error_message : null,
        sessionId: group.sessionId,
        orderedAt: group.orderedAt,
        updatedAt: attempts[0]?.updated_at ?? group.orderedAt,
      };
    })
    .sort((a, b) => b.orderedAt.localeCompare(a.orderedAt) || b.updatedAt.localeCompare(a.updatedAt));
};

/**
 * GET report-library?token=…: the link's profile (first name) and its reports, newest first.
 * A missing, malformed, unknown or expired token is a 404 with one plain sentence.
 */
export const reportLibrary =
  ({ db, clock }: FunctionsDeps): RequestHandler =>
  async (req, res) => {
    const parsed = reportLibraryQuery.safeParse(req.query);
    const profile = parsed.success ? await profileForLinkToken(db, parsed.data.token, clock.now()) : null;
    if (!profile) throw functionRefusal(404, REPORT_LIBRARY_NOT_FOUND);
    const { orders, deliveries } = await reportRowsOf(db, profile.id);
    // Our own report files open with the link they were listed by.
    const withToken = (url: string | null) => (url !== null && url.startsWith('/reports/') ? `${url}?token=${encodeURIComponent(parsed.data?.token ?? '')}` : url);
    const reports = mergeReports(orders, deliveries).map((report) => ({ ...report, reportUrl: withToken(report.reportUrl) }));
    const answer: ReportLibraryResponse = { profileId: profile.id, firstName: profile.firstName, reports };
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };
