// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FunctionError } from '../../../contracts/functions.contract';
import {
  REPORT_LIBRARY_NOT_FOUND,
  REPORT_STATUS_NOT_FOUND,
  type ReportLibraryResponse,
  type ReportStatusResponse,
  type ReportSummary,
  reportLibraryQuery,
  reportStatusQuery,
} from '../../../contracts/report-library.contract';
import { ReportLibraryPage, ReportStatusPage } from './report-pages';

const FUNCTIONS_URL = 'http://moonwise.test/functions/v1';
const TOKEN = 'anaLinkToken_0123456789abcdefghijklmnopqrst';
const PROFILE_ID = '0a4f2f0e-5b7c-4a51-9d3e-1f2a3b4c5d01';

const summary = (overrides: Partial<ReportSummary>): ReportSummary => ({
  id: 'r1',
  reportType: 'lunar',
  label: 'Lunar Report',
  status: 'preparing',
  reportUrl: null,
  errorMessage: null,
  sessionId: 'cs_1',
  orderedAt: '2026-01-12T09:00:00Z',
  updatedAt: '2026-01-12T09:00:00Z',
  ...overrides,
});

const LIBRARY: ReportLibraryResponse = {
  profileId: PROFILE_ID,
  firstName: 'Ana',
  reports: [
    summary({ id: 'r3', label: 'Astrology Report', reportType: 'astrology', status: 'preparing', sessionId: 'cs_3' }),
    summary({ id: 'r2', status: 'failed', errorMessage: 'Your birth time could not be read.', sessionId: 'cs_2' }),
    summary({ id: 'r1', status: 'ready', reportUrl: 'https://reports.example.com/ana.pdf' }),
  ],
};

let statusAnswers: ReportSummary[] = [];
const statusRequests: unknown[] = [];
/** One answer type for both handlers, so each handler's branches agree. */
type Answer = FunctionError | ReportLibraryResponse | ReportStatusResponse;
const reply = (body: Answer, status = 200) => HttpResponse.json(body, { status });
const notFound = (error: string) => reply({ error }, 404);

/** The two functions at the network edge: every query parsed with the shared contract. */
const server = setupServer(
  http.get(`${FUNCTIONS_URL}/report-library`, ({ request }) => {
    const query = reportLibraryQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
    if (query.token !== TOKEN) return notFound(REPORT_LIBRARY_NOT_FOUND);
    return reply(LIBRARY);
  }),
  http.get(`${FUNCTIONS_URL}/report-status`, ({ request }) => {
    const query = reportStatusQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
    statusRequests.push(query);
    const report = statusAnswers.length > 1 ? statusAnswers.shift() : statusAnswers[0];
    if (!report || query.profileId !== PROFILE_ID) return notFound(REPORT_STATUS_NOT_FOUND);
    return reply({ report });
  }),
);

beforeAll(() => {
  window.__MOONWISE_CONFIG__ = { publicApiKey: 'test-public-key', functionsUrl: FUNCTIONS_URL, restUrl: 'http://moonwise.test/rest/v1' };
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  server.resetHandlers();
  statusAnswers = [];
  statusRequests.length = 0;
});
afterAll(() => server.close());

const renderAt = (url: string, page: 'library' | 'status') =>
  render(<MemoryRouter initialEntries={[url]}>{page === 'library' ? <ReportLibraryPage /> : <ReportStatusPage />}</MemoryRouter>);

describe('the report library', () => {
  it('shows a polite loading status, then the reports newest first', async () => {
    renderAt(`/report-library?token=${TOKEN}`, 'library');
    expect(screen.getByRole('status').textContent).toBe('Opening your report library…');
    expect(await screen.findByRole('heading', { name: 'Ana, here are your reports' })).toBeTruthy();
    const cards = screen.getAllByRole('listitem').filter((item) => item.classList.contains('report-card'));
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Astrology Report', 'Lunar Report', 'Lunar Report']);
  });

  it('opens a ready report in a new tab, explains a preparing one and gives a failed one its message and a way to write to us', async () => {
    renderAt(`/report-library?token=${TOKEN}`, 'library');
    const open = await screen.findByRole('link', { name: 'Download PDF' });
    expect(open.getAttribute('href')).toBe('https://reports.example.com/ana.pdf');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Preparing')).toBeTruthy();
    expect(screen.getByText(/we are preparing this report for your birth date/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Follow this report as it is prepared' }).getAttribute('href')).toBe(
      `/report-status?token=${TOKEN}&profileId=${PROFILE_ID}&sessionId=cs_3`,
    );
    expect(screen.getByText('Your birth time could not be read.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('/contact');
  });

  it('says no reports are found for an unknown link', async () => {
    renderAt('/report-library?token=unknownLinkTok_0123456789abcdefghijklmnopqr', 'library');
    expect(await screen.findByRole('heading', { name: 'No reports are found for this link' })).toBeTruthy();
  });

  it('asks nothing for a malformed link, and explains the page without one', () => {
    renderAt('/report-library?token=abc123', 'library');
    expect(screen.getByRole('heading', { name: 'No reports are found for this link' })).toBeTruthy();
    cleanup();
    renderAt('/report-library', 'library');
    expect(screen.getByRole('heading', { name: 'No reports to show yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About the reports' })).toBeTruthy();
  });

  it('shows a server failure as a friendly alert with a way to try again', async () => {
    server.use(http.get(`${FUNCTIONS_URL}/report-library`, () => HttpResponse.json<FunctionError>({ error: 'The database is unavailable.' }, { status: 503 })));
    renderAt(`/report-library?token=${TOKEN}`, 'library');
    expect((await screen.findByRole('alert')).textContent).toBe('The database is unavailable.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the report status page', () => {
  const statusUrl = `/report-status?profileId=${PROFILE_ID}&sessionId=cs_1`;

  it('asks again every 5 seconds while the report is preparing, and stops once it is ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    statusAnswers = [summary({}), summary({}), summary({ status: 'ready', reportUrl: 'https://reports.example.com/ana.pdf', updatedAt: '2026-01-12T09:10:00Z' })];
    renderAt(statusUrl, 'status');
    // Under fake timers vi.waitFor moves the clock itself (a few ms a check); findBy would wait for ever.
    await vi.waitFor(() => screen.getByRole('heading', { name: 'Your Lunar Report is being prepared' }));
    expect(statusRequests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(statusRequests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await vi.waitFor(() => expect(statusRequests).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await vi.waitFor(() => screen.getByRole('heading', { name: 'Your Lunar Report is ready' }));
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('target')).toBe('_blank');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(statusRequests).toHaveLength(3);
  });

  it('stops asking when the page is left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    statusAnswers = [summary({})];
    const { unmount } = renderAt(statusUrl, 'status');
    await vi.waitFor(() => screen.getByRole('heading', { name: 'Your Lunar Report is being prepared' }));
    unmount();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(statusRequests).toHaveLength(1);
  });

  it('shows a failed report with its stored message and a contact link', async () => {
    statusAnswers = [summary({ status: 'failed', errorMessage: 'Your birth place could not be found.' })];
    renderAt(statusUrl, 'status');
    expect(await screen.findByRole('heading', { name: 'Your Lunar Report could not be prepared' })).toBeTruthy();
    expect(screen.getByText('Your birth place could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write to us' })).toBeTruthy();
  });

  it('says no report is found for another profile’s link, and asks nothing for a malformed one', async () => {
    statusAnswers = [summary({})];
    renderAt('/report-status?profileId=0a4f2f0e-5b7c-4a51-9d3e-1f2a3b4c5d09&sessionId=cs_1', 'status');
    expect(await screen.findByRole('heading', { name: 'No reports are found for this link' })).toBeTruthy();
    cleanup();
    renderAt('/report-status?token=abc123&profileId=p&sessionId=s', 'status');
    expect(screen.getByRole('heading', { name: 'No reports are found for this link' })).toBeTruthy();
    expect(statusRequests).toHaveLength(1);
  });
});
