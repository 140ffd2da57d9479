// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { placeSearchQuery, reportErrorRequest, type PlaceMatchBody } from '../../../domain/contracts/functions.contract';
import {
  type FreeReadingResponse,
  OVERWRITE_DIALOG_TEXT,
  READING_FORM_MESSAGES,
  freeReadingRequest,
} from '../../../domain/contracts/reading-form.contract';
import { RATE_LIMIT_MESSAGES } from '../../../domain/rate-limit';
import { type ReadyOutcome, ReadingForm } from './reading-form';

/** The form against msw handlers that parse every request with the shared contracts. */
const BASE = 'http://moonwise.test/functions/v1';
const LISBON: PlaceMatchBody = {
  id: 2267057,
  label: 'Lisbon, Portugal',
  name: 'Lisbon',
  countryCode: 'PT',
  countryName: 'Portugal',
  region: null,
  lat: 38.71667,
  lng: -9.13333,
  zone: 'Europe/Lisbon',
  population: 517802,
};

const sent: { body: ReturnType<typeof freeReadingRequest.parse>; authorization: string | null }[] = [];
const reported: unknown[] = [];
let questionsAsked = 0;
let answerFor: (body: ReturnType<typeof freeReadingRequest.parse>) => Response = () => HttpResponse.json({ status: 'pending', message: READING_FORM_MESSAGES.pending });

const server = setupServer(
  http.get(`${BASE}/security-question`, () => {
    questionsAsked += 1;
    return HttpResponse.json({ id: `question-${questionsAsked}`, question: 'What is three plus five?' });
  }),
  http.get(`${BASE}/place-search`, ({ request }) => {
    const { q } = placeSearchQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json({ places: 'lisbon'.startsWith(q.toLowerCase().slice(0, 3)) ? [LISBON] : [] });
  }),
  http.post(`${BASE}/free-reading`, async ({ request }) => {
    const body = freeReadingRequest.parse(await request.json());
    sent.push({ body, authorization: request.headers.get('authorization') });
    return answerFor(body);
  }),
  http.post(`${BASE}/report-error`, async ({ request }) => {
    reported.push(reportErrorRequest.parse(await request.json()));
    return HttpResponse.json({ received: true });
  }),
);

beforeAll(() => {
  window.__MOONWISE_CONFIG__ = { publicApiKey: 'test-key', functionsUrl: BASE, restUrl: 'http://moonwise.test/rest/v1' };
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sent.length = 0;
  reported.length = 0;
});
afterAll(() => server.close());

const onReady = vi.fn<(outcome: ReadyOutcome) => void>();

const renderForm = async (accessToken: string | null = null) => {
  onReady.mockReset();
  render(<ReadingForm accessToken={accessToken} onReady={onReady} />);
  await screen.findByText('What is three plus five?');
};

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reveal my moon reading' }));
const alertText = () => screen.getByRole('alert').textContent ?? '';

const choosePlace = async () => {
  type('Birth place', 'Lisb');
  const option = await screen.findByRole('option', { name: 'Lisbon, Portugal' });
  fireEvent.mouseDown(option);
  await screen.findByText(/Locked in: Lisbon, Portugal/);
};

const fillAll = async () => {
  type('First name', 'Ana');
  type('Email', 'ana@example.com');
  type('Confirm email', 'ana@example.com');
  type('Birth date', '1990-03-14');
  type('Confirm birth date', '1990-03-14');
  type('Birth time (optional)', '08:30');
  await choosePlace();
  fireEvent.click(screen.getByLabelText('I confirm this is the place where I was born'));
  type('Security Check', '8');
};

describe('the free reading form', () => {
  it('labels the security question as the spec says: Security Check, Answer required', async () => {
    await renderForm();
    const input = screen.getByLabelText('Security Check');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Answer required').id);
  });

  it('names every problem of an empty form at once and sends nothing', async () => {
    await renderForm();
    submit();
    const text = alertText();
    expect(text).toContain(READING_FORM_MESSAGES.preciseLocation);
    expect(text).toContain(READING_FORM_MESSAGES.securityQuestion);
    expect(text).toContain('Please tell us your first name.');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(sent).toEqual([]);
  });

  it('asks the visitor to confirm details when the confirmation email does not match', async () => {
    await renderForm();
    await fillAll();
    type('Confirm email', 'ana@example.org');
    submit();
    expect(alertText()).toContain(READING_FORM_MESSAGES.confirmDetails);
    expect(screen.getByLabelText('Confirm email').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('asks the visitor to confirm details when the birth dates differ', async () => {
    await renderForm();
    await fillAll();
    type('Confirm birth date', '1990-03-15');
    submit();
    expect(alertText()).toBe(`Please check the form:${READING_FORM_MESSAGES.confirmDetails}`);
  });

  it('asks for the place confirmation once a place is chosen', async () => {
    await renderForm();
    await fillAll();
    fireEvent.click(screen.getByLabelText('I confirm this is the place where I was born'));
    submit();
    expect(alertText()).toContain(READING_FORM_MESSAGES.confirmDetails);
  });

  it('refuses a typed place that was not chosen from the list', async () => {
    await renderForm();
    await fillAll();
    type('Birth place', 'Lisbon, somewhere');
    submit();
    expect(alertText()).toContain(READING_FORM_MESSAGES.preciseLocation);
    expect(screen.queryByText(/Locked in/)).toBeNull();
  });

  it('asks for the security answer when it is left empty', async () => {
    await renderForm();
    await fillAll();
    type('Security Check', '   ');
    submit();
    expect(alertText()).toBe(`Please check the form:${READING_FORM_MESSAGES.securityQuestion}`);
  });

  it('sends the chosen place, the answered question and the access token, and hands on the reading link', async () => {
    answerFor = () => HttpResponse.json({ status: 'kept', message: READING_FORM_MESSAGES.kept, link: '/free-moon-reading?token=abc', accessToken: 'jwt' } satisfies FreeReadingResponse);
    await renderForm('owner-token');
    await fillAll();
    submit();
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    expect(sent[0]?.body).toMatchObject({
      firstName: 'Ana',
      email: 'ana@example.com',
      birth_date: '1990-03-14',
      birth_time: '08:30',
      birth_place: { id: LISBON.id, label: 'Lisbon, Portugal' },
      security: { id: `question-${questionsAsked}`, answer: '8' },
    });
    expect(sent[0]?.authorization).toBe('Bearer owner-token');
    expect(onReady.mock.calls[0]?.[0]).toMatchObject({ kind: 'kept', message: READING_FORM_MESSAGES.kept, link: '/free-moon-reading?token=abc' });
  });

  it('shows the overwrite dialog with the differing fields, and Escape keeps the current reading', async () => {
    answerFor = (body) =>
      body.overwrite === undefined
        ? HttpResponse.json({
            status: 'needs_overwrite',
            rows: [{ field: 'birthDate', label: 'Birth date', current: 'March 14, 1990', proposed: 'March 15, 1990' }],
          } satisfies FreeReadingResponse)
        : HttpResponse.json({ status: 'kept', message: READING_FORM_MESSAGES.kept, link: '/free-moon-reading?token=abc', accessToken: 'jwt' } satisfies FreeReadingResponse);
    await renderForm();
    await fillAll();
    submit();
    const dialog = await screen.findByRole('dialog', { name: OVERWRITE_DIALOG_TEXT.title });
    expect(within(dialog).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Field', 'Current Reading', 'New Details']);
    expect(within(dialog).getByRole('row', { name: 'Birth date March 14, 1990 March 15, 1990' })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: OVERWRITE_DIALOG_TEXT.overwrite }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    fireEvent.keyDown(within(dialog).getByRole('button', { name: OVERWRITE_DIALOG_TEXT.keep }), { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: OVERWRITE_DIALOG_TEXT.overwrite }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    expect(sent.map((request) => request.body.overwrite)).toEqual([undefined, 'keep']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says Updating... while the overwrite is sent', async () => {
    let release: () => void = () => undefined;
    answerFor = (body) =>
      body.overwrite === undefined
        ? HttpResponse.json({ status: 'needs_overwrite', rows: [{ field: 'birthTime', label: 'Birth time', current: '08:30', proposed: 'Not given' }] } satisfies FreeReadingResponse)
        : HttpResponse.json({ status: 'pending', message: READING_FORM_MESSAGES.pending } satisfies FreeReadingResponse);
    server.use(
      http.post(`${BASE}/free-reading`, async ({ request }) => {
        const body = freeReadingRequest.parse(await request.json());
        sent.push({ body, authorization: request.headers.get('authorization') });
        if (body.overwrite) await new Promise<void>((resolve) => (release = resolve));
        return answerFor(body);
      }),
    );
    await renderForm();
    await fillAll();
    submit();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: OVERWRITE_DIALOG_TEXT.overwrite }));
    expect(await within(dialog).findByRole('button', { name: OVERWRITE_DIALOG_TEXT.working })).toHaveProperty('disabled', true);
    release();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining(READING_FORM_MESSAGES.pending));
    expect(sent.map((request) => request.body.overwrite)).toEqual([undefined, 'replace']);
  });

  it('shows the rate-limit text the server answers with', async () => {
    answerFor = () => HttpResponse.json({ error: RATE_LIMIT_MESSAGES.email, status: 'rate_limited', limitType: 'email' }, { status: 429 });
    await renderForm();
    await fillAll();
    submit();
    await waitFor(() => expect(alertText()).toBe(RATE_LIMIT_MESSAGES.email));
  });

  it('asks again with a new question after a wrong answer', async () => {
    answerFor = () =>
      HttpResponse.json(
        { error: READING_FORM_MESSAGES.securityQuestion, status: 'security_failed', issues: [{ path: 'security.answer', message: READING_FORM_MESSAGES.securityQuestion }] },
        { status: 400 },
      );
    await renderForm();
    const before = questionsAsked;
    await fillAll();
    submit();
    await waitFor(() => expect(alertText()).toBe(READING_FORM_MESSAGES.securityQuestion));
    await waitFor(() => expect(questionsAsked).toBe(before + 1));
    expect(screen.getByLabelText('Security Check')).toHaveProperty('value', '');
  });

  it('shows the general failure and reports it when the server fails', async () => {
    answerFor = () => HttpResponse.json({ error: 'boom' }, { status: 500 });
    await renderForm();
    await fillAll();
    submit();
    await waitFor(() => expect(alertText()).toBe(READING_FORM_MESSAGES.generalFailure));
    await waitFor(() => expect(reported).toHaveLength(1));
  });
});
