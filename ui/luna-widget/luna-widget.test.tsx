// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserStore, type BrowserStore } from '../browser-storage';
import { memoryBackend } from '../browser-storage/backends';
import type { BirthDataState } from '../../domain/birth';
import { HELP_TEXT, RESET_GREETING, STATUS_EMPTY_REPLY } from '../../domain/conversation';
import { lunaChatAssistantRequest, type LunaChatAssistantResponse } from '../../contracts/luna-chat-assistant.contract';
import { WELCOME_OPTIONS, WELCOME_TEXT } from './machine/welcome';
import { AUTO_OPEN_ENABLED_DEFAULT, WIDGET_SEND_FAILURE_MESSAGE } from './machine/widget.machine';
import { INPUT_PLACEHOLDER, LunaWidget, PANEL_TITLE } from './index';
import { LAZY_AUTO_OPEN_DEFAULT, LazyLunaWidget } from './lazy-luna-widget';
import { chatAnswerFixture } from '../../fixtures/chat-answer.fixture';

const FUNCTIONS_URL = 'http://moonwise.test/functions/v1';
const REST_URL = 'http://moonwise.test/rest/v1';

let turn = 0;
let replyGate: ((text: string) => Promise<void>) | null = null;
let failSends = false;
const sent: string[] = [];
/** What the server has stored, as luna_chat_messages rows. */
const rows: object[] = [];
const row = (id: string, role: 'user' | 'assistant', content: string) => ({
  id,
  session_id: '11111111-1111-4111-8111-111111111111',
  profile_id: null,
  role,
  content,
  created_at: new Date().toISOString(),
  was_helpful: null,
  moon_reading_generated: false,
  reading_url: null,
  metadata: null,
});

/** The server answers the commands (ADR 012); anything else is echoed. */
const replyTo = (message: string): string => (message === '/help' ? HELP_TEXT : message === '/reset' ? RESET_GREETING : `Echo: ${message}`);

const answerFor = (message: string, sessionToken: string): LunaChatAssistantResponse => {
  turn += 1;
  const quickReplies = message === 'ask yes no' ? [{ id: 'yes', label: 'Yes', value: 'yes' }, { id: 'no', label: 'No', value: 'no' }] : [];
  return chatAnswerFixture(replyTo(message), { messageId: `m-${turn}`, quickReplies, session: { sessionToken, sessionId: '11111111-1111-4111-8111-111111111111', turnNumber: turn } });
};

/** The chat service at the network edge; every request is parsed with the shared contract. */
const server = setupServer(
  http.get(`${FUNCTIONS_URL}/luna-chat-session`, () => HttpResponse.json({ error: 'There is no chat session with this token.' }, { status: 404 })),
  http.post(`${FUNCTIONS_URL}/luna-chat-assistant`, async ({ request }) => {
    const body = lunaChatAssistantRequest.parse(await request.json());
    if (failSends) return HttpResponse.error();
    sent.push(body.message);
    rows.push(row(`u-${rows.length}`, 'user', body.message));
    if (replyGate) await replyGate(body.message);
    const answer = answerFor(body.message, body.sessionToken ?? 'token-token-token-1');
    rows.push({ ...row(answer.response_metadata.messageId, 'assistant', answer.response), metadata: { quickReplies: answer.response_metadata.quickReplies } });
    return HttpResponse.json(answer);
  }),
  http.get(`${REST_URL}/luna_chat_messages`, () => HttpResponse.json(rows)),
  http.get(`${REST_URL}/luna_chat_sessions`, () => HttpResponse.json(rows.length > 0 ? [{ id: '11111111-1111-4111-8111-111111111111' }] : [])),
);

let store: BrowserStore;

/** A token of the server's shape (44 characters); the widget makes its own only with a 'browser-' mark. */
const ISSUED_TOKEN = 'issued-by-the-server-0123456789abcdefghijklm';

const LISBON_BIRTH_DATA: BirthDataState = {
  email: 'ana@example.com',
  emailVerified: false,
  birthDate: '1990-03-14',
  birthTime: null,
  birthLocation: { city: 'Lisbon', country: 'Portugal', displayName: 'Lisbon, Portugal', coordinates: { lat: 38.716891, lng: -9.13957 }, timezone: 'Europe/Lisbon' },
  lastGeneratedAt: null,
  confirmations: { email: true, birthDate: true, birthLocation: false },
  pendingConfirmation: null,
  confirmOverwrite: false,
  pendingOverwrite: false,
};

beforeAll(() => {
  window.__MOONWISE_CONFIG__ = { publicApiKey: 'test-public-key', functionsUrl: FUNCTIONS_URL, restUrl: REST_URL };
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  store = createBrowserStore(memoryBackend(), () => {});
  turn = 0;
  replyGate = null;
  failSends = false;
  sent.length = 0;
  rows.length = 0;
  // jsdom has no matchMedia: report reduced motion so replies show whole (the pace is tested in domain/widget).
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const renderWidget = (props: Parameters<typeof LunaWidget>[0] = {}, path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LunaWidget store={store} {...props} />
    </MemoryRouter>,
  );

const openAndWelcome = async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  renderWidget({ openOnMount: true });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(4600);
  });
  vi.useRealTimers();
  await screen.findByText(WELCOME_TEXT);
};

const input = () => screen.getByPlaceholderText(INPUT_PLACEHOLDER);
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const pressEnter = () => fireEvent.keyDown(input(), { key: 'Enter' });
const transcript = () =>
  within(screen.getByRole('log'))
    .queryAllByText(/./, { selector: '.luna-message__bubble p' })
    .map((node) => node.textContent);

describe('the Luna widget', () => {
  it('keeps the lazy button’s auto-open default equal to the global setting (off)', () => {
    expect(LAZY_AUTO_OPEN_DEFAULT).toBe(AUTO_OPEN_ENABLED_DEFAULT);
    expect(AUTO_OPEN_ENABLED_DEFAULT).toBe(false);
  });

  it('opens a labelled panel with focus in the input, and Escape closes it back to the button', async () => {
    await openAndWelcome();
    const dialog = screen.getByRole('dialog', { name: PANEL_TITLE });
    expect(document.activeElement).toBe(input());
    expect(within(dialog).getByRole('log').getAttribute('aria-live')).toBe('polite');
    fireEvent.keyDown(input(), { key: 'Escape' });
    const button = await screen.findByRole('button', { name: 'Chat with Luna' });
    expect(document.activeElement).toBe(button);
    expect(store.get('chatMinimised')).toBe(true);
    fireEvent.click(button);
    expect(store.get('chatMinimised')).toBeNull();
  });

  it('auto-opens after 3 seconds when the setting is on and the visitor never minimised it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWidget({ autoOpen: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByRole('dialog', { name: PANEL_TITLE })).toBeTruthy();
  });

  it('auto-opens from the button alone 3 seconds after the panel started, when the deployment turns the setting on', async () => {
    window.__MOONWISE_CONFIG__ = { publicApiKey: 'test-public-key', functionsUrl: FUNCTIONS_URL, restUrl: REST_URL, lunaAutoOpen: true };
    window.localStorage.clear();
    try {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
      render(
        <MemoryRouter>
          <LazyLunaWidget />
        </MemoryRouter>,
      );
      await act(async () => {
        await vi.advanceTimersByTimeAsync(20);
      });
      // The panel module has loaded and its machine started once it holds a session token.
      await waitFor(() => expect(window.localStorage.getItem('luna_chat_session_token')).not.toBeNull());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2900);
      });
      expect(screen.queryByRole('dialog')).toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
      expect(screen.getByRole('dialog', { name: PANEL_TITLE })).toBeTruthy();
    } finally {
      window.__MOONWISE_CONFIG__ = { publicApiKey: 'test-public-key', functionsUrl: FUNCTIONS_URL, restUrl: REST_URL };
      window.localStorage.clear();
    }
  });

  it('does not auto-open when the visitor minimised it before', async () => {
    store.set('chatMinimised', true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWidget({ autoOpen: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows the parent’s open flag and tells it when the visitor closes', async () => {
    const onClose = vi.fn();
    const view = renderWidget({ open: false, onClose });
    expect(screen.queryByRole('dialog')).toBeNull();
    view.rerender(
      <MemoryRouter>
        <LunaWidget store={store} open onClose={onClose} />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores blank messages and sends with Enter; the input clears at once', async () => {
    await openAndWelcome();
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    type('   ');
    pressEnter();
    expect(sent).toEqual([]);
    type('Hello Luna');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
    pressEnter();
    expect((input() as HTMLTextAreaElement).value).toBe('');
    expect(await screen.findByText('Echo: Hello Luna')).toBeTruthy();
    expect(sent).toEqual(['Hello Luna']);
  });

  it('keeps the session token the server answers under, in the next message and in storage', async () => {
    const ISSUED = ISSUED_TOKEN;
    const tokensSent: (string | null | undefined)[] = [];
    server.use(
      http.post(`${FUNCTIONS_URL}/luna-chat-assistant`, async ({ request }) => {
        const body = lunaChatAssistantRequest.parse(await request.json());
        tokensSent.push(body.sessionToken);
        return HttpResponse.json(answerFor(body.message, ISSUED));
      }),
    );
    await openAndWelcome();
    const madeHere = store.get('sessionToken')?.token;
    type('Hello Luna');
    pressEnter();
    expect(await screen.findByText('Echo: Hello Luna')).toBeTruthy();
    type('Still here');
    pressEnter();
    expect(await screen.findByText('Echo: Still here')).toBeTruthy();
    expect(tokensSent).toEqual([madeHere, ISSUED]);
    expect(store.get('sessionToken')?.token).toBe(ISSUED);
  });

  it('on a first visit reads nothing through the table API: its own token names no session there (ADR 023)', async () => {
    const tableCalls: string[] = [];
    server.use(
      http.get(`${REST_URL}/:table`, ({ request }) => {
        tableCalls.push(new URL(request.url).pathname);
        return HttpResponse.json([]);
      }),
    );
    await openAndWelcome();
    expect(store.get('sessionToken')?.token).toMatch(/^browser-[A-Za-z0-9_-]{32}$/);
    expect(tableCalls).toEqual([]);
  });

  it('replaces a token kept from before the server issued them, and keeps one of the server’s', async () => {
    store.set('sessionToken', { token: 'a-browser-token-from-last-year-0123', issuedAt: Date.now() });
    await openAndWelcome();
    expect(store.get('sessionToken')?.token).toMatch(/^browser-/);
    cleanup();
    store = createBrowserStore(memoryBackend(), () => {});
    store.set('sessionToken', { token: ISSUED_TOKEN, issuedAt: Date.now() });
    await openAndWelcome();
    expect(store.get('sessionToken')?.token).toBe(ISSUED_TOKEN);
  });

  it('uses a quick reply once, and hides it when a later message exists', async () => {
    await openAndWelcome();
    const option = WELCOME_OPTIONS[0]!;
    fireEvent.click(screen.getByRole('button', { name: option.label }));
    expect(screen.queryByRole('button', { name: option.label })).toBeNull();
    expect(await screen.findByText(`Echo: ${option.value}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: option.label })).toBeNull();
    expect(sent).toEqual([option.value]);
  });

  it('shows the fallback when sending fails and makes the quick reply usable again', async () => {
    await openAndWelcome();
    failSends = true;
    const option = WELCOME_OPTIONS[1]!;
    fireEvent.click(screen.getByRole('button', { name: option.label }));
    expect(await screen.findByText(WIDGET_SEND_FAILURE_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: option.label })).toBeTruthy();
    expect(store.get('sessionSnapshot')?.isLocal).toBe(true);
    // The local session keeps working: commands still answer.
    type('/help');
    pressEnter();
    expect(await screen.findByText(/Here are the commands you can use:/)).toBeTruthy();
  });

  it('offers Try again under the connection trouble, which sends the failed message again and then goes', async () => {
    await openAndWelcome();
    failSends = true;
    type('Are you there?');
    pressEnter();
    expect(await screen.findByText(WIDGET_SEND_FAILURE_MESSAGE)).toBeTruthy();
    failSends = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Echo: Are you there?')).toBeTruthy();
    expect(sent).toEqual(['Are you there?']);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('sends slash commands to the server and shows its answers', async () => {
    await openAndWelcome();
    type('/STATUS');
    pressEnter();
    expect(await screen.findByText('Echo: /STATUS')).toBeTruthy();
    type('/help');
    pressEnter();
    await screen.findByText(/Here are the commands you can use:/);
    expect(HELP_TEXT.split('\n')).toHaveLength(6);
    expect(sent).toEqual(['/STATUS', '/help']);
  });

  it('resets through the server alone: its greeting shows, and the stored birth data is forgotten', async () => {
    store.set('birthData', LISBON_BIRTH_DATA);
    await openAndWelcome();
    type('/reset');
    pressEnter();
    expect(await screen.findByText(RESET_GREETING)).toBeTruthy();
    expect(sent).toEqual(['/reset']);
    expect(store.get('birthData')).toBeNull();
  });

  it('answers /help and /status itself only on its local session, from the stored birth data', async () => {
    store.set('birthData', LISBON_BIRTH_DATA);
    await openAndWelcome();
    failSends = true;
    type('Hello?');
    pressEnter();
    expect(await screen.findByText(WIDGET_SEND_FAILURE_MESSAGE)).toBeTruthy();
    type('/STATUS');
    pressEnter();
    expect(await screen.findByText(/Coordinates: 38\.7169, -9\.1396/)).toBeTruthy();
    type('/help');
    pressEnter();
    expect(await screen.findByText(/Here are the commands you can use:/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('answers /status with the no-data text on a local session that knows nothing', async () => {
    await openAndWelcome();
    failSends = true;
    type('Hello?');
    pressEnter();
    await screen.findByText(WIDGET_SEND_FAILURE_MESSAGE);
    type('/status');
    pressEnter();
    expect(await screen.findByText(STATUS_EMPTY_REPLY)).toBeTruthy();
  });

  it('shows a reply word by word when motion is welcome, its quick replies only once it is whole', async () => {
    await openAndWelcome();
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    cleanup();
    await openAndWelcome();
    type('ask yes no');
    pressEnter();
    const log = screen.getByRole('log');
    await waitFor(() => expect(log.getAttribute('aria-busy')).toBe('true'));
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(await screen.findByText('Echo: ask yes no')).toBeTruthy();
    await waitFor(() => expect(log.getAttribute('aria-busy')).toBeNull());
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
  });

  it('renders markdown links under the link policy', async () => {
    server.use(
      http.post(`${FUNCTIONS_URL}/luna-chat-assistant`, async ({ request }) => {
        const body = lunaChatAssistantRequest.parse(await request.json());
        const answer = answerFor(body.message, body.sessionToken ?? 'token-token-token-1');
        answer.response = 'See [phases](/moon-phases), [NASA](https://nasa.gov) and [bad](javascript:alert(1)). <b>raw</b>';
        return HttpResponse.json(answer);
      }),
    );
    await openAndWelcome();
    type('links please');
    pressEnter();
    const internal = await screen.findByRole('link', { name: 'phases' });
    expect(internal.getAttribute('href')).toBe('/moon-phases');
    expect(internal.getAttribute('target')).toBeNull();
    const external = screen.getByRole('link', { name: 'NASA' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('bad')).toBeTruthy();
    expect(document.querySelector('.luna-panel b')).toBeNull();
  });

  it('steps the height by 24 px with the arrow keys, clamped and persisted', async () => {
    await openAndWelcome();
    const handle = screen.getByRole('separator', { name: 'Resize chat' });
    expect(handle.getAttribute('aria-orientation')).toBe('horizontal');
    expect(handle.getAttribute('aria-valuenow')).toBe('520');
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(handle.getAttribute('aria-valuenow')).toBe('544');
    expect(store.get('chatHeight')).toBe(544);
    const max = Number(handle.getAttribute('aria-valuemax'));
    expect(max).toBe(window.innerHeight - 96);
    for (let i = 0; i < 20; i += 1) fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(handle.getAttribute('aria-valuenow')).toBe(String(max));
    for (let i = 0; i < 30; i += 1) fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(handle.getAttribute('aria-valuenow')).toBe('360');
    expect(store.get('chatHeight')).toBe(360);
  });

  it('keeps the transcript in send order whatever order replies and history reads arrive in', async () => {
    await openAndWelcome();
    await fc.assert(
      fc
        .asyncProperty(fc.scheduler(), fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 4 }), async (s, words) => {
          cleanup();
          sent.length = 0;
          rows.length = 0;
          turn = 0;
          replyGate = (text) => s.schedule(Promise.resolve(), `reply to ${text}`);
          // A history read answers with what was stored when it arrived, but may land much later.
          server.use(
            http.get(`${REST_URL}/luna_chat_messages`, () => {
              const storedNow = [...rows];
              return s.schedule(Promise.resolve(), `history of ${storedNow.length}`).then(() => HttpResponse.json(storedNow));
            }),
          );
          store = createBrowserStore(memoryBackend(), () => {});
          store.set('sessionToken', { token: ISSUED_TOKEN, issuedAt: Date.now() });
          // A returning visitor: stored history skips the welcome, so the chat is ready at once.
          rows.push(row('earlier-1', 'user', 'earlier question'), row('earlier-2', 'assistant', 'Earlier reply'));
          server.use(
            http.get(`${FUNCTIONS_URL}/luna-chat-session`, ({ request }) =>
              HttpResponse.json({ session: answerFor('', request.headers.get('x-luna-session') ?? '').session_updates, variant: null, context: {}, isActive: true }),
            ),
          );
          renderWidget({ open: true });
          await s.waitFor(screen.findByText('Earlier reply'));
          for (const word of words) {
            type(word);
            pressEnter();
            // A second send while a reply is pending is ignored.
            type(`${word} again`);
            pressEnter();
            await s.waitFor(screen.findByText(`Echo: ${word}`));
          }
          await s.waitAll();
          expect(transcript()).toEqual(['earlier question', 'Earlier reply', ...words.flatMap((word) => [word, `Echo: ${word}`])]);
          expect(sent).toEqual(words);
        })
        .beforeEach(() => {
          server.resetHandlers();
        }),
      { numRuns: 12 },
    );
  }, 30_000);
});
