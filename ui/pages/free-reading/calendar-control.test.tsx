// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CalendarLinkResponse, calendarLinkRequest } from '../../../contracts/calendar-link.contract';
import { CALENDAR_TEXT, CalendarControl } from './calendar-control';

/** 'Add my moon calendar' against an msw handler that parses every request with the shared contract. */
const BASE = 'http://moonwise.test/functions/v1';
const asked: ReturnType<typeof calendarLinkRequest.parse>[] = [];
let served = 0;
const linkFor = (n: number): CalendarLinkResponse => ({
  url: `https://moonwise.example/calendar/${String(n).repeat(43).slice(0, 43)}.ics`,
  webcal: `webcal://moonwise.example/calendar/${String(n).repeat(43).slice(0, 43)}.ics`,
});

let stops = 0;
const server = setupServer(
  http.post(`${BASE}/calendar-link-stop`, async ({ request }) => {
    const body = calendarLinkRequest.parse(await request.json());
    asked.push(body);
    stops += 1;
    return HttpResponse.json({ stopped: true });
  }),
  http.post(`${BASE}/calendar-link`, async ({ request }) => {
    const body = calendarLinkRequest.parse(await request.json());
    asked.push(body);
    if (body.token === 'unknown') return HttpResponse.json({ error: 'This profile link is not valid or has expired.' }, { status: 404 });
    if (body.replace === true) served += 1;
    return HttpResponse.json(linkFor(served));
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  window.__MOONWISE_CONFIG__ = { publicApiKey: 'test-key', functionsUrl: BASE, restUrl: 'http://moonwise.test/rest/v1' };
});
afterEach(() => {
  cleanup();
  asked.length = 0;
  served = 0;
  stops = 0;
});
afterAll(() => server.close());

describe('Add my moon calendar', () => {
  it('asks for the address only when she presses it, then shows the webcal link and the address to copy', async () => {
    render(<CalendarControl token="tok" />);
    expect(asked).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.action }));
    const address = await screen.findByLabelText(CALENDAR_TEXT.label);
    expect(address).toHaveProperty('value', linkFor(0).url);
    expect(address).toHaveProperty('readOnly', true);
    expect(screen.getByRole('link', { name: CALENDAR_TEXT.subscribe }).getAttribute('href')).toBe(linkFor(0).webcal);
    expect(asked).toEqual([{ token: 'tok' }]);
  });

  it('replaces the address and says the old one no longer works', async () => {
    render(<CalendarControl token="tok" />);
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.action }));
    await screen.findByLabelText(CALENDAR_TEXT.label);
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.replace }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(CALENDAR_TEXT.replaced));
    expect(screen.getByLabelText(CALENDAR_TEXT.label)).toHaveProperty('value', linkFor(1).url);
    expect(asked).toEqual([{ token: 'tok' }, { token: 'tok', replace: true }]);
  });

  it('says in words when the link is not hers any more', async () => {
    render(<CalendarControl token="unknown" />);
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.action }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/not valid or has expired/));
    expect(screen.queryByLabelText(CALENDAR_TEXT.label)).toBeNull();
  });

  it('stops the address only once she says so a second time, then offers to add a new one', async () => {
    render(<CalendarControl token="tok" />);
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.action }));
    await screen.findByLabelText(CALENDAR_TEXT.label);
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.stop }));
    expect(stops).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.stopNo }));
    expect(screen.queryByRole('button', { name: CALENDAR_TEXT.stopYes })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.stop }));
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.stopYes }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(CALENDAR_TEXT.stopped));
    expect(stops).toBe(1);
    expect(asked.at(-1)).toEqual({ token: 'tok' });
    expect(screen.queryByLabelText(CALENDAR_TEXT.label)).toBeNull();
    expect(screen.getByRole('button', { name: CALENDAR_TEXT.action })).toBeTruthy();
  });
});
