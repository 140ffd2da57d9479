import type { SqlExecutor } from '../../domain/kernel';
import type { AnalyticsEvent } from '../../domain/conversation';

/** analytics_events: the product's events (§7), recorded in the transaction of what they describe. */
export const recordAnalytics = async (tx: SqlExecutor, sessionId: string | null, events: readonly AnalyticsEvent[]): Promise<void> => {
  if (events.length === 0) return;
  await tx.query(
    `insert into analytics_events (session_id, name, properties)
     select $1, event ->> 'name', event -> 'properties' from jsonb_array_elements($2::jsonb) with ordinality as e(event, n) order by n`,
    [sessionId, JSON.stringify(events)],
  );
};
