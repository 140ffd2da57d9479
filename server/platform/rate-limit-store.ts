import type { SqlExecutor } from '../../domain/kernel';
import type { RateLimitCounters } from '../../domain/reading';

/** rate_limit_counters: every hourly share of every limit, shared by every server process. */

/**
 * The counters for these keys, locked until the transaction ends (shared by every server
 * process): a missing one is made, an existing one is locked by the same statement's conflict
 * update, in key order so two turns never lock each other's keys the other way round.
 */
export const lockRateLimitCounters = async (tx: SqlExecutor, keys: readonly string[]): Promise<RateLimitCounters> => {
  const { rows } = await tx.query<{ key: string; hits: number[] }>(
    `insert into rate_limit_counters (key) select distinct key from unnest($1::text[]) as key order by 1
     on conflict (key) do update set key = excluded.key
     returning key, hits`,
    [keys],
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.hits]));
};

/** Writes the counters of these keys back, in one statement. */
export const saveRateLimitCounters = async (tx: SqlExecutor, counters: RateLimitCounters, keys: readonly string[]): Promise<void> => {
  await tx.query(
    `update rate_limit_counters as counter set hits = saved.hits, updated_at = now()
     from jsonb_each($1::jsonb) as saved(key, hits) where counter.key = saved.key`,
    [JSON.stringify(Object.fromEntries(keys.map((key) => [key, counters[key] ?? []])))],
  );
};
