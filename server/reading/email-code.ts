import type { RequestHandler } from 'express';
import {
  EMAIL_CODE_MESSAGES,
  emailCodeCheckRequest,
  emailCodeRequest,
  readingLinkRequest,
  type ReadingLinkResponse,
  type EmailCodeCheckResponse,
  type EmailCodeResponse,
} from '../../contracts/reading-form.contract';
import { EMAIL_CODE_LIFETIME_MS, rateLimitMessage } from '../../domain/reading';
import { emailCodes } from './email-codes';
import type { AccessTokens } from '../platform/security/access-token';
import { DEFAULT_SITE_URL, type FunctionsDeps } from '../api/deps';
import { functionRefusal, parseOrRefuse, tooManyRequests } from '../platform/function-errors';

/**
 * POST email-code and email-code-check: the form's 'Email me a code'. The answer to a send is
 * the same whether or not the email has a reading; a verified code gives the bearer token of
 * the email's profile, so the form can then show and change that reading as its owner.
 */
export const emailCode = ({ db, settings, clock }: FunctionsDeps): RequestHandler => {
  const codes = emailCodes({ secret: settings.ACCESS_TOKEN_SECRET, clock, siteUrl: settings.PUBLIC_SITE_URL ?? DEFAULT_SITE_URL });
  return async (req, res) => {
    const { email } = parseOrRefuse(emailCodeRequest, req.body, { status: 'invalid' });
    const sent = await db.transaction((tx) => codes.send(tx, email, req.ip ?? 'unknown'));
    if (sent.kind === 'rate_limited') {
      const message = sent.limit === 'connection' ? rateLimitMessage('ip') : EMAIL_CODE_MESSAGES.tooManyCodes;
      throw tooManyRequests(message, sent.retryAfterSeconds, { status: 'rate_limited' });
    }
    const answer: EmailCodeResponse = { sent: true, message: EMAIL_CODE_MESSAGES.sent, expiresInMinutes: EMAIL_CODE_LIFETIME_MS / 60_000 };
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };
};

export const emailCodeCheck = ({ db, settings, clock }: FunctionsDeps, tokens: AccessTokens): RequestHandler => {
  const codes = emailCodes({ secret: settings.ACCESS_TOKEN_SECRET, clock, siteUrl: settings.PUBLIC_SITE_URL ?? DEFAULT_SITE_URL });
  return async (req, res) => {
    const { email, code } = parseOrRefuse(emailCodeCheckRequest, req.body, { status: 'invalid' });
    const checked = await db.transaction((tx) => codes.check(tx, email, code, req.ip ?? 'unknown'));
    res.setHeader('cache-control', 'no-store');
    switch (checked.kind) {
      case 'verified': {
        const answer: EmailCodeCheckResponse = { verified: true, accessToken: checked.profileId === null ? null : await tokens.issue(checked.profileId) };
        res.json(answer);
        return;
      }
      case 'wrong':
        throw functionRefusal(400, EMAIL_CODE_MESSAGES.wrong(checked.triesLeft), { status: 'wrong_code', triesLeft: checked.triesLeft });
      case 'no_tries':
        throw functionRefusal(400, EMAIL_CODE_MESSAGES.noTries, { status: 'no_tries', triesLeft: 0 });
      case 'expired':
      case 'none':
        throw functionRefusal(400, EMAIL_CODE_MESSAGES.expired, { status: 'expired' });
      case 'rate_limited':
        throw functionRefusal(429, EMAIL_CODE_MESSAGES.tooManyTries, { status: 'rate_limited' });
    }
  };
};

/** POST reading-link: 'Email me my reading link'; the link goes only to the address, and the answer is the same either way. */
export const readingLink = ({ db, settings, clock }: FunctionsDeps): RequestHandler => {
  const codes = emailCodes({ secret: settings.ACCESS_TOKEN_SECRET, clock, siteUrl: settings.PUBLIC_SITE_URL ?? DEFAULT_SITE_URL });
  return async (req, res) => {
    const { email } = parseOrRefuse(readingLinkRequest, req.body);
    const sent = await db.transaction((tx) => codes.sendReadingLink(tx, email, req.ip ?? 'unknown'));
    if (sent.kind === 'rate_limited') {
      throw tooManyRequests(sent.limit === 'connection' ? rateLimitMessage('ip') : EMAIL_CODE_MESSAGES.tooManyLinks, sent.retryAfterSeconds);
    }
    const answer: ReadingLinkResponse = { message: EMAIL_CODE_MESSAGES.linkSent };
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };
};
