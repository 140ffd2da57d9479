import { randomBytes } from 'node:crypto';
import type { MoonPhase, ZodiacSign } from '../../domain/sky';
import type { SqlExecutor } from '../../domain/kernel';

/**
 * The SQL of public shares (migration 0011, ADR 029), on the owner connection. A share holds a
 * Moon sign, a phase and how lit the Moon was; it reaches its owner only through the reading row,
 * so a share row on its own names no one.
 */

/** 16 random bytes: 128 bits, base64url (22 characters), the id in the public address. */
export const newShareId = (): string => randomBytes(16).toString('base64url');

export interface StoredShare {
  id: string;
  moonSign: ZodiacSign;
  phase: MoonPhase;
  illumination: number;
  waxing: boolean;
  /** ISO 8601, UTC. */
  createdAt: string;
}

type ShareRow = { id: string; moon_sign: ZodiacSign; moon_phase: MoonPhase; illumination: number | string; waxing: boolean; created_at: string };

const SHARE_COLUMNS = `s.id, s.moon_sign, s.moon_phase, s.illumination, s.waxing, to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`;

const shareOf = (row: ShareRow): StoredShare => ({
  id: row.id,
  moonSign: row.moon_sign,
  phase: row.moon_phase,
  illumination: Number(row.illumination),
  waxing: row.waxing,
  createdAt: row.created_at,
});

/** The profile an unexpired link token opens, with its current reading (null when it has none yet). */
export const linkHolder = async (
  tx: SqlExecutor,
  tokenHash: string,
  nowMs: number,
): Promise<{ profileId: string; reading: { id: string; content: unknown } | null } | null> => {
  const { rows } = await tx.query<{ profile_id: string; reading_id: string | null; content: unknown }>(
    `select t.profile_id, r.id as reading_id, r.content
       from profile_tokens t
       left join readings r on r.profile_id = t.profile_id and r.superseded_at is null
      where t.token_hash = $1 and t.expires_at > $2`,
    [tokenHash, new Date(nowMs).toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  return { profileId: row.profile_id, reading: row.reading_id === null ? null : { id: row.reading_id, content: row.content } };
};

/** The profile's share (of any of its readings; there is at most one), newest first. */
export const shareOfProfile = async (tx: SqlExecutor, profileId: string): Promise<(StoredShare & { readingId: string }) | null> => {
  const { rows } = await tx.query<ShareRow & { reading_id: string }>(
    `select ${SHARE_COLUMNS}, s.reading_id from reading_shares s join readings r on r.id = s.reading_id
      where r.profile_id = $1 order by s.created_at desc limit 1`,
    [profileId],
  );
  const row = rows[0];
  return row ? { ...shareOf(row), readingId: row.reading_id } : null;
};

/** Every share of the profile's readings goes; the number deleted. */
export const deleteSharesOfProfile = async (tx: SqlExecutor, profileId: string): Promise<number> => {
  const { rows } = await tx.query<{ id: string }>(
    'delete from reading_shares s using readings r where r.id = s.reading_id and r.profile_id = $1 returning s.id',
    [profileId],
  );
  return rows.length;
};

export const insertShare = async (
  tx: SqlExecutor,
  share: { id: string; readingId: string; moonSign: ZodiacSign; phase: MoonPhase; illumination: number; waxing: boolean },
): Promise<StoredShare> => {
  const { rows } = await tx.query<ShareRow>(
    `insert into reading_shares as s (id, reading_id, moon_sign, moon_phase, illumination, waxing) values ($1, $2, $3, $4, $5, $6)
     returning ${SHARE_COLUMNS}`,
    [share.id, share.readingId, share.moonSign, share.phase, share.illumination, share.waxing],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into reading_shares returned no row');
  return shareOf(row);
};

export const shareById = async (tx: SqlExecutor, id: string): Promise<StoredShare | null> => {
  const { rows } = await tx.query<ShareRow>(`select ${SHARE_COLUMNS} from reading_shares s where s.id = $1`, [id]);
  const row = rows[0];
  return row ? shareOf(row) : null;
};

/** Two clicks on 'Share my Moon' at once make one share: the profile is locked while its share changes. */
export const lockProfile = async (tx: SqlExecutor, profileId: string): Promise<void> => {
  await tx.query('select 1 from profiles where id = $1 for update', [profileId]);
};
