import { createHmac, randomUUID } from 'node:crypto';
import type { SqlExecutor } from '../../domain/kernel';
import { hashProfileToken } from '../platform/security/profile-token';

/**
 * The SQL of moon calendar feeds (migration 0013, ADR 045), on the owner connection. A row keeps
 * only the sha-256 of its token, as profile links do; the token itself is an HMAC of the row's id
 * under the server's secret, so the server can give the same address again while a table that
 * leaks on its own opens nothing.
 */

/** The feed token of a feed row: 32 bytes of HMAC-SHA256, base64url (43 characters). */
export const feedTokenOf = (secret: string, feedId: string): string =>
  createHmac('sha256', secret).update(`calendar-feed:${feedId}`, 'utf8').digest('base64url');

/** The hash a feed token is stored and looked up by: the profile links' own. */
export const hashFeedToken = hashProfileToken;

/** The profile's live feed's id, or null. */
export const liveFeedOf = async (tx: SqlExecutor, profileId: string): Promise<string | null> => {
  const { rows } = await tx.query<{ id: string }>('select id::text as id from calendar_feeds where profile_id = $1 and revoked_at is null', [profileId]);
  return rows[0]?.id ?? null;
};

/**
 * Every live feed of the profile stops; how many did. Only the last stopped address is kept (for
 * her data export), so replacing the address again and again stores nothing more.
 */
export const revokeFeedsOf = async (tx: SqlExecutor, profileId: string, nowMs: number): Promise<number> => {
  await tx.query('delete from calendar_feeds where profile_id = $1 and revoked_at is not null', [profileId]);
  const { rows } = await tx.query<{ id: string }>(
    'update calendar_feeds set revoked_at = $2 where profile_id = $1 and revoked_at is null returning id',
    [profileId, new Date(nowMs).toISOString()],
  );
  return rows.length;
};

/** A new live feed for the profile (revoke the old one first); its id. */
export const insertFeed = async (tx: SqlExecutor, profileId: string, secret: string): Promise<string> => {
  const id = randomUUID();
  await tx.query('insert into calendar_feeds (id, profile_id, token_hash) values ($1, $2, $3)', [id, profileId, hashFeedToken(feedTokenOf(secret, id))]);
  return id;
};

/** What a feed is built from: the profile's name and birth as stored. */
export interface FeedHolder {
  feedId: string;
  firstName: string | null;
  /** Her name and birth as one string: changes when they do, so a cached feed of the old ones is not served. */
  version: string;
  birth: { date: string; time: string | null; label: string | null; lat: number; lng: number; zone: string } | null;
}

/** The live feed a token opens, with its profile's birth; null for a revoked or unknown token. */
export const feedByTokenHash = async (tx: SqlExecutor, tokenHash: string): Promise<FeedHolder | null> => {
  const { rows } = await tx.query<{
    id: string;
    full_name: string | null;
    birth_date: string | null;
    birth_time: string | null;
    birth_city: string | null;
    birth_lat: number | string | null;
    birth_lng: number | string | null;
    birth_timezone: string | null;
  }>(
    `select f.id::text as id, p.full_name, to_char(p.birth_date, 'YYYY-MM-DD') as birth_date, to_char(p.birth_time, 'HH24:MI') as birth_time,
            p.birth_city, p.birth_lat, p.birth_lng, p.birth_timezone
       from calendar_feeds f join profiles p on p.id = f.profile_id
      where f.token_hash = $1 and f.revoked_at is null`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  const complete = row.birth_date !== null && row.birth_lat !== null && row.birth_lng !== null && row.birth_timezone !== null;
  return {
    feedId: row.id,
    firstName: row.full_name,
    version: JSON.stringify([row.full_name, row.birth_date, row.birth_time, row.birth_city, row.birth_lat, row.birth_lng, row.birth_timezone]),
    birth: complete
      ? { date: row.birth_date!, time: row.birth_time, label: row.birth_city, lat: Number(row.birth_lat), lng: Number(row.birth_lng), zone: row.birth_timezone! }
      : null,
  };
};
