import type { SqlExecutor } from '../../domain/kernel';
import { EMBEDDED_PUBLIC_API_KEY } from '../../server/platform/security/settings';

/**
 * What the chaos test and the chat load bench share: one chat turn over HTTP with a deadline,
 * and a reading of every conversation the database holds, to tell whole turns from half ones.
 */
export const CHAT_PATH = '/functions/v1/luna-chat-assistant';

export const chatHeaders: Record<string, string> = {
  apikey: EMBEDDED_PUBLIC_API_KEY,
  authorization: `Bearer ${EMBEDDED_PUBLIC_API_KEY}`,
  'content-type': 'application/json',
};

export interface TurnOutcome {
  /** The HTTP status; 0 when no answer came (the connection dropped, or the deadline passed). */
  status: number;
  text: string;
  ms: number;
  /** No answer within the deadline. */
  hung: boolean;
  /** The connection failed without an answer (the server went away). */
  dropped: boolean;
  sessionToken: string | null;
}

const addresses = new Map<string, string>();
/**
 * The address a visitor's conversation comes from, one per key, for a server behind
 * TRUST_PROXY=1: one connection may have ten emails sent an hour, and each reading sends one.
 */
export const visitorAddress = (key: string): string => {
  const known = addresses.get(key);
  if (known !== undefined) return known;
  const n = addresses.size + 1;
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  addresses.set(key, address);
  return address;
};

/** One turn; never throws: a dropped connection or a passed deadline is an outcome too. `from`: the visitor's address behind a proxy. */
export const sayTo = async (baseUrl: string, message: string, sessionToken: string | null, timeoutMs = 20_000, from?: string): Promise<TurnOutcome> => {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${CHAT_PATH}`, {
      method: 'POST',
      headers: from === undefined ? chatHeaders : { ...chatHeaders, 'x-forwarded-for': from },
      body: JSON.stringify({ message, sessionToken }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let token: string | null = null;
    if (response.status === 200) token = (JSON.parse(text) as { session_updates?: { sessionToken?: string } }).session_updates?.sessionToken ?? null;
    return { status: response.status, text, ms: performance.now() - started, hung: false, dropped: false, sessionToken: token };
  } catch (error) {
    const hung = error instanceof DOMException && error.name === 'TimeoutError';
    return { status: 0, text: String(error), ms: performance.now() - started, hung, dropped: !hung, sessionToken: null };
  }
};

/** One stored conversation: its counters, its messages' roles in order, and its snapshot's turn. */
export interface StoredConversation {
  sessionToken: string;
  totalMessages: number;
  chatTurns: number;
  roles: string[];
  snapshotTurn: number | null;
}

/** Every conversation in the database, with its messages' roles oldest first. */
export const storedConversations = async (db: SqlExecutor): Promise<StoredConversation[]> => {
  const sessions = await db.query<{ id: string; session_token: string; total_messages: number; chat_turns: number; snapshot_turn: number | null }>(
    `select s.id, s.session_token, s.total_messages, s.chat_turns, (c.snapshot -> 'context' ->> 'turn')::int as snapshot_turn
       from luna_chat_sessions s left join conversation_states c on c.session_id = s.id`,
  );
  const messages = await db.query<{ session_id: string; role: string }>('select session_id, role from luna_chat_messages order by session_id, created_at, id');
  const rolesBySession = new Map<string, string[]>();
  for (const { session_id, role } of messages.rows) {
    const roles = rolesBySession.get(session_id) ?? [];
    roles.push(role);
    rolesBySession.set(session_id, roles);
  }
  return sessions.rows.map((s) => ({
    sessionToken: s.session_token,
    totalMessages: s.total_messages,
    chatTurns: s.chat_turns,
    roles: rolesBySession.get(s.id) ?? [],
    snapshotTurn: s.snapshot_turn,
  }));
};

/**
 * What is wrong with a stored conversation, if anything: every visitor message followed by
 * Luna's answer (whole pairs, in order), and the session's counters and snapshot agreeing with
 * the messages stored. For conversations of plain messages (no empty messages, no slash commands).
 */
export const halfWritten = (c: StoredConversation): string | null => {
  const pairs = c.roles.length / 2;
  const alternates = c.roles.every((role, i) => role === (i % 2 === 0 ? 'user' : 'assistant'));
  if (!alternates || c.roles.length % 2 !== 0) return `messages are not whole pairs: ${c.roles.join(',')}`;
  if (c.totalMessages !== c.roles.length) return `total_messages ${c.totalMessages} but ${c.roles.length} messages stored`;
  if (c.chatTurns !== pairs) return `chat_turns ${c.chatTurns} but ${pairs} turns stored`;
  if ((c.snapshotTurn ?? 0) !== pairs) return `the conversation's snapshot is at turn ${c.snapshotTurn ?? 0} but ${pairs} turns are stored`;
  return null;
};
