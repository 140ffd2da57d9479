import { orderDecision, type OrderDecision, type PaymentEvent, type StoredOrder } from '../../domain/reports';
import type { SqlDatabase, SqlExecutor } from '../../domain/kernel';
import { recordAnalytics } from '../platform/analytics-store';
import type { PaidOrder } from './receipt-store';

export interface EventOutcome {
  /** False when the event was seen before: nothing changed. */
  fresh: boolean;
  decision: OrderDecision | null;
  /** The delivery queued for generation, when the order became completed now. */
  deliveryId: string | null;
}

const STORED_STATUSES = new Set(['completed', 'failed', 'expired', 'refunded', 'disputed']);

const storedOrder = async (tx: SqlExecutor, by: 'checkout_session_id' | 'payment_intent_id', key: string | null): Promise<{ id: string; status: StoredOrder } | null> => {
  if (key === null) return null;
  const { rows } = await tx.query<{ id: string; payment_status: string }>(`select id::text as id, payment_status from orders where ${by} = $1 for update`, [key]);
  const row = rows[0];
  if (row === undefined) return null;
  const status = (STORED_STATUSES.has(row.payment_status) ? row.payment_status : 'pending') as NonNullable<StoredOrder>['paymentStatus'];
  return { id: row.id, status: { paymentStatus: status } };
};

const profileExists = async (tx: SqlExecutor, profileId: string | null): Promise<boolean> => {
  if (profileId === null || !/^[0-9a-f-]{36}$/i.test(profileId)) return false;
  const { rows } = await tx.query('select 1 from profiles where id = $1', [profileId]);
  return rows.length > 0;
};

/**
 * One payment event, in one transaction: the event id is kept (a replay finds it and changes
 * nothing), then the order for its checkout session is made or moved as `orderDecision` says,
 * and an order that became completed gets its report_deliveries row, queued, and its job.
 */
export type EnqueueReport = (tx: SqlExecutor, deliveryId: string, orderId: string) => Promise<void>;

/** What else an order that became completed now is owed, in the same transaction: its receipt. */
export type OnPaid = (tx: SqlExecutor, order: PaidOrder) => Promise<void>;

export const applyPaymentEvent = (db: SqlDatabase, event: PaymentEvent, enqueue?: EnqueueReport, onPaid?: OnPaid): Promise<EventOutcome> =>
  db.transaction(async (tx) => {
    const sessionId = 'session' in event ? event.session.sessionId : null;
    const seen = await tx.query('insert into payment_events (event_id, type, checkout_session_id, outcome) values ($1, $2, $3, $4) on conflict do nothing returning event_id', [
      event.id,
      event.type === 'other' ? event.name : event.type,
      sessionId,
      'received',
    ]);
    if (seen.rowCount === 0) return { fresh: false, decision: null, deliveryId: null };
    if (event.type === 'other') {
      await tx.query(`update payment_events set outcome = 'ignored' where event_id = $1`, [event.id]);
      return { fresh: true, decision: { kind: 'ignore', reason: 'other-event' }, deliveryId: null };
    }
    if (!('session' in event)) {
      // A refund or dispute: found by the payment it names.
      const existing = await storedOrder(tx, 'payment_intent_id', event.reversal.paymentIntentId);
      const decision = orderDecision(event, existing?.status ?? null, existing !== null);
      await tx.query('update payment_events set outcome = $2 where event_id = $1', [event.id, decision.kind === 'ignore' ? `ignored: ${decision.reason}` : decision.kind]);
      if (decision.kind === 'revoke' && existing !== null) {
        await tx.query('update orders set payment_status = $2 where id = $1', [existing.id, decision.status]);
        await tx.query(`update report_deliveries set generation_status = 'revoked', report_url = null, updated_at = now() where order_id = $1`, [existing.id]);
      }
      return { fresh: true, decision, deliveryId: null };
    }
    const { session } = event;
    const existing = await storedOrder(tx, 'checkout_session_id', session.sessionId);
    const decision = orderDecision(event, existing?.status ?? null, await profileExists(tx, session.profileId));
    await tx.query('update payment_events set outcome = $2 where event_id = $1', [event.id, decision.kind === 'ignore' ? `ignored: ${decision.reason}` : decision.kind]);
    if (decision.kind === 'expire' && existing !== null) {
      await tx.query(`update orders set payment_status = 'expired' where id = $1`, [existing.id]);
      return { fresh: true, decision, deliveryId: null };
    }
    if (decision.kind !== 'complete' && decision.kind !== 'await-payment' && decision.kind !== 'fail') return { fresh: true, decision, deliveryId: null };
    if (session.report === null || session.profileId === null) return { fresh: true, decision, deliveryId: null };
    const status = decision.kind === 'complete' ? 'completed' : decision.kind === 'fail' ? 'failed' : 'pending';
    const order =
      existing === null
        ? await tx.query<{ id: string }>(
            `insert into orders (profile_id, report_type, payment_status, checkout_session_id, amount, currency, payment_intent_id)
             values ($1, $2, $3, $4, $5, $6, $7) returning id::text as id`,
            [session.profileId, session.report, status, session.sessionId, session.amount, session.currency, session.paymentIntentId],
          )
        : await tx.query<{ id: string }>(
            `update orders set payment_status = $2, amount = coalesce($3, amount), currency = coalesce($4, currency),
                    payment_intent_id = coalesce($5, payment_intent_id)
              where id = $1 returning id::text as id`,
            [existing.id, status, session.amount, session.currency, session.paymentIntentId],
          );
    const orderId = order.rows[0]?.id ?? null;
    if (decision.kind !== 'complete' || orderId === null) return { fresh: true, decision, deliveryId: null };
    const delivery = await tx.query<{ id: string }>(
      `insert into report_deliveries (profile_id, report_type, generation_status, checkout_session_id, order_id)
       values ($1, $2, 'queued', $3, $4) returning id::text as id`,
      [session.profileId, session.report, session.sessionId, orderId],
    );
    const deliveryId = delivery.rows[0]?.id ?? null;
    // The job is written in this transaction: an order is never paid without its report queued.
    if (deliveryId !== null) await enqueue?.(tx, deliveryId, orderId);
    // So is its receipt: sent once, as the order completes once.
    await onPaid?.(tx, { orderId, profileId: session.profileId, report: session.report, amount: session.amount, currency: session.currency });
    await recordAnalytics(tx, null, [
      { name: 'payment_completed', properties: { report_type: session.report, amount: session.amount, currency: session.currency, channel: 'checkout' } },
    ]);
    return { fresh: true, decision, deliveryId };
  });
