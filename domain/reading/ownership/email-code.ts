/**
 * Six-digit codes that prove an email is yours (`/verify` in the chat, 'Email me a code' on
 * the form). Codes live fifteen minutes and allow five tries; how many are sent to one
 * address, and tried from one connection, is rate limited on top.
 */
export const EMAIL_CODE_LIFETIME_MS = 15 * 60 * 1000;
export const EMAIL_CODE_TRIES = 5;
/**
 * Codes sent to one address per hour from one connection: enough for a lost email or two, too
 * few to pester anyone. Counted per address and connection, so a stranger's requests cannot
 * use up the owner's (issue 23); the address's ceiling below stops a stranger with many connections.
 */
export const EMAIL_CODES_PER_ADDRESS = 3;
/** Codes (and, apart, reading links) sent to one address per hour from all connections together. */
export const EMAIL_CODES_PER_ADDRESS_CEILING = 10;
/** Code checks from one connection per hour, across all addresses: caps guessing. */
export const EMAIL_CODE_CHECKS_PER_CONNECTION = 30;
export const EMAIL_CODE_WINDOW_MS = 60 * 60 * 1000;

export interface StoredEmailCode {
  attempts: number;
  expiresAtMs: number;
}

export type CodeCheck =
  | { kind: 'verified' }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'expired' }
  | { kind: 'no_tries' }
  /** No code was ever sent to this address (or it was used): read as expired by callers. */
  | { kind: 'none' };

/**
 * One try at a code. `matches` is whether the typed code hashes to the stored one (compared
 * by the server in constant time). A try past the limit or the lifetime never verifies, even
 * with the right code. Every try that reaches a live code counts.
 */
export const checkEmailCode = (stored: StoredEmailCode | null, matches: boolean, nowMs: number): CodeCheck => {
  if (stored === null) return { kind: 'none' };
  if (stored.attempts >= EMAIL_CODE_TRIES) return { kind: 'no_tries' };
  if (nowMs >= stored.expiresAtMs) return { kind: 'expired' };
  if (matches) return { kind: 'verified' };
  const triesLeft = EMAIL_CODE_TRIES - stored.attempts - 1;
  return triesLeft > 0 ? { kind: 'wrong', triesLeft } : { kind: 'no_tries' };
};

/** A message that is only a code: '123456', '123 456', '123-456'. */
export const typedEmailCode = (text: string): string | null => {
  // Trimmed first: '\s*[.!]?\s*$' split a run of trailing spaces every way.
  const match = /^(\d{3})[\s-]?(\d{3})(?:\s*[.!])?$/.exec(text.trim());
  return match ? `${match[1]}${match[2]}` : null;
};
