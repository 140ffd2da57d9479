import { z } from 'zod';
import { chatMessageSchema } from '../browser-storage';
import type { ChatMessage } from '../../domain/conversation';
import { isChatRole, lunaChatMessages } from '../../domain/conversation';
import { agentLinkResponse, ISSUED_SESSION_TOKEN_LENGTH, profileByTokenResponse, type ProfileByTokenResponse } from '../../contracts/functions.contract';
import {
  lunaChatAssistantResponse,
  lunaSessionResponse,
  type LunaChatAssistantRequest,
  type LunaChatAssistantResponse,
  type LunaSessionResponse,
} from '../../contracts/luna-chat-assistant.contract';
import { lunaAnalyticsResponse } from '../../contracts/luna-analytics.contract';
import { lunaChatResponse, type LunaChatRequest } from '../../contracts/luna-chat.contract';
import { LUNA_CHAT_MAX_TOKENS, LUNA_CHAT_TEMPERATURE } from '../../domain/kernel';
import type { FallbackChatInput } from './machine/widget.machine';
import { callFunction, FunctionCallError } from '../api/functions-client';
import { runtimeConfig } from '../api/runtime-config';

/** §7, §9: the chat call gives up after 28 s and the widget shows its fallback. */
export const CHAT_CALL_TIMEOUT_MS = 28_000;

/** A rest/v1 call failed: the database error of §8 (status 0 for a network failure). */
export class RestCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RestCallError';
  }
}

const restHeaders = (sessionToken: string, accessToken?: string | null): Record<string, string> => {
  const config = runtimeConfig();
  return {
    apikey: config.publicApiKey,
    authorization: `Bearer ${accessToken ?? config.publicApiKey}`,
    'x-luna-session': sessionToken,
    accept: 'application/json',
  };
};

const restCall = async (path: string, init: RequestInit): Promise<unknown> => {
  let response: Response;
  try {
    response = await fetch(`${runtimeConfig().restUrl}/${path}`, init);
  } catch {
    throw new RestCallError('The chat history could not be reached.', 0);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = typeof json === 'object' && json !== null && 'message' in json ? String((json as { message: unknown }).message) : `rest/v1 answered ${response.status}`;
    throw new RestCallError(message, response.status);
  }
  return json;
};

/** A history row as stored; rows of other roles, or out of shape, are dropped (§3). */
const historyRows = z.array(z.unknown());

const metadataSchema = chatMessageSchema.shape.metadata.unwrap();

/** Stored metadata carries nulls for what a reply did not have (response_type: null): those read as absent. */
const readMetadata = (value: unknown): ChatMessage['metadata'] => {
  if (typeof value !== 'object' || value === null) return null;
  const present = Object.fromEntries(Object.entries(value).filter(([key, field]) => field !== null || key === 'reading_url'));
  const parsed = metadataSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  // Keep the fields that are in shape; one odd field must not cost the message its quick replies.
  const kept = Object.fromEntries(Object.entries(present).filter(([key, field]) => metadataSchema.safeParse({ [key]: field }).success));
  return metadataSchema.parse(kept);
};

const readHistoryRow = (row: unknown): ChatMessage | null => {
  if (typeof row !== 'object' || row === null || !isChatRole((row as { role?: unknown }).role)) return null;
  const candidate = row as Record<string, unknown>;
  const parsed = chatMessageSchema.safeParse({
    ...candidate,
    was_helpful: candidate.was_helpful ?? null,
    moon_reading_generated: candidate.moon_reading_generated ?? false,
    reading_url: candidate.reading_url ?? null,
    metadata: readMetadata(candidate.metadata),
    profile_id: candidate.profile_id ?? null,
  });
  return parsed.success ? parsed.data : null;
};

/** Whether the server holds a session for this token (rest/v1 luna_chat_sessions, row-level security applies). */
export const sessionExists = async (sessionToken: string): Promise<boolean> => {
  const query = new URLSearchParams({ select: 'id', session_token: `eq.${sessionToken}` });
  const rows = historyRows.parse(await restCall(`luna_chat_sessions?${query.toString()}`, { headers: restHeaders(sessionToken) }));
  return rows.length > 0;
};

/**
 * The session's messages, oldest first (rest/v1 luna_chat_messages, ordered by created_at).
 * Row-level security shows only the messages of the session named in x-luna-session.
 */
export const fetchHistory = async (sessionToken: string, sessionId: string): Promise<ChatMessage[]> => {
  const query = new URLSearchParams({
    select: 'id,session_id,profile_id,role,content,created_at,was_helpful,moon_reading_generated,reading_url,metadata',
    session_id: `eq.${sessionId}`,
    role: 'in.(user,assistant)',
    order: 'created_at.asc',
  });
  const rows = historyRows.parse(await restCall(`luna_chat_messages?${query.toString()}`, { headers: restHeaders(sessionToken) }));
  return rows.map(readHistoryRow).filter((message): message is ChatMessage => message !== null);
};

/** Creates (or touches) the session for this token: rest/v1/rpc/upsert_luna_session. */
export const upsertSession = async (sessionToken: string, attributes: Record<string, unknown>): Promise<void> => {
  await restCall('rpc/upsert_luna_session', {
    method: 'POST',
    headers: { ...restHeaders(sessionToken), 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify({ p_session_token: sessionToken, p_attributes: attributes }),
  });
};

/** GET luna-chat-session: the session the server holds, or null when it has never seen this token. */
export const fetchSession = async (sessionToken: string): Promise<LunaSessionResponse | null> => {
  try {
    return await callFunction('luna-chat-session', lunaSessionResponse, { sessionToken });
  } catch (error) {
    if (error instanceof FunctionCallError && error.status === 404) return null;
    throw error;
  }
};

export const linkSessionToProfile = (sessionToken: string, profileId: string, accessToken: string) =>
  callFunction('luna-agent-link', agentLinkResponse, { method: 'POST', body: { sessionToken, profileId }, sessionToken, accessToken });

export const fetchProfileByToken = (token: string): Promise<ProfileByTokenResponse> =>
  callFunction('get-profile-by-token', profileByTokenResponse, { query: { token } });

/** POST luna-chat-assistant, abandoned after 28 s (§7). */
export const sendToLuna = (body: LunaChatAssistantRequest): Promise<LunaChatAssistantResponse> =>
  callFunction('luna-chat-assistant', lunaChatAssistantResponse, {
    method: 'POST',
    body,
    sessionToken: body.sessionToken ?? null,
    signal: AbortSignal.timeout(CHAT_CALL_TIMEOUT_MS),
  });

/** The system line the fallback body opens with; the server writes Luna's real prompt and ignores it. */
const FALLBACK_SYSTEM_PROMPT = 'You are Luna, the Moonwise guide to the moon and manifestation.';

/**
 * POST luna-chat, §7's fallback: the system prompt, the continuity header and the last 24
 * messages, temperature 0.8, max_tokens 500, with the browser's user context and session data.
 */
export const sendToLunaFallback = async (
  { history, sessionToken }: FallbackChatInput,
  context: { userContext: unknown; sessionData: unknown },
): Promise<string> => {
  const body: LunaChatRequest = {
    messages: lunaChatMessages({ systemPrompt: FALLBACK_SYSTEM_PROMPT, history }),
    temperature: LUNA_CHAT_TEMPERATURE,
    max_tokens: LUNA_CHAT_MAX_TOKENS,
    user_context: (context.userContext ?? null) as LunaChatRequest['user_context'],
    session_data: (context.sessionData ?? null) as LunaChatRequest['session_data'],
  };
  const answer = await callFunction('luna-chat', lunaChatResponse, { method: 'POST', body, sessionToken, signal: AbortSignal.timeout(CHAT_CALL_TIMEOUT_MS) });
  return answer.response;
};

/** What marks a token the widget made itself; the server's tokens are 44 base64url characters and never carry it. */
const BROWSER_TOKEN_PREFIX = 'browser-';

/**
 * The widget's own token for a visit the server has not answered yet: marked, then 32 random
 * url-safe characters. The server never adopts it (ADR 012) and the table API refuses it (ADR
 * 023), so the widget sends it only to luna-chat-assistant, whose first answer carries the token to keep.
 */
export const newSessionToken = (): string => {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  const random = btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
  return `${BROWSER_TOKEN_PREFIX}${random}`;
};

/** Whether the widget made this token itself: no session on the server has it yet. */
export const isBrowserMadeToken = (token: string): boolean => token.startsWith(BROWSER_TOKEN_PREFIX);

/** A token kept from before the server issued them (issue 23): it names no session any more. */
export const isRetiredToken = (token: string): boolean => !isBrowserMadeToken(token) && token.length !== ISSUED_SESSION_TOKEN_LENGTH;

/** §7 moon_reading_link_clicked: sent when the visitor follows the reading link; a failure only logs. */
export const recordReadingLinkClick = (sessionToken: string, shownAt: string, overwrite: boolean): void => {
  const shown = Date.parse(shownAt);
  const timeToClickMs = Number.isNaN(shown) ? 0 : Date.now() - shown;
  callFunction('luna-analytics', lunaAnalyticsResponse, {
    method: 'POST',
    body: { event: 'moon_reading_link_clicked', timeToClickMs: Math.max(0, Math.round(timeToClickMs)), overwrite },
    sessionToken,
  }).catch((error: unknown) => console.warn('The reading link click was not recorded.', error));
};
