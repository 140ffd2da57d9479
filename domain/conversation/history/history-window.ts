import { isChatRole } from './chat-message';
import type { ChatRole } from './chat-message';

/** How many of the latest messages are sent to the chat service (§9). */
export const HISTORY_WINDOW = 24;

/** The last HISTORY_WINDOW messages, oldest first: always a suffix of the history. */
export const historyWindow = <T>(messages: readonly T[]): T[] =>
  messages.slice(Math.max(0, messages.length - HISTORY_WINDOW));

/** When history loads, only user and assistant messages are kept (system or tool rows are dropped). */
export const loadableHistory = <T extends { role: unknown }>(messages: readonly T[]): (T & { role: ChatRole })[] =>
  messages.filter((message): message is T & { role: ChatRole } => isChatRole(message.role));
