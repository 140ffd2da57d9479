import { z } from 'zod';
import { PERSONA_ARCHETYPE_IDS } from '../domain/reading';
import { LUNA_CHAT_MAX_TOKENS, LUNA_CHAT_TEMPERATURE } from '../domain/kernel';

/**
 * POST /functions/v1/luna-chat (§7): the fallback chat call, answered by a language
 * model. The client sends its history; the server writes Luna's system prompt itself, so
 * system messages in the body are accepted (the product rules' client sends them) but not used.
 */

export const LUNA_CHAT_LIMITS = {
  /** Characters per message: far above the 2,000-character cap, so a long system text still fits. */
  messageContent: 20_000,
  messages: 60,
  temperature: 2,
  /** Accepted for older clients; the server never asks the model for more than LUNA_CHAT_MAX_TOKENS. */
  maxTokens: 1_000,
} as const;

/** §8 chat failures, exactly as the widget shows them. */
export const LUNA_UNAVAILABLE_MESSAGE = 'Luna is temporarily unavailable. Please try again later.';
export const LUNA_EMPTY_RESPONSE_MESSAGE = 'Luna returned an empty response';
/** §7: the assistant call's 500 that makes the widget fall back to luna-chat. */
export const AGENT_AUTHENTICATION_FAILURE = 'agent authentication failure';

export const lunaChatMessage = z
  .object({
    role: z.enum(['system', 'user', 'assistant'], { error: 'role must be system, user or assistant' }),
    content: z
      .string({ error: 'content must be text' })
      .max(LUNA_CHAT_LIMITS.messageContent, { error: `content must be ${LUNA_CHAT_LIMITS.messageContent} characters or fewer` }),
  })
  .meta({ id: 'LunaChatMessage' });
export type LunaChatMessage = z.infer<typeof lunaChatMessage>;

/** The browser's own view of the visitor and session: read leniently, field by field. */
const looseContext = z.looseObject({}).nullable().optional();

export const lunaChatRequest = z
  .object({
    messages: z
      .array(lunaChatMessage)
      .min(1, { error: 'messages must hold at least one message' })
      .max(LUNA_CHAT_LIMITS.messages, { error: `messages must hold ${LUNA_CHAT_LIMITS.messages} messages or fewer` })
      .refine((messages) => messages.some((message) => message.role === 'user'), {
        error: 'messages must include at least one user message',
      }),
    temperature: z.number().min(0).max(LUNA_CHAT_LIMITS.temperature).default(LUNA_CHAT_TEMPERATURE),
    max_tokens: z.number().int().min(1).max(LUNA_CHAT_LIMITS.maxTokens).default(LUNA_CHAT_MAX_TOKENS),
    user_context: looseContext,
    session_data: looseContext,
  })
  .meta({
    id: 'LunaChatRequest',
    description:
      'The conversation so far (oldest first). Luna’s system prompt is written by the server: system messages sent here are ignored. temperature is accepted and ignored (the server uses 0.8); max_tokens is capped at 500.',
  });
export type LunaChatRequest = z.infer<typeof lunaChatRequest>;

export const lunaChatResponse = z
  .object({
    response: z.string().min(1),
    persona: z.enum(PERSONA_ARCHETYPE_IDS).nullable().optional(),
  })
  .meta({ id: 'LunaChatResponse', description: 'Luna’s reply, cleaned and shaped, and the persona her tone followed.' });
export type LunaChatResponse = z.infer<typeof lunaChatResponse>;
