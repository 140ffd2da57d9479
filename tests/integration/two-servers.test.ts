import { sessionTokens } from '../../server/conversation/session-tokens';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../support/scratch-database';
import type { ScratchDatabase } from '../support/scratch-database';
import { placeSearchResponse, profileByTokenResponse, saveProfileResponse } from '../../contracts';
import { EMBEDDED_PUBLIC_API_KEY } from '../../server/platform/security/settings';
import { describePostgres } from '../support/postgres-suite';
import { type ServerProcess, startServerProcess, stopServerProcess, waitUntilHealthy } from '../support/server-process';

/**
 * The server keeps no state of its own (ADR 006): sessions, profiles and messages live
 * in PostgreSQL, and access tokens are signed with a shared secret. So two server processes on
 * one database must answer as one. PGlite is one process's database, hence PostgreSQL only.
 */
const apiHeaders = (extra: Record<string, string> = {}): Record<string, string> => ({
  apikey: EMBEDDED_PUBLIC_API_KEY,
  authorization: `Bearer ${EMBEDDED_PUBLIC_API_KEY}`,
  'content-type': 'application/json',
  ...extra,
});

// Runs everywhere (PGlite without DATABASE_URL): what a process manager relies on to replace
// one of several servers: it becomes healthy, and leaves promptly and cleanly when told to.
describe('one server process', () => {
  it('answers /healthz once started, and exits with code 0 on SIGTERM', async () => {
    const server = await startServerProcess('solo', { DATABASE_URL: '' });
    try {
      await waitUntilHealthy(server);
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      server.child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      await stopServerProcess(server);
    }
  }, 60_000);
});

describePostgres('two server processes on one postgres database', () => {
  let scratch: ScratchDatabase | undefined;
  const servers: ServerProcess[] = [];
  const secret = randomBytes(48).toString('base64url');
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL as string);
    // The one secret both processes share, as any deployment of several servers must.
    const env = { DATABASE_URL: scratch.url, ACCESS_TOKEN_SECRET: secret };
    // Pushed before waiting, so afterAll stops whatever started even if one start fails.
    servers.push(await startServerProcess('a', env), await startServerProcess('b', env));
    [a, b] = servers as [ServerProcess, ServerProcess];
    await Promise.all(servers.map(waitUntilHealthy));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServerProcess));
    await scratch?.drop();
  });

  it('runs as two processes with different ports and pids', () => {
    expect(a.baseUrl).not.toBe(b.baseUrl);
    expect(a.child.pid).toBeTypeOf('number');
    expect(a.child.pid).not.toBe(b.child.pid);
  });

  it('opens through server B the profile saved through server A, and B accepts A’s access token', async () => {
    const search = await fetch(`${a.baseUrl}/functions/v1/place-search?q=${encodeURIComponent('Lisbon, Portugal')}&limit=1`, { headers: apiHeaders() });
    expect(search.status).toBe(200);
    const [lisbon] = placeSearchResponse.parse(await search.json()).places;
    expect(lisbon?.name).toBe('Lisbon');

    const email = `ana.${randomBytes(4).toString('hex')}@example.com`;
    const saved = await fetch(`${a.baseUrl}/functions/v1/save-profile`, {
      method: 'POST',
      headers: apiHeaders(),
      body: JSON.stringify({
        email,
        full_name: 'Ana Moon',
        birth_date: '1990-03-14',
        birth_time: '08:30',
        birth_place: { id: lisbon?.id, label: lisbon?.label },
      }),
    });
    expect(saved.status).toBe(200);
    const answer = saveProfileResponse.parse(await saved.json());

    const opened = await fetch(`${b.baseUrl}/functions/v1/get-profile-by-token?token=${answer.profileToken ?? ''}`, { headers: apiHeaders() });
    expect(opened.status).toBe(200);
    const { profile } = profileByTokenResponse.parse(await opened.json());
    expect(profile).toMatchObject({ id: answer.profileId, email, full_name: 'Ana Moon', birth_date: '1990-03-14' });
    expect(profile.birth_city).toContain('Lisbon');

    const own = await fetch(`${b.baseUrl}/rest/v1/profiles?select=id,email&id=eq.${answer.profileId ?? ''}`, {
      headers: apiHeaders({ authorization: `Bearer ${answer.accessToken ?? ''}` }),
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual([{ id: answer.profileId, email }]);
  });

  it('shares one chat session: created through A, read and written through B, the same rows through both', async () => {
    // A session either server would have started: they share the secret its tokens are issued under.
    const token = sessionTokens(secret).issue();
    const visitor = apiHeaders({ 'x-luna-session': token });

    const created = await fetch(`${a.baseUrl}/rest/v1/rpc/upsert_luna_session`, {
      method: 'POST',
      headers: visitor,
      body: JSON.stringify({ p_session_token: token, p_attributes: { model_variant: 'welcome', entry_page: '/' } }),
    });
    expect(created.status).toBe(200);
    const session = (await created.json()) as { id: string; session_token: string };
    expect(session.session_token).toBe(token);

    const seenByB = await fetch(`${b.baseUrl}/rest/v1/luna_chat_sessions?select=id,model_variant,entry_page&session_token=eq.${token}`, { headers: visitor });
    expect(seenByB.status).toBe(200);
    expect(await seenByB.json()).toEqual([{ id: session.id, model_variant: 'welcome', entry_page: '/' }]);

    const written = await fetch(`${b.baseUrl}/rest/v1/luna_chat_messages?select=id,content`, {
      method: 'POST',
      headers: { ...visitor, prefer: 'return=representation' },
      body: JSON.stringify({ session_id: session.id, role: 'user', content: 'Hello Luna, from server B' }),
    });
    expect(written.status).toBe(201);
    const [message] = (await written.json()) as Array<{ id: string; content: string }>;
    expect(message?.content).toBe('Hello Luna, from server B');

    const history = `/rest/v1/luna_chat_messages?select=id,role,content&session_id=eq.${session.id}&order=created_at.asc`;
    const throughA = await fetch(`${a.baseUrl}${history}`, { headers: visitor });
    const throughB = await fetch(`${b.baseUrl}${history}`, { headers: visitor });
    expect(throughA.status).toBe(200);
    const rowsA: unknown = await throughA.json();
    expect(rowsA).toEqual([{ id: message?.id, role: 'user', content: 'Hello Luna, from server B' }]);
    expect(await throughB.json()).toEqual(rowsA);
  });

  it('keeps another visitor out of that session on either server', async () => {
    const stranger = apiHeaders({ 'x-luna-session': sessionTokens(secret).issue() });
    for (const server of [a, b]) {
      const response = await fetch(`${server.baseUrl}/rest/v1/luna_chat_messages?select=id`, { headers: stranger });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    }
  });
});
