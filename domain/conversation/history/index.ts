export {
  CHAT_ROLES,
  READING_READY_RESPONSE_TYPE,
  isChatRole,
  isReadingReady,
  withCreatedAt,
  withLocalId,
} from './chat-message';
export type { ChatMessage, ChatMessageMetadata, ChatRole, QuickReplyOption, ResponseDetails } from './chat-message';
export { HISTORY_WINDOW, historyWindow, loadableHistory } from './history-window';
export {
  CONTINUITY_ASSISTANT_MESSAGES,
  CONTINUITY_ELLIPSIS,
  CONTINUITY_EXCERPT_LENGTH,
  CONTINUITY_HEADER_TITLE,
  CONTINUITY_USER_MESSAGES,
  continuityEntries,
  continuityExcerpt,
  continuityHeader,
} from './continuity-header';
export type { ContinuityEntry } from './continuity-header';
