import { z } from 'zod';
import { userContextSchema } from './user-context.contract';
import { PERSONA_ARCHETYPE_IDS } from '../domain/reading';
import { USER_STAGES } from '../domain/conversation';
import { quickReply, responseDetails, responseType } from './chat.contract';
import { sessionToken } from './functions.contract';

/**
 * POST /functions/v1/luna-chat-assistant (§7). The server keeps the conversation, so
 * `{ message, sessionToken }` is a whole request; userContext is what the widget knows, read
 * for hints (a known first name) and never trusted over the server's own state. §7's
 * session_data is not part of it (ADR 012): an older client's copy is stripped unread.
 */
export const MESSAGE_BODY_MAX = 8_000;

export const lunaChatAssistantRequest = z
  .object({
    message: z.string({ error: 'message is required' }).max(MESSAGE_BODY_MAX, { error: `message must be ${MESSAGE_BODY_MAX} characters or fewer` }),
    sessionToken: sessionToken.nullable().optional(),
    userContext: userContextSchema.loose().nullable().optional(),
  })
  .meta({
    id: 'LunaChatAssistantRequest',
    description:
      'One visitor message. Without a sessionToken, or with one the server never issued, a new session starts; its token comes back in session_updates.sessionToken, and the client keeps that one.',
  });
export type LunaChatAssistantRequest = z.infer<typeof lunaChatAssistantRequest>;

export const lunaSessionUpdates = z
  .object({
    sessionToken: z.string(),
    sessionId: z.string(),
    turnNumber: z.number().int(),
    stage: z.enum(USER_STAGES),
    conversationState: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    /** The visitor proved this email theirs with a code (/verify). */
    emailVerified: z.boolean(),
    birthDate: z.string().nullable(),
    birthTime: z.string().nullable(),
    birthLocation: z
      .object({
        city: z.string(),
        country: z.string(),
        displayName: z.string(),
        coordinates: z.object({ lat: z.number(), lng: z.number() }),
        timezone: z.string(),
      })
      .nullable(),
    confirmations: z.object({ email: z.boolean(), birthDate: z.boolean(), birthLocation: z.boolean() }),
    pendingConfirmation: z.object({ field: z.string(), display: z.string() }).nullable(),
    confirmOverwrite: z.boolean(),
    pendingOverwrite: z.boolean(),
    lastGeneratedAt: z.string().nullable(),
    profileId: z.string().nullable(),
  })
  .meta({ id: 'LunaSessionUpdates', description: 'The session as the server now holds it; the widget stores it.' });
export type LunaSessionUpdates = z.infer<typeof lunaSessionUpdates>;

export const lunaChatAssistantResponse = z
  .object({
    response: z.string().min(1),
    response_metadata: z.object({
      quickReplies: z.array(quickReply),
      stage: z.enum(USER_STAGES),
      messageId: z.string(),
      model: z.string(),
    }),
    session_updates: lunaSessionUpdates,
    moon_reading_generated: z.boolean(),
    reading_url: z.string().nullable(),
    response_type: responseType.nullable(),
    response_details: responseDetails,
    detectedPersona: z.enum(PERSONA_ARCHETYPE_IDS).nullable(),
    personaArchetype: z.enum(PERSONA_ARCHETYPE_IDS).nullable(),
    requires_clarification: z.boolean(),
  })
  .meta({ id: 'LunaChatAssistantResponse', description: 'Luna’s reply and everything the widget needs to show it.' });
export type LunaChatAssistantResponse = z.infer<typeof lunaChatAssistantResponse>;

// --- the widget's session operations (§7 "Chat service operations") ------------------

export const lunaSessionQuery = z.object({ sessionToken: sessionToken.optional() });

export const lunaSessionResponse = z
  .object({
    session: lunaSessionUpdates,
    variant: z.string().nullable(),
    /** The insights the chat has gathered (§3 "Insights sent to the chat service"). */
    context: z.record(z.string(), z.unknown()),
    isActive: z.boolean(),
  })
  .meta({ id: 'LunaSessionResponse', description: 'The session id, variant, context and birth data state the server holds.' });
export type LunaSessionResponse = z.infer<typeof lunaSessionResponse>;

export const lunaResetRequest = z
  .object({ sessionToken: sessionToken.optional() })
  .meta({ id: 'LunaResetRequest', description: 'Resets the conversation of this session (x-luna-session header, or sessionToken). Messages stay as history.' });

export const lunaResetResponse = z
  .object({ reset: z.literal(true), greeting: z.string() })
  .meta({ id: 'LunaResetResponse' });
export type LunaResetResponse = z.infer<typeof lunaResetResponse>;
