// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_STORAGE_KEYS } from '../browser-storage';
import { profileByTokenQuery, type ProfileByTokenResponse } from '../../contracts/functions.contract';
import { REPORT_STATUS_NOT_FOUND, reportStatusQuery, type ReportStatusResponse } from '../../contracts/report-library.contract';
import type { DeliveryRecord, PendingReportEntry, ReportNotification } from '../../domain/reports';
import { DELIVERY_COLUMNS, forgetAccessTokens } from './delivery-source';
import { ReportToasts } from './index';
import { trackPendingReport } from './report-storage';

const FUNCTIONS_URL = 'http://moonwise.test/functions/v1';
const REST_URL = 'http://moonwise.test/rest/v1';
const PUBLIC_KEY = 'test-public-key';
const TOKEN = 'anaLinkToken_0123456789abcdefghijklmnopqrst';
const PROFILE_ID = '0a4f2f0e-5b7c-4a51-9d3e-1f2a3b4c5d01';
const ACCESS_TOKEN = 'access.token.for-ana';
const READY_URL = 'https://reports.example.com/ana-lunar.pdf';

const entry = (overrides: Partial<PendingReportEntry> = {}): PendingReportEntry => ({
  id: 'order-1',
  profileId: PROFILE_ID,
  sessionId: 'cs_1',
  reportType: 'lunar',
  token: TOKEN,
  ...overrides,
});

const row = (overrides: Partial<DeliveryRecord> = {}): DeliveryRecord => ({
  profile_id: PROFILE_ID,
  report_type: 'lunar',
  generation_status: 'processing',
  report_url: null,
  error_message: null,
  checkout_session_id: 'cs_1',
  ...overrides,
});

/** What the delivery table holds now; a handler may override the answer per request. */
let deliveries: DeliveryRecord[] = [];
let restRequests = 0;
let restFails = false;
let statusReport: ReportStatusResponse['report'] | null = null;
let answerDeliveries: ((rows: DeliveryRecord[]) => Promise<DeliveryRecord[]>) | null = null;

const profileAnswer: ProfileByTokenResponse = {
  profile: {
    id: PROFILE_ID,
    email: 'ana@example.com',
    full_name: 'Ana Silva',
    first_name: 'Ana',
    birth_date: null,
    birth_time: null,
    birth_city: null,
    moon_sign: null,
    moon_phase: null,
    sun_sign: null,
    has_reading: false,
    has_purchased: true,
    purchased_reports: ['lunar'],
  },
  accessToken: ACCESS_TOKEN,
};

/** The server at the network edge: every request parsed with the shared contracts. */
const server = setupServer(
  http.get(`${FUNCTIONS_URL}/get-profile-by-token`, ({ request }) => {
    const { token } = profileByTokenQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
    if (token !== TOKEN) return HttpResponse.json({ error: 'This profile link is not valid or has expired.' }, { status: 404 });
    return HttpResponse.json(profileAnswer);
  }),
  http.get(`${REST_URL}/report_deliveries`, async ({ request }) => {
    restRequests += 1;
    const url = new URL(request.url);
    expect(request.headers.get('apikey')).toBe(PUBLIC_KEY);
    expect(url.searchParams.get('select')).toBe(DELIVERY_COLUMNS);
    if (restFails) return HttpResponse.json({ code: 'XX000', message: 'down', details: null, hint: null }, { status: 503 });
    // Row-level security: only the access token's own profile.
    const mine = request.headers.get('authorization') === `Bearer ${ACCESS_TOKEN}` && url.searchParams.get('profile_id') === `eq.${PROFILE_ID}`;
    const rows = mine ? deliveries.filter((d) => d.profile_id === PROFILE_ID) : [];
    return HttpResponse.json(answerDeliveries ? await answerDeliveries(rows) : rows);
  }),
  http.get(`${FUNCTIONS_URL}/report-status`, ({ request }) => {
    const query = reportStatusQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
    if (!statusReport || query.profileId !== PROFILE_ID || query.sessionId !== statusReport.sessionId)
      return HttpResponse.json({ error: REPORT_STATUS_NOT_FOUND }, { status: 404 });
    const answer: ReportStatusResponse = { report: statusReport };
    return HttpResponse.json(answer);
  }),
);

const stored = <K extends 'pendingReports' | 'reportNotifications'>(key: K) =>
  JSON.parse(window.localStorage.getItem(BROWSER_STORAGE_KEYS[key].name) ?? '[]') as K extends 'pendingReports' ? PendingReportEntry[] : ReportNotification[];

const storePending = (entries: PendingReportEntry[]) =>
  window.localStorage.setItem(BROWSER_STORAGE_KEYS.pendingReports.name, JSON.stringify(entries));

const renderToasts = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ReportToasts />
    </MemoryRouter>,
  );

const toasts = () => screen.queryAllByRole('listitem');

class FakeNotification {
  static permission: NotificationPermission = 'denied';
  static requestPermission = vi.fn(async (): Promise<NotificationPermission> => FakeNotification.permission);
  static shown: { title: string; options: NotificationOptions | undefined }[] = [];
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, options });
  }
  close() {}
}

beforeAll(() => {
  window.__MOONWISE_CONFIG__ = { publicApiKey: PUBLIC_KEY, functionsUrl: FUNCTIONS_URL, restUrl: REST_URL };
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
  FakeNotification.permission = 'denied';
  FakeNotification.requestPermission.mockClear();
  FakeNotification.shown = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  forgetAccessTokens();
  deliveries = [];
  restRequests = 0;
  restFails = false;
  statusReport = null;
  answerDeliveries = null;
});
afterAll(() => server.close());

describe('ReportToasts', () => {
  it('renders nothing while no report is tracked and asks the server nothing', async () => {
    const { container } = renderToasts();
    await act(async () => {});
    expect(container.innerHTML).toBe("");
    expect(restRequests).toBe(0);
  });

  it('turns a completed delivery into one ready toast that opens the library', async () => {
    deliveries = [row({ generation_status: 'completed', report_url: READY_URL })];
    storePending([entry()]);
    renderToasts();
    const toast = await screen.findByRole('listitem');
    expect(within(toast).getByText('Lunar Report ready')).toBeTruthy();
    expect(within(toast).getByText('Tap to view your report in the library.')).toBeTruthy();
    expect(within(toast).getByRole('link', { name: 'Open report library' }).getAttribute('href')).toBe(`/report-library?token=${TOKEN}`);
    expect(toast.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(screen.getByRole('status').contains(toast)).toBe(true);
    expect(stored('pendingReports')).toEqual([]);
    expect(stored('reportNotifications').map((n) => n.id)).toEqual(['order-1:completed']);
  });

  it('does not show a toast on the page its action leads to: there it counts as taken; the others still show', async () => {
    deliveries = [
      row({ generation_status: 'completed', report_url: READY_URL }),
      row({ checkout_session_id: 'cs_2', report_type: 'astrology', generation_status: 'failed', error_message: 'Your birth time could not be read.' }),
    ];
    storePending([entry(), entry({ id: 'order-2', sessionId: 'cs_2', reportType: 'astrology' })]);
    renderToasts(`/report-library?token=${TOKEN}`);
    const toast = await screen.findByRole('listitem');
    expect(within(toast).getByText('Astrology Report failed')).toBeTruthy();
    expect(screen.queryByText('Lunar Report ready')).toBeNull();
    await waitFor(() => expect(stored('reportNotifications').map((n) => n.id)).toEqual(['order-2:failed']));
  });

  it('on the same kind of page for another link, hides the toast but keeps it for later', async () => {
    deliveries = [row({ generation_status: 'completed', report_url: READY_URL })];
    storePending([entry()]);
    renderToasts('/report-library?token=someone-elses-link-token');
    await waitFor(() => expect(stored('reportNotifications').map((n) => n.id)).toEqual(['order-1:completed']));
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows a failed delivery with its stored message and a way to resolve it', async () => {
    deliveries = [row({ report_type: 'astrology', generation_status: 'failed', error_message: 'Your birth time could not be read.' })];
    storePending([entry({ reportType: 'astrology' })]);
    renderToasts();
    const toast = await screen.findByRole('listitem');
    expect(within(toast).getByText('Astrology Report failed')).toBeTruthy();
    expect(within(toast).getByText('Your birth time could not be read.')).toBeTruthy();
    expect(within(toast).getByRole('link', { name: 'Resolve issue' }).getAttribute('href')).toBe(
      `/report-status?token=${TOKEN}&profileId=${PROFILE_ID}&sessionId=cs_1`,
    );
  });

  it('asks report-status for an entry without a link token and falls back to the snag message', async () => {
    statusReport = {
      id: 'r1',
      reportType: 'lunar',
      label: 'Lunar Report',
      status: 'failed',
      reportUrl: null,
      errorMessage: null,
      sessionId: 'cs_9',
      orderedAt: '2026-01-12T09:00:00Z',
      updatedAt: '2026-01-12T09:00:00Z',
    };
    storePending([entry({ token: null, sessionId: 'cs_9' })]);
    renderToasts();
    const toast = await screen.findByRole('listitem');
    expect(within(toast).getByText('Lunar Report failed')).toBeTruthy();
    expect(within(toast).getByText('We hit a snag. Tap to review and try again.')).toBeTruthy();
    expect(within(toast).getByRole('link', { name: 'Resolve issue' }).getAttribute('href')).toBe(`/report-status?profileId=${PROFILE_ID}&sessionId=cs_9`);
    expect(restRequests).toBe(0);
  });

  it('polls at once and every 5 seconds while a report is pending, then stops', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    deliveries = [row()];
    storePending([entry()]);
    renderToasts();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(restRequests).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(restRequests).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(restRequests).toBe(2);
    deliveries = [row({ generation_status: 'completed', report_url: READY_URL })];
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(restRequests).toBe(3);
    expect(screen.getByText('Lunar Report ready')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(restRequests).toBe(3);
  });

  it('clears its timer on unmount', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    deliveries = [row()];
    storePending([entry()]);
    const { unmount } = renderToasts();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(restRequests).toBe(1);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(restRequests).toBe(1);
  });

  it('only warns when the status read fails, and the entry stays pending', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    restFails = true;
    storePending([entry()]);
    renderToasts();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Report status could not be read; the reports stay pending.', expect.anything()));
    expect(toasts()).toHaveLength(0);
    expect(stored('pendingReports')).toEqual([entry()]);
  });

  it('starts polling at once when a report is tracked on the page', async () => {
    deliveries = [row({ generation_status: 'completed', report_url: READY_URL })];
    renderToasts();
    await act(async () => {});
    expect(restRequests).toBe(0);
    act(() => trackPendingReport(entry()));
    expect(await screen.findByText('Lunar Report ready')).toBeTruthy();
  });

  it('does not show a toast twice after a reload', async () => {
    deliveries = [row({ generation_status: 'completed', report_url: READY_URL })];
    storePending([entry()]);
    const first = renderToasts();
    await screen.findByRole('listitem');
    first.unmount();
    act(() => trackPendingReport(entry()));
    renderToasts();
    await screen.findByRole('listitem');
    await act(async () => {});
    expect(toasts()).toHaveLength(1);
    expect(stored('reportNotifications')).toHaveLength(1);
  });

  it('removes a toast when dismissed, and for good', async () => {
    deliveries = [row({ generation_status: 'completed', report_url: READY_URL })];
    storePending([entry()]);
    const view = renderToasts();
    const toast = await screen.findByRole('listitem');
    act(() => within(toast).getByRole('button', { name: 'Dismiss: Lunar Report ready' }).click());
    expect(toasts()).toHaveLength(0);
    expect(stored('reportNotifications')).toEqual([]);
    view.unmount();
    renderToasts();
    await act(async () => {});
    expect(toasts()).toHaveLength(0);
  });

  it('removes a toast when its action is taken', async () => {
    deliveries = [row({ generation_status: 'completed', report_url: READY_URL })];
    storePending([entry()]);
    renderToasts();
    const toast = await screen.findByRole('listitem');
    act(() => within(toast).getByRole('link', { name: 'Open report library' }).click());
    expect(toasts()).toHaveLength(0);
    expect(stored('reportNotifications')).toEqual([]);
  });

  it('lists toasts newest first', async () => {
    const older: ReportNotification = {
      id: 'order-0:completed',
      profileId: PROFILE_ID,
      sessionId: 'cs_0',
      reportType: 'astrology',
      status: 'completed',
      reportUrl: READY_URL,
      errorMessage: null,
      token: TOKEN,
      createdAt: 1_000,
      announced: true,
    };
    window.localStorage.setItem(BROWSER_STORAGE_KEYS.reportNotifications.name, JSON.stringify([older]));
    deliveries = [row({ generation_status: 'failed' })];
    storePending([entry()]);
    renderToasts();
    await screen.findByText('Lunar Report failed');
    expect(toasts().map((t) => within(t).getAllByText(/Report (ready|failed)$/)[0]?.textContent)).toEqual([
      'Lunar Report failed',
      'Astrology Report ready',
    ]);
  });
});

describe('system notifications', () => {
  it('asks only while permission is undecided, once per session', async () => {
    FakeNotification.permission = 'default';
    storePending([entry()]);
    deliveries = [row()];
    const first = renderToasts();
    await waitFor(() => expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1));
    first.unmount();
    renderToasts();
    await act(async () => {});
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('never asks once the visitor has decided', async () => {
    FakeNotification.permission = 'denied';
    storePending([entry()]);
    deliveries = [row({ generation_status: 'completed', report_url: READY_URL })];
    renderToasts();
    await screen.findByRole('listitem');
    await waitFor(() => expect(stored('reportNotifications')[0]?.announced).toBe(true));
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(FakeNotification.shown).toEqual([]);
  });

  it('shows one system notification when granted, with the short failure text, and marks it announced', async () => {
    FakeNotification.permission = 'granted';
    storePending([entry()]);
    deliveries = [row({ generation_status: 'failed', error_message: 'A long technical reason.' })];
    const first = renderToasts();
    await screen.findByRole('listitem');
    await waitFor(() => expect(stored('reportNotifications')[0]?.announced).toBe(true));
    expect(FakeNotification.shown).toEqual([{ title: 'Lunar Report failed', options: { body: 'Tap to review and retry.', tag: 'order-1:failed' } }]);
    first.unmount();
    renderToasts();
    await screen.findByRole('listitem');
    await act(async () => {});
    expect(FakeNotification.shown).toHaveLength(1);
  });
});

describe('answers arriving out of order', () => {
  const outcomeArb = fc.constantFrom<Pick<DeliveryRecord, 'generation_status' | 'report_url' | 'error_message'>>(
    { generation_status: 'processing', report_url: null, error_message: null },
    { generation_status: 'completed', report_url: READY_URL, error_message: null },
    { generation_status: 'failed', report_url: null, error_message: 'Could not be prepared.' },
  );

  it('still gives at most one notification per entry, and exactly one for each settled entry, across two tabs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(fc.tuple(outcomeArb, outcomeArb), { minLength: 2, maxLength: 4 }), async (s, answers) => {
        window.localStorage.clear();
        forgetAccessTokens();
        const entries = [entry({ id: 'a', sessionId: 'cs_a' }), entry({ id: 'b', reportType: 'astrology', sessionId: 'cs_b' })];
        storePending(entries);
        let answer = 0;
        const settledSomewhere = new Set<string>();
        answerDeliveries = (rows) => {
          void rows;
          const [forA, forB] = answers[answer++ % answers.length] ?? answers[0]!;
          const given = [
            row({ ...forA, checkout_session_id: 'cs_a' }),
            row({ ...forB, report_type: 'astrology', checkout_session_id: 'cs_b' }),
          ];
          return s.schedule(Promise.resolve(given), `answer ${answer}`).then((value) => {
            for (const r of value) if (r.generation_status !== 'processing') settledSomewhere.add(r.checkout_session_id ?? '');
            return value;
          });
        };
        // Two tabs share storage: both poll at once, and their answers interleave.
        const tabs = [renderToasts(), renderToasts()];
        await act(async () => {
          // Both tabs' first reads are in flight before any answer is released.
          while (restRequests < 2) await new Promise((resolve) => setTimeout(resolve, 5));
          await s.waitAll();
          await new Promise((resolve) => setTimeout(resolve, 20));
        });
        const notifications = stored('reportNotifications');
        const entryIds = notifications.map((n) => n.id.split(':')[0]);
        expect(new Set(entryIds).size).toBe(entryIds.length);
        const pendingIds = stored('pendingReports').map((p) => p.id);
        for (const id of entryIds) expect(pendingIds).not.toContain(id);
        expect(entryIds.length + pendingIds.length).toBe(2);
        for (const tab of tabs) tab.unmount();
        restRequests = 0;
        expect(settledSomewhere.size).toBeGreaterThanOrEqual(entryIds.length);
      }),
      { numRuns: 15 },
    );
  }, 30_000);
});

describe('an expired link token', () => {
  it('falls back to report-status with the checkout session, asking for the profile only once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let profileRequests = 0;
    server.use(
      http.get(`${FUNCTIONS_URL}/get-profile-by-token`, () => {
        profileRequests += 1;
        return HttpResponse.json({ error: 'This profile link is not valid or has expired.' }, { status: 404 });
      }),
    );
    storePending([entry({ sessionId: 'cs_9' })]);
    renderToasts();
    await act(() => vi.advanceTimersByTimeAsync(10_100));
    expect(profileRequests).toBe(1);
    expect(restRequests).toBe(0);
    statusReport = {
      id: 'r1',
      reportType: 'lunar',
      label: 'Lunar Report',
      status: 'ready',
      reportUrl: READY_URL,
      errorMessage: null,
      sessionId: 'cs_9',
      orderedAt: '2026-01-12T09:00:00Z',
      updatedAt: '2026-01-12T09:00:00Z',
    };
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('Lunar Report ready')).toBeTruthy();
  });
});
