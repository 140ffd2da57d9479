import type { RequestHandler } from 'express';
import { PROFILE_TOKEN_PATTERN, type ProfileByTokenResponse, profileByTokenQuery } from '../../contracts/functions.contract';
import type { AccessTokens } from '../platform/security/access-token';
import { hashProfileToken } from '../platform/security/profile-token';
import type { FunctionsDeps } from '../api/deps';
import { functionRefusal, parseOrRefuse } from '../platform/function-errors';
import { profileByTokenHash } from './profile-store';

export const PROFILE_LINK_NOT_FOUND = 'This profile link is not valid or has expired. Please request your moon reading again to get a new link.';

/**
 * GET get-profile-by-token?token=…: the link's profile, looked up by the token's hash, and an
 * access token for its holder. Unknown, malformed and expired tokens read the same.
 */
export const profileByToken =
  ({ db, clock }: FunctionsDeps, tokens: AccessTokens): RequestHandler =>
  async (req, res) => {
    const { token } = parseOrRefuse(profileByTokenQuery, req.query);
    const profile = PROFILE_TOKEN_PATTERN.test(token) ? await profileByTokenHash(db, hashProfileToken(token), clock.now()) : null;
    if (!profile) throw functionRefusal(404, PROFILE_LINK_NOT_FOUND);
    const answer: ProfileByTokenResponse = { profile, accessToken: await tokens.issue(profile.id) };
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };
