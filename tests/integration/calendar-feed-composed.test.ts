import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarLinkResponse } from '../../contracts/calendar-link.contract';
import { startComposedServer, testConfig, type ComposedServer } from '../support/composed-server';
import { askForReading } from '../support/free-reading-client';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/test-databases';

/**
 * Her moon calendar through the app as `npm start` composes it (ADR 045): the function behind the
 * API gate, the feed outside it where calendar apps fetch with no key, and the feed token kept out
 * of the log.
 */
const PUBLIC_KEY = 'calendar-composed-public-key';
const SECRET = 'calendar-composed-secret-long-enough-for-hs256';
const SITE = 'https://moonwise.example';

describe.each(testDatabaseKinds())('her moon calendar in the composed app on %s', (kind) => {
  let target: TestDatabase;
  let site: ComposedServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    site = await startComposedServer(testConfig({ PUBLIC_API_KEY: PUBLIC_KEY, ACCESS_TOKEN_SECRET: SECRET, PUBLIC_SITE_URL: SITE, RATE_LIMIT_READINGS_PER_CONNECTION: '500' }), target.db);
  });

  afterAll(async () => {
    await site?.close();
    await target?.dispose();
  });

  it('gives the address behind the gate, serves the feed without a key, and logs no feed token', async () => {
    const { token } = await askForReading(site.baseUrl, PUBLIC_KEY, { email: `calendar.composed.${process.pid}@example.com` });
    const headers = { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}`, 'content-type': 'application/json' };
    const refused = await fetch(`${site.baseUrl}/functions/v1/calendar-link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    expect(refused.status).toBe(401);
    const answer = await fetch(`${site.baseUrl}/functions/v1/calendar-link`, { method: 'POST', headers, body: JSON.stringify({ token }) });
    expect(answer.status).toBe(200);
    const { url, webcal } = calendarLinkResponse.parse(await answer.json());
    expect(url.startsWith(`${SITE}/calendar/`)).toBe(true);
    expect(webcal).toBe(url.replace('https:', 'webcal:'));
    const path = new URL(url).pathname;
    const feed = await fetch(`${site.baseUrl}${path}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
    const unknown = await fetch(`${site.baseUrl}/calendar/${'A'.repeat(43)}.ics`);
    expect(unknown.status).toBe(404);
    const feedToken = path.slice('/calendar/'.length, -'.ics'.length);
    expect(site.logLines.join('\n')).not.toContain(feedToken);
  });
});
