import type { ChatMessage, QuickReplyOption } from '../../domain/chat-history';
import { isReadingReady } from '../../domain/chat-history';
import type { LunaChatAssistantResponse } from '../../domain/contracts/luna-chat-assistant.contract';

/**
 * The transcript the widget shows. Three kinds of message share it, told apart by id prefix:
 * - server messages (ids from luna_chat_messages): history and Luna's replies;
 * - 'sent:' the visitor's messages that went to the server (the server stores its own copy);
 * - 'local:' messages that live only in this browser: the welcome, slash-command answers, the
 *   fallback, and whatever is said while the chat runs on a local session.
 */
export interface ShownMessage extends ChatMessage {
  /** A visitor message whose send failed: it no longer hides the quick replies above it. */
  failed?: boolean;
}

export const LOCAL_PREFIX = 'local:';
export const SENT_PREFIX = 'sent:';

const isLocal = (message: ShownMessage): boolean => message.id.startsWith(LOCAL_PREFIX);

let counter = 0;
/** A unique id for a message made in this browser (never reused within a page load). */
export const localId = (prefix: typeof LOCAL_PREFIX | typeof SENT_PREFIX): string => {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}-${counter}`;
};

export const makeMessage = (role: 'user' | 'assistant', content: string, options: { id?: string; quickReplies?: QuickReplyOption[]; sent?: boolean } = {}): ShownMessage => ({
  id: options.id ?? localId(options.sent ? SENT_PREFIX : LOCAL_PREFIX),
  session_id: null,
  profile_id: null,
  role,
  content,
  created_at: new Date().toISOString(),
  was_helpful: null,
  moon_reading_generated: false,
  reading_url: null,
  metadata: options.quickReplies && options.quickReplies.length > 0 ? { quickReplies: options.quickReplies } : null,
});

/** Luna's reply as a message, with the id the server stored it under so a re-sync finds it. */
export const replyMessage = (answer: LunaChatAssistantResponse): ShownMessage => ({
  id: answer.response_metadata.messageId,
  session_id: answer.session_updates.sessionId,
  profile_id: answer.session_updates.profileId,
  role: 'assistant',
  content: answer.response,
  created_at: new Date().toISOString(),
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

/**
 * Re-sync with stored history (SPEC §4 "About 100 ms later the message list is re-synced").
 * Local messages keep their places; the server-backed ones are replaced, in order, by the
 * stored rows, and stored rows beyond them are added at the end. A history older than the
 * transcript (a reply still being written, a re-sync that overtook a send) leaves the newer
 * messages as they are, so nothing the visitor sees is ever lost or reordered.
 */
export const mergeHistory = (current: readonly ShownMessage[], history: readonly ChatMessage[]): readonly ShownMessage[] => {
  // A history that lacks a reply already shown is older than the transcript: it is ignored.
  const stored = new Set(history.map((message) => message.id));
  const shownFromServer = current.filter((message) => !isLocal(message) && !message.failed && !message.id.startsWith(SENT_PREFIX));
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
export const visibleQuickReplies = (messages: readonly ShownMessage[], index: number, used: ReadonlySet<string>): QuickReplyOption[] => {
  const message = messages[index];
  if (!message || message.role !== 'assistant' || used.has(message.id)) return [];
  const laterUserMessage = messages.slice(index + 1).some((later) => later.role === 'user' && !later.failed);
  if (laterUserMessage) return [];
  return message.metadata?.quickReplies ?? [];
};

export { isReadingReady };
