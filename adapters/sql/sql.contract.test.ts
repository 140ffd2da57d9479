import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestClaims, SqlDatabase, SqlExecutor } from '../../domain/kernel';
import { normalisePageViews } from '../../domain/conversation';
import { withClaims } from './claims';
import { MigrationChecksumError, SqlError } from './errors';
import { loadMigrations, migrate, migrationFromFile } from './migrate';
import { openTestDatabase, testDatabaseKinds } from '../../tests/support/test-databases';
import type { TestDatabase } from '../../tests/support/test-databases';

/**
 * One contract for every SQL adapter: PGlite always, PostgreSQL when DATABASE_URL is set.
 * The same migrations, the same SQL and the same answers on both, and the same walls
 * between visitors (row-level security as moonwise_visitor with the request's claims).
 */

const VISITOR_TABLES = ['luna_chat_sessions', 'luna_chat_messages', 'profiles', 'orders', 'page_visits', 'report_deliveries'];

/** Strings an attacker would try; PostgreSQL text cannot hold NUL, so that one is left out. */
const INJECTION_STRINGS = [
  "'); drop table profiles; --",
  "' or '1'='1",
  '$1; delete from luna_chat_messages',
  '"; select pg_sleep(10); --',
  '\\x00\\\\ %s %n {{7*7}} ${process.env}',
  'Robert\'); DROP TABLE "luna_chat_sessions";--',
];

let unique = 0;
const nextId = (prefix: string) => `${prefix}-${process.pid}-${(unique += 1)}`;

describe.each(testDatabaseKinds())('the SQL contract on %s', (kind) => {
  let target: TestDatabase;
  let db: SqlDatabase;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    db = target.db;
  });
  afterAll(async () => {
    await target?.dispose();
  });

  const asVisitor = <T>(claims: RequestClaims, work: (tx: SqlExecutor) => Promise<T>) => withClaims(db, claims, work);

  describe('queries and transactions', () => {
    it('passes parameters as values and reports the rows', async () => {
      const email = `${nextId('params')}@example.com`;
      const inserted = await db.query<{ id: string; email: string }>('insert into profiles (email, full_name) values ($1, $2) returning id, email', [email, 'Ana Silva']);
      expect(inserted.rowCount).toBe(1);
      expect(inserted.rows[0]?.email).toBe(email);

      const found = await db.query('select full_name from profiles where lower(email) = lower($1)', [email.toUpperCase()]);
      expect(found.rows).toEqual([{ full_name: 'Ana Silva' }]);

      const updated = await db.query('update profiles set full_name = $1 where email = $2', ['Ana', email]);
      expect(updated.rowCount).toBe(1);
      expect(updated.rows).toEqual([]);
    });

    it('answers with the same JavaScript values on both adapters', async () => {
      const { rows } = await db.query(
        `select $1::date as day, count(*) as how_many, now() as at, $2::jsonb as doc, $3::text[] as list, $4::time as clock, 1.50::numeric as amount
         from (values (1), (2)) as v(n)`,
        ['1990-03-14', JSON.stringify({ goal: ['calm'] }), ['a', 'b'], '08:30'],
      );
      const row = rows[0] ?? {};
      expect(row.day).toBe('1990-03-14');
      expect(row.how_many).toBe(2);
      expect(row.at).toBeInstanceOf(Date);
      expect(row.doc).toEqual({ goal: ['calm'] });
      expect(row.list).toEqual(['a', 'b']);
      expect(row.clock).toBe('08:30:00');
      expect(row.amount).toBe('1.50');
    });

    it('runs a script of several statements when there are no parameters', async () => {
      const result = await db.query('create temporary table scratch_script (n int); insert into scratch_script values (1), (2); select count(*) as n from scratch_script');
      expect(result.rows).toEqual([{ n: 2 }]);
    });

    it('commits a transaction whose work resolves', async () => {
      const email = `${nextId('commit')}@example.com`;
      const id = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>('insert into profiles (email) values ($1) returning id', [email]);
        return rows[0]?.id;
      });
      const { rows } = await db.query('select id from profiles where email = $1', [email]);
      expect(rows).toEqual([{ id }]);
    });

    it('rolls back a transaction whose work throws, and passes the error on unchanged', async () => {
      const email = `${nextId('rollback')}@example.com`;
      const thrown = new Error('the work changed its mind');
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into profiles (email) values ($1)', [email]);
          throw thrown;
        }),
      ).rejects.toBe(thrown);
      const { rows } = await db.query('select 1 from profiles where email = $1', [email]);
      expect(rows).toEqual([]);
    });

    it('leaves nothing half-written when a statement fails inside a transaction', async () => {
      const email = `${nextId('half')}@example.com`;
      await expect(
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string }>('insert into profiles (email) values ($1) returning id', [email]);
          await tx.query('insert into orders (profile_id, report_type, payment_status) values ($1, $2, $3)', [rows[0]?.id, 'lunar', 'completed']);
          await tx.query('insert into profiles (email) values ($1)', [email.toUpperCase()]);
        }),
      ).rejects.toBeInstanceOf(SqlError);
      const profiles = await db.query('select 1 from profiles where lower(email) = $1', [email]);
      const orders = await db.query('select 1 from orders o join profiles p on p.id = o.profile_id where lower(p.email) = $1', [email]);
      expect(profiles.rowCount + orders.rowCount).toBe(0);
    });

    it('reports a statement error as SqlError with the server’s code, detail and constraint', async () => {
      const email = `${nextId('dup')}@example.com`;
      await db.query('insert into profiles (email) values ($1)', [email]);
      const error = await db.query('insert into profiles (email) values ($1)', [email.toUpperCase()]).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SqlError);
      expect(error).toMatchObject({ code: '23505', constraint: 'profiles_lower_email_key' });
      // The key, not the words around it: a server speaks the language it was set up in (LANG at initdb).
      expect((error as SqlError).detail).toContain(`(lower(email))=(${email})`);
    });

    it('refuses db.query inside a transaction instead of waiting on itself', async () => {
      await expect(db.transaction(() => db.query('select 1'))).rejects.toThrow(/use the transaction's executor/);
      await expect(db.query('select 1 as still_works')).resolves.toMatchObject({ rows: [{ still_works: 1 }] });
    });

    it('stores any text given as a parameter verbatim and runs none of it', async () => {
      const { rows } = await db.query<{ id: string }>("insert into luna_chat_sessions (session_token) values ($1) returning id", [nextId('injection')]);
      const sessionId = rows[0]?.id;
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.constantFrom(...INJECTION_STRINGS), fc.string({ unit: 'grapheme', maxLength: 80 })), async (text) => {
          fc.pre(!text.includes('\u0000'));
          const saved = await db.query<{ content: string }>("insert into luna_chat_messages (session_id, role, content) values ($1, 'user', $2) returning content", [sessionId, text]);
          expect(saved.rows[0]?.content).toBe(text);
        }),
        { numRuns: 60, examples: INJECTION_STRINGS.map((text) => [text]) },
      );
      const tables = await db.query("select count(*) as n from pg_tables where tablename = any($1::text[])", [VISITOR_TABLES]);
      expect(tables.rows[0]?.n).toBe(VISITOR_TABLES.length);
    });
  });

  describe('migrations', () => {
    it('has applied every migration once, in version order, with its checksum', async () => {
      const { rows } = await db.query<{ version: number; name: string; checksum: string }>('select version, name, checksum from schema_migrations order by version');
      expect(rows).toEqual(loadMigrations().map(({ version, name, checksum }) => ({ version, name, checksum })));
    });

    it('applies nothing on a second run', async () => {
      await expect(migrate(db)).resolves.toEqual([]);
    });

    it('stops with an error naming the file when an applied migration was edited', async () => {
      const [first, ...rest] = loadMigrations();
      if (!first) throw new Error('no migrations found');
      const edited = migrationFromFile(first.file, `${first.sql}\n-- an afterthought\n`);
      const error = await migrate(db, { migrations: [edited, ...rest] }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MigrationChecksumError);
      expect((error as MigrationChecksumError).file).toBe(first.file);
      expect((error as Error).message).toContain(first.file);
    });

    it('does not count a change of line endings as an edit', async () => {
      const migrations = loadMigrations().map((migration) => migrationFromFile(migration.file, migration.sql.replace(/\n/g, '\r\n')));
      await expect(migrate(db, { migrations })).resolves.toEqual([]);
    });

    it('applies a failing migration not at all: neither its changes nor its record', async () => {
      const broken = migrationFromFile('9001_half_done.sql', 'create table half_done (id int);\nselect 1 / 0;');
      await expect(migrate(db, { migrations: [...loadMigrations(), broken] })).rejects.toMatchObject({ code: '22012' });
      const left = await db.query("select (select count(*) from pg_tables where tablename = 'half_done') as tables, (select count(*) from schema_migrations where version = 9001) as records");
      expect(left.rows).toEqual([{ tables: 0, records: 0 }]);
    });

    it('enables and forces row-level security on every table a visitor reaches', async () => {
      const { rows } = await db.query<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
        'select relname, relrowsecurity, relforcerowsecurity from pg_class where relname = any($1::text[]) and relkind = $2 order by relname',
        [VISITOR_TABLES, 'r'],
      );
      expect(rows).toEqual([...VISITOR_TABLES].sort().map((relname) => ({ relname, relrowsecurity: true, relforcerowsecurity: true })));
    });
  });

  describe('row-level security: a visitor reaches only their own rows', () => {
    interface Visitor {
      profileId: string;
      email: string;
      sessionToken: string;
      sessionId: string;
      messageId: string;
    }
    let a: Visitor;
    let b: Visitor;
    const claimsOf = (visitor: Visitor): RequestClaims => ({ sessionToken: visitor.sessionToken, profileId: visitor.profileId });

    const seedVisitor = async (label: string): Promise<Visitor> => {
      const email = `${nextId(label)}@Example.com`;
      const sessionToken = nextId(`token-${label}`);
      const profile = await db.query<{ id: string }>('insert into profiles (email, full_name) values ($1, $2) returning id', [email, label]);
      const profileId = profile.rows[0]?.id as string;
      const session = await db.query<{ id: string }>('insert into luna_chat_sessions (session_token, profile_id) values ($1, $2) returning id', [sessionToken, profileId]);
      const sessionId = session.rows[0]?.id as string;
      const message = await db.query<{ id: string }>(
        "insert into luna_chat_messages (session_id, profile_id, role, content) values ($1, $2, 'user', $3) returning id",
        [sessionId, profileId, `hello from ${label}`],
      );
      await db.query("insert into orders (profile_id, report_type, payment_status) values ($1, 'lunar', 'completed')", [profileId]);
      await db.query("insert into report_deliveries (profile_id, report_type, generation_status, checkout_session_id) values ($1, 'lunar', 'pending', $2)", [profileId, nextId('cs')]);
      return { profileId, email, sessionToken, sessionId, messageId: message.rows[0]?.id as string };
    };

    beforeAll(async () => {
      a = await seedVisitor('a');
      b = await seedVisitor('b');
    });

    it('shows a visitor their own session and not another’s', async () => {
      const seen = await asVisitor(claimsOf(a), (tx) => tx.query<{ id: string }>('select id from luna_chat_sessions'));
      expect(seen.rows.map((row) => row.id)).toEqual([a.sessionId]);
      const asked = await asVisitor(claimsOf(a), (tx) => tx.query('select id from luna_chat_sessions where session_token = $1 or id = $2', [b.sessionToken, b.sessionId]));
      expect(asked.rows).toEqual([]);
    });

    it('finds a session by its token alone, before any profile is known', async () => {
      const seen = await asVisitor({ sessionToken: b.sessionToken, profileId: null }, (tx) => tx.query('select id from luna_chat_sessions'));
      expect(seen.rows).toEqual([{ id: b.sessionId }]);
    });

    it('updates no session of someone else', async () => {
      const result = await asVisitor(claimsOf(a), (tx) => tx.query("update luna_chat_sessions set exit_page = '/stolen' where id = $1", [b.sessionId]));
      expect(result.rowCount).toBe(0);
      const own = await asVisitor(claimsOf(a), (tx) => tx.query("update luna_chat_sessions set exit_page = '/faq' where id = $1", [a.sessionId]));
      expect(own.rowCount).toBe(1);
      const pages = await db.query('select id, exit_page from luna_chat_sessions where id = any($1::uuid[]) order by id', [[a.sessionId, b.sessionId]]);
      expect(Object.fromEntries(pages.rows.map((row) => [row.id, row.exit_page]))).toEqual({ [a.sessionId]: '/faq', [b.sessionId]: null });
    });

    it.each(['stage', 'chat_turns', 'total_messages', 'helpful_count', 'not_helpful_count', 'extracted_insights'])(
      'lets no visitor write %s of their own session: the server keeps it',
      async (column) => {
        const value = column === 'stage' ? "'CUSTOMER'" : column === 'extracted_insights' ? `'{}'::jsonb` : '-4';
        const error = await asVisitor(claimsOf(a), (tx) => tx.query(`update luna_chat_sessions set ${column} = ${value} where id = $1`, [a.sessionId])).catch(
          (caught: unknown) => caught,
        );
        expect(error).toMatchObject({ code: '42501', message: expect.stringContaining('luna_chat_sessions') });
      },
    );

    it.each([
      ['content', "'forged'"],
      ['reading_url', "'https://evil.example/'"],
      ['moon_reading_generated', 'true'],
      ['metadata', `'{}'::jsonb`],
      ['role', "'assistant'"],
    ])('lets a visitor rate a message of theirs but not change its %s', async (column, value) => {
      const rated = await asVisitor(claimsOf(a), (tx) => tx.query('update luna_chat_messages set was_helpful = true where id = $1', [a.messageId]));
      expect(rated.rowCount).toBe(1);
      const error = await asVisitor(claimsOf(a), (tx) => tx.query(`update luna_chat_messages set ${column} = ${value} where id = $1`, [a.messageId])).catch(
        (caught: unknown) => caught,
      );
      expect(error).toMatchObject({ code: '42501', message: expect.stringContaining('luna_chat_messages') });
    });

    it('lets no visitor move a session to another token or profile', async () => {
      const error = await asVisitor(claimsOf(a), (tx) => tx.query('update luna_chat_sessions set profile_id = $1 where id = $2', [b.profileId, a.sessionId])).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: '42501' });
    });

    it('shows and changes only the messages of the visitor’s own sessions', async () => {
      const seen = await asVisitor(claimsOf(a), (tx) => tx.query('select id from luna_chat_messages order by created_at'));
      expect(seen.rows).toEqual([{ id: a.messageId }]);
      const updated = await asVisitor(claimsOf(a), (tx) => tx.query('update luna_chat_messages set was_helpful = true where id = $1', [b.messageId]));
      expect(updated.rowCount).toBe(0);
      const after = await db.query('select was_helpful from luna_chat_messages where id = $1', [b.messageId]);
      expect(after.rows).toEqual([{ was_helpful: null }]);
    });

    it('refuses a message written into someone else’s session', async () => {
      const error = await asVisitor(claimsOf(a), (tx) =>
        tx.query("insert into luna_chat_messages (session_id, role, content) values ($1, 'user', 'sneaky')", [b.sessionId]),
      ).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: '42501' });
      const own = await asVisitor(claimsOf(a), (tx) => tx.query("insert into luna_chat_messages (session_id, role, content) values ($1, 'user', 'hello') returning id", [a.sessionId]));
      expect(own.rowCount).toBe(1);
    });

    it('takes a visitor’s own words only: role user, at most 2000 characters', async () => {
      const insert = (role: string, content: string) =>
        asVisitor(claimsOf(a), (tx) => tx.query('insert into luna_chat_messages (session_id, role, content) values ($1, $2, $3)', [a.sessionId, role, content]));
      expect((await insert('user', 'x'.repeat(2000))).rowCount).toBe(1);
      for (const [role, content] of [['assistant', 'Your reading: https://evil.example/'], ['user', 'x'.repeat(2001)]] as const) {
        const error = await insert(role, content).catch((caught: unknown) => caught);
        expect(error).toMatchObject({ code: '42501', message: expect.stringContaining('luna_chat_messages') });
      }
    });

    it.each([
      ['reading_url', "'https://evil.example/'"],
      ['moon_reading_generated', 'true'],
      ['created_at', "'2000-01-01T00:00:00Z'"],
    ])('lets no visitor write a message’s %s', async (column, value) => {
      const error = await asVisitor(claimsOf(a), (tx) =>
        tx.query(`insert into luna_chat_messages (session_id, role, content, ${column}) values ($1, 'user', 'hi', ${value})`, [a.sessionId]),
      ).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: '42501', message: expect.stringContaining('luna_chat_messages') });
    });

    it('refuses a message in the visitor’s session that names another profile', async () => {
      const error = await asVisitor(claimsOf(a), (tx) =>
        tx.query("insert into luna_chat_messages (session_id, profile_id, role, content) values ($1, $2, 'user', 'mine?')", [a.sessionId, b.profileId]),
      ).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: '42501' });
    });

    it('never lists profiles, and shows only the visitor’s own', async () => {
      const listed = await asVisitor(claimsOf(a), (tx) => tx.query('select id from profiles'));
      expect(listed.rows).toEqual([{ id: a.profileId }]);
      const anonymous = await asVisitor({ sessionToken: a.sessionToken, profileId: null }, (tx) => tx.query('select count(*) as n from profiles'));
      expect(anonymous.rows).toEqual([{ n: 0 }]);
    });

    it('never finds a profile by someone else’s email or id', async () => {
      const byEmail = await asVisitor(claimsOf(a), (tx) => tx.query('select id from profiles where lower(email) = lower($1)', [b.email]));
      expect(byEmail.rows).toEqual([]);
      const byId = await asVisitor(claimsOf(a), (tx) => tx.query('select id from profiles where id = $1', [b.profileId]));
      expect(byId.rows).toEqual([]);
      const ownByEmail = await asVisitor(claimsOf(a), (tx) => tx.query('select id from profiles where lower(email) = lower($1)', [a.email]));
      expect(ownByEmail.rows).toEqual([{ id: a.profileId }]);
    });

    it('shows only the visitor’s own orders and report deliveries', async () => {
      const orders = await asVisitor(claimsOf(a), (tx) => tx.query<{ profile_id: string }>("select profile_id from orders where payment_status = 'completed'"));
      expect(orders.rows.map((row) => row.profile_id)).toEqual([a.profileId]);
      const deliveries = await asVisitor(claimsOf(a), (tx) => tx.query<{ profile_id: string }>('select profile_id from report_deliveries where profile_id = any($1::uuid[])', [[a.profileId, b.profileId]]));
      expect(deliveries.rows.map((row) => row.profile_id)).toEqual([a.profileId]);
    });

    it('treats a malformed profile claim as no claim', async () => {
      const seen = await asVisitor({ sessionToken: null, profileId: "' or true --" }, (tx) => tx.query('select count(*) as n from profiles'));
      expect(seen.rows).toEqual([{ n: 0 }]);
    });

    it('reaches nothing with an injection string as the session claim', async () => {
      const seen = await asVisitor({ sessionToken: "' or '1'='1", profileId: null }, (tx) => tx.query('select count(*) as n from luna_chat_sessions'));
      expect(seen.rows).toEqual([{ n: 0 }]);
    });

    it('denies the operations §7 does not list', async () => {
      const attempts = [
        'delete from luna_chat_messages',
        'delete from luna_chat_sessions',
        "insert into luna_chat_sessions (session_token) values ('made-up')",
        "update profiles set full_name = 'x'",
        "insert into orders (profile_id, report_type, payment_status) values (gen_random_uuid(), 'lunar', 'completed')",
        "update report_deliveries set generation_status = 'completed'",
        'select * from page_visits',
        'select * from profile_tokens',
        'select * from readings',
        'select * from schema_migrations',
      ];
      for (const statement of attempts) {
        const error = await asVisitor(claimsOf(a), (tx) => tx.query(statement)).catch((caught: unknown) => caught);
        expect(error, statement).toMatchObject({ code: '42501' });
      }
    });

    it('records a page visit for no profile or the visitor’s own, never another’s', async () => {
      const anonymous = await asVisitor(claimsOf(a), (tx) => tx.query("insert into page_visits (page_url, user_agent) values ('/moon-signs', 'test')"));
      const own = await asVisitor(claimsOf(a), (tx) => tx.query("insert into page_visits (profile_id, page_url) values ($1, '/reading')", [a.profileId]));
      expect(anonymous.rowCount + own.rowCount).toBe(2);
      const error = await asVisitor(claimsOf(a), (tx) => tx.query("insert into page_visits (profile_id, page_url) values ($1, '/reading')", [b.profileId])).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: '42501' });
    });

    it('records a page visit of the lengths the site sends, and no longer, nor with a made-up time', async () => {
      const visit = (url: string, agent: string | null) =>
        asVisitor(claimsOf(a), (tx) => tx.query('insert into page_visits (page_url, user_agent) values ($1, $2)', [url, agent]));
      expect((await visit(`/${'p'.repeat(1999)}`, 'a'.repeat(500))).rowCount).toBe(1);
      for (const [url, agent] of [[`/${'p'.repeat(2000)}`, null], ['/', 'a'.repeat(501)]] as const)
        expect(await visit(url, agent).catch((caught: unknown) => caught)).toMatchObject({ code: '42501' });
      const dated = await asVisitor(claimsOf(a), (tx) => tx.query("insert into page_visits (page_url, created_at) values ('/', now() - interval '1 year')")).catch(
        (caught: unknown) => caught,
      );
      expect(dated).toMatchObject({ code: '42501', message: expect.stringContaining('page_visits') });
    });

    it('ends the visitor’s role and claims with the transaction', async () => {
      const inside = await asVisitor(claimsOf(a), (tx) => tx.query("select current_user as who, current_setting('request.session_token', true) as token"));
      expect(inside.rows).toEqual([{ who: 'moonwise_visitor', token: a.sessionToken }]);
      const after = await db.query("select current_user as who, coalesce(current_setting('request.session_token', true), '') as token");
      expect(after.rows[0]?.who).not.toBe('moonwise_visitor');
      expect(after.rows[0]?.token).toBe('');
    });
  });

  describe('upsert_luna_session', () => {
    const upsert = (claims: RequestClaims, token: string, attributes: unknown) =>
      asVisitor(claims, (tx) => tx.query('select * from upsert_luna_session($1, $2)', [token, JSON.stringify(attributes)]));

    it('creates the session of the token the request carries, then updates it', async () => {
      const token = nextId('upsert');
      const created = await upsert({ sessionToken: token, profileId: null }, token, { entry_page: '/', model_variant: 'b', device_info: { language: 'pt-PT' } });
      expect(created.rows[0]).toMatchObject({ session_token: token, entry_page: '/', model_variant: 'b', stage: null, is_active: true, total_messages: 0, device_info: { language: 'pt-PT' } });
      const updated = await upsert({ sessionToken: token, profileId: null }, token, { exit_page: '/moon-phases' });
      expect(updated.rows[0]).toMatchObject({ id: created.rows[0]?.id, entry_page: '/', model_variant: 'b', exit_page: '/moon-phases' });
    });

    it.each(['stage', 'chat_turns', 'total_messages', 'helpful_count', 'not_helpful_count', 'extracted_insights'])(
      'refuses %s, which only the server writes, with 42501 and changes nothing',
      async (attribute) => {
        const token = nextId('owned');
        await upsert({ sessionToken: token, profileId: null }, token, { entry_page: '/' });
        const forged = attribute === 'stage' ? 'CUSTOMER' : attribute === 'extracted_insights' ? { name: 'forged' } : -4;
        const error = await upsert({ sessionToken: token, profileId: null }, token, { [attribute]: forged, exit_page: '/x' }).catch((caught: unknown) => caught);
        expect(error).toMatchObject({ code: '42501', message: expect.stringContaining('luna_chat_sessions') });
        const { rows } = await db.query('select stage, chat_turns, exit_page from luna_chat_sessions where session_token = $1', [token]);
        expect(rows).toEqual([{ stage: null, chat_turns: 0, exit_page: null }]);
      },
    );

    it('refuses a token that is not the request’s own', async () => {
      const victim = nextId('victim');
      await upsert({ sessionToken: victim, profileId: null }, victim, {});
      for (const claims of [{ sessionToken: nextId('attacker'), profileId: null }, { sessionToken: null, profileId: null }]) {
        const error = await upsert(claims, victim, { exit_page: '/stolen' }).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(SqlError);
        expect(error).toMatchObject({ code: '42501' });
      }
      const { rows } = await db.query('select exit_page from luna_chat_sessions where session_token = $1', [victim]);
      expect(rows).toEqual([{ exit_page: null }]);
    });

    it('ignores attributes outside its whitelist', async () => {
      const token = nextId('whitelist');
      const profile = await db.query<{ id: string }>('insert into profiles (email) values ($1) returning id', [`${nextId('w')}@example.com`]);
      const { rows } = await upsert({ sessionToken: token, profileId: null }, token, {
        profile_id: profile.rows[0]?.id,
        session_token: 'another',
        id: '00000000-0000-4000-8000-000000000000',
        is_admin: true,
      });
      expect(rows[0]).toMatchObject({ session_token: token, profile_id: null });
      expect(rows[0]?.id).not.toBe('00000000-0000-4000-8000-000000000000');
      expect(rows[0]).not.toHaveProperty('is_admin');
    });

    it('cuts the entry page to 255 characters', async () => {
      const token = nextId('entry');
      const { rows } = await upsert({ sessionToken: token, profileId: null }, token, { entry_page: `/${'a'.repeat(400)}` });
      expect(rows[0]?.entry_page).toBe(`/${'a'.repeat(254)}`);
    });

    it('caps page views at the 25 most recent distinct pages of at most 255 characters', async () => {
      const token = nextId('views');
      const pages = [...Array.from({ length: 40 }, (_, i) => `/page-${i}`), `/${'x'.repeat(300)}`, '/page-3', 42, '   '];
      const { rows } = await upsert({ sessionToken: token, profileId: null }, token, { page_views: pages });
      expect(rows[0]?.page_views).toEqual(normalisePageViews(pages));
      expect(rows[0]?.page_views).toHaveLength(25);
    });

    it('keeps page views as the domain does, whatever the list', async () => {
      const token = nextId('views-property');
      const pageArb = fc.oneof(fc.constantFrom('/', '/moon-signs', '/reading', '  ', ''), fc.string({ maxLength: 260 }), fc.integer());
      await fc.assert(
        fc.asyncProperty(fc.array(pageArb, { maxLength: 40 }), async (pages) => {
          const { rows } = await upsert({ sessionToken: token, profileId: null }, token, { page_views: pages });
          expect(rows[0]?.page_views).toEqual(normalisePageViews(pages));
        }),
        // Each case is a round trip to the database: fewer runs than a pure property.
        { numRuns: 40 },
      );
    });

    it('holds the page-view cap on a direct update too', async () => {
      const token = nextId('patch');
      await upsert({ sessionToken: token, profileId: null }, token, {});
      const pages = Array.from({ length: 30 }, (_, i) => `/p${i}`);
      const { rows } = await asVisitor({ sessionToken: token, profileId: null }, (tx) =>
        tx.query('update luna_chat_sessions set page_views = $1 where session_token = $2 returning page_views', [pages, token]),
      );
      expect(rows[0]?.page_views).toEqual(pages.slice(5));
    });
  });

  describe('two migrations runs at once', () => {
    let fresh: TestDatabase;
    beforeAll(async () => {
      fresh = await openTestDatabase(kind, { migrate: false });
    });
    afterAll(async () => {
      await fresh?.dispose();
    });

    it('apply each migration exactly once between them', async () => {
      const [first, second] = await Promise.all([migrate(fresh.db), migrate(fresh.db)]);
      const versions = loadMigrations().map((migration) => migration.version);
      expect([...(first ?? []), ...(second ?? [])].sort((x, y) => x - y)).toEqual(versions);
      const { rows } = await fresh.db.query('select version from schema_migrations order by version');
      expect(rows.map((row) => row.version)).toEqual(versions);
    });
  });
});
