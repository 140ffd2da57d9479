import type { RequestHandler } from 'express';
import { REPORT_RETRY_NOT_FAILED, reportRetryRequest, type ReportRetryResponse } from '../../contracts/report-library.contract';
import type { FunctionsDeps } from '../api/deps';
import { functionRefusal, parseOrRefuse } from '../platform/function-errors';

/**
 * POST report-retry: 'Resolve issue'. A paid order whose last try failed gets a new delivery,
 * queued with its job in one transaction; a report still being made, or made, is left alone.
 */
export const reportRetry =
  ({ db, reportQueue }: FunctionsDeps): RequestHandler =>
  async (req, res) => {
    const { profileId, sessionId } = parseOrRefuse(reportRetryRequest, req.body);
    await reportQueue?.start();
    const queued = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ order_id: string; report_type: string; generation_status: string | null }>(
        `select o.id::text as order_id, o.report_type,
                (select d.generation_status from report_deliveries d where d.order_id = o.id order by d.created_at desc limit 1) as generation_status
           from orders o where o.profile_id = $1 and o.checkout_session_id = $2 and o.payment_status = 'completed' for update of o`,
        [profileId, sessionId],
      );
      const order = rows[0];
      if (order === undefined) return 'not-found' as const;
      if (order.generation_status !== 'failed') return 'not-failed' as const;
      const delivery = await tx.query<{ id: string }>(
        `insert into report_deliveries (profile_id, report_type, generation_status, checkout_session_id, order_id)
         values ($1, $2, 'queued', $3, $4) returning id::text as id`,
        [profileId, order.report_type, sessionId, order.order_id],
      );
      const deliveryId = delivery.rows[0]?.id;
      if (deliveryId !== undefined) await reportQueue?.enqueue(tx, { deliveryId }, order.order_id);
      return 'queued' as const;
    });
    if (queued === 'not-found') throw functionRefusal(404, 'No paid report matches this order.');
    if (queued === 'not-failed') throw functionRefusal(409, REPORT_RETRY_NOT_FAILED);
    const answer: ReportRetryResponse = { status: 'queued' };
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };
