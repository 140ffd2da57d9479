import { z } from 'zod';
import { quickReply, responseDetails } from '../../contracts/chat.contract';
import { USER_STAGES } from '../../domain/conversation';

/**
 * The session token with the moment it was issued, so the widget can tell when its 7-day
 * lifetime (§9) is used up and start afresh instead of resuming a dead session.
 */
export const storedSessionTokenSchema = z.object({
  token: z.string().min(1),
  /** Milliseconds since the Unix epoch, from the Clock passed in. */
  issuedAt: z.number(),
});

export type StoredSessionToken = z.infer<typeof storedSessionTokenSchema>;

/** A row of luna_chat_messages, mirroring `ChatMessage` in domain/chat-history. */
export const chatMessageSchema = z.object({
  id: z.string(),
  session_id: z.string().nullable(),
  profile_id: z.string().nullable(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  created_at: z.string(),
  was_helpful: z.boolean().nullable(),
  moon_reading_generated: z.boolean(),
  reading_url: z.string().nullable(),
  metadata: z
    .object({
      stage: z.string().optional(),
      page: z.string().optional(),
      moon_reading_generated: z.boolean().optional(),
      reading_url: z.string().nullable().optional(),
      response_type: z.string().optional(),
      response_details: responseDetails.optional(),
      quickReplies: z.array(quickReply).optional(),
    })
    .nullable(),
});

/**
 * What the widget needs to pick a conversation up again after a reload, including when the
 * backend failed and the chat runs on a local session (§4 "Session"): then the messages
 * here are the only copy.
 */
export const sessionSnapshotSchema = z.object({
  sessionId: z.string().min(1),
  sessionToken: z.string().min(1),
  threadId: z.string().nullable(),
  turnNumber: z.int().nonnegative(),
  stage: z.enum(USER_STAGES),
  variant: z.string().nullable(),
  /** Milliseconds since the Unix epoch; with the 6-hour expiry it tells a stale snapshot. */
  lastActivity: z.number(),
  /** True when the session lives only in this browser because the backend failed. */
  isLocal: z.boolean(),
  messages: z.array(chatMessageSchema),
});

export type SessionSnapshot = z.infer<typeof sessionSnapshotSchema>;
