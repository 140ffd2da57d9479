import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ISSUED_SESSION_TOKEN_LENGTH } from '../../contracts/functions.contract';

/**
 * Chat session tokens are the server's to issue (ADR 012): 16 random bytes (128 bits) and an
 * HMAC of them under a key derived from ACCESS_TOKEN_SECRET, both base64url, 44 characters in
 * all. Any process that shares the secret knows its own tokens without a look-up, and a string a
 * client made up (or an older token a browser made itself) is never one of them.
 */
const NONCE_BYTES = 16;
const MAC_BYTES = 16;
const ENCODED_NONCE = 22;
const ENCODED_MAC = 22;
if (ENCODED_NONCE + ENCODED_MAC !== ISSUED_SESSION_TOKEN_LENGTH) throw new Error('session-tokens: the issued token length is out of step');

export interface SessionTokens {
  /** A new token, never issued before. */
  issue(): string;
  /** Whether this server (or another sharing the secret) issued the token. */
  issued(token: string): boolean;
}

export const sessionTokens = (secret: string): SessionTokens => {
  const key = createHmac('sha256', secret).update('moonwise chat session token v1').digest();
  const macOf = (nonce: string): Buffer => createHmac('sha256', key).update(nonce).digest().subarray(0, MAC_BYTES);
  return {
    issue: () => {
      const nonce = randomBytes(NONCE_BYTES).toString('base64url');
      return `${nonce}${macOf(nonce).toString('base64url')}`;
    },
    issued: (token) => {
      if (token.length !== ISSUED_SESSION_TOKEN_LENGTH) return false;
      const given = Buffer.from(token.slice(ENCODED_NONCE), 'base64url');
      // A re-encoding check too, so two spellings of one MAC are not two tokens.
      if (given.length !== MAC_BYTES || given.toString('base64url') !== token.slice(ENCODED_NONCE)) return false;
      return timingSafeEqual(given, macOf(token.slice(0, ENCODED_NONCE)));
    },
  };
};
