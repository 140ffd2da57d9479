import type { ChatRole } from './chat-message';
import { collapseWhitespace, cutToLength } from '../../kernel';

/** The continuity header recalls the latest turns when the fallback chat call starts afresh (§7, §9). */
export const CONTINUITY_USER_MESSAGES = 3;
export const CONTINUITY_ASSISTANT_MESSAGES = 2;
/** Maximum length of each excerpt, in UTF-16 code units (JavaScript string length), ellipsis included. */
export const CONTINUITY_EXCERPT_LENGTH = 140;
export const CONTINUITY_ELLIPSIS = '…';

export const CONTINUITY_HEADER_TITLE = 'Conversation so far (latest excerpts, oldest first):';

const SPEAKER: Record<ChatRole, string> = { user: 'User', assistant: 'Luna' };

export interface ContinuityEntry {
  role: ChatRole;
  excerpt: string;
}

/**
 * One line per message, so whitespace runs (newlines included) collapse to single spaces.
 * A longer text is cut and ends with an ellipsis that counts within the limit, so the reader
 * knows it was cut; the cut never separates the two halves of a surrogate pair (an emoji).
 */
export const continuityExcerpt = (content: string): string => {
  const flat = collapseWhitespace(content);
  if (flat.length <= CONTINUITY_EXCERPT_LENGTH) return flat;
  return cutToLength(flat, CONTINUITY_EXCERPT_LENGTH - CONTINUITY_ELLIPSIS.length) + CONTINUITY_ELLIPSIS;
};

const LIMIT: Record<ChatRole, number> = { user: CONTINUITY_USER_MESSAGES, assistant: CONTINUITY_ASSISTANT_MESSAGES };

/**
 * The last 3 user and last 2 assistant messages, in conversation order. Messages of any
 * other role are ignored.
 */
export const continuityEntries = (messages: readonly { role: unknown; content: string }[]): ContinuityEntry[] => {
  const remaining: Record<ChatRole, number> = { ...LIMIT };
  const picked: ContinuityEntry[] = [];
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message === undefined) continue;
    const role = message.role;
    if (role !== 'user' && role !== 'assistant') continue;
    if (remaining[role] === 0) continue;
    remaining[role] -= 1;
    picked.push({ role, excerpt: continuityExcerpt(message.content) });
  }
  return picked.reverse();
};

/** The header as a text block for the system prompt; undefined when there is nothing to recall. */
export const continuityHeader = (messages: readonly { role: unknown; content: string }[]): string | undefined => {
  const entries = continuityEntries(messages);
  if (entries.length === 0) return undefined;
  return [CONTINUITY_HEADER_TITLE, ...entries.map((entry) => `${SPEAKER[entry.role]}: ${entry.excerpt}`)].join('\n');
};
