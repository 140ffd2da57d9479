// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { placeSearchQuery, reportErrorRequest, type PlaceMatchBody } from '../../../contracts/functions.contract';
import {
  EMAIL_CODE_MESSAGES,
  type EmailCodeCheckResponse,
  type EmailCodeResponse,
  type FreeReadingResponse,
  OVERWRITE_DIALOG_TEXT,
  READING_FORM_MESSAGES,
  emailCodeCheckRequest,
  emailCodeRequest,
  freeReadingRequest,
  MIN_FORM_FILL_MS,
} from '../../../contracts/reading-form.contract';
import { RATE_LIMIT_MESSAGES } from '../../../domain/reading';
import { EMAIL_CODE_TEXT } from './email-code-step';
import { type ReadyOutcome, ReadingForm } from './reading-form';
import { REVIEW_TEXT } from './review-step';

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
const codeRequests: ReturnType<typeof emailCodeRequest.parse>[] = [];
const codeChecks: ReturnType<typeof emailCodeCheckRequest.parse>[] = [];
const codeSent = (): Response => HttpResponse.json({ sent: true, message: EMAIL_CODE_MESSAGES.sent, expiresInMinutes: 15 } satisfies EmailCodeResponse);
let codeAnswer: () => Response | Promise<Response> = codeSent;
let checkAnswer: (code: string) => Response = () => HttpResponse.json({ verified: true, accessToken: 'owner-jwt' } satisfies EmailCodeCheckResponse);

const server = setupServer(
  http.get(`${BASE}/security-question`, () => {
    questionsAsked += 1;
    return HttpResponse.json({ id: `question-${questionsAsked}`, question: 'What is 3 + 5?' });
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
  http.post(`${BASE}/email-code`, async ({ request }) => {
    codeRequests.push(emailCodeRequest.parse(await request.json()));
    return codeAnswer();
  }),
  http.post(`${BASE}/email-code-check`, async ({ request }) => {
    const body = emailCodeCheckRequest.parse(await request.json());
    codeChecks.push(body);
    return checkAnswer(body.code);
  }),
  http.post(`${BASE}/report-error`, async ({ request }) => {
    reported.push(reportErrorRequest.parse(await request.json()));
    return HttpResponse.json({ received: true });
  }),
);

/** jsdom lays nothing out: record what the form asks to bring into view. */
const scrolledIntoView: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledIntoView.push(this);
  };
  window.__MOONWISE_CONFIG__ = { publicApiKey: 'test-key', functionsUrl: BASE, restUrl: 'http://moonwise.test/rest/v1' };
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sent.length = 0;
  reported.length = 0;
  scrolledIntoView.length = 0;
  codeRequests.length = 0;
  codeChecks.length = 0;
  codeAnswer = codeSent;
  checkAnswer = () => HttpResponse.json({ verified: true, accessToken: 'owner-jwt' } satisfies EmailCodeCheckResponse);
});
afterAll(() => server.close());

const onReady = vi.fn<(outcome: ReadyOutcome) => void>();

/** By default the form appeared a minute ago; 'now' renders it as a visitor first meets it. */
const renderForm = async (accessToken: string | null = null, shown: 'a minute ago' | 'now' = 'a minute ago') => {
  onReady.mockReset();
  render(<ReadingForm accessToken={accessToken} onReady={onReady} shownAtMs={shown === 'now' ? undefined : Date.now() - 60_000} />);
  await screen.findByText('What is 3 + 5?');
};

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reveal my moon reading' }));
const review = () => screen.getByRole('region', { name: REVIEW_TEXT.title });
/** The first submit, then 'Yes, reveal my reading' in the review. */
const reveal = () => {
  submit();
  fireEvent.click(within(review()).getByRole('button', { name: REVIEW_TEXT.all }));
};
const alertText = () => screen.getByRole('alert').textContent ?? '';
const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('fr-error'))?.textContent ?? null;
};

const choosePlace = async () => {
  type('Birth place', 'Lisb');
  const option = await screen.findByRole('option', { name: 'Lisbon, Portugal' });
  fireEvent.mouseDown(option);
  await screen.findByText(/Locked in: Lisbon, Portugal/);
};

const fillAll = async () => {
  type('First name', 'Ana');
  type('Email', 'ana@example.com');
  type('Birth date', '1990-03-14');
  type('Birth time (optional)', '08:30');
  await choosePlace();
  type('Security Check', '8');
};

describe('the free reading form', () => {
  it('labels the security question as the spec says: Security Check, Answer required', async () => {
    await renderForm();
    const input = screen.getByLabelText('Security Check');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Answer required').id);
  });

  it('asks for each detail once: one email, one birth date, no tick box for the place', async () => {
    await renderForm();
    expect(screen.queryByLabelText(/Confirm email/)).toBeNull();
    expect(screen.queryByLabelText(/Confirm birth date/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getAllByLabelText(/^Email$/)).toHaveLength(1);
  });

  it('puts each problem of an empty form beside its field, focuses the first and sends nothing', async () => {
    await renderForm();
    submit();
    expect(errorOf('First name')).toBe('Please tell us your first name.');
    expect(errorOf('Email')).toBe('Please enter a valid email address.');
    expect(errorOf('Birth date')).toBe('Please enter your birth date.');
    expect(errorOf('Birth place')).toBe(READING_FORM_MESSAGES.preciseLocation);
    expect(errorOf('Security Check')).toBe(READING_FORM_MESSAGES.securityQuestion);
    expect(screen.getByLabelText('Birth place').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(sent).toEqual([]);
  });

  it('refuses a typed place that was not chosen from the list, and typing again unlocks a chosen one', async () => {
    await renderForm();
    await fillAll();
    type('Birth place', 'Lisbon, somewhere');
    expect(screen.queryByText(/Locked in/)).toBeNull();
    submit();
    expect(errorOf('Birth place')).toBe(READING_FORM_MESSAGES.preciseLocation);
    expect(document.activeElement).toBe(screen.getByLabelText('Birth place'));
    expect(screen.queryByRole('region', { name: REVIEW_TEXT.title })).toBeNull();
  });

  it('asks for the security answer when it is left empty', async () => {
    await renderForm();
    await fillAll();
    type('Security Check', '   ');
    submit();
    expect(errorOf('Security Check')).toBe(READING_FORM_MESSAGES.securityQuestion);
    expect(document.activeElement).toBe(screen.getByLabelText('Security Check'));
  });

  it('shows the three facts in words for review before sending anything', async () => {
    await renderForm();
    await fillAll();
    submit();
    const facts = within(review()).getAllByRole('definition').filter((element) => element.classList.contains('fr-fact-value'));
    expect(facts.map((element) => element.textContent)).toEqual(['ana@example.com', 'March 14, 1990 at 8:30 am', 'Lisbon, Portugal']);
    expect(document.activeElement).toBe(within(review()).getByRole('heading', { name: REVIEW_TEXT.title }));
    expect(sent).toEqual([]);
  });

  it('Edit returns to the field, and a changed fact is reviewed again', async () => {
    await renderForm();
    await fillAll();
    submit();
    fireEvent.click(within(review()).getByRole('button', { name: 'Edit birth date' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Birth date'));
    expect(screen.queryByRole('region', { name: REVIEW_TEXT.title })).toBeNull();
    type('Birth date', '1990-03-15');
    submit();
    expect(within(review()).getByText('March 15, 1990 at 8:30 am')).toBeTruthy();
  });

  it('names the unconfirmed details beside §5’s message, and sends once the last one is confirmed', async () => {
    answerFor = () => HttpResponse.json({ status: 'kept', message: READING_FORM_MESSAGES.kept, link: '/free-moon-reading?token=abc', accessToken: 'jwt' } satisfies FreeReadingResponse);
    await renderForm();
    await fillAll();
    submit();
    const confirmEmail = within(review()).getByRole('button', { name: 'Confirm email' });
    fireEvent.click(confirmEmail);
    expect(confirmEmail.getAttribute('aria-pressed')).toBe('true');
    // Enter in a field goes on without the other two confirmations.
    fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'Enter' });
    expect(within(review()).getByRole('alert').textContent).toBe(`${READING_FORM_MESSAGES.confirmDetails} Not yet confirmed: birth date, birth place.`);
    expect(within(review()).getAllByText(REVIEW_TEXT.notConfirmed)).toHaveLength(2);
    expect(sent).toEqual([]);
    fireEvent.click(within(review()).getByRole('button', { name: 'Confirm birth date' }));
    expect(within(review()).getByRole('alert').textContent).toBe(`${READING_FORM_MESSAGES.confirmDetails} Not yet confirmed: birth place.`);
    fireEvent.click(within(review()).getByRole('button', { name: 'Confirm birth place' }));
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
  });

  it('sends the chosen place, the answered question, the honeypot and the fill time, and hands on the reading link', async () => {
    answerFor = () => HttpResponse.json({ status: 'kept', message: READING_FORM_MESSAGES.kept, link: '/free-moon-reading?token=abc', accessToken: 'jwt' } satisfies FreeReadingResponse);
    await renderForm('owner-token');
    await fillAll();
    reveal();
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    expect(sent[0]?.body).toMatchObject({
      firstName: 'Ana',
      email: 'ana@example.com',
      birth_date: '1990-03-14',
      birth_time: '08:30',
      birth_place: { id: LISBON.id, label: 'Lisbon, Portugal' },
      security: { id: `question-${questionsAsked}`, answer: '8' },
      website: '',
    });
    expect(sent[0]?.body.formMs).toBeGreaterThanOrEqual(60_000);
    expect(sent[0]?.authorization).toBe('Bearer owner-token');
    expect(onReady.mock.calls[0]?.[0]).toMatchObject({ kind: 'kept', message: READING_FORM_MESSAGES.kept, link: '/free-moon-reading?token=abc' });
  });

  it('keeps the honeypot out of sight, out of the tab order and from assistive technology', async () => {
    await renderForm();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.getAttribute('autocomplete')).toBe('off');
    expect(trap?.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('never sends sooner than a person could fill the form in', async () => {
    answerFor = () => HttpResponse.json({ status: 'kept', message: READING_FORM_MESSAGES.kept, link: '/free-moon-reading?token=abc', accessToken: 'jwt' } satisfies FreeReadingResponse);
    const started = Date.now();
    await renderForm(null, 'now');
    await fillAll();
    reveal();
    await waitFor(() => expect(onReady).toHaveBeenCalled(), { timeout: 4_000 });
    expect(sent[0]?.body.formMs).toBeGreaterThanOrEqual(MIN_FORM_FILL_MS);
    expect(Date.now() - started).toBeGreaterThanOrEqual(MIN_FORM_FILL_MS);
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
    reveal();
    const dialog = await screen.findByRole('dialog', { name: OVERWRITE_DIALOG_TEXT.title });
    expect(within(dialog).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Field', 'Current Reading', 'New Details']);
    expect(within(dialog).getByRole('row', { name: 'Birth date March 14, 1990 March 15, 1990' })).toBeTruthy();
    // The dialog takes focus once it has opened: wait for that, not for a fixed time.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: OVERWRITE_DIALOG_TEXT.overwrite })));
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
    reveal();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: OVERWRITE_DIALOG_TEXT.overwrite }));
    expect(await within(dialog).findByRole('button', { name: OVERWRITE_DIALOG_TEXT.working })).toHaveProperty('disabled', true);
    release();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining(READING_FORM_MESSAGES.pending));
    expect(sent.map((request) => request.body.overwrite)).toEqual([undefined, 'replace']);
  });

  it('shows the rate-limit text the server answers with beside the button', async () => {
    answerFor = () => HttpResponse.json({ error: RATE_LIMIT_MESSAGES.email, status: 'rate_limited', limitType: 'email' }, { status: 429 });
    await renderForm();
    await fillAll();
    reveal();
    await waitFor(() => expect(alertText()).toBe(RATE_LIMIT_MESSAGES.email));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(RATE_LIMIT_MESSAGES.email));
  });

  it('keeps the same question and the typed answer after a wrong answer, and sends the fix without asking again', async () => {
    answerFor = () =>
      HttpResponse.json(
        { error: READING_FORM_MESSAGES.securityQuestion, status: 'security_failed', issues: [{ path: 'security.answer', message: READING_FORM_MESSAGES.securityQuestion }] },
        { status: 400 },
      );
    await renderForm();
    const before = questionsAsked;
    await fillAll();
    type('Security Check', '9');
    reveal();
    await waitFor(() => expect(errorOf('Security Check')).toBe(READING_FORM_MESSAGES.securityQuestion));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Security Check')));
    expect(questionsAsked).toBe(before);
    expect(screen.getByText('What is 3 + 5?')).toBeTruthy();
    expect(screen.getByLabelText('Security Check')).toHaveProperty('value', '9');
    answerFor = () => HttpResponse.json({ status: 'kept', message: READING_FORM_MESSAGES.kept, link: '/free-moon-reading?token=abc', accessToken: 'jwt' } satisfies FreeReadingResponse);
    type('Security Check', '8');
    submit();
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    expect(sent.map((request) => request.body.security.answer)).toEqual(['9', '8']);
  });

  it('shows the general failure beside the button and reports it when the server fails', async () => {
    answerFor = () => HttpResponse.json({ error: 'boom' }, { status: 500 });
    await renderForm();
    await fillAll();
    reveal();
    await waitFor(() => expect(alertText()).toBe(READING_FORM_MESSAGES.generalFailure));
    await waitFor(() => expect(reported).toHaveLength(1));
  });

  it('says so beside the button when the network fails, keeping every value', async () => {
    server.use(http.post(`${BASE}/free-reading`, () => HttpResponse.error()));
    await renderForm();
    await fillAll();
    reveal();
    await waitFor(() => expect(alertText()).toBe('We could not reach Moonwise. Please check your connection and try again.'));
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ana@example.com');
    expect(screen.getByLabelText('Birth place')).toHaveProperty('value', 'Lisbon, Portugal');
    expect(within(review()).getByRole('button', { name: REVIEW_TEXT.all })).toBeTruthy();
    await waitFor(() => expect(scrolledIntoView.map((element) => element.textContent)).toContain(alertText()));
  });

  it('shows beside the place field that the place search cannot be reached', async () => {
    server.use(http.get(`${BASE}/place-search`, () => HttpResponse.error()));
    await renderForm();
    type('Birth place', 'Lisb');
    const problem = await screen.findByText('We could not reach Moonwise. Please check your connection and try again.', { selector: '.fr-problem' });
    expect(screen.getByLabelText('Birth place').getAttribute('aria-describedby')).toContain(problem.id);
  });
});

describe('proving the email is yours after the pending notice', () => {
  const pendingThenOwner = (ownerAnswer: (body: ReturnType<typeof freeReadingRequest.parse>) => Response) => {
    answerFor = (body) =>
      sent.at(-1)?.authorization === 'Bearer owner-jwt' ? ownerAnswer(body) : HttpResponse.json({ status: 'pending', message: READING_FORM_MESSAGES.pending } satisfies FreeReadingResponse);
  };
  const reachPending = async () => {
    await renderForm();
    await fillAll();
    reveal();
    await screen.findByText(READING_FORM_MESSAGES.pending);
  };
  const codeInput = () => screen.getByLabelText(EMAIL_CODE_TEXT.codeLabel);
  const askForCode = async () => {
    fireEvent.click(screen.getByRole('button', { name: EMAIL_CODE_TEXT.offer }));
    await screen.findByText(EMAIL_CODE_MESSAGES.sent);
  };
  const confirm = (code: string) => {
    fireEvent.change(codeInput(), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: EMAIL_CODE_TEXT.confirm }));
  };

  it('emails a code, and the code resubmits the same form as the owner, who is asked before the reading is replaced', async () => {
    pendingThenOwner((body) =>
      body.overwrite === undefined
        ? HttpResponse.json({ status: 'needs_overwrite', rows: [{ field: 'birthTime', label: 'Birth time', current: '08:30', proposed: 'Not given' }] } satisfies FreeReadingResponse)
        : HttpResponse.json({ status: 'kept', message: READING_FORM_MESSAGES.kept, link: '/free-moon-reading?token=abc', accessToken: 'new-jwt' } satisfies FreeReadingResponse),
    );
    await reachPending();
    await askForCode();
    expect(codeRequests).toEqual([{ email: 'ana@example.com' }]);
    const input = codeInput();
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(input));
    confirm('123 456');
    const dialog = await screen.findByRole('dialog', { name: OVERWRITE_DIALOG_TEXT.title });
    expect(codeChecks).toEqual([{ email: 'ana@example.com', code: '123456' }]);
    expect(sent.map((request) => request.authorization)).toEqual(['Bearer test-key', 'Bearer owner-jwt']);
    expect({ ...sent[1]?.body, formMs: 0 }).toEqual({ ...sent[0]?.body, formMs: 0 });
    fireEvent.click(within(dialog).getByRole('button', { name: OVERWRITE_DIALOG_TEXT.keep }));
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    expect(sent.at(-1)).toMatchObject({ authorization: 'Bearer owner-jwt', body: { overwrite: 'keep' } });
    expect(onReady.mock.calls[0]?.[0]).toMatchObject({ kind: 'kept', accessToken: 'new-jwt' });
  });

  it('hands on the owner’s new reading when nothing differs', async () => {
    pendingThenOwner(() => HttpResponse.json({ status: 'kept', message: READING_FORM_MESSAGES.kept, link: '/free-moon-reading?token=abc', accessToken: 'new-jwt' } satisfies FreeReadingResponse));
    await reachPending();
    await askForCode();
    confirm('123456');
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    expect(onReady.mock.calls[0]?.[0]).toMatchObject({ kind: 'kept', link: '/free-moon-reading?token=abc' });
  });

  it('reads out the server’s refusals: a wrong code keeps the typing, an expired one clears it', async () => {
    await reachPending();
    await askForCode();
    checkAnswer = () => HttpResponse.json({ error: EMAIL_CODE_MESSAGES.wrong(2), status: 'wrong_code', triesLeft: 2 }, { status: 400 });
    confirm('111111');
    expect(await screen.findByText(EMAIL_CODE_MESSAGES.wrong(2))).toBeTruthy();
    expect(screen.getByText(EMAIL_CODE_MESSAGES.wrong(2)).closest('[aria-live]')).toBeTruthy();
    expect(codeInput()).toHaveProperty('value', '111111');
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    checkAnswer = () => HttpResponse.json({ error: EMAIL_CODE_MESSAGES.expired, status: 'expired' }, { status: 400 });
    confirm('222222');
    expect(await screen.findByText(EMAIL_CODE_MESSAGES.expired)).toBeTruthy();
    expect(codeInput()).toHaveProperty('value', '');
    expect(sent).toHaveLength(1);
  });

  it('sends a new code when asked, and shows a refusal to send one', async () => {
    await reachPending();
    await askForCode();
    codeAnswer = () => HttpResponse.json({ error: EMAIL_CODE_MESSAGES.tooManyCodes }, { status: 429 });
    fireEvent.click(screen.getByRole('button', { name: EMAIL_CODE_TEXT.resend }));
    expect(await screen.findByText(EMAIL_CODE_MESSAGES.tooManyCodes)).toBeTruthy();
    expect(codeRequests).toHaveLength(2);
  });

  it('does not send a code that is not six digits', async () => {
    await reachPending();
    await askForCode();
    confirm('12345');
    expect(await screen.findByText('Please type the six-digit code from the email.')).toBeTruthy();
    expect(codeChecks).toEqual([]);
  });

  it('shows its progress while working and sends once however often it is clicked', async () => {
    let release: () => void = () => undefined;
    codeAnswer = () => new Promise<Response>((resolve) => (release = () => resolve(codeSent())));
    await reachPending();
    const offer = screen.getByRole('button', { name: EMAIL_CODE_TEXT.offer });
    fireEvent.click(offer);
    fireEvent.click(offer);
    const working = await screen.findByRole('button', { name: EMAIL_CODE_TEXT.sending });
    expect(working).toHaveProperty('disabled', true);
    fireEvent.click(working);
    release();
    await screen.findByText(EMAIL_CODE_MESSAGES.sent);
    expect(codeRequests).toHaveLength(1);
  });

  it('lets the visitor start a new request instead, with the details and the question kept', async () => {
    await reachPending();
    const before = questionsAsked;
    fireEvent.click(screen.getByRole('button', { name: 'Start a new request' }));
    expect(questionsAsked).toBe(before);
    expect(screen.getByText('What is 3 + 5?')).toBeTruthy();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ana@example.com');
  });
});
