import type { RequestHandler, Response } from 'express';
import {
  AGENT_AUTHENTICATION_FAILURE,
  LUNA_EMPTY_RESPONSE_MESSAGE,
  LUNA_UNAVAILABLE_MESSAGE,
  type LunaChatResponse,
  lunaChatRequest,
} from '../../contracts/luna-chat.contract';
import { CHAT_TIMEOUT_MS, type LanguageModel, LlmFailure, type LlmFailureKind, LUNA_CHAT_MAX_TOKENS, LUNA_CHAT_TEMPERATURE, sanitiseAssistantText, shapeReply } from '../../domain/kernel';
import { careInCrisis, lunaChatMessages, lunaInsightsFrom, lunaPersonaFrom, lunaSystemPrompt } from '../../domain/conversation';
import type { Clock, SqlDatabase } from '../../domain/kernel';
import { rateLimitMessage } from '../../domain/reading';
import type { SessionTokens } from './session-tokens';
import { resolveClaims } from '../platform/security/api-gate';
import { takeHourlyShares } from '../platform/connection-limit';
import { functionRefusal, parseOrRefuse, tooManyRequests } from '../platform/function-errors';

export interface LunaChatDeps {
  model: LanguageModel;
  brandName: string;
  /** Where the hourly shares are counted (rate_limit_counters, shared by every process). */
  db: SqlDatabase;
  clock: Clock;
  /** Tells the server's own chat session tokens from strings a client made up. */
  sessions: SessionTokens;
  /** The whole model call; §9's 28 s unless a test needs less. */
  timeoutMs?: number;
}

/**
 * Model calls an hour (issue 23): a fallback conversation is a few dozen turns at most, and a
 * connection may be a household or an office. Anything past these is a script using our key.
 */
export const LUNA_CHAT_CALLS_PER_HOUR = { session: 30, connection: 60 } as const;

export const LUNA_CHAT_MESSAGES = {
  noSession: 'Luna answers here only in a chat session the site started: send the session token luna-chat-assistant gave you in the x-luna-session header.',
  sessionBusy: 'Luna needs a pause in this conversation. Please try again in about an hour.',
} as const;

/** §7, §8: how each model failure reaches the widget. */
const REFUSALS: Readonly<Record<LlmFailureKind, { status: number; error: string }>> = {
  authentication: { status: 500, error: AGENT_AUTHENTICATION_FAILURE },
  timeout: { status: 504, error: LUNA_UNAVAILABLE_MESSAGE },
  empty: { status: 502, error: LUNA_EMPTY_RESPONSE_MESSAGE },
  rate_limited: { status: 503, error: LUNA_UNAVAILABLE_MESSAGE },
  unavailable: { status: 503, error: LUNA_UNAVAILABLE_MESSAGE },
  refused: { status: 503, error: LUNA_UNAVAILABLE_MESSAGE },
};

/** An abort signal for when the visitor hangs up before Luna answers, so the model call stops too. */
const visitorGone = (res: Response): AbortSignal => {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
};

/**
 * POST luna-chat: the fallback chat call. The server writes Luna's system prompt (rules,
 * persona, what the context says about the visitor); the body's own system messages are not
 * passed on. The reply is cleaned (§1) and shaped before it leaves. Only a session the
 * server issued is answered, within its hourly share and its connection's, and the server
 * sets the temperature and caps the reply's length itself: the model key is not a public one.
 */
export const lunaChat =
  ({ model, brandName, db, clock, sessions, timeoutMs = CHAT_TIMEOUT_MS }: LunaChatDeps): RequestHandler =>
  async (req, res) => {
    const body = parseOrRefuse(lunaChatRequest, req.body);
    const session = resolveClaims(req).sessionToken;
    if (session === null || !sessions.issued(session)) throw functionRefusal(403, LUNA_CHAT_MESSAGES.noSession);
    const persona = lunaPersonaFrom(body.messages, body.user_context);
    // A visitor in danger gets the care answer as written, never a model's wording of it.
    const care = careInCrisis(body.messages.filter((m) => m.role === 'user').map((m) => m.content));
    if (care !== null) {
      const answer: LunaChatResponse = { response: care, persona };
      res.json(answer);
      return;
    }
    const shares = [
      { key: { type: 'session' as const, value: `luna-chat:${session}` }, max: LUNA_CHAT_CALLS_PER_HOUR.session },
      { key: { type: 'ip' as const, value: `luna-chat:${req.ip ?? 'unknown'}` }, max: LUNA_CHAT_CALLS_PER_HOUR.connection },
    ];
    const taken = await db.transaction((tx) => takeHourlyShares(tx, shares, clock));
    if (!taken.allowed) {
      const message = taken.refused.key.type === 'session' ? LUNA_CHAT_MESSAGES.sessionBusy : rateLimitMessage('ip');
      throw tooManyRequests(message, taken.retryAfterSeconds);
    }
    const systemPrompt = lunaSystemPrompt({ brandName, persona, insights: lunaInsightsFrom(body.user_context) });
    let text: string;
    try {
      text = await model.complete({
        messages: lunaChatMessages({ systemPrompt, history: body.messages }),
        // The client's values are a wish at most: the length is capped and the temperature is Luna's own.
        temperature: LUNA_CHAT_TEMPERATURE,
        maxTokens: Math.min(body.max_tokens, LUNA_CHAT_MAX_TOKENS),
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), visitorGone(res)]),
      });
    } catch (error) {
      const kind: LlmFailureKind = error instanceof LlmFailure ? error.kind : 'unavailable';
      // The log keeps the kind and our own message; the provider's text (which may quote the key) stays out.
      res.err = new Error(`luna-chat ${model.name}: ${kind}: ${error instanceof Error ? error.message : String(error)}`);
      throw functionRefusal(REFUSALS[kind].status, REFUSALS[kind].error);
    }
    const reply = shapeReply(sanitiseAssistantText(text));
    if (reply === '') {
      res.err = new Error(`luna-chat ${model.name}: empty`);
      throw functionRefusal(REFUSALS.empty.status, REFUSALS.empty.error);
    }
    const answer: LunaChatResponse = { response: reply, persona };
    res.json(answer);
  };
