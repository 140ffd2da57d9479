// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_CODE_MESSAGES,
  OVERWRITE_DIALOG_TEXT,
  READING_FORM_MESSAGES,
  type ReadingChangeResponse,
  type ReadingChangeResult,
  readingByTokenQuery,
  readingChangeQuery,
  readingChangeRequest,
} from '../../../contracts/reading-form.contract';
import { composeReading, readingContent } from '../../../domain/reading';
import { exampleInput } from '../../../tests/support/reading-arbitraries';
import { FreeReadingPage } from './free-reading-page';
import { READING_CHANGE_TEXT } from './reading-change';

/** The owner's emailed change link against msw handlers that parse every request with the shared contracts. */
const BASE = 'http://moonwise.test/functions/v1';
const READING = composeReading(exampleInput({ firstName: 'Ana' }), readingContent);
const ROWS: ReadingChangeResponse['rows'] = [{ field: 'birthDate', label: 'Birth date', current: 'March 14, 1990', proposed: 'March 15, 1990' }];

const decisions: ReturnType<typeof readingChangeRequest.parse>[] = [];
const changeWithRows = () => HttpResponse.json({ firstName: 'Ana', rows: ROWS, expiresAt: '2030-01-01T00:00:00.000Z' } satisfies ReadingChangeResponse);
const decideAsAsked = (choice: 'replace' | 'keep') =>
  HttpResponse.json(
    choice === 'replace'
      ? ({ status: 'success', message: READING_FORM_MESSAGES.success, reading: READING, overwritten: true, link: '/free-moon-reading?token=new-link', accessToken: 'jwt' } satisfies ReadingChangeResult)
      : ({ status: 'kept', message: READING_FORM_MESSAGES.kept, link: '/free-moon-reading?token=old-link', accessToken: 'jwt' } satisfies ReadingChangeResult),
  );
let change: () => Response = changeWithRows;
let decide: (choice: 'replace' | 'keep') => Response | Promise<Response> = decideAsAsked;
const gone = () => HttpResponse.json({ error: EMAIL_CODE_MESSAGES.changeGone }, { status: 404 });

const server = setupServer(
  http.get(`${BASE}/reading-change`, ({ request }) => {
    readingChangeQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
    return change();
  }),
  http.post(`${BASE}/reading-change`, async ({ request }) => {
    const body = readingChangeRequest.parse(await request.json());
    decisions.push(body);
    return decide(body.choice);
  }),
  // The reading page the visitor lands on: its own load is not what these tests are about.
  http.get(`${BASE}/reading-by-token`, ({ request }) => {
    readingByTokenQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json({ error: 'This reading link is not valid.' }, { status: 404 });
  }),
);

beforeAll(() => {
  window.__MOONWISE_CONFIG__ = { publicApiKey: 'test-key', functionsUrl: BASE, restUrl: 'http://moonwise.test/rest/v1' };
  window.scrollTo = () => undefined;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  decisions.length = 0;
  change = changeWithRows;
  decide = decideAsAsked;
});
afterAll(() => server.close());

/** Where the router is, for the test to read. */
const WhereAmI = () => {
  const here = useLocation();
  return (
    <p hidden data-testid="location">
      {`${here.pathname}${here.search}`}
    </p>
  );
};
const location = () => screen.getByTestId('location').textContent;

const openChangeLink = (token = 'change-token') =>
  render(
    <MemoryRouter initialEntries={[`/free-moon-reading?change=${token}`]}>
      <Routes>
        <Route path="/free-moon-reading" element={<FreeReadingPage />} />
      </Routes>
      <WhereAmI />
    </MemoryRouter>,
  );

describe('the owner’s emailed change link', () => {
  it('shows what would change in the overwrite dialog, and replacing opens the new reading in place of the link', async () => {
    let release: () => void = () => undefined;
    decide = (choice) => new Promise<Response>((resolve) => (release = () => resolve(decideAsAsked(choice))));
    openChangeLink();
    const dialog = await screen.findByRole('dialog', { name: OVERWRITE_DIALOG_TEXT.title });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ana, new details for your moon reading');
    expect(within(dialog).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Field', 'Current Reading', 'New Details']);
    expect(within(dialog).getByRole('row', { name: 'Birth date March 14, 1990 March 15, 1990' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: OVERWRITE_DIALOG_TEXT.overwrite })));
    fireEvent.click(within(dialog).getByRole('button', { name: OVERWRITE_DIALOG_TEXT.overwrite }));
    expect(await within(dialog).findByRole('button', { name: OVERWRITE_DIALOG_TEXT.working })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: OVERWRITE_DIALOG_TEXT.keep }));
    release();
    expect(await screen.findByText(READING_FORM_MESSAGES.success)).toBeTruthy();
    expect(decisions).toEqual([{ token: 'change-token', choice: 'replace' }]);
    expect(location()).toBe('/free-moon-reading?token=new-link');
  });

  it('keeps the current reading with Escape, and says so with a link to it', async () => {
    openChangeLink();
    const dialog = await screen.findByRole('dialog', { name: OVERWRITE_DIALOG_TEXT.title });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('We kept your current moon reading. You can always update it later.');
    expect(within(notice).getByRole('link', { name: READING_CHANGE_TEXT.open }).getAttribute('href')).toBe('/free-moon-reading?token=old-link');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decisions).toEqual([{ token: 'change-token', choice: 'keep' }]);
  });

  it('says plainly when the details match the current reading, and opens it', async () => {
    change = () => HttpResponse.json({ firstName: null, rows: [], expiresAt: '2030-01-01T00:00:00.000Z' } satisfies ReadingChangeResponse);
    openChangeLink();
    expect(await screen.findByText(READING_CHANGE_TEXT.unchanged)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: READING_CHANGE_TEXT.open }));
    await waitFor(() => expect(location()).toBe('/free-moon-reading?token=old-link'));
    expect(decisions).toEqual([{ token: 'change-token', choice: 'keep' }]);
    expect(await screen.findByText(READING_FORM_MESSAGES.kept)).toBeTruthy();
  });

  it('shows the server’s text with a link to the form when the link has expired or was used', async () => {
    change = gone;
    openChangeLink();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(EMAIL_CODE_MESSAGES.changeGone);
    expect(within(alert).getByRole('link', { name: READING_CHANGE_TEXT.toForm }).getAttribute('href')).toBe('/free-moon-reading');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('says the same when the link was used while the dialog was open', async () => {
    decide = gone;
    openChangeLink();
    const dialog = await screen.findByRole('dialog', { name: OVERWRITE_DIALOG_TEXT.title });
    fireEvent.click(within(dialog).getByRole('button', { name: OVERWRITE_DIALOG_TEXT.overwrite }));
    const text = await screen.findByText(EMAIL_CODE_MESSAGES.changeGone);
    expect(text.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the reason when the choice could not be sent', async () => {
    decide = () => HttpResponse.json({ error: 'boom' }, { status: 500 });
    openChangeLink();
    const dialog = await screen.findByRole('dialog', { name: OVERWRITE_DIALOG_TEXT.title });
    fireEvent.click(within(dialog).getByRole('button', { name: OVERWRITE_DIALOG_TEXT.overwrite }));
    expect(await within(dialog).findByText(READING_CHANGE_TEXT.failure)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: OVERWRITE_DIALOG_TEXT.overwrite })).toHaveProperty('disabled', false);
  });
});
