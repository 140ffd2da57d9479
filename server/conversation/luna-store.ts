import type { SqlExecutor } from '../../domain/kernel';

/**
 * The SQL behind Luna's chat, on the owner connection (trusted server code), always
 * parameterised. Sessions, messages and conversation snapshots all live in the database, so any
 * server process can take the next turn. Counters and analytics have stores of their own
 * (platform/rate-limit-store.ts, platform/analytics-store.ts).
 */

export type SessionRow = {
  id: string;
  session_token: string;
  profile_id: string | null;
  stage: string | null;
  is_active: boolean;
  last_activity: string;
  model_variant: string | null;
};

const SESSION_COLUMNS = 'id, session_token, profile_id, stage, is_active, last_activity, model_variant';

/** The session for a token, made on first use, with the visitor's message stored in the same statement. */
export const ensureSessionWithMessage = async (tx: SqlExecutor, token: string, content: string): Promise<SessionRow> => {
  const { rows } = await tx.query<SessionRow>(
    `with session as (
       insert into luna_chat_sessions (session_token) values ($1)
       on conflict (session_token) do update set last_activity = luna_chat_sessions.last_activity
       returning ${SESSION_COLUMNS}
     ), message as (
       insert into luna_chat_messages (session_id, profile_id, role, content, created_at)
       select id, profile_id, 'user', $2, clock_timestamp() from session
     )
     select * from session`,
    [token, content],
  );
  const row = rows[0];
  if (!row) throw new Error('luna: the session row was not returned');
  return row;
};

/** The session for a token, made on first use. */
export const ensureSession = async (tx: SqlExecutor, token: string, entryPage: string | null): Promise<SessionRow> => {
  const { rows } = await tx.query<SessionRow>(
    `insert into luna_chat_sessions (session_token, entry_page) values ($1, left($2, 255))
     on conflict (session_token) do update set last_activity = luna_chat_sessions.last_activity
     returning ${SESSION_COLUMNS}`,
    [token, entryPage],
  );
  const row = rows[0];
  if (!row) throw new Error('luna: the session row was not returned');
  return row;
};

/** The session a token names, with what the chat gathered; null when there is none. */
export const sessionByToken = async (tx: SqlExecutor, token: string): Promise<(SessionRow & { extracted_insights: Record<string, unknown> }) | null> => {
  const { rows } = await tx.query<SessionRow & { extracted_insights: Record<string, unknown> }>(
    `select ${SESSION_COLUMNS}, extracted_insights from luna_chat_sessions where session_token = $1`,
    [token],
  );
  return rows[0] ?? null;
};

/**
 * Locks the session for the rest of the transaction (one turn at a time per conversation)
 * and reads its stored conversation in the same round trip.
 */
export const lockSessionWithConversation = async (tx: SqlExecutor, sessionId: string): Promise<{ session: SessionRow; snapshot: unknown }> => {
  const { rows } = await tx.query<SessionRow & { snapshot: unknown }>(
    `select ${SESSION_COLUMNS.split(', ').map((column) => `s.${column}`).join(', ')}, c.snapshot
       from luna_chat_sessions s left join conversation_states c on c.session_id = s.id
      where s.id = $1 for update of s`,
    [sessionId],
  );
  const row = rows[0];
  if (!row) throw new Error('luna: the session vanished');
  const { snapshot, ...session } = row;
  return { session, snapshot: snapshot ?? null };
};

export const loadConversation = async (tx: SqlExecutor, sessionId: string): Promise<unknown> => {
  const { rows } = await tx.query<{ snapshot: unknown }>('select snapshot from conversation_states where session_id = $1', [sessionId]);
  return rows[0]?.snapshot ?? null;
};

export const saveConversation = async (tx: SqlExecutor, sessionId: string, snapshot: unknown): Promise<void> => {
  await tx.query(
    `insert into conversation_states (session_id, snapshot, updated_at) values ($1, $2, now())
     on conflict (session_id) do update set snapshot = excluded.snapshot, updated_at = now()`,
    [sessionId, JSON.stringify(snapshot)],
  );
};

export const deleteConversation = async (tx: SqlExecutor, sessionId: string): Promise<void> => {
  await tx.query('delete from conversation_states where session_id = $1', [sessionId]);
};

export interface SessionProgress {
  stage: string;
  profileId: string | null;
  insights: Record<string, unknown>;
  addedMessages: number;
  /** Ends an expired session's old life: it becomes active again from now. */
  reactivate: boolean;
  /** The turn's time from the server clock. */
  at: string;
}

export interface LunaReply {
  content: string;
  moonReadingGenerated: boolean;
  readingUrl: string | null;
  metadata: Record<string, unknown>;
}

/**
 * The end of a turn in one statement: Luna's reply stored, the session's progress recorded and,
 * when given, the conversation's snapshot saved. One round trip instead of three, and a turn's
 * last writes stand or fall together.
 */
export const storeReplyAndProgress = async (
  tx: SqlExecutor,
  sessionId: string,
  reply: LunaReply,
  progress: SessionProgress,
  conversation: unknown,
): Promise<{ id: string; created_at: string }> => {
  const { rows } = await tx.query<{ id: string; created_at: string }>(
    `with progress as (
       update luna_chat_sessions set
         stage = $7,
         profile_id = coalesce($2::uuid, profile_id),
         extracted_insights = extracted_insights || $8::jsonb,
         total_messages = total_messages + $9,
         chat_turns = chat_turns + 1,
         last_activity = $11,
         is_active = case when $10 then true else is_active end,
         ended_at = case when $10 then null else ended_at end
       where id = $1::uuid
     ), conversation as (
       insert into conversation_states (session_id, snapshot, updated_at)
       select $1::uuid, $12::jsonb, now() where $12::jsonb is not null
       on conflict (session_id) do update set snapshot = excluded.snapshot, updated_at = now()
     )
     insert into luna_chat_messages (session_id, profile_id, role, content, moon_reading_generated, reading_url, metadata, created_at)
     values ($1::uuid, $2::uuid, 'assistant', $3, $4, $5, $6::jsonb, clock_timestamp())
     returning id, created_at`,
    [
      sessionId,
      progress.profileId,
      reply.content,
      reply.moonReadingGenerated,
      reply.readingUrl,
      JSON.stringify(reply.metadata),
      progress.stage,
      JSON.stringify(progress.insights),
      progress.addedMessages,
      progress.reactivate,
      progress.at,
      conversation === null ? null : JSON.stringify(conversation),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('luna: the reply was not stored');
  return row;
};

/** The latest messages of a session, oldest first, for a model's context. */
export const recentMessages = async (tx: SqlExecutor, sessionId: string, limit: number): Promise<{ role: string; content: string }[]> => {
  const { rows } = await tx.query<{ role: string; content: string }>(
    `select role, content from (
       select role, content, created_at from luna_chat_messages where session_id = $1 order by created_at desc limit $2
     ) latest order by created_at`,
    [sessionId, limit],
  );
  return rows;
};
