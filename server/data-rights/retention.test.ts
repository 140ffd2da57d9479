import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../tests/support/test-databases';
import { ANONYMOUS_CHAT_RETENTION_DAYS, forgetIdleAnonymousChats, startRetention } from './retention';

describe.each(testDatabaseKinds())('forgetting idle anonymous chats, on %s', (kind) => {
  let target: TestDatabase;
  beforeAll(async () => {
    target = await openTestDatabase(kind);
  });
  afterAll(() => target?.dispose());

  let unique = 0;
  /** A chat session idle for `days`, with a message and a conversation; a profile's when `withProfile`. */
  const session = async (days: number, withProfile = false): Promise<string> => {
    unique += 1;
    const profile = withProfile
      ? (await target.db.query<{ id: string }>('insert into profiles (email) values ($1) returning id::text as id', [`kept.${kind}.${unique}.${process.pid}@example.com`])).rows[0]?.id ?? null
      : null;
    const { rows } = await target.db.query<{ id: string }>(
      `insert into luna_chat_sessions (session_token, profile_id, last_activity) values ($1, $2, now() - make_interval(days => $3)) returning id::text as id`,
      [`retention-${kind}-${unique}-${process.pid}-0123456789`, profile, days],
    );
    const id = rows[0]?.id ?? '';
    await target.db.query(`insert into luna_chat_messages (session_id, role, content) values ($1, 'user', 'hello')`, [id]);
    await target.db.query(`insert into conversation_states (session_id, snapshot) values ($1, '{}'::jsonb)`, [id]);
    return id;
  };
  const stillThere = async (ids: string[]) => {
    const kept = await target.db.query<{ id: string }>('select id::text as id from luna_chat_sessions where id = any($1::uuid[])', [ids]);
    const messages = await target.db.query<{ n: number }>('select count(*)::int as n from luna_chat_messages where session_id = any($1::uuid[])', [ids]);
    const conversations = await target.db.query<{ n: number }>('select count(*)::int as n from conversation_states where session_id = any($1::uuid[])', [ids]);
    return { sessions: kept.rows.map((row) => row.id).sort(), messages: messages.rows[0]?.n, conversations: conversations.rows[0]?.n };
  };

  it(`deletes an anonymous session idle for more than ${ANONYMOUS_CHAT_RETENTION_DAYS} days, with its messages and conversation, and keeps the rest`, async () => {
    const idle = await session(ANONYMOUS_CHAT_RETENTION_DAYS + 1);
    const recent = await session(ANONYMOUS_CHAT_RETENTION_DAYS - 1);
    const owned = await session(400, true);
    expect(await forgetIdleAnonymousChats(target.db)).toBeGreaterThanOrEqual(1);
    expect(await stillThere([idle])).toEqual({ sessions: [], messages: 0, conversations: 0 });
    expect(await stillThere([recent, owned])).toEqual({ sessions: [recent, owned].sort(), messages: 2, conversations: 2 });
  });

  it('sweeps as soon as the workers start', async () => {
    const idle = await session(ANONYMOUS_CHAT_RETENTION_DAYS + 30);
    const retention = startRetention(target.db, pino({ level: 'silent' }));
    try {
      for (let tries = 0; tries < 100 && (await stillThere([idle])).sessions.length > 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await stillThere([idle])).sessions).toEqual([]);
    } finally {
      retention.stop();
    }
  });
});
