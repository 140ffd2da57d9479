import type { PublicProfile } from '../../contracts/functions.contract';
import { firstNameOf } from '../../contracts/functions.contract';
import type { SqlExecutor } from '../../domain/kernel';

/**
 * The SQL behind the profile functions. It runs on the owner connection (trusted server
 * code), always parameterised; the public shape of a profile is built here and only here.
 */
export interface ProfileFields {
  email: string;
  fullName: string;
  birthDate: string;
  birthTime: string | null;
  birthCity: string;
  birthPlaceId: string;
  birthLat: number;
  birthLng: number;
  birthTimezone: string;
}

const fieldParams = (f: ProfileFields) => [
  f.email,
  f.fullName,
  f.birthDate,
  f.birthTime,
  f.birthCity,
  f.birthPlaceId,
  f.birthLat,
  f.birthLng,
  f.birthTimezone,
];

/** Creates the profile unless the email (lower-cased) has one; null means it already existed. */
export const insertProfileIfNew = async (tx: SqlExecutor, fields: ProfileFields): Promise<string | null> => {
  const { rows } = await tx.query<{ id: string }>(
    `insert into profiles (email, full_name, birth_date, birth_time, birth_city, birth_place_id, birth_lat, birth_lng, birth_timezone)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict ((lower(email))) do nothing
     returning id`,
    fieldParams(fields),
  );
  return rows[0]?.id ?? null;
};

export const profileIdByEmail = async (tx: SqlExecutor, email: string): Promise<string | null> => {
  const { rows } = await tx.query<{ id: string }>('select id from profiles where lower(email) = lower($1)', [email]);
  return rows[0]?.id ?? null;
};

/**
 * Updates the holder's own profile. Signs and phase describe one birth: when the birth
 * changes they are cleared until the next reading computes them again.
 */
export const updateProfile = async (tx: SqlExecutor, id: string, fields: ProfileFields): Promise<void> => {
  await tx.query(
    `update profiles set
       full_name = $2,
       birth_date = $3::date,
       birth_time = $4::time,
       birth_city = $5,
       birth_place_id = $6,
       birth_lat = $7,
       birth_lng = $8,
       birth_timezone = $9,
       moon_sign = case when (birth_date, birth_time, birth_place_id) is not distinct from ($3::date, $4::time, $6) then moon_sign end,
       moon_phase = case when (birth_date, birth_time, birth_place_id) is not distinct from ($3::date, $4::time, $6) then moon_phase end,
       sun_sign = case when (birth_date, birth_time, birth_place_id) is not distinct from ($3::date, $4::time, $6) then sun_sign end,
       updated_at = now()
     where id = $1`,
    [id, ...fieldParams(fields).slice(1)],
  );
};

export const storeProfileToken = async (tx: SqlExecutor, tokenHash: string, profileId: string, expiresAtMs: number): Promise<void> => {
  await tx.query('insert into profile_tokens (token_hash, profile_id, expires_at) values ($1, $2, $3)', [
    tokenHash,
    profileId,
    new Date(expiresAtMs).toISOString(),
  ]);
};

type ProfileRow = {
  id: string;
  email: string;
  full_name: string | null;
  birth_date: string | null;
  birth_time: string | null;
  birth_city: string | null;
  moon_sign: string | null;
  moon_phase: string | null;
  sun_sign: string | null;
  has_reading: boolean;
  purchased_reports: string[] | null;
};

/** The profile a link token opens, when the token is known and not expired at `nowMs`. */
export const profileByTokenHash = async (tx: SqlExecutor, tokenHash: string, nowMs: number): Promise<PublicProfile | null> => {
  const { rows } = await tx.query<ProfileRow>(
    `select p.id, p.email, p.full_name, to_char(p.birth_date, 'YYYY-MM-DD') as birth_date,
            to_char(p.birth_time, 'HH24:MI') as birth_time, p.birth_city, p.moon_sign, p.moon_phase, p.sun_sign,
            (p.moon_sign is not null or exists (select 1 from readings r where r.profile_id = p.id and r.superseded_at is null)) as has_reading,
            (select array_agg(distinct o.report_type order by o.report_type) from orders o
              where o.profile_id = p.id and o.payment_status = 'completed') as purchased_reports
       from profile_tokens t join profiles p on p.id = t.profile_id
      where t.token_hash = $1 and t.expires_at > $2`,
    [tokenHash, new Date(nowMs).toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  const purchased = row.purchased_reports ?? [];
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    first_name: firstNameOf(row.full_name),
    birth_date: row.birth_date,
    birth_time: row.birth_time,
    birth_city: row.birth_city,
    moon_sign: row.moon_sign,
    moon_phase: row.moon_phase,
    sun_sign: row.sun_sign,
    has_reading: row.has_reading,
    has_purchased: purchased.length > 0,
    purchased_reports: purchased,
  };
};

export const hasCompletedOrder = async (tx: SqlExecutor, profileId: string): Promise<boolean> => {
  const { rows } = await tx.query<{ found: boolean }>(
    `select exists (select 1 from orders where profile_id = $1 and payment_status = 'completed') as found`,
    [profileId],
  );
  return rows[0]?.found === true;
};

/** The session's stage, locked until the transaction ends; undefined when there is no such session. */
export const sessionStageForUpdate = async (tx: SqlExecutor, sessionToken: string): Promise<{ stage: string | null } | undefined> => {
  const { rows } = await tx.query<{ stage: string | null }>('select stage from luna_chat_sessions where session_token = $1 for update', [
    sessionToken,
  ]);
  return rows[0];
};

export const linkSession = async (tx: SqlExecutor, sessionToken: string, profileId: string, stage: string): Promise<void> => {
  await tx.query(
    `insert into luna_chat_sessions (session_token, profile_id, stage) values ($1, $2, $3)
     on conflict (session_token) do update set profile_id = excluded.profile_id, stage = excluded.stage, last_activity = now()`,
    [sessionToken, profileId, stage],
  );
};

/** A profile-link email sent to this address within the window: one is enough. */
export const recentLinkEmailExists = async (tx: SqlExecutor, toAddress: string, subject: string, sinceMs: number): Promise<boolean> => {
  const { rows } = await tx.query<{ found: boolean }>(
    `select exists (select 1 from email_outbox where lower(to_address) = lower($1) and subject = $2 and created_at > $3) as found`,
    [toAddress, subject, new Date(sinceMs).toISOString()],
  );
  return rows[0]?.found === true;
};

export const storeClientError = async (
  tx: SqlExecutor,
  report: { source: string; message: string; stack: string | null; context: Record<string, unknown> | null },
): Promise<void> => {
  await tx.query('insert into client_error_reports (source, message, stack, context) values ($1, $2, $3, $4)', [
    report.source,
    report.message,
    report.stack,
    report.context === null ? null : JSON.stringify(report.context),
  ]);
};
