import type { RequestHandler } from 'express';
import { isUserStage, RESET_GREETING } from '../../domain/conversation';
import {
  lunaResetRequest,
  lunaSessionQuery,
  type LunaResetResponse,
  type LunaSessionResponse,
} from '../../contracts/luna-chat-assistant.contract';
import { lunaAnalyticsRequest, type LunaAnalyticsResponse } from '../../contracts/luna-analytics.contract';
import { functionRefusal, parseOrRefuse } from '../platform/function-errors';
import { resolveClaims } from '../platform/security/api-gate';
import { restore, sessionStage, sessionUpdatesOf, type LunaDeps } from './chat-turn';
import type { SessionTokens } from './session-tokens';
import { deleteConversation, loadConversation, sessionByToken } from './luna-store';
import { recordAnalytics } from '../platform/analytics-store';

export const LUNA_SESSION_MESSAGES = {
  noSession: 'Send the chat session token in the x-luna-session header.',
  unknownSession: 'There is no chat session with this token.',
  mismatch: 'sessionToken must match the x-luna-session header.',
} as const;

type SessionDeps = Pick<LunaDeps, 'db'> & { sessions: SessionTokens };

/** The session the request names; a token the server never issued names none (ADR 023). */
const tokenOf = (sessions: SessionTokens, header: string | null, given: string | undefined): string => {
  if (header !== null && given !== undefined && header !== given) throw functionRefusal(400, LUNA_SESSION_MESSAGES.mismatch);
  const token = header ?? given;
  if (token === undefined) throw functionRefusal(400, LUNA_SESSION_MESSAGES.noSession);
  if (!sessions.issued(token)) throw functionRefusal(404, LUNA_SESSION_MESSAGES.unknownSession);
  return token;
};

/** GET luna-chat-session: session id, variant, context and birth data state (the widget's reads). */
export const lunaSession =
  ({ db, sessions }: SessionDeps): RequestHandler =>
  async (req, res) => {
    const query = parseOrRefuse(lunaSessionQuery, req.query);
    const token = tokenOf(sessions, resolveClaims(req).sessionToken, query.sessionToken);
    const answer = await db.transaction(async (tx) => {
      const session = await sessionByToken(tx, token);
      if (session === null) return null;
      const snapshot = restore(await loadConversation(tx, session.id));
      const stage = isUserStage(session.stage) ? session.stage : sessionStage(snapshot, session, session.profile_id);
      const body: LunaSessionResponse = {
        session: sessionUpdatesOf(snapshot, { token, sessionId: session.id, stage, profileId: session.profile_id }),
        variant: session.model_variant,
        context: session.extracted_insights,
        isActive: session.is_active,
      };
      return body;
    });
    if (answer === null) throw functionRefusal(404, LUNA_SESSION_MESSAGES.unknownSession);
    res.json(answer);
  };

/** POST luna-chat-reset: the conversation starts again; its messages stay as history. */
export const lunaReset =
  ({ db, sessions }: SessionDeps): RequestHandler =>
  async (req, res) => {
    const body = parseOrRefuse(lunaResetRequest, req.body ?? {});
    const token = tokenOf(sessions, resolveClaims(req).sessionToken, body.sessionToken);
    const found = await db.transaction(async (tx) => {
      const session = await sessionByToken(tx, token);
      if (session === null) return false;
      await deleteConversation(tx, session.id);
      return true;
    });
    if (!found) throw functionRefusal(404, LUNA_SESSION_MESSAGES.unknownSession);
    const answer: LunaResetResponse = { reset: true, greeting: RESET_GREETING };
    res.json(answer);
  };

/** POST luna-analytics: a browser-side event (§7), recorded with the session's other events. */
export const lunaAnalytics =
  ({ db, sessions }: SessionDeps): RequestHandler =>
  async (req, res) => {
    const body = parseOrRefuse(lunaAnalyticsRequest, req.body);
    const token = tokenOf(sessions, resolveClaims(req).sessionToken, body.sessionToken);
    const found = await db.transaction(async (tx) => {
      const session = await sessionByToken(tx, token);
      if (session === null) return false;
      const properties = { channel: 'chat', sessionId: session.id, readingOrigin: 'chat', timeToClickMs: body.timeToClickMs, overwriteOccurred: body.overwrite };
      await recordAnalytics(tx, session.id, [{ name: body.event, properties }]);
      return true;
    });
    if (!found) throw functionRefusal(404, LUNA_SESSION_MESSAGES.unknownSession);
    const answer: LunaAnalyticsResponse = { recorded: true };
    res.json(answer);
  };
