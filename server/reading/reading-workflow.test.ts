import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../tests/support/test-databases';
import { createZoneRules } from '../../adapters/zone-rules';
import type { BirthLocation } from '../../domain/birth';
import { ANONYMOUS_CALLER, type Caller, DEFAULT_RATE_LIMIT_CONFIG } from '../../domain/reading';
import { fixedClock } from '../../domain/kernel';
import type { SqlDatabase, SqlExecutor } from '../../domain/kernel';
import { emailCodes } from './email-codes';
import { EMAIL_CODE_SUBJECT, READING_CHANGE_EMAIL_SUBJECT, READING_EMAIL_SUBJECT } from '../platform/email/emails';
import { readingWorkflow, type CompleteBirthDetails, type ReadingAsk } from './reading-workflow';

/**
 * The one reading workflow on a real database (PGlite, and PostgreSQL when DATABASE_URL is
 * set): who may make, keep or replace a reading, what a stranger learns (nothing), and the
 * emailed change and code that let an owner act from a new session.
 */
const T0 = Date.UTC(2026, 10, 23, 12);
const lisbon: BirthLocation = { city: 'Lisbon', country: 'Portugal', displayName: 'Lisbon, Portugal', coordinates: { lat: 38.7167, lng: -9.1333 }, timezone: 'Europe/Lisbon' };
const tokyo: BirthLocation = { city: 'Tokyo', country: 'Japan', displayName: 'Tokyo, Japan', coordinates: { lat: 35.6895, lng: 139.6917 }, timezone: 'Asia/Tokyo' };
const EMAIL = 'ana@example.com';
const anas: CompleteBirthDetails = { email: EMAIL, birthDate: '1990-03-14', birthTime: '08:30', birthLocation: lisbon };
const bobs: CompleteBirthDetails = { email: 'Ana@Example.com', birthDate: '1970-01-01', birthTime: null, birthLocation: tokyo };

const generous = { windowMs: DEFAULT_RATE_LIMIT_CONFIG.windowMs, max: { email: 1_000, session: 1_000, ip: 1_000 } };

const ask = (caller: Caller, details: CompleteBirthDetails, extra: Partial<ReadingAsk> = {}): ReadingAsk => ({
  caller,
  limits: { sessionToken: null, ip: '203.0.113.9' },
  details,
  placeId: null,
  person: { firstName: details === anas ? 'Ana' : 'Bob', goal: null, persona: null },
  choice: null,
  origin: 'chat',
  ...extra,
});

type Stored = { full_name: string | null; birth_date: string; birth_time: string | null; birth_city: string; readings: number };
const storedProfile = async (db: SqlDatabase): Promise<Stored | null> => {
  const { rows } = await db.query<Stored>(
    `select full_name, to_char(birth_date, 'YYYY-MM-DD') as birth_date, to_char(birth_time, 'HH24:MI') as birth_time, birth_city,
            (select count(*) from readings r where r.profile_id = p.id)::int as readings
       from profiles p where lower(email) = $1`,
    [EMAIL],
  );
  return rows[0] ?? null;
};

const mails = async (db: SqlDatabase, subject: string) =>
  (await db.query<{ body_text: string }>('select body_text from email_outbox where subject = $1 order by created_at', [subject])).rows.map((row) => row.body_text);

const tokenIn = (text: string | undefined, param: 'token' | 'change'): string => {
  const match = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`).exec(text ?? '');
  if (!match?.[1]) throw new Error(`no ${param} link in: ${text}`);
  return match[1];
};

describe.each(testDatabaseKinds())('the reading workflow on %s', (kind) => {
  let target: TestDatabase;
  const clock = fixedClock(T0);
  const rules = createZoneRules().rules;
  const workflow = readingWorkflow({ rules, clock, siteUrl: 'https://moonwise.example', rateLimits: generous });
  const codes = emailCodes({ secret: 'workflow-test-secret-0123456789abcdef', clock, siteUrl: 'https://moonwise.example' });
  const run = <T>(work: Parameters<SqlDatabase['transaction']>[0] extends (tx: infer X) => unknown ? (tx: X) => Promise<T> : never) => target.db.transaction(work);

  beforeAll(async () => {
    target = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await target.dispose();
  });
  beforeEach(async () => {
    await target.db.query('truncate profiles, readings, profile_tokens, rate_limit_counters, email_outbox, email_codes, reading_changes cascade');
  });

  const makeAnasReading = async () => {
    const { outcome } = await run((tx) => workflow.request(tx, ask(ANONYMOUS_CALLER, anas)));
    if (outcome.kind !== 'made') throw new Error(`expected a reading, got ${outcome.kind}`);
    return { profileId: outcome.profileId, owner: { profileId: outcome.profileId, verifiedEmail: null } satisfies Caller };
  };

  it('a stranger who knows the email changes nothing and learns nothing, whatever they answer', async () => {
    await makeAnasReading();
    const before = await storedProfile(target.db);
    for (const choice of [null, 'replace', 'keep'] as const) {
      const { outcome } = await run((tx) => workflow.request(tx, ask({ profileId: 'a0000000-0000-4000-8000-000000000000', verifiedEmail: null }, bobs, { choice })));
      expect(outcome).toEqual({ kind: 'pending' });
    }
    // Identical details get the very same answer: nothing tells the stranger what is stored.
    expect((await run((tx) => workflow.request(tx, ask(ANONYMOUS_CALLER, anas)))).outcome).toEqual({ kind: 'pending' });
    expect(await run(async (tx) => workflow.visibleReading(ANONYMOUS_CALLER, await workflow.lockProfile(tx, EMAIL)))).toBeNull();
    expect(await storedProfile(target.db)).toEqual(before);
  });

  it("the owner's inbox gets their reading's link and a link that applies the change once", async () => {
    const { profileId } = await makeAnasReading();
    await run((tx) => workflow.request(tx, ask(ANONYMOUS_CALLER, bobs)));
    const [notice] = await mails(target.db, READING_CHANGE_EMAIL_SUBJECT);
    expect(notice).toMatch(/https:\/\/moonwise\.example\/free-moon-reading\?token=/);
    const change = tokenIn(notice, 'change');

    const preview = await run((tx) => workflow.previewChange(tx, change));
    expect(preview?.rows.map((row) => row.field)).toEqual(['birthDate', 'birthTime', 'birthLocation']);
    expect(preview?.firstName).toBe('Ana');

    const applied = await run((tx) => workflow.applyChange(tx, change, 'replace', '198.51.100.1'));
    expect(applied?.outcome).toMatchObject({ kind: 'made', profileId, overwritten: true });
    // The owner keeps their name; the details are the proposed ones; the old reading is history.
    expect(await storedProfile(target.db)).toEqual({ full_name: 'Ana', birth_date: '1970-01-01', birth_time: null, birth_city: 'Tokyo, Japan', readings: 2 });
    expect(await run((tx) => workflow.applyChange(tx, change, 'replace', '198.51.100.1'))).toBeNull();
    expect(await run((tx) => workflow.previewChange(tx, change))).toBeNull();
  });

  it('a change link refused with keep is spent and changes nothing; an expired one does nothing', async () => {
    await makeAnasReading();
    await run((tx) => workflow.request(tx, ask(ANONYMOUS_CALLER, bobs)));
    await run((tx) => workflow.request(tx, ask(ANONYMOUS_CALLER, bobs)));
    const [first, second] = (await mails(target.db, READING_CHANGE_EMAIL_SUBJECT)).map((text) => tokenIn(text, 'change'));
    const before = await storedProfile(target.db);
    expect((await run((tx) => workflow.applyChange(tx, first as string, 'keep', '198.51.100.1')))?.outcome.kind).toBe('kept');
    expect(await run((tx) => workflow.applyChange(tx, first as string, 'replace', '198.51.100.1'))).toBeNull();
    const later = readingWorkflow({ rules, clock: fixedClock(T0 + 73 * 3_600_000), siteUrl: 'https://moonwise.example', rateLimits: generous });
    expect(await target.db.transaction((tx) => later.applyChange(tx, second as string, 'replace', '198.51.100.1'))).toBeNull();
    expect(await storedProfile(target.db)).toEqual(before);
  });

  it('the owner is asked before a different reading replaces theirs, and keep keeps it', async () => {
    const { owner } = await makeAnasReading();
    const asked = await run((tx) => workflow.request(tx, ask(owner, bobs)));
    expect(asked.outcome).toMatchObject({ kind: 'ask', existing: { birthDate: '1990-03-14' } });
    expect((await run((tx) => workflow.request(tx, ask(owner, bobs, { choice: 'keep' })))).outcome.kind).toBe('kept');
    expect((await storedProfile(target.db))?.birth_date).toBe('1990-03-14');
    expect((await run((tx) => workflow.request(tx, ask(owner, bobs, { choice: 'replace' })))).outcome).toMatchObject({ kind: 'made', overwritten: true });
    expect((await storedProfile(target.db))?.birth_date).toBe('1970-01-01');
  });

  it('a code from the inbox makes a new visitor the owner; wrong codes run out after five tries', async () => {
    const { profileId } = await makeAnasReading();
    expect(await run((tx) => codes.send(tx, 'ANA@example.com', '192.0.2.1'))).toEqual({ kind: 'sent' });
    const code = /Your code is (\d{6})\./.exec((await mails(target.db, EMAIL_CODE_SUBJECT))[0] ?? '')?.[1] as string;
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await run((tx) => codes.check(tx, EMAIL, wrong, '192.0.2.1'))).toEqual({ kind: 'wrong', triesLeft: 4 });
    expect(await run((tx) => codes.check(tx, EMAIL, code, '192.0.2.1'))).toEqual({ kind: 'verified', profileId });
    // Spent: the same code does not work twice.
    expect((await run((tx) => codes.check(tx, EMAIL, code, '192.0.2.1'))).kind).toBe('none');

    await run((tx) => codes.send(tx, EMAIL, '192.0.2.1'));
    const next = /Your code is (\d{6})\./.exec((await mails(target.db, EMAIL_CODE_SUBJECT))[1] ?? '')?.[1] as string;
    const miss = next === '000000' ? '000001' : '000000';
    const tries = [];
    for (let i = 0; i < 5; i += 1) tries.push((await run((tx) => codes.check(tx, EMAIL, miss, '192.0.2.1'))).kind);
    expect(tries).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'no_tries']);
    expect((await run((tx) => codes.check(tx, EMAIL, next, '192.0.2.1'))).kind).toBe('no_tries');

    const verified = { profileId: null, verifiedEmail: EMAIL };
    expect(await run(async (tx) => workflow.visibleReading(verified, await workflow.lockProfile(tx, EMAIL)))).toMatchObject({ birthDate: '1990-03-14' });
  });

  it('a request given the profile its transaction locked decides on it without looking it up again', async () => {
    const lookups: string[] = [];
    const counted = (tx: SqlExecutor): SqlExecutor => ({
      query: (text, params) => {
        if (/for update of p/.test(text)) lookups.push(text);
        return tx.query(text, params);
      },
    });
    const made = await run(async (tx) => workflow.request(counted(tx), ask(ANONYMOUS_CALLER, anas), await workflow.lockProfile(counted(tx), 'ANA@example.com ')));
    expect(made.outcome.kind).toBe('made');
    expect(lookups).toHaveLength(1);
    const before = await storedProfile(target.db);
    const strangers = await run(async (tx) => workflow.request(counted(tx), ask(ANONYMOUS_CALLER, bobs), await workflow.lockProfile(counted(tx), bobs.email)));
    expect(strangers.outcome).toEqual({ kind: 'pending' });
    expect(lookups).toHaveLength(2);
    expect(await storedProfile(target.db)).toEqual(before);
    // A profile locked for another email is not taken for this one.
    const other = await run(async (tx) => workflow.request(counted(tx), ask(ANONYMOUS_CALLER, anas), await workflow.lockProfile(counted(tx), 'someone@example.com')));
    expect(other.outcome).toEqual({ kind: 'pending' });
    expect(lookups).toHaveLength(4);
  });

  it('sends at most three codes to one address an hour from one connection; another connection still gets one', async () => {
    const sent = [];
    for (let i = 0; i < 4; i += 1) sent.push((await run((tx) => codes.send(tx, EMAIL, '198.51.100.1'))).kind);
    expect(sent).toEqual(['sent', 'sent', 'sent', 'rate_limited']);
    expect(await run((tx) => codes.send(tx, EMAIL, '198.51.100.2'))).toEqual({ kind: 'sent' });
  });

  it('sends at most ten codes to one address an hour from all connections together', async () => {
    const sent = [];
    for (let i = 0; i < 12; i += 1) sent.push((await run((tx) => codes.send(tx, EMAIL, `198.51.100.${10 + Math.floor(i / 3)}`))).kind);
    expect(sent.filter((kind) => kind === 'sent')).toHaveLength(10);
    expect(sent.slice(10)).toEqual(['rate_limited', 'rate_limited']);
  });

  it('an email nobody holds gets its reading and its link by email', async () => {
    await makeAnasReading();
    const [mail] = await mails(target.db, READING_EMAIL_SUBJECT);
    expect(mail).toMatch(/^Your moon reading is ready$/m);
    expect(tokenIn(mail, 'token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  /**
   * Any interleaving of the owner's session, a stranger's session and the form (as a stranger):
   * the stored birth data changes only by the owner's confirmed overwrite or an emailed change
   * the owner applied.
   */
  it('the birth data changes only through its owner, in any interleaving', async () => {
    const detailSets = [anas, bobs, { ...anas, birthTime: null }, { ...bobs, email: EMAIL, birthLocation: lisbon }];
    const action = fc.oneof(
      fc.record({
        who: fc.constantFrom('owner', 'stranger-chat', 'stranger-form'),
        details: fc.integer({ min: 0, max: 3 }),
        choice: fc.constantFrom(null, 'replace', 'keep'),
        // As the chat does: the profile looked up and locked earlier in the transaction.
        lockedFirst: fc.boolean(),
      }),
      fc.record({ who: fc.constant('owner-applies-email' as const), choice: fc.constantFrom('replace', 'keep') }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        await target.db.query('truncate profiles, readings, profile_tokens, rate_limit_counters, email_outbox, email_codes, reading_changes cascade');
        const { owner } = await makeAnasReading();
        const strangerSession = { profileId: null, verifiedEmail: null };
        for (const step of actions) {
          const before = await storedProfile(target.db);
          let mayChange: boolean;
          if (step.who === 'owner-applies-email') {
            const notices = await mails(target.db, READING_CHANGE_EMAIL_SUBJECT);
            const latest = notices.at(-1);
            if (latest === undefined) continue;
            const applied = await run((tx) => workflow.applyChange(tx, tokenIn(latest, 'change'), step.choice as 'replace' | 'keep', '198.51.100.1'));
            mayChange = applied !== null && step.choice === 'replace';
          } else {
            const caller = step.who === 'owner' ? owner : strangerSession;
            const origin = step.who === 'stranger-form' ? 'form' : 'chat';
            const asked = ask(caller, detailSets[step.details] as CompleteBirthDetails, { choice: step.choice, origin });
            const { outcome } = await run(async (tx) => workflow.request(tx, asked, step.lockedFirst ? await workflow.lockProfile(tx, asked.details.email) : undefined));
            if (step.who !== 'owner') expect(outcome).toEqual({ kind: 'pending' });
            mayChange = step.who === 'owner' && outcome.kind === 'made';
          }
          const after = await storedProfile(target.db);
          if (!mayChange) expect(after).toEqual(before);
        }
      }),
      { numRuns: 25 },
    );
  });
});
