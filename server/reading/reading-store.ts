import type { BirthLocation } from '../../domain/birth';
import type { StoredProfile } from '../../domain/reading';
import type { SqlExecutor } from '../../domain/kernel';

/**
 * The SQL behind the reading workflow, on the owner connection (trusted server code), always
 * parameterised. Profiles are found by lower-cased email; readings are never deleted, an
 * overwrite supersedes the current one.
 */

/** The profile an email belongs to, with its current reading's details, locked for the rest of the transaction. */
export const profileByEmailForUpdate = async (tx: SqlExecutor, email: string): Promise<StoredProfile | null> => {
  const { rows } = await tx.query<{
    id: string;
    email: string;
    birth_date: string | null;
    birth_time: string | null;
    birth_place: BirthLocation | null;
  }>(
    `select p.id, p.email, to_char(r.birth_date, 'YYYY-MM-DD') as birth_date, to_char(r.birth_time, 'HH24:MI') as birth_time, r.birth_place
       from profiles p
       left join readings r on r.profile_id = p.id and r.superseded_at is null
      where lower(p.email) = lower($1)
      for update of p`,
    [email],
  );
  const row = rows[0];
  if (!row) return null;
  const reading =
    row.birth_date !== null && row.birth_place !== null
      ? { email: row.email, birthDate: row.birth_date, birthTime: row.birth_time, birthLocation: row.birth_place }
      : null;
  return { profileId: row.id, email: row.email, reading };
};

export const profileIdOfEmail = async (tx: SqlExecutor, email: string): Promise<string | null> => {
  const { rows } = await tx.query<{ id: string }>('select id from profiles where lower(email) = lower($1)', [email]);
  return rows[0]?.id ?? null;
};

export interface NewReading {
  email: string;
  fullName: string | null;
  birthDate: string;
  birthTime: string | null;
  birthLocation: BirthLocation;
  /** The gazetteer id when the place was picked from the list (the form), so save-profile and the form agree. */
  placeId: string | null;
  moonSign: string;
  sunSign: string;
  moonPhase: string;
  content: unknown;
}

const PROFILE_VALUES = (r: NewReading) => [
  r.email,
  r.fullName,
  r.birthDate,
  r.birthTime,
  r.birthLocation.displayName,
  r.placeId,
  r.birthLocation.coordinates.lat,
  r.birthLocation.coordinates.lng,
  r.birthLocation.timezone,
  r.moonSign,
  r.moonPhase,
  r.sunSign,
];

/**
 * A new profile with this reading, in one statement. Null when the email already has a profile
 * (someone made it a moment ago): the caller decides again, as for any existing profile.
 */
export const insertProfileWithReading = async (tx: SqlExecutor, r: NewReading): Promise<{ profileId: string } | null> => {
  const { rows } = await tx.query<{ id: string }>(
    `with profile as (
       insert into profiles (email, full_name, birth_date, birth_time, birth_city, birth_place_id, birth_lat, birth_lng, birth_timezone, moon_sign, moon_phase, sun_sign)
       values ($1, $2, $3::date, $4::time, $5, $6, $7, $8, $9, $10, $11, $12)
       on conflict ((lower(email))) do nothing
       returning id
     ), reading as (
       insert into readings (profile_id, birth_date, birth_time, birth_place, moon_sign, sun_sign, moon_phase, content)
       select id, $3::date, $4::time, $13::jsonb, $10, $12, $11, $14::jsonb from profile
     )
     select id from profile`,
    [...PROFILE_VALUES(r), JSON.stringify(r.birthLocation), JSON.stringify(r.content)],
  );
  const profileId = rows[0]?.id;
  return profileId === undefined ? null : { profileId };
};

/** The owner's profile takes this reading's details; the current reading is superseded, never lost. */
export const replaceReading = async (tx: SqlExecutor, profileId: string, r: NewReading): Promise<void> => {
  await tx.query(
    `update profiles set
       full_name = coalesce($1, full_name),
       birth_date = $2::date, birth_time = $3::time, birth_city = $4, birth_place_id = $5,
       birth_lat = $6, birth_lng = $7, birth_timezone = $8,
       moon_sign = $9, moon_phase = $10, sun_sign = $11,
       updated_at = now()
     where id = $12`,
    [...PROFILE_VALUES(r).slice(1), profileId],
  );
  await tx.query('update readings set superseded_at = now() where profile_id = $1 and superseded_at is null', [profileId]);
  await insertReading(tx, profileId, r);
};

const insertReading = async (tx: SqlExecutor, profileId: string, r: NewReading): Promise<void> => {
  await tx.query(
    `insert into readings (profile_id, birth_date, birth_time, birth_place, moon_sign, sun_sign, moon_phase, content)
     values ($1, $2::date, $3::time, $4, $5, $6, $7, $8)`,
    [profileId, r.birthDate, r.birthTime, JSON.stringify(r.birthLocation), r.moonSign, r.sunSign, r.moonPhase, JSON.stringify(r.content)],
  );
};

// --- emailed changes -----------------------------------------------------------------------

export const storeReadingChange = async (tx: SqlExecutor, change: { tokenHash: string; profileId: string; proposed: unknown; expiresAtMs: number }): Promise<void> => {
  await tx.query('insert into reading_changes (token_hash, profile_id, proposed, expires_at) values ($1, $2, $3, $4)', [
    change.tokenHash,
    change.profileId,
    JSON.stringify(change.proposed),
    new Date(change.expiresAtMs).toISOString(),
  ]);
};

/** An unused, unexpired change, locked so two clicks cannot both apply it. */
export const openReadingChangeForUpdate = async (
  tx: SqlExecutor,
  tokenHash: string,
  nowMs: number,
): Promise<{ profileId: string; proposed: unknown; expiresAt: string } | null> => {
  const { rows } = await tx.query<{ profile_id: string; proposed: unknown; expires_at: string }>(
    `select profile_id, proposed, to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as expires_at
       from reading_changes where token_hash = $1 and used_at is null and expires_at > $2 for update`,
    [tokenHash, new Date(nowMs).toISOString()],
  );
  const row = rows[0];
  return row ? { profileId: row.profile_id, proposed: row.proposed, expiresAt: row.expires_at } : null;
};

export const markReadingChangeUsed = async (tx: SqlExecutor, tokenHash: string): Promise<void> => {
  await tx.query('update reading_changes set used_at = now() where token_hash = $1', [tokenHash]);
};

export const profileEmailAndName = async (tx: SqlExecutor, profileId: string): Promise<{ email: string; fullName: string | null } | null> => {
  const { rows } = await tx.query<{ email: string; full_name: string | null }>('select email, full_name from profiles where id = $1', [profileId]);
  const row = rows[0];
  return row ? { email: row.email, fullName: row.full_name } : null;
};

// --- email codes ---------------------------------------------------------------------------

export const replaceEmailCode = async (tx: SqlExecutor, email: string, codeHash: string, expiresAtMs: number): Promise<void> => {
  await tx.query(
    `insert into email_codes (email, code_hash, attempts, expires_at) values (lower($1), $2, 0, $3)
     on conflict (email) do update set code_hash = excluded.code_hash, attempts = 0, created_at = now(), expires_at = excluded.expires_at`,
    [email, codeHash, new Date(expiresAtMs).toISOString()],
  );
};

export const emailCodeForUpdate = async (
  tx: SqlExecutor,
  email: string,
): Promise<{ codeHash: string; attempts: number; expiresAtMs: number } | null> => {
  const { rows } = await tx.query<{ code_hash: string; attempts: number; expires_at: Date | string }>(
    'select code_hash, attempts, expires_at from email_codes where email = lower($1) for update',
    [email],
  );
  const row = rows[0];
  return row ? { codeHash: row.code_hash, attempts: row.attempts, expiresAtMs: new Date(row.expires_at).getTime() } : null;
};

export const countEmailCodeAttempt = async (tx: SqlExecutor, email: string): Promise<void> => {
  await tx.query('update email_codes set attempts = attempts + 1 where email = lower($1)', [email]);
};

export const deleteEmailCode = async (tx: SqlExecutor, email: string): Promise<void> => {
  await tx.query('delete from email_codes where email = lower($1)', [email]);
};
