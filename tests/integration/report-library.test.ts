import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/test-databases';
import { functionError } from '../../contracts/functions.contract';
import {
  REPORT_LIBRARY_NOT_FOUND,
  REPORT_STATUS_NOT_FOUND,
  reportLibraryResponse,
  reportStatusResponse,
} from '../../contracts/report-library.contract';
import { fixedClock } from '../../domain/kernel';
import { functionErrors } from '../../server/platform/function-errors';
import { mergeReports, reportLibrary } from '../../server/commerce/report-library';
import { reportStatus } from '../../server/commerce/report-status';
import { accessTokens } from '../../server/platform/security/access-token';
import { type TestServer, startTestServer } from '../support/test-server';
import { applySeed } from '../support/seeded-server';

/** GET report-library and GET report-status over real HTTP on a real database. */
const PUBLIC_KEY = 'report-library-test-public-key';
const SECRET = 'report-library-test-secret-long-enough-for-hs256';
const NOW = Date.UTC(2026, 0, 15, 12);
const clock = fixedClock(NOW);
const tokens = accessTokens({ secret: SECRET, clock });

const ANA = { id: '0a4f2f0e-5b7c-4a51-9d3e-1f2a3b4c5d01', token: 'anaLinkToken_0123456789abcdefghijklmnopqrst' };
const BEN = { id: '0a4f2f0e-5b7c-4a51-9d3e-1f2a3b4c5d02', token: 'benLinkToken_0123456789abcdefghijklmnopqrst' };
const CARA = { id: '0a4f2f0e-5b7c-4a51-9d3e-1f2a3b4c5d03', token: 'caraLinkTokn_0123456789abcdefghijklmnopqrst' };
const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 0, day, hour)).toISOString();
const iso = (day: number, hour = 9) => at(day, hour).replace('.000Z', 'Z');

const SEED = {
  profiles: [
    { id: ANA.id, email: 'ana.reports@example.com', fullName: 'Ana Maria Silva', tokens: [ANA.token] },
    { id: BEN.id, email: 'ben.reports@example.com', fullName: 'Ben Okafor', tokens: [BEN.token] },
    { id: CARA.id, email: 'cara.reports@example.com', fullName: null, tokens: [CARA.token] },
  ],
  orders: [
    { profileId: ANA.id, reportType: 'lunar', checkoutSessionId: 'cs_ana_ready', createdAt: at(10) },
    { profileId: ANA.id, reportType: 'astrology', checkoutSessionId: 'cs_ana_preparing', createdAt: at(12) },
    { profileId: ANA.id, reportType: 'lunar', checkoutSessionId: 'cs_ana_failed', createdAt: at(11) },
    { profileId: ANA.id, reportType: 'astrology', paymentStatus: 'pending', checkoutSessionId: 'cs_ana_unpaid', createdAt: at(13) },
    { profileId: BEN.id, reportType: 'astrology', checkoutSessionId: 'cs_ben_ready', createdAt: at(9) },
  ],
  deliveries: [
    {
      profileId: ANA.id,
      reportType: 'lunar',
      generationStatus: 'completed',
      reportUrl: 'https://reports.example.com/ana/lunar.pdf',
      checkoutSessionId: 'cs_ana_ready',
      createdAt: at(10, 10),
      updatedAt: at(10, 11),
    },
    { profileId: ANA.id, reportType: 'astrology', generationStatus: 'processing', checkoutSessionId: 'cs_ana_preparing', createdAt: at(12, 10), updatedAt: at(12, 10) },
    {
      profileId: ANA.id,
      reportType: 'lunar',
      generationStatus: 'failed',
      errorMessage: 'Your birth time could not be read. Please write to us and we will prepare the report again.',
      checkoutSessionId: 'cs_ana_failed',
      createdAt: at(11, 10),
      updatedAt: at(11, 12),
    },
    {
      profileId: BEN.id,
      reportType: 'astrology',
      generationStatus: 'completed',
      reportUrl: 'https://reports.example.com/ben/astrology.pdf',
      checkoutSessionId: 'cs_ben_ready',
      createdAt: at(9, 10),
      updatedAt: at(9, 11),
    },
  ],
};

describe.each(testDatabaseKinds())('the report functions on %s', (kind) => {
  let target: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    await applySeed(target.db, SEED, NOW);
    const deps = { db: target.db, gazetteer: { search: () => [], resolve: () => null, area: () => null }, settings: { ACCESS_TOKEN_SECRET: SECRET }, clock, tokens };
    const router = Router();
    router.get('/report-library', reportLibrary(deps));
    router.get('/report-status', reportStatus(deps));
    router.use(functionErrors);
    server = await startTestServer({ publicKey: PUBLIC_KEY, tokens, mount: (app) => app.use('/functions/v1', router) });
  });

  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  const get = (name: string, query: Record<string, string>) =>
    fetch(`${server.baseUrl}/functions/v1/${name}?${new URLSearchParams(query).toString()}`, {
      headers: { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}` },
    });

  const library = async (token: string) => {
    const response = await get('report-library', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return reportLibraryResponse.parse(await response.json());
  };

  const refusal = async (response: Response, status: number, message: string) => {
    expect(response.status).toBe(status);
    expect(functionError.parse(await response.json()).error).toBe(message);
  };

  describe('report-library', () => {
    it('lists the profile’s paid reports newest first, with its first name', async () => {
      const answer = await library(ANA.token);
      expect(answer.firstName).toBe('Ana');
      expect(answer.profileId).toBe(ANA.id);
      expect(answer.reports.map((r) => [r.sessionId, r.status])).toEqual([
        ['cs_ana_preparing', 'preparing'],
        ['cs_ana_failed', 'failed'],
        ['cs_ana_ready', 'ready'],
      ]);
    });

    it('gives a ready report its label and link, and no error', async () => {
      const ready = (await library(ANA.token)).reports.find((r) => r.sessionId === 'cs_ana_ready');
      expect(ready).toEqual({
        id: expect.any(String),
        reportType: 'lunar',
        label: 'Lunar Report',
        status: 'ready',
        reportUrl: 'https://reports.example.com/ana/lunar.pdf',
        errorMessage: null,
        sessionId: 'cs_ana_ready',
        orderedAt: iso(10),
        updatedAt: iso(10, 11),
      });
    });

    it('shows a report still being generated as preparing, without a link', async () => {
      const preparing = (await library(ANA.token)).reports.find((r) => r.sessionId === 'cs_ana_preparing');
      expect(preparing).toMatchObject({ label: 'Astrology Report', status: 'preparing', reportUrl: null, errorMessage: null });
    });

    it('shows a failed report with the message stored with it', async () => {
      const failed = (await library(ANA.token)).reports.find((r) => r.sessionId === 'cs_ana_failed');
      expect(failed).toMatchObject({
        status: 'failed',
        reportUrl: null,
        errorMessage: 'Your birth time could not be read. Please write to us and we will prepare the report again.',
        updatedAt: iso(11, 12),
      });
    });

    it('never lists an order whose payment is not completed', async () => {
      const answer = await library(ANA.token);
      expect(answer.reports.some((r) => r.sessionId === 'cs_ana_unpaid')).toBe(false);
    });

    it('gives another profile’s token only that profile’s reports', async () => {
      const answer = await library(BEN.token);
      expect(answer.firstName).toBe('Ben');
      expect(answer.reports.map((r) => r.sessionId)).toEqual(['cs_ben_ready']);
      expect(JSON.stringify(answer)).not.toContain('cs_ana');
    });

    it('answers a profile without reports with an empty list and no name when none is stored', async () => {
      expect(await library(CARA.token)).toEqual({ profileId: CARA.id, firstName: null, reports: [] });
    });

    it('answers an unknown, malformed or missing token with the same 404', async () => {
      await refusal(await get('report-library', { token: 'unknownLinkTok_0123456789abcdefghijklmnopqr' }), 404, REPORT_LIBRARY_NOT_FOUND);
      await refusal(await get('report-library', { token: 'abc123' }), 404, REPORT_LIBRARY_NOT_FOUND);
      await refusal(await get('report-library', {}), 404, REPORT_LIBRARY_NOT_FOUND);
    });

    it('answers an expired token with the same 404', async () => {
      const expired = 'expiredLinkT_0123456789abcdefghijklmnopqrst';
      await applySeed(target.db, { profiles: [{ id: ANA.id, email: 'ana.reports@example.com', tokens: [expired] }] }, NOW - 31 * 24 * 60 * 60 * 1000);
      await refusal(await get('report-library', { token: expired }), 404, REPORT_LIBRARY_NOT_FOUND);
    });
  });

  describe('report-status', () => {
    it('finds the report by profileId and the checkout session id alone', async () => {
      const response = await get('report-status', { profileId: ANA.id, sessionId: 'cs_ana_preparing' });
      expect(response.status).toBe(200);
      const { report } = reportStatusResponse.parse(await response.json());
      expect(report).toMatchObject({ label: 'Astrology Report', status: 'preparing', sessionId: 'cs_ana_preparing', orderedAt: iso(12) });
    });

    it('finds the report with the profile’s own token too', async () => {
      const response = await get('report-status', { token: ANA.token, profileId: ANA.id, sessionId: 'cs_ana_ready' });
      const { report } = reportStatusResponse.parse(await response.json());
      expect(report).toMatchObject({ status: 'ready', reportUrl: 'https://reports.example.com/ana/lunar.pdf' });
    });

    it('gives a failed report with its stored message', async () => {
      const response = await get('report-status', { profileId: ANA.id, sessionId: 'cs_ana_failed' });
      const { report } = reportStatusResponse.parse(await response.json());
      expect(report.errorMessage).toBe('Your birth time could not be read. Please write to us and we will prepare the report again.');
    });

    it('refuses another profile’s session, whichever way it is asked', async () => {
      await refusal(await get('report-status', { profileId: BEN.id, sessionId: 'cs_ana_ready' }), 404, REPORT_STATUS_NOT_FOUND);
      await refusal(await get('report-status', { profileId: ANA.id, sessionId: 'cs_ben_ready' }), 404, REPORT_STATUS_NOT_FOUND);
      await refusal(await get('report-status', { token: BEN.token, profileId: ANA.id, sessionId: 'cs_ana_ready' }), 404, REPORT_STATUS_NOT_FOUND);
      await refusal(await get('report-status', { token: BEN.token, profileId: BEN.id, sessionId: 'cs_ana_ready' }), 404, REPORT_STATUS_NOT_FOUND);
    });

    it('answers a bad token, missing parts, a malformed profile id and an unpaid order with a 404', async () => {
      await refusal(await get('report-status', { token: 'abc123', profileId: ANA.id, sessionId: 'cs_ana_ready' }), 404, REPORT_STATUS_NOT_FOUND);
      await refusal(await get('report-status', { profileId: ANA.id }), 404, REPORT_STATUS_NOT_FOUND);
      await refusal(await get('report-status', { sessionId: 'cs_ana_ready' }), 404, REPORT_STATUS_NOT_FOUND);
      await refusal(await get('report-status', { profileId: 'p', sessionId: 'cs_ana_ready' }), 404, REPORT_STATUS_NOT_FOUND);
      await refusal(await get('report-status', { profileId: ANA.id, sessionId: 'cs_ana_unpaid' }), 404, REPORT_STATUS_NOT_FOUND);
      await refusal(await get('report-status', {}), 404, REPORT_STATUS_NOT_FOUND);
    });

    it('follows the row: a preparing report reads ready once its delivery completes', async () => {
      await target.db.query(
        `update report_deliveries set generation_status = 'completed', report_url = '/reports/ana-astrology.pdf', updated_at = $2
          where checkout_session_id = $1`,
        ['cs_ana_preparing', at(14)],
      );
      const response = await get('report-status', { profileId: ANA.id, sessionId: 'cs_ana_preparing' });
      const { report } = reportStatusResponse.parse(await response.json());
      expect(report).toMatchObject({ status: 'ready', reportUrl: '/reports/ana-astrology.pdf', updatedAt: iso(14) });
    });
  });
});

describe('merging orders and deliveries', () => {
  const order = (id: string, reportType: string, session: string | null, day: number) => ({
    id,
    report_type: reportType,
    checkout_session_id: session,
    created_at: iso(day),
  });
  const delivery = (id: string, reportType: string, status: string, session: string | null, day: number, extra: { url?: string; error?: string } = {}) => ({
    id,
    report_type: reportType,
    generation_status: status,
    report_url: extra.url ?? null,
    error_message: extra.error ?? null,
    checkout_session_id: session,
    created_at: iso(day),
    updated_at: iso(day),
  });

  it('shows a paid order with no delivery yet as preparing', () => {
    expect(mergeReports([order('o1', 'lunar', 'cs1', 1)], [])).toMatchObject([{ id: 'o1', status: 'preparing', updatedAt: iso(1) }]);
  });

  it('lets a completed retry win over an earlier failure, and a new attempt after a failure read preparing', () => {
    const retried = mergeReports(
      [order('o1', 'lunar', 'cs1', 1)],
      [delivery('d1', 'lunar', 'completed', 'cs1', 2, { url: 'https://r.example/1.pdf' }), delivery('d2', 'lunar', 'failed', 'cs1', 3, { error: 'x' })],
    );
    expect(retried).toMatchObject([{ status: 'ready', reportUrl: 'https://r.example/1.pdf', updatedAt: iso(3) }]);
    const again = mergeReports([order('o1', 'lunar', 'cs1', 1)], [delivery('d1', 'lunar', 'failed', 'cs1', 2, { error: 'x' }), delivery('d2', 'lunar', 'processing', 'cs1', 3)]);
    expect(again).toMatchObject([{ status: 'preparing', errorMessage: null }]);
  });

  it('joins a delivery without a session to an order of its type, and lists a delivery no order claims on its own', () => {
    const merged = mergeReports(
      [order('o1', 'astrology', 'cs1', 1)],
      [delivery('d1', 'astrology', 'completed', null, 2, { url: 'https://r.example/a.pdf' }), delivery('d2', 'lunar', 'processing', 'cs9', 3)],
    );
    expect(merged.map((r) => [r.id, r.label, r.status, r.sessionId])).toEqual([
      ['d2', 'Lunar Report', 'preparing', 'cs9'],
      ['o1', 'Astrology Report', 'ready', 'cs1'],
    ]);
  });

  it('never offers a link a browser should not open', () => {
    const merged = mergeReports([order('o1', 'lunar', 'cs1', 1)], [delivery('d1', 'lunar', 'completed', 'cs1', 2, { url: 'javascript:alert(1)' })]);
    expect(merged).toMatchObject([{ status: 'preparing', reportUrl: null }]);
  });
});
