// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, type ContactResponse, contactRequest } from '../../../contracts/contact.contract';
import type { FunctionError } from '../../../contracts/functions.contract';
import { ContactPage } from './contact-page';

const FUNCTIONS_URL = 'http://moonwise.test/functions/v1';
const THANKS = 'Thank you for writing to us. Your message is with the Moonwise team, and we will reply by email.';
const received: unknown[] = [];

/** The contact function at the network edge: every request parsed with the shared contract. */
const server = setupServer(
  http.post(`${FUNCTIONS_URL}/contact`, async ({ request }) => {
    const parsed = contactRequest.safeParse(await request.json());
    if (!parsed.success) {
      const refusal: FunctionError = { error: 'The request is not valid.', issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) };
      return HttpResponse.json(refusal, { status: 400 });
    }
    received.push(parsed.data);
    if (parsed.data.email === 'busy@example.com') {
      const refusal: FunctionError = { error: 'We have received several messages from this email address in the last hour. Please wait an hour before writing again.' };
      return HttpResponse.json(refusal, { status: 429 });
    }
    const answer: ContactResponse = { received: true, message: THANKS };
    return HttpResponse.json(answer, { status: 201 });
  }),
);

beforeAll(() => {
  window.__MOONWISE_CONFIG__ = { publicApiKey: 'test-public-key', functionsUrl: FUNCTIONS_URL, restUrl: 'http://moonwise.test/rest/v1' };
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => server.close());

const renderPage = () =>
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the contact form', () => {
  it('names every problem beside its field and sends nothing', async () => {
    renderPage();
    fill('Your email', 'not an email');
    fill('Your message', 'hi');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([CONTACT_MESSAGES.nameRequired, CONTACT_MESSAGES.emailInvalid, CONTACT_MESSAGES.messageTooShort]);
    expect(screen.getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'));
    expect(received).toEqual([]);
  });

  it('sends the message and shows the thank-you state', async () => {
    renderPage();
    fill('Your name', 'Ana Silva');
    fill('Your email', 'ana@example.com');
    fill('Your message', 'Could you explain how my Moon sign is worked out?');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Ana' })).toBeTruthy();
    expect(screen.getByText(THANKS)).toBeTruthy();
    expect(received).toEqual([{ name: 'Ana Silva', email: 'ana@example.com', message: 'Could you explain how my Moon sign is worked out?' }]);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    renderPage();
    fill('Your name', 'Busy');
    fill('Your email', 'busy@example.com');
    fill('Your message', 'One message too many this hour.');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/several messages from this email address/);
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('One message too many this hour.');
  });
});
