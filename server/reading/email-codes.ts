import { createHmac, randomInt } from 'node:crypto';
import { checkEmailCode, checkRateLimits, type CodeCheck, counterKey, EMAIL_CODE_CHECKS_PER_CONNECTION, EMAIL_CODE_LIFETIME_MS, EMAIL_CODE_WINDOW_MS, EMAIL_CODES_PER_ADDRESS, EMAIL_CODES_PER_ADDRESS_CEILING, type RateLimitConfig, type RateLimitKey } from '../../domain/reading';
import type { Clock, SqlExecutor } from '../../domain/kernel';
import { lockRateLimitCounters, saveRateLimitCounters } from '../platform/rate-limit-store';
import { emailSendShare, takeHourlyShares, type HourlyShare } from '../platform/connection-limit';
import { sameSecret } from '../platform/security/profile-token';
import { emailCodeEmail, readingEmail } from '../platform/email/emails';
import { queueEmail } from '../platform/email/outbox-store';
import { absoluteLink, newReadingLink } from './reading-links';
import { profileIdOfEmail, countEmailCodeAttempt, deleteEmailCode, emailCodeForUpdate, replaceEmailCode } from './reading-store';

/**
 * Six-digit codes that prove an email is yours, for the chat's /verify and the form's 'Email me
 * a code'. Only a keyed hash of a code is stored (a million codes are quickly hashed, so a
 * plain hash would give them away to anyone who reads the table). Sending is limited per
 * address, trying per connection; the tries per code and the lifetime come from the domain.
 */
export interface EmailCodeDeps {
  /** Keys the code hashes; ACCESS_TOKEN_SECRET, from which a key of its own is derived. */
  secret: string;
  clock: Clock;
  /** The site's address, for the links emailed. */
  siteUrl: string;
}

/**
 * Counter names of their own, apart from the reading limits. A code or a reading link takes
 * three shares: the connection's emails (any address, any function), the address's from this
 * connection, and the address's ceiling across connections, so a stranger's requests from one
 * connection cannot use up what the owner's own connection may ask for. Tries count per connection.
 */
const CODE_LIMITS: RateLimitConfig = { windowMs: EMAIL_CODE_WINDOW_MS, max: { email: EMAIL_CODE_CHECKS_PER_CONNECTION, session: EMAIL_CODE_CHECKS_PER_CONNECTION, ip: EMAIL_CODE_CHECKS_PER_CONNECTION } };
const sendShares = (kind: 'code-sent' | 'link-sent', email: string, ip: string): HourlyShare[] => [
  emailSendShare(ip),
  // The address last, as every counter naming an address ends, so erasing the address erases this too.
  { key: { type: 'email', value: `${kind}:${ip}:${email.toLowerCase()}` }, max: EMAIL_CODES_PER_ADDRESS },
  { key: { type: 'email', value: `${kind}:${email.toLowerCase()}` }, max: EMAIL_CODES_PER_ADDRESS_CEILING },
];
const checkKey = (ip: string): RateLimitKey => ({ type: 'ip', value: `code-check:${ip}` });

/** Refused by the connection's email share, or by the address's (this connection's or the ceiling). */
export type CodeSent = { kind: 'sent' } | { kind: 'rate_limited'; limit: 'connection' | 'address'; retryAfterSeconds: number };
export type CodeChecked = Exclude<CodeCheck, { kind: 'verified' }> | { kind: 'verified'; profileId: string | null } | { kind: 'rate_limited' };

export const emailCodes = ({ secret, clock, siteUrl }: EmailCodeDeps) => {
  const key = createHmac('sha256', secret).update('moonwise email code v1').digest();
  const hashOf = (email: string, code: string) => createHmac('sha256', key).update(`${email.toLowerCase()}:${code}`).digest('hex');

  const allowed = async (tx: SqlExecutor, limit: RateLimitKey): Promise<boolean> => {
    const names = [counterKey(limit)];
    const decision = checkRateLimits(await lockRateLimitCounters(tx, names), [limit], CODE_LIMITS, clock);
    if (decision.allowed) await saveRateLimitCounters(tx, decision.counters, names);
    return decision.allowed;
  };

  const sendAllowed = async (tx: SqlExecutor, shares: HourlyShare[]): Promise<CodeSent> => {
    const taken = await takeHourlyShares(tx, shares, clock);
    if (taken.allowed) return { kind: 'sent' };
    return { kind: 'rate_limited', limit: taken.refused === shares[0] ? 'connection' : 'address', retryAfterSeconds: taken.retryAfterSeconds };
  };

  return {
    /** A new code to the address (replacing any earlier one), unless it or this connection had its share this hour. */
    send: async (tx: SqlExecutor, email: string, ip: string): Promise<CodeSent> => {
      const taken = await sendAllowed(tx, sendShares('code-sent', email, ip));
      if (taken.kind === 'rate_limited') return taken;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await replaceEmailCode(tx, email, hashOf(email, code), clock.now() + EMAIL_CODE_LIFETIME_MS);
      await queueEmail(tx, await emailCodeEmail(siteUrl, email, code, EMAIL_CODE_LIFETIME_MS / 60_000));
      return { kind: 'sent' };
    },

    /**
     * 'Email me my reading link': a fresh link to the reading of this address, sent only to the
     * address itself, so knowing an email opens nothing. Unknown addresses get no email, and the
     * caller answers the same either way.
     */
    sendReadingLink: async (tx: SqlExecutor, email: string, ip: string): Promise<CodeSent> => {
      // Counted whether or not the address has a reading, so the answer tells nothing.
      const taken = await sendAllowed(tx, sendShares('link-sent', email, ip));
      if (taken.kind === 'rate_limited') return taken;
      const profileId = await profileIdOfEmail(tx, email);
      if (profileId !== null) await queueEmail(tx, await readingEmail(siteUrl, email, absoluteLink(siteUrl, await newReadingLink(tx, profileId, clock.now()))));
      return { kind: 'sent' };
    },

    /** One try. A verified code is spent; the answer names the email's profile, if it has one. */
    check: async (tx: SqlExecutor, email: string, code: string, ip: string): Promise<CodeChecked> => {
      if (!(await allowed(tx, checkKey(ip)))) return { kind: 'rate_limited' };
      const stored = await emailCodeForUpdate(tx, email);
      const result = checkEmailCode(stored, stored !== null && sameSecret(hashOf(email, code), stored.codeHash), clock.now());
      if (result.kind === 'verified') {
        await deleteEmailCode(tx, email);
        return { kind: 'verified', profileId: await profileIdOfEmail(tx, email) };
      }
      if (result.kind === 'wrong' || result.kind === 'no_tries') await countEmailCodeAttempt(tx, email);
      return result;
    },
  };
};

export type EmailCodes = ReturnType<typeof emailCodes>;
