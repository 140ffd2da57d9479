import type { ChatMessage, QuickReplyOption } from '../../../domain/conversation';
import type { LunaChatAssistantResponse } from '../../../contracts/luna-chat-assistant.contract';
import type { Clock, IdSource } from '../../../domain/kernel';

/**
 * The transcript the widget shows. Three kinds of message share it, told apart by id prefix:
 * - server messages (ids from luna_chat_messages): history and Luna's replies;
 * - 'sent:' the visitor's messages that went to the server (the server stores its own copy);
 * - 'local:' messages that live only in this browser: the welcome, the fallback, and the
 *   commands answered while the chat runs on a local session.
 */
export interface ShownMessage extends ChatMessage {
  /** A visitor message whose send failed: it no longer hides the quick replies above it. */
  failed?: boolean;
}

export const LOCAL_PREFIX = 'local:';
export const SENT_PREFIX = 'sent:';

/** Where new messages get their ids and times: the domain reads neither the clock nor randomness. */
export interface MessageStamps {
  clock: Clock;
  /** Ids unique across page loads, since a stored snapshot brings old local messages back. */
  ids: IdSource;
}

const isLocal = (message: ShownMessage): boolean => message.id.startsWith(LOCAL_PREFIX);
const isSent = (message: ShownMessage): boolean => message.id.startsWith(SENT_PREFIX);

export const makeMessage = (
  stamps: MessageStamps,
  role: 'user' | 'assistant',
  content: string,
  options: { quickReplies?: QuickReplyOption[]; sent?: boolean } = {},
): ShownMessage => ({
  id: `${options.sent ? SENT_PREFIX : LOCAL_PREFIX}${stamps.ids.newId()}`,
  session_id: null,
  profile_id: null,
  role,
  content,
  created_at: new Date(stamps.clock.now()).toISOString(),
  was_helpful: null,
  moon_reading_generated: false,
  reading_url: null,
  metadata: options.quickReplies && options.quickReplies.length > 0 ? { quickReplies: options.quickReplies } : null,
});

/** Luna's reply as a message, with the id the server stored it under so a re-sync finds it. */
export const replyMessage = (answer: LunaChatAssistantResponse, clock: Clock): ShownMessage => ({
  id: answer.response_metadata.messageId,
  session_id: answer.session_updates.sessionId,
  profile_id: answer.session_updates.profileId,
  role: 'assistant',
  content: answer.response,
  created_at: new Date(clock.now()).toISOString(),
  was_helpful: null,
  moon_reading_generated: answer.moon_reading_generated,
  reading_url: answer.reading_url,
  metadata: {
    stage: answer.response_metadata.stage,
    moon_reading_generated: answer.moon_reading_generated,
    reading_url: answer.reading_url,
    ...(answer.response_type === null ? {} : { response_type: answer.response_type }),
    response_details: answer.response_details,
    quickReplies: answer.response_metadata.quickReplies,
  },
});

/** The last visitor message that went to the server is marked failed (its send did not arrive). */
export const markLastSentFailed = (messages: readonly ShownMessage[]): ShownMessage[] => {
  const lastSent = messages.findLastIndex((message) => message.role === 'user' && isSent(message));
  return messages.map((message, index) => (index === lastSent ? { ...message, failed: true } : message));
};

/** The last visitor message that went to the server becomes local: the fallback chat stored none of it. */
export const keepLastSentLocally = (messages: readonly ShownMessage[]): ShownMessage[] => {
  const lastSent = messages.findLastIndex((message) => message.role === 'user' && isSent(message));
  return messages.map((message, index) =>
    index === lastSent ? { ...message, id: `${LOCAL_PREFIX}${message.id.slice(SENT_PREFIX.length)}` } : message,
  );
};

/**
 * Re-sync with stored history (§4 "About 100 ms later the message list is re-synced").
 * Local messages keep their places; the server-backed ones are replaced, in order, by the
 * stored rows, and stored rows beyond them are added at the end. A history older than the
 * transcript (a reply still being written, a re-sync that overtook a send) leaves the newer
 * messages as they are, so nothing the visitor sees is ever lost or reordered.
 */
export const mergeHistory = (current: readonly ShownMessage[], history: readonly ChatMessage[]): readonly ShownMessage[] => {
  // A history that lacks a reply already shown is older than the transcript: it is ignored.
  const stored = new Set(history.map((message) => message.id));
  const shownFromServer = current.filter((message) => !isLocal(message) && !message.failed && !isSent(message));
  if (!shownFromServer.every((message) => stored.has(message.id))) return current;
  let next = 0;
  const merged = current.map((message) => {
    if (isLocal(message) || message.failed) return message;
    const stored = history[next];
    if (stored === undefined) return message;
    next += 1;
    return stored;
  });
  return [...merged, ...history.slice(next)];
};

/** The quick replies a message offers right now: none once used, or once the visitor wrote after it. */
export const visibleQuickReplies = (messages: readonly ShownMessage[], index: number, used: readonly string[]): QuickReplyOption[] => {
  const message = messages[index];
  if (!message || message.role !== 'assistant' || used.includes(message.id)) return [];
  const laterUserMessage = messages.slice(index + 1).some((later) => later.role === 'user' && !later.failed);
  if (laterUserMessage) return [];
  return message.metadata?.quickReplies ?? [];
};

/**
 * What 'Try again' resends under a connection-trouble reply (the assistant message right after a
 * visitor message whose send failed), while the visitor has written nothing since; else null.
 */
export const retryTextFor = (messages: readonly ShownMessage[], index: number): string | null => {
  const message = messages[index];
  const failed = messages[index - 1];
  if (!message || message.role !== 'assistant' || !failed || failed.role !== 'user' || !failed.failed) return null;
  const laterUserMessage = messages.slice(index + 1).some((later) => later.role === 'user');
  return laterUserMessage ? null : failed.content;
};
