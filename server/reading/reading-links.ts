import { hashProfileToken, newProfileToken } from '../platform/security/profile-token';
import type { SqlExecutor } from '../../domain/kernel';

/** How long a profile link from an email or the site opens the profile. */
export const PROFILE_LINK_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** How long an emailed change to a reading can still be applied. */
export const READING_CHANGE_LIFETIME_MS = 72 * 60 * 60 * 1000;

/** The viewing mode of a reading: the one address every email, reply and answer links to. */
export const readingPath = (token: string): string => `/free-moon-reading?token=${encodeURIComponent(token)}`;

/** The page where a reading's owner applies (or refuses) details someone else proposed. */
export const readingChangePath = (token: string): string => `/free-moon-reading?change=${encodeURIComponent(token)}`;

export const absoluteLink = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/$/, '')}${path}`;

/** A new link token for the profile, stored hashed. */
export const newProfileLinkToken = async (tx: SqlExecutor, profileId: string, nowMs: number): Promise<string> => {
  const token = newProfileToken();
  await tx.query('insert into profile_tokens (token_hash, profile_id, expires_at) values ($1, $2, $3)', [
    hashProfileToken(token),
    profileId,
    new Date(nowMs + PROFILE_LINK_LIFETIME_MS).toISOString(),
  ]);
  return token;
};

/** A new link token for the profile, stored hashed; the path that opens its reading. */
export const newReadingLink = async (tx: SqlExecutor, profileId: string, nowMs: number): Promise<string> => readingPath(await newProfileLinkToken(tx, profileId, nowMs));

/** The report library a link token opens. */
export const reportLibraryPath = (token: string): string => `/report-library?token=${encodeURIComponent(token)}`;
