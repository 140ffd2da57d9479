import { continuityHeader, historyWindow, loadableHistory } from '../history';
import type { LlmMessage } from '../../kernel';

/** A message as the history holds it; its role may be anything the client sent. */
export interface HistoryMessage {
  role: unknown;
  content: string;
}

export interface LunaChatMessagesInput {
  systemPrompt: string;
  history: readonly HistoryMessage[];
}

/**
 * What the model reads (§7): Luna's system prompt, the continuity header, then the last
 * 24 user and assistant messages. System messages from the history are dropped, so only the
 * server's own prompt can speak with a system role.
 */
export const lunaChatMessages = ({ systemPrompt, history }: LunaChatMessagesInput): LlmMessage[] => {
  const header = continuityHeader(history);
  const conversation = historyWindow(loadableHistory(history)).map(({ role, content }) => ({ role, content }));
  return [
    { role: 'system', content: systemPrompt },
    ...(header === undefined ? [] : [{ role: 'system' as const, content: header }]),
    ...conversation,
  ];
};
