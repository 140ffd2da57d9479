import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Profile link tokens (`/free-moon-reading?token=…`): 256 bits of randomness, handed out once
 * and stored only as their SHA-256, so a copy of the table opens no profile.
 */
export const PROFILE_TOKEN_BYTES = 32;

export const newProfileToken = (): string => randomBytes(PROFILE_TOKEN_BYTES).toString('base64url');

/** Hex SHA-256: what profile_tokens.token_hash holds and every lookup hashes first. */
export const hashProfileToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Compares two secrets without leaking, through timing, how much of them matched. */
export const sameSecret = (presented: string, expected: string): boolean => {
  const a = createHash('sha256').update(presented, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
};
