import type { RequestHandler } from 'express';
import { type AgentLinkResponse, agentLinkRequest } from '../../contracts/functions.contract';
import { advanceStage, isUserStage, stageEventsFromFacts } from '../../domain/conversation';
import { sessionTokens } from './session-tokens';
import { resolveClaims } from '../platform/security/api-gate';
import type { FunctionsDeps } from '../api/deps';
import { functionRefusal, parseOrRefuse } from '../platform/function-errors';
import { hasCompletedOrder, linkSession, sessionStageForUpdate } from '../reading/profile-store';

export const AGENT_LINK_MESSAGES = {
  signInFirst: 'Link a session with your own access token: send the accessToken from save-profile as the bearer token.',
  notYourProfile: 'You can only link your chat session to your own profile.',
  noSession: 'Send the chat session token in the x-luna-session header.',
  sessionMismatch: 'sessionToken must match the x-luna-session header.',
} as const;

/**
 * POST luna-agent-link: the caller's chat session joins the profile their access token
 * names, and no other. The stage only moves forward: at least FREE_READING_COMPLETE, and
 * CUSTOMER only when the profile has a completed order (never on the client's word).
 */
export const agentLink = ({ db, settings }: FunctionsDeps): RequestHandler => {
  const tokens = sessionTokens(settings.ACCESS_TOKEN_SECRET);
  return async (req, res) => {
    const body = parseOrRefuse(agentLinkRequest, req.body);
    const claims = resolveClaims(req);
    if (claims.profileId === null) throw functionRefusal(401, AGENT_LINK_MESSAGES.signInFirst);
    if (body.profileId !== claims.profileId) throw functionRefusal(403, AGENT_LINK_MESSAGES.notYourProfile);
    if (claims.sessionToken !== null && body.sessionToken !== undefined && body.sessionToken !== claims.sessionToken) {
      throw functionRefusal(400, AGENT_LINK_MESSAGES.sessionMismatch);
    }
    const given = claims.sessionToken ?? body.sessionToken;
    if (given === undefined) throw functionRefusal(400, AGENT_LINK_MESSAGES.noSession);
    // A token the server never issued is not adopted: the profile is linked to a fresh session instead (ADR 012).
    const sessionToken = tokens.issued(given) ? given : tokens.issue();
    const profileId = claims.profileId;

    const stage = await db.transaction(async (tx) => {
      const current = (await sessionStageForUpdate(tx, sessionToken))?.stage;
      // The client's stage adds nothing a linked profile does not imply, and CUSTOMER is only ever the orders' word.
      const next = advanceStage(
        isUserStage(current) ? current : null,
        stageEventsFromFacts({ linkedProfile: true, hasPurchased: await hasCompletedOrder(tx, profileId) }),
      );
      await linkSession(tx, sessionToken, profileId, next);
      return next;
    });
    const answer: AgentLinkResponse = { linked: true, stage, sessionToken };
    res.json(answer);
  };
};
