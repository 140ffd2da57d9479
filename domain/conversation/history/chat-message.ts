import type { Clock, IdSource, QuickReply, ResponseDetails } from '../../kernel';

/** Chat roles: only the visitor and Luna take part in a conversation. */
export type ChatRole = 'user' | 'assistant';

export const CHAT_ROLES: readonly ChatRole[] = ['user', 'assistant'];

export const isChatRole = (role: unknown): role is ChatRole => role === 'user' || role === 'assistant';

/** Quick replies and response details have one shape, the wire contract's. */
export type { QuickReply as QuickReplyOption, ResponseDetails } from '../../kernel';

export interface ChatMessageMetadata {
  stage?: string;
  page?: string;
  moon_reading_generated?: boolean;
  reading_url?: string | null;
  /** One of the assistant response types (§4); kept open because the service may add more. */
  response_type?: string;
  response_details?: ResponseDetails;
  quickReplies?: QuickReply[];
}

/** A row of luna_chat_messages. */
export interface ChatMessage {
  id: string;
  session_id: string | null;
  profile_id: string | null;
  role: ChatRole;
  content: string;
  /** ISO 8601 timestamp. */
  created_at: string;
  was_helpful: boolean | null;
  moon_reading_generated: boolean;
  reading_url: string | null;
  metadata: ChatMessageMetadata | null;
}

export const READING_READY_RESPONSE_TYPE = 'reading_ready';

/**
 * A message counts as reading-ready if moon_reading_generated is true or response_type equals
 * reading_ready. The flag is honoured both on the row and inside its metadata, because the
 * metadata is what survives when a message is rebuilt from the assistant's response.
 */
export const isReadingReady = (
  message: Pick<ChatMessage, 'metadata'> & { moon_reading_generated?: boolean | null },
): boolean =>
  message.moon_reading_generated === true ||
  message.metadata?.moon_reading_generated === true ||
  message.metadata?.response_type === READING_READY_RESPONSE_TYPE;

const isMissing = (value: string | null | undefined): value is null | undefined | '' =>
  value === undefined || value === null || value === '';

/** A message without an id (for example one built locally while offline) gets a local id. */
export const withLocalId = <T extends object>(
  message: T & { id?: string | null },
  ids: IdSource,
): Omit<T, 'id'> & { id: string } => {
  const id = message.id;
  return { ...message, id: isMissing(id) ? ids.newId() : id };
};

/** created_at defaults to now, taken from the clock that is passed in. */
export const withCreatedAt = <T extends object>(
  message: T & { created_at?: string | null },
  clock: Clock,
): Omit<T, 'created_at'> & { created_at: string } => {
  const createdAt = message.created_at;
  return { ...message, created_at: isMissing(createdAt) ? new Date(clock.now()).toISOString() : createdAt };
};
