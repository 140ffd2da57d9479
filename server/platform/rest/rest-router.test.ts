import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { SqlDatabase } from '../../../domain/kernel';
import { openTestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import type { TestDatabase } from '../../../tests/support/test-databases';
import type { RestTestServer } from '../../../tests/support/rest-test-server';
import { startRestServer } from '../../../tests/support/rest-test-server';

const TOKEN_A = 'token-ana-0000000000000001';
const TOKEN_A_OLD = 'token-ana-0000000000000000';
const TOKEN_B = 'token-ben-0000000000000002';
const TOKEN_C = 'token-cat-0000000000000003';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface Fixture {
  profileA: string;
  profileB: string;
  sessionA: string;
  historySessionA: string;
  sessionB: string;
  historyMessages: string[];
}

const one = async <T>(db: SqlDatabase, text: string, params: unknown[] = []): Promise<T> => {
  const { rows } = await db.query(text, params);
  return rows[0] as T;
};

/** The owner's view of the tables, to prove a refused or filtered request changed nothing. */
const snapshot = async (db: SqlDatabase): Promise<string> => {
  const tables = ['luna_chat_sessions', 'luna_chat_messages', 'profiles', 'orders', 'page_visits', 'report_deliveries'];
  const parts: string[] = [];
  for (const table of tables) {
    const row = await one<{ rows: string }>(db, `select coalesce(json_agg(t order by t.id), '[]')::text as rows from ${table} t`);
    parts.push(`${table}:${row.rows}`);
  }
  return parts.join('\n');
};

const seed = async (db: SqlDatabase): Promise<Fixture> => {
  const profileA = (await one<{ id: string }>(db, `insert into profiles (email, full_name) values ('Ana.Moon@Example.com', 'Ana Moon') returning id`)).id;
  const profileB = (await one<{ id: string }>(db, `insert into profiles (email, full_name) values ('ben@example.com', 'Ben Sol') returning id`)).id;
  await db.query(
    `insert into orders (profile_id, report_type, payment_status) values ($1, 'lunar', 'completed'), ($1, 'astrology', 'pending'), ($2, 'astrology', 'completed')`,
    [profileA, profileB],
  );
  await db.query(
    `insert into report_deliveries (profile_id, report_type, generation_status, report_url, checkout_session_id)
     values ($1, 'lunar', 'completed', '/reports/a', 'cs_a'), ($2, 'astrology', 'pending', null, 'cs_b')`,
    [profileA, profileB],
  );
  const session = async (token: string, profileId: string | null, stage: string) =>
    (await one<{ id: string }>(db, `insert into luna_chat_sessions (session_token, profile_id, stage) values ($1, $2, $3) returning id`, [token, profileId, stage])).id;
  const sessionA = await session(TOKEN_A, null, 'welcome');
  const historySessionA = await session(TOKEN_A_OLD, profileA, 'reading');
  const sessionB = await session(TOKEN_B, profileB, 'welcome');
  const historyMessages: string[] = [];
  const messages: Array<[string, string, boolean | null, string]> = [
    ['user', 'Hello Luna', null, '2024-03-01T10:00:00+00:00'],
    ['assistant', 'Hello! Tell me your birth date.', true, '2024-03-01T10:00:05+00:00'],
    ['user', 'March 14, 1990', false, '2024-03-01T10:00:10+00:00'],
  ];
  for (const [role, content, wasHelpful, createdAt] of messages) {
    const row = await one<{ id: string }>(
      db,
      `insert into luna_chat_messages (session_id, role, content, was_helpful, created_at) values ($1, $2, $3, $4, $5) returning id`,
      [historySessionA, role, content, wasHelpful, createdAt],
    );
    historyMessages.push(row.id);
  }
  await db.query(`insert into luna_chat_messages (session_id, role, content) values ($1, 'user', 'Ben here')`, [sessionB]);
  return { profileA, profileB, sessionA, historySessionA, sessionB, historyMessages };
};

describe.each(testDatabaseKinds())('/rest/v1 on %s', (kind) => {
  let database: TestDatabase;
  let server: RestTestServer;
  let fx: Fixture;
  let ana: PostgrestClient;
  let ben: PostgrestClient;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    fx = await seed(database.db);
    server = await startRestServer(database.db);
    ana = server.client({ sessionToken: TOKEN_A, profileId: fx.profileA });
    ben = server.client({ sessionToken: TOKEN_B, profileId: fx.profileB });
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  describe('reads', () => {
    it('returns only the columns the select names', async () => {
      const { data, error, status } = await ana.from('luna_chat_sessions').select('id,stage').eq('session_token', TOKEN_A);
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([{ id: fx.sessionA, stage: 'welcome' }]);
    });

    it('reads the history ordered by created_at, with limit and offset', async () => {
      const asc = await ana.from('luna_chat_messages').select('content').eq('session_id', fx.historySessionA).order('created_at', { ascending: true });
      expect(asc.data?.map((m) => m.content)).toEqual(['Hello Luna', 'Hello! Tell me your birth date.', 'March 14, 1990']);
      const page = await ana.from('luna_chat_messages').select('content').eq('session_id', fx.historySessionA).order('created_at', { ascending: false }).range(1, 1);
      expect(page.data).toEqual([{ content: 'Hello! Tell me your birth date.' }]);
      const limited = await ana.from('luna_chat_messages').select('id').eq('session_id', fx.historySessionA).order('created_at').limit(2);
      expect(limited.data?.map((m) => m.id)).toEqual(fx.historyMessages.slice(0, 2));
    });

    it('applies each filter operator', async () => {
      const history = () => ana.from('luna_chat_messages').select('content').eq('session_id', fx.historySessionA).order('created_at');
      const contents = async (narrow: (query: ReturnType<typeof history>) => ReturnType<typeof history>) => {
        const { data } = await narrow(history());
        return (data ?? []).map((m) => m.content as string);
      };
      const [first, second, third] = ['Hello Luna', 'Hello! Tell me your birth date.', 'March 14, 1990'];
      const middle = '2024-03-01T10:00:05+00:00';
      expect(await contents((q) => q.eq('role', 'user'))).toEqual([first, third]);
      expect(await contents((q) => q.neq('role', 'user'))).toEqual([second]);
      expect(await contents((q) => q.gt('created_at', middle))).toEqual([third]);
      expect(await contents((q) => q.gte('created_at', middle))).toEqual([second, third]);
      expect(await contents((q) => q.lt('created_at', middle))).toEqual([first]);
      expect(await contents((q) => q.lte('created_at', middle))).toEqual([first, second]);
      expect(await contents((q) => q.in('content', [first, 'March 14, 1990', 'not, there']))).toEqual([first, third]);
      expect(await contents((q) => q.is('was_helpful', null))).toEqual([first]);
      expect(await contents((q) => q.is('was_helpful', true))).toEqual([second]);
      expect(await contents((q) => q.not('was_helpful', 'is', null))).toEqual([second, third]);
      expect(await contents((q) => q.not('role', 'in', '(assistant)'))).toEqual([first, third]);
    });

    it('counts exactly and says so in Content-Range', async () => {
      const { count, data, status } = await ana.from('luna_chat_messages').select('id', { count: 'exact' }).eq('session_id', fx.historySessionA).limit(1);
      expect(count).toBe(3);
      expect(data).toHaveLength(1);
      expect(status).toBe(206);
    });

    it('answers HEAD with the count and no body', async () => {
      const { count, data, status } = await ana.from('luna_chat_messages').select('id', { count: 'exact', head: true }).eq('session_id', fx.historySessionA);
      expect({ count, data, status }).toEqual({ count: 3, data: null, status: 200 });
    });

    it('answers single() with the one row', async () => {
      const { data, error } = await ana.from('profiles').select('id,email').eq('id', fx.profileA).single();
      expect(error).toBeNull();
      expect(data).toEqual({ id: fx.profileA, email: 'Ana.Moon@Example.com' });
    });

    it('answers single() with 406 PGRST116 when several rows match', async () => {
      const { data, error, status } = await ana.from('luna_chat_messages').select('id').eq('session_id', fx.historySessionA).single();
      expect(data).toBeNull();
      expect(status).toBe(406);
      expect(error).toEqual({
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: 'The result contains 3 rows',
        hint: null,
      });
    });

    it('answers single() with 406 PGRST116 when no row matches', async () => {
      const { error, status } = await ana.from('luna_chat_messages').select('id').eq('id', UNKNOWN_ID).single();
      expect(status).toBe(406);
      expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    });

    it('answers maybeSingle() with null for no row and the object for one', async () => {
      const none = await ana.from('luna_chat_messages').select('id').eq('id', UNKNOWN_ID).maybeSingle();
      expect({ data: none.data, error: none.error }).toEqual({ data: null, error: null });
      const found = await ana.from('luna_chat_messages').select('id').eq('id', fx.historyMessages[0] ?? '').maybeSingle();
      expect(found.data).toEqual({ id: fx.historyMessages[0] });
    });

    it('reads a profile by its lower-cased email', async () => {
      const { data } = await ana.from('profiles').select('id').eq('email', 'ana.moon@example.com');
      expect(data).toEqual([{ id: fx.profileA }]);
    });

    it('reads completed orders and the deliveries of pending ids', async () => {
      const orders = await ana.from('orders').select('report_type').eq('payment_status', 'completed');
      expect(orders.data).toEqual([{ report_type: 'lunar' }]);
      const deliveries = await ana
        .from('report_deliveries')
        .select('profile_id, report_type, generation_status, report_url, error_message, checkout_session_id')
        .in('profile_id', [fx.profileA])
        .in('checkout_session_id', ['cs_a', 'cs_x']);
      expect(deliveries.data).toEqual([
        { profile_id: fx.profileA, report_type: 'lunar', generation_status: 'completed', report_url: '/reports/a', error_message: null, checkout_session_id: 'cs_a' },
      ]);
    });
  });

  describe('writes', () => {
    it('inserts a message and returns it with return=representation', async () => {
      const { data, error, status } = await ana
        .from('luna_chat_messages')
        .insert({ session_id: fx.sessionA, role: 'user', content: 'I feel stuck', metadata: { stage: 'welcome' } })
        .select('session_id, role, content, metadata')
        .single();
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toEqual({ session_id: fx.sessionA, role: 'user', content: 'I feel stuck', metadata: { stage: 'welcome' } });
    });

    it('inserts with return=minimal and answers 201 without a body', async () => {
      const { data, error, status } = await ana.from('page_visits').insert({ page_url: '/moon-phases', user_agent: 'test', profile_id: fx.profileA });
      expect({ data, error, status }).toEqual({ data: null, error: null, status: 201 });
      const stored = await one<{ n: number }>(database.db, `select count(*)::int as n from page_visits where page_url = '/moon-phases'`);
      expect(stored.n).toBe(1);
    });

    it('saves a message again on its id without duplicating it, and never rewrites its words', async () => {
      const id = '11111111-1111-4111-8111-111111111111';
      const message = { id, session_id: fx.sessionA, role: 'user', content: 'Hello again' };
      expect((await ana.from('luna_chat_messages').upsert(message, { onConflict: 'id', ignoreDuplicates: true })).status).toBe(201);
      const ignored = await ana.from('luna_chat_messages').upsert({ ...message, content: 'ignored' }, { onConflict: 'id', ignoreDuplicates: true }).select('content');
      expect(ignored.data).toEqual([]);
      // A merge that would rewrite the words is an update of content, which only the server may do.
      const rewritten = await ana.from('luna_chat_messages').upsert({ ...message, content: 'Rewritten' }, { onConflict: 'id' });
      expect(rewritten).toMatchObject({ status: 403, error: { code: '42501' } });
      expect((await one<{ n: number }>(database.db, 'select count(*)::int as n from luna_chat_messages where id = $1', [id])).n).toBe(1);
    });

    it('creates and then updates a session through rpc/upsert_luna_session', async () => {
      const cat = server.client({ sessionToken: TOKEN_C });
      const created = await cat.rpc('upsert_luna_session', { p_session_token: TOKEN_C, p_attributes: { model_variant: 'a', entry_page: '/' } });
      expect(created.error).toBeNull();
      expect(created.data).toMatchObject({ session_token: TOKEN_C, model_variant: 'a', entry_page: '/' });
      const updated = await cat.rpc('upsert_luna_session', { p_session_token: TOKEN_C, p_attributes: { exit_page: '/faq', page_views: ['/', '/faq'] } });
      expect(updated.data).toMatchObject({ id: (created.data as { id: string }).id, exit_page: '/faq', entry_page: '/', page_views: ['/', '/faq'] });
    });

    it('refuses rpc by GET, which runs read-only, and writes nothing', async () => {
      const before = await snapshot(database.db);
      const dan = server.client({ sessionToken: 'token-dan-0000000000000004' });
      const { error, status } = await dan.rpc('upsert_luna_session', { p_session_token: 'token-dan-0000000000000004', p_attributes: '{}' }, { get: true });
      expect(status).toBe(405);
      expect(error?.code).toBe('25006');
      expect(await snapshot(database.db)).toBe(before);
    });

    it('updates the caller’s session through filters and returns the rows', async () => {
      const { data, error, status } = await ana.from('luna_chat_sessions').update({ exit_page: '/faq', is_active: false }).eq('session_token', TOKEN_A).select('exit_page, is_active');
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([{ exit_page: '/faq', is_active: false }]);
    });

    it('answers an update without representation with 204', async () => {
      const { status, error } = await ana.from('luna_chat_messages').update({ was_helpful: true }).eq('id', fx.historyMessages[2] ?? '');
      expect({ status, error }).toEqual({ status: 204, error: null });
      expect((await one<{ was_helpful: boolean }>(database.db, 'select was_helpful from luna_chat_messages where id = $1', [fx.historyMessages[2]])).was_helpful).toBe(true);
    });

    it('rolls a write back when a single object was asked for and several rows changed', async () => {
      const before = await snapshot(database.db);
      const { error, status } = await ana.from('luna_chat_messages').update({ was_helpful: false }).eq('session_id', fx.historySessionA).select('id').single();
      expect(status).toBe(406);
      expect(error?.code).toBe('PGRST116');
      expect(await snapshot(database.db)).toBe(before);
    });
  });

  describe('refusals', () => {
    it('answers an unknown table with 404 PGRST205', async () => {
      const { error, status } = await ana.from('profile_tokens').select('*');
      expect(status).toBe(404);
      expect(error).toEqual({ code: 'PGRST205', message: "Could not find the table 'public.profile_tokens' in the schema cache", details: null, hint: null });
    });

    it('answers an unknown column with 400 42703', async () => {
      const { error, status } = await ana.from('orders').select('id, amount');
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '42703', message: 'column orders.amount does not exist' });
    });

    it('answers an unknown operator with 400 PGRST100', async () => {
      const { error, status } = await ana.from('orders').select('id').filter('report_type', 'like', 'lun%');
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'PGRST100', message: '"failed to parse filter (like.lun%)" (line 1, column 6)' });
    });

    it('answers DELETE with 405 and changes nothing', async () => {
      const before = await snapshot(database.db);
      const { error, status } = await ana.from('luna_chat_messages').delete().eq('session_id', fx.historySessionA);
      expect(status).toBe(405);
      expect(error?.code).toBe('42501');
      expect(await snapshot(database.db)).toBe(before);
    });

    it('refuses an update without a filter', async () => {
      const { error, status } = await ana.from('luna_chat_sessions').update({ stage: 'x' });
      expect(status).toBe(400);
      expect(error?.code).toBe('21000');
    });

    it('maps a database constraint violation to 400 with the database’s own error', async () => {
      const { error, status } = await ana.from('page_visits').insert({ page_url: null, user_agent: 'test' });
      expect(status).toBe(400);
      expect(error?.code).toBe('23502');
      // The column, not the words around it: a server speaks the language it was set up in (LANG at initdb).
      expect(error?.message).toContain('page_url');
    });

    it('maps a unique violation to 409 23505', async () => {
      const { error, status } = await ana.from('luna_chat_messages').insert({ id: fx.historyMessages[0], session_id: fx.historySessionA, role: 'user', content: 'again' });
      expect(status).toBe(409);
      expect(error?.code).toBe('23505');
    });

    it('maps invalid input to 400 22P02', async () => {
      const { error, status } = await ana.from('luna_chat_messages').select('id').eq('id', 'not-a-uuid');
      expect(status).toBe(400);
      expect(error?.code).toBe('22P02');
    });

    it('refuses a body that is too large with 413', async () => {
      const response = await fetch(`${server.baseUrl}/rest/v1/page_visits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-luna-session': TOKEN_A },
        body: JSON.stringify({ page_url: 'x'.repeat(70_000) }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'PGRST102', message: 'Request body is larger than 65536 bytes' });
    });

    it('refuses a body that is not JSON with 415', async () => {
      const response = await fetch(`${server.baseUrl}/rest/v1/page_visits`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-luna-session': TOKEN_A },
        body: 'page_url=/',
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ code: 'PGRST102', message: 'Content-Type not acceptable: text/plain' });
    });

    it('refuses malformed JSON and a JSON body that is not an object with 400 PGRST102', async () => {
      for (const body of ['{"page_url":', '42', '"text"']) {
        const response = await fetch(`${server.baseUrl}/rest/v1/page_visits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        expect(response.status).toBe(400);
        expect(((await response.json()) as { code: string }).code).toBe('PGRST102');
      }
    });
  });

  describe('injection attempts', () => {
    const hostile = ["' OR '1'='1", "x'); DELETE FROM luna_chat_messages; --", '1) OR (1=1', '"; DROP TABLE profiles; --', 'Zoë 🌙 ’ $1 \\'];

    it('treats hostile filter values as plain values: nothing found, nothing changed', async () => {
      const before = await snapshot(database.db);
      for (const value of hostile) {
        const messages = await ana.from('luna_chat_messages').select('id').eq('content', value);
        expect(messages).toMatchObject({ status: 200, data: [] });
        const listed = await ana.from('report_deliveries').select('report_type').in('checkout_session_id', [value, `${value},cs_b`]);
        expect(listed).toMatchObject({ status: 200, data: [] });
        const profile = await ben.from('profiles').select('id').eq('email', value);
        expect(profile).toMatchObject({ status: 200, data: [] });
      }
      expect(await snapshot(database.db)).toBe(before);
    });

    it('refuses hostile order, select and table names with a 4xx and changes nothing', async () => {
      const before = await snapshot(database.db);
      const paths = [
        '/luna_chat_messages?order=created_at;DROP TABLE profiles',
        '/luna_chat_messages?order=(select 1)',
        '/luna_chat_messages?select=id,(select email from profiles)',
        '/luna_chat_messages?select=*;DELETE FROM orders',
        '/luna_chat_messages;DROP%20TABLE%20orders',
        '/luna_chat_messages?id=eq.1&id;drop=eq.2',
      ];
      for (const path of paths) {
        const response = await fetch(`${server.baseUrl}/rest/v1${path.replaceAll(' ', '%20')}`, { headers: { 'x-luna-session': TOKEN_A } });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(Object.keys((await response.json()) as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
      }
      expect(await snapshot(database.db)).toBe(before);
    });
  });

  describe('isolation: Ben cannot reach Ana’s rows', () => {
    it('cannot read her session by id or by token', async () => {
      expect((await ben.from('luna_chat_sessions').select('id').eq('id', fx.sessionA)).data).toEqual([]);
      expect((await ben.from('luna_chat_sessions').select('id').eq('session_token', TOKEN_A)).data).toEqual([]);
      expect((await ben.from('luna_chat_sessions').select('session_token')).data).toEqual([{ session_token: TOKEN_B }]);
    });

    it('cannot read her messages', async () => {
      expect((await ben.from('luna_chat_messages').select('id').eq('session_id', fx.historySessionA)).data).toEqual([]);
      expect((await ben.from('luna_chat_messages').select('content')).data).toEqual([{ content: 'Ben here' }]);
    });

    it('cannot read her profile by id or by email', async () => {
      expect((await ben.from('profiles').select('id').eq('id', fx.profileA)).data).toEqual([]);
      expect((await ben.from('profiles').select('id').eq('email', 'ana.moon@example.com')).data).toEqual([]);
      expect((await ben.from('profiles').select('id').eq('email', 'ANA.MOON@EXAMPLE.COM')).data).toEqual([]);
      expect((await ben.from('profiles').select('id').single()).status).toBe(403);
    });

    it('cannot read her orders or deliveries', async () => {
      expect((await ben.from('orders').select('report_type').eq('profile_id', fx.profileA)).data).toEqual([]);
      expect((await ben.from('orders').select('report_type')).data).toEqual([{ report_type: 'astrology' }]);
      const deliveries = await ben.from('report_deliveries').select('checkout_session_id').in('profile_id', [fx.profileA, fx.profileB]);
      expect(deliveries.data).toEqual([{ checkout_session_id: 'cs_b' }]);
    });

    it('cannot update her session or her messages: no row changes', async () => {
      const before = await snapshot(database.db);
      const session = await ben.from('luna_chat_sessions').update({ exit_page: '/hijacked' }).eq('id', fx.sessionA).select('id');
      expect(session).toMatchObject({ status: 200, data: [] });
      const messages = await ben.from('luna_chat_messages').update({ was_helpful: false }).eq('session_id', fx.historySessionA).select('id');
      expect(messages).toMatchObject({ status: 200, data: [] });
      expect(await snapshot(database.db)).toBe(before);
    });

    it('cannot write into her session, take over her token or overwrite her messages', async () => {
      const before = await snapshot(database.db);
      const inserted = await ben.from('luna_chat_messages').insert({ session_id: fx.sessionA, role: 'user', content: 'hijacked' });
      expect(inserted.error?.code).toBe('42501');
      expect(inserted.status).toBe(403);
      const rpc = await ben.rpc('upsert_luna_session', { p_session_token: TOKEN_A, p_attributes: { exit_page: '/hijacked' } });
      expect(rpc.error?.code).toBe('42501');
      const upsert = await ben.from('luna_chat_messages').upsert({ id: fx.historyMessages[0], session_id: fx.sessionB, role: 'user', content: 'hijacked' }, { onConflict: 'id' });
      expect(upsert.error?.code).toBe('42501');
      expect(await snapshot(database.db)).toBe(before);
    });

    it('an anonymous visitor sees no profile, order or delivery at all', async () => {
      const stranger = server.client({ sessionToken: 'token-eve-0000000000000005' });
      expect((await stranger.from('profiles').select('id').eq('id', fx.profileA)).data).toEqual([]);
      expect((await stranger.from('orders').select('id')).data).toEqual([]);
      expect((await stranger.from('report_deliveries').select('report_type')).data).toEqual([]);
      expect((await stranger.from('luna_chat_messages').select('id')).data).toEqual([]);
    });
  });
});
