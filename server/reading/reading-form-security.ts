import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { RequestHandler } from 'express';
import { SignJWT, jwtVerify } from 'jose';
import { type SecurityQuestionResponse } from '../../contracts/reading-form.contract';
import type { Clock } from '../../domain/kernel';
import { sameSecret } from '../platform/security/profile-token';
import type { FunctionsDeps } from '../api/deps';
import { withoutTrailing } from '../../domain/kernel';

/**
 * The form's 'Security Check' (§2): a sum of two numbers from 1 to 5, written in digits, that a
 * person answers in a second; the form asks it once per visit (ADR 028). Nothing is
 * stored: the question id is a JWT signed with a key derived from ACCESS_TOKEN_SECRET (never
 * the access-token key itself, and with its own audience, so one can never pass for the
 * other). It carries only a salted HMAC of the answer, so reading the id does not give the
 * answer away. It stays valid for two hours, so a visitor who takes their time keeps the same question; the reading
 * rate limits bound any replay.
 */
export const SECURITY_QUESTION_LIFETIME_MS = 2 * 60 * 60 * 1000;
const AUDIENCE = 'moonwise-security-question';
const ISSUER = 'moonwise';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

/** '8', ' Eight ', 'eight.' all read as 8; anything else is kept as typed (and will not match). */
export const normaliseSecurityAnswer = (answer: string): string => {
  const plain = withoutTrailing(answer.trim().toLowerCase(), '.!');
  const asWord = NUMBER_WORDS.indexOf(plain);
  return asWord >= 0 ? String(asWord) : plain.replace(/^0+(?=\d)/, '');
};

export interface SecurityQuestions {
  ask(): Promise<SecurityQuestionResponse>;
  /** True only for the right answer to an unexpired question this server signed. */
  check(id: string, answer: string): Promise<boolean>;
}

export interface Sum {
  a: number;
  b: number;
}

const randomSum = (): Sum => ({ a: randomInt(1, 6), b: randomInt(1, 6) });

export const securityQuestions = ({ secret, clock, pick = randomSum }: { secret: string; clock: Clock; pick?: () => Sum }): SecurityQuestions => {
  const key = createHmac('sha256', secret).update('moonwise security question v1').digest();
  const seal = (salt: string, answer: string) => createHmac('sha256', key).update(`${salt}:${normaliseSecurityAnswer(answer)}`).digest('base64url');
  return {
    ask: async () => {
      const { a, b } = pick();
      const salt = randomBytes(12).toString('base64url');
      const issuedAt = Math.floor(clock.now() / 1000);
      const id = await new SignJWT({ s: salt, h: seal(salt, String(a + b)) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SECURITY_QUESTION_LIFETIME_MS / 1000)
        .sign(key);
      return { id, question: `What is ${a} + ${b}?` };
    },
    check: async (id, answer) => {
      try {
        const { payload } = await jwtVerify(id, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat'],
          currentDate: new Date(clock.now()),
        });
        const { s, h } = payload;
        return typeof s === 'string' && typeof h === 'string' && sameSecret(seal(s, answer), h);
      } catch {
        return false;
      }
    },
  };
};

/** GET security-question: a fresh question; never cached, every form gets its own. */
export const securityQuestion =
  ({ settings, clock }: FunctionsDeps, questions: SecurityQuestions = securityQuestions({ secret: settings.ACCESS_TOKEN_SECRET, clock })): RequestHandler =>
  async (_req, res) => {
    const answer: SecurityQuestionResponse = await questions.ask();
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };
