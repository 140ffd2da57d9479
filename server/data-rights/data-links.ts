import { DATA_LINK_LIFETIME_HOURS, type DataRequestKind } from '../../contracts/data-rights.contract';
import type { Clock, SqlExecutor } from '../../domain/kernel';
import { CONNECTION_LIMITS, emailSendShare, takeHourlyShares, type HourlyShare } from '../platform/connection-limit';
import { hashProfileToken, newProfileToken } from '../platform/security/profile-token';

/**
 * The emailed /your-data link: the profile links' token machinery (256 random bits, only the
 * SHA-256 stored), a table of its own (data_requests), 24 hours. Downloading does not spend it;
 * erasing does (the profile goes and its requests with it), so a visitor can download, then delete.
 */
export const DATA_LINK_LIFETIME_MS = DATA_LINK_LIFETIME_HOURS * 60 * 60 * 1000;

/** Data links per address an hour, like the codes and reading links. */
export const DATA_REQUESTS_PER_ADDRESS = 3;
const addressShare = (email: string): HourlyShare => ({ key: { type: 'email', value: `data-request:${email.toLowerCase()}` }, max: DATA_REQUESTS_PER_ADDRESS });

export const dataPath = (token: string): string => `/your-data?token=${encodeURIComponent(token)}`;

/**
 * Every limit a data request meets, in one place: the connection's share of data requests, then
 * the address's. Counted (and refused) the same whether or not the address has a profile.
 */
export const dataRequestLimit = async (tx: SqlExecutor, email: string, ip: string, clock: Clock): Promise<'allowed' | 'connection' | 'address'> => {
  const connection = { key: { type: 'ip' as const, value: `data-request:${ip}` }, max: CONNECTION_LIMITS['data-request'] };
  // Counted as an email sent whether or not the address has a profile, so the answer tells nothing.
  const taken = await takeHourlyShares(tx, [connection, emailSendShare(ip), addressShare(email)], clock);
  if (taken.allowed) return 'allowed';
  return taken.refused.key.type === 'email' ? 'address' : 'connection';
};

/** A fresh token; stored (hashed) only when there is a profile to attach it to. */
export const newDataToken = (): { token: string; tokenHash: string } => {
  const token = newProfileToken();
  return { token, tokenHash: hashProfileToken(token) };
};

export const storeDataRequest = async (tx: SqlExecutor, request: { tokenHash: string; profileId: string; kind: DataRequestKind; nowMs: number }): Promise<void> => {
  await tx.query('insert into data_requests (token_hash, profile_id, kind, expires_at) values ($1, $2, $3, $4)', [
    request.tokenHash,
    request.profileId,
    request.kind,
    new Date(request.nowMs + DATA_LINK_LIFETIME_MS).toISOString(),
  ]);
};

/** Letters, digits, '-' and '_' only: anything else is no token, and costs no query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * The profile an unexpired data link opens, or null (unknown, expired or spent: the caller gives
 * one answer for all three). `lock` holds the request and its profile for an erasure, so two
 * clicks cannot both run it.
 */
export const profileOfDataLink = async (tx: SqlExecutor, token: string, nowMs: number, lock: boolean): Promise<{ profileId: string; email: string } | null> => {
  if (!TOKEN_SHAPE.test(token)) return null;
  const { rows } = await tx.query<{ profile_id: string; email: string }>(
    `select r.profile_id, p.email from data_requests r join profiles p on p.id = r.profile_id
      where r.token_hash = $1 and r.expires_at > $2${lock ? ' for update' : ''}`,
    [hashProfileToken(token), new Date(nowMs).toISOString()],
  );
  const row = rows[0];
  return row ? { profileId: row.profile_id, email: row.email } : null;
};
