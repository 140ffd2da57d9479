import { and, assign, emit, fromPromise, not, raise, setup } from 'xstate';
import type { ChatMessage } from '../../../domain/conversation';
import { normaliseMessage, parseSlashCommand, RESET_FAILURE_REPLY } from '../../../domain/conversation';
import type { BirthDataState } from '../../../domain/birth';
import type { PublicProfile } from '../../../contracts/functions.contract';
import type { LunaChatAssistantResponse } from '../../../contracts/luna-chat-assistant.contract';
import { AGENT_AUTHENTICATION_FAILURE } from '../../../contracts/luna-chat.contract';
import { keepLastSentLocally, makeMessage, markLastSentFailed, mergeHistory, replyMessage, type MessageStamps, type ShownMessage } from './transcript';
import { typewriterFrames } from './typewriter';
import { welcomeFor } from './welcome';
import { localAnswer, newWidgetSession, sessionAfterStart, sessionFromServer, startMessages, type StartResult, type WidgetSession } from './widget-session';

/** Standalone, the panel opens by itself this long after load (when auto-open is on). */
export const WIDGET_AUTO_OPEN_DELAY_MS = 3000;
/** The global auto-open setting ships switched off (§2, §9). */
export const AUTO_OPEN_ENABLED_DEFAULT = false;
/**
 * A fresh conversation stays quiet this long before Luna starts typing her welcome. §4
 * ("a welcome message shows after a 1.5 s delay, with typing shown 3 s") is read as: quiet
 * 1.5 s, typing 3 s, welcome at 4.5 s. That way the typing indicator is what a visitor sees
 * when the panel auto-opens at 3 s, rather than a welcome that arrived unseen.
 */
export const WELCOME_DELAY_MS = 1500;
/** Luna is shown typing the welcome for this long before it appears. */
export const WELCOME_TYPING_MS = 3000;
/** §4 "History re-read delay": the list is re-read from history this long after a reply. */
export const HISTORY_RESYNC_DELAY_MS = 100;
/** The assistant message shown when sending fails (§8). */
export const WIDGET_SEND_FAILURE_MESSAGE = "I'm having trouble connecting right now. Please try again in a moment! 🌙";

/** Tags the UI reads instead of matching state names. */
export const PANEL_OPEN_TAG = 'panelOpen';
export const TYPING_TAG = 'typing';
export const REPLYING_TAG = 'replying';
export const STARTING_TAG = 'starting';

export type WidgetMode = 'standalone' | 'controlled';

/** The profile a link's token opened, with the access token that proves it is the visitor's. */
export interface ProfileLink {
  profile: PublicProfile;
  accessToken: string;
}

/** The page the widget sits on. */
export interface WidgetPage {
  pathname: string;
  /** On /free-moon-reading with a profile token: §2 'viewing reading' mode. */
  viewingReading: boolean;
}

export interface WidgetInput {
  /** Controlled: a parent owns the open flag and is told when the visitor closes. */
  mode: WidgetMode;
  /** Controlled mode only: the parent's open flag at mount. */
  parentOpen?: boolean;
  /** The stored minimised choice (luna_chat_minimised) from an earlier visit. */
  minimisedEarlier: boolean;
  /** The global auto-open setting; AUTO_OPEN_ENABLED_DEFAULT when absent. */
  autoOpenEnabled?: boolean;
  /** True while the profile for the link's token is still being fetched. */
  profileLoading: boolean;
  /** The chat session token for this visit (stored, or new when the old one expired). */
  sessionToken: string;
  /** The birth data stored from the server's last answer, for /status on a local session. */
  birthData?: BirthDataState | null;
  page?: WidgetPage;
  /** Replies appear word by word (§4); false when the visitor prefers reduced motion. */
  revealReplies?: boolean;
  stamps: MessageStamps;
}

export interface WidgetContext {
  mode: WidgetMode;
  parentOpen: boolean;
  minimised: boolean;
  autoOpenEnabled: boolean;
  profileLoading: boolean;
  profile: ProfileLink | null;
  page: WidgetPage;
  session: WidgetSession;
  /** What the panel shows, oldest first. */
  messages: ShownMessage[];
  /** Messages whose quick reply was used (§4: once per message). */
  usedQuickReplies: string[];
  /** The message awaiting Luna's reply, and the quick reply it came from; null when none is. */
  inFlight: { text: string; quickReplyOf: string | null } | null;
  /** The reply being shown word by word; null when none is. */
  revealing: string | null;
  revealReplies: boolean;
  stamps: MessageStamps;
}

export type WidgetEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'PARENT_OPEN' }
  | { type: 'PARENT_CLOSE' }
  | { type: 'PROFILE_LOADED'; link: ProfileLink | null }
  | { type: 'PAGE_SHOWN'; page: WidgetPage }
  /** The visitor sends text, typed or from the quick reply of message `quickReplyOf`. */
  | { type: 'SEND'; text: string; quickReplyOf?: string }
  | { type: 'REVEALED'; messageId: string }
  | { type: 'REPLY_STORED' };

/** The text as it would be sent (§5 normalised), or null when there is nothing to send. */
const sendableText = (event: WidgetEvent): string | null => {
  if (event.type !== 'SEND') return null;
  const normalised = normaliseMessage(event.text);
  return normalised.ok ? normalised.text : null;
};

/**
 * §7: the assistant call's 500 'agent authentication failure' sends the message on to
 * luna-chat instead. Read from the error's status and text, whatever class carried them.
 */
export const isAgentAuthenticationFailure = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { status?: unknown }).status === 500 &&
  String((error as { message?: unknown }).message ?? '')
    .toLowerCase()
    .includes(AGENT_AUTHENTICATION_FAILURE);

/** What the fallback call is given: the conversation as shown, without failed sends. */
export interface FallbackChatInput {
  history: { role: 'user' | 'assistant'; content: string }[];
  sessionToken: string;
}

const quickReplyOf = (event: WidgetEvent): string | null => (event.type === 'SEND' ? (event.quickReplyOf ?? null) : null);

const withUsedQuickReply = (context: WidgetContext, event: WidgetEvent): string[] => {
  const used = quickReplyOf(event);
  return used === null ? context.usedQuickReplies : [...context.usedQuickReplies, used];
};

/**
 * The Luna chat widget: whether the panel shows, the conversation and the session. It holds
 * all of the widget's state (the transcript, the quick replies used, the pending reply, the
 * session); the UI draws it and sends events. Its port list, bound with `provide`:
 *
 * - startSession: initialise the chat session (linking the profile) and read any stored history
 * - sendMessage: send one visitor message to luna-chat-assistant and return its answer
 * - fallbackChat: send the conversation to luna-chat when the assistant call's key was refused
 * - readHistory: re-read the session's stored messages
 * - persistMinimised / clearMinimised: write or clear luna_chat_minimised
 * - persistTranscript: store the session snapshot (the only copy on a local session)
 * - persistSessionDetails: store the birth data and user context the server answered with
 * - notifyParentOfClose: emits closeRequested, which a parent's close callback listens to
 * - logStartupFailure, logHistoryReadFailure
 */
export const widgetMachine = setup({
  types: {
    context: {} as WidgetContext,
    events: {} as WidgetEvent,
    input: {} as WidgetInput,
    /** Controlled mode: the parent is asked to close the panel (its close callback, §2). */
    emitted: {} as { type: 'closeRequested' },
  },
  actors: {
    startSession: fromPromise<StartResult, { sessionToken: string; profile: ProfileLink | null; page: WidgetPage }>(() =>
      Promise.reject(new Error('startSession is not provided')),
    ),
    sendMessage: fromPromise<LunaChatAssistantResponse, { text: string; sessionToken: string }>(() =>
      Promise.reject(new Error('sendMessage is not provided')),
    ),
    fallbackChat: fromPromise<string, FallbackChatInput>(() => Promise.reject(new Error('fallbackChat is not provided'))),
    readHistory: fromPromise<readonly ChatMessage[], { sessionToken: string; sessionId: string }>(() =>
      Promise.reject(new Error('readHistory is not provided')),
    ),
  },
  delays: {
    autoOpenDelay: WIDGET_AUTO_OPEN_DELAY_MS,
    welcomeDelay: WELCOME_DELAY_MS,
    welcomeTyping: WELCOME_TYPING_MS,
    historyResyncDelay: HISTORY_RESYNC_DELAY_MS,
  },
  guards: {
    isControlled: ({ context }) => context.mode === 'controlled',
    parentWantsOpen: ({ context }) => context.parentOpen,
    mayAutoOpen: ({ context }) => context.autoOpenEnabled && !context.minimised,
    profileIsLoading: ({ context }) => context.profileLoading,
    startFoundMessages: (_, params: { result: StartResult }) => startMessages(params.result).length > 0,
    isSendable: ({ context, event }) => {
      const used = quickReplyOf(event);
      return sendableText(event) !== null && (used === null || !context.usedQuickReplies.includes(used));
    },
    isAnsweredHere: ({ context, event }) => {
      const text = sendableText(event);
      return text !== null && localAnswer(text, context.session) !== null;
    },
    hasServerSession: ({ context }) => context.session.id !== null && !context.session.local,
    agentAuthenticationFailed: (_, params: { error: unknown }) => isAgentAuthenticationFailure(params.error),
  },
  actions: {
    rememberMinimised: assign({ minimised: true }),
    forgetMinimised: assign({ minimised: false }),
    rememberProfile: assign({
      profile: ({ context, event }) => (event.type === 'PROFILE_LOADED' ? event.link : context.profile),
      profileLoading: false,
    }),
    rememberPage: assign({ page: ({ context, event }) => (event.type === 'PAGE_SHOWN' ? event.page : context.page) }),
    absorbStart: assign(({ context }, params: { result: StartResult }) => ({
      session: sessionAfterStart(context.session, params.result),
      messages: [...startMessages(params.result)],
    })),
    showWelcome: assign({
      messages: ({ context }) => {
        const welcome = welcomeFor({ viewingReading: context.page.viewingReading, firstName: context.profile?.profile.first_name });
        return [...context.messages, makeMessage(context.stamps, 'assistant', welcome.content, { quickReplies: welcome.quickReplies })];
      },
    }),
    showLocalAnswer: assign(({ context, event }) => {
      const text = sendableText(event) ?? '';
      return {
        usedQuickReplies: withUsedQuickReply(context, event),
        revealing: null,
        messages: [
          ...context.messages,
          makeMessage(context.stamps, 'user', text),
          makeMessage(context.stamps, 'assistant', localAnswer(text, context.session) ?? ''),
        ],
      };
    }),
    appendUserMessage: assign(({ context, event }) => {
      const text = sendableText(event) ?? '';
      return {
        usedQuickReplies: withUsedQuickReply(context, event),
        inFlight: { text, quickReplyOf: quickReplyOf(event) },
        revealing: null,
        messages: [...context.messages, makeMessage(context.stamps, 'user', text, { sent: true })],
      };
    }),
    showReply: assign(({ context }, params: { answer: LunaChatAssistantResponse }) => {
      const reply = replyMessage(params.answer, context.stamps.clock);
      return {
        inFlight: null,
        session: sessionFromServer(context.session, params.answer.session_updates),
        messages: [...context.messages, reply],
        revealing: context.revealReplies && typewriterFrames(reply.content).length > 1 ? reply.id : null,
      };
    }),
    /**
     * luna-chat stores nothing, so the message and its reply live in this browser only: both
     * are local, and the history re-read after a later reply keeps them where they are. A reply
     * came, so a session left local by an earlier failure is the server's again (§4: local
     * only while the backend fails), as after any reply.
     */
    showFallbackReply: assign(({ context }, params: { reply: string }) => ({
      inFlight: null,
      session: { ...context.session, local: false },
      messages: [...keepLastSentLocally(context.messages), makeMessage(context.stamps, 'assistant', params.reply)],
      revealing: null,
    })),
    showSendFailure: assign(({ context }) => {
      const failed = context.inFlight;
      const content = failed !== null && parseSlashCommand(failed.text) === '/reset' ? RESET_FAILURE_REPLY : WIDGET_SEND_FAILURE_MESSAGE;
      return {
        inFlight: null,
        // §4: from here the chat keeps going on a local session; the quick reply is usable again.
        session: { ...context.session, local: true },
        usedQuickReplies: context.usedQuickReplies.filter((id) => id !== failed?.quickReplyOf),
        messages: [...markLastSentFailed(context.messages), makeMessage(context.stamps, 'assistant', content)],
      };
    }),
    mergeStoredHistory: assign(({ context }, params: { history: readonly ChatMessage[] }) => {
      const merged = mergeHistory(context.messages, params.history);
      return merged === context.messages ? {} : { messages: [...merged] };
    }),
    finishRevealing: assign({
      revealing: ({ context, event }) => (event.type === 'REVEALED' && event.messageId === context.revealing ? null : context.revealing),
    }),
    persistMinimised: () => {},
    clearMinimised: () => {},
    notifyParentOfClose: emit({ type: 'closeRequested' }),
    persistTranscript: (_, _params: { session: WidgetSession; messages: readonly ShownMessage[] }) => {},
    persistSessionDetails: (_, _params: { answer: LunaChatAssistantResponse }) => {},
    logStartupFailure: (_, _params: { error: unknown }) => {},
    logHistoryReadFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'luna-widget',
  description: 'The floating Luna chat: the panel, the conversation inside it, and its re-reads of the stored history.',
  type: 'parallel',
  context: ({ input }) => ({
    mode: input.mode,
    parentOpen: input.parentOpen ?? false,
    minimised: input.minimisedEarlier,
    autoOpenEnabled: input.autoOpenEnabled ?? AUTO_OPEN_ENABLED_DEFAULT,
    profileLoading: input.profileLoading,
    profile: null,
    page: input.page ?? { pathname: '/', viewingReading: false },
    session: newWidgetSession(input.sessionToken, input.birthData ?? null),
    messages: [],
    usedQuickReplies: [],
    inFlight: null,
    revealing: null,
    revealReplies: input.revealReplies ?? true,
    stamps: input.stamps,
  }),
  on: {
    PROFILE_LOADED: { actions: 'rememberProfile', description: 'The profile for the link’s token arrived (or failed to).' },
    PAGE_SHOWN: { actions: 'rememberPage', description: 'The visitor moved to another page.' },
    REVEALED: { actions: 'finishRevealing', description: 'The reply finished appearing word by word.' },
  },
  states: {
    panel: {
      description: 'Whether the chat panel shows.',
      initial: 'choosingMode',
      states: {
        choosingMode: {
          description: 'Decides who owns the open flag: a parent page, or the widget itself.',
          always: [
            { guard: 'isControlled', target: 'controlled', description: 'A parent page passes an open flag.' },
            { target: 'standalone', description: 'No parent: the widget decides by itself.' },
          ],
        },
        standalone: {
          description: 'The widget opens and closes itself.',
          initial: 'choosingStart',
          states: {
            choosingStart: {
              description: 'Decides whether the panel will open by itself.',
              always: [
                {
                  guard: 'mayAutoOpen',
                  target: 'awaitingAutoOpen',
                  description: 'Auto-open is switched on and the visitor has not minimised the chat before.',
                },
                { target: 'closed', description: 'Auto-open is off, or the visitor minimised the chat earlier.' },
              ],
            },
            awaitingAutoOpen: {
              description: 'Only the chat button shows; the panel opens by itself 3 seconds after load.',
              after: {
                autoOpenDelay: { target: 'open', description: 'Three seconds passed: the panel opens.' },
              },
              on: {
                OPEN: {
                  target: 'open',
                  actions: ['forgetMinimised', 'clearMinimised'],
                  description: "The visitor taps 'Chat with Luna' before the panel opened by itself.",
                },
              },
            },
            closed: {
              description: "Only the 'Chat with Luna' button shows.",
              on: {
                OPEN: {
                  target: 'open',
                  actions: ['forgetMinimised', 'clearMinimised'],
                  description: "The visitor taps 'Chat with Luna'; the stored minimised choice is cleared.",
                },
              },
            },
            open: {
              description: 'The Luna AI panel shows.',
              tags: [PANEL_OPEN_TAG],
              on: {
                CLOSE: {
                  target: 'closed',
                  actions: ['rememberMinimised', 'persistMinimised'],
                  description: 'The visitor closes (minimises) the panel; the choice is stored so it will not auto-open again.',
                },
              },
            },
          },
        },
        controlled: {
          description: "The panel follows the parent page's open flag.",
          initial: 'choosingStart',
          states: {
            choosingStart: {
              description: "Starts as the parent's open flag says.",
              always: [
                { guard: 'parentWantsOpen', target: 'open', description: 'The parent mounted the chat open.' },
                { target: 'closed', description: 'The parent mounted the chat closed.' },
              ],
            },
            closed: {
              description: 'The parent keeps the panel closed.',
              on: {
                PARENT_OPEN: {
                  target: 'open',
                  actions: ['forgetMinimised', 'clearMinimised'],
                  description: 'The parent opens the panel; the stored minimised choice is cleared.',
                },
              },
            },
            open: {
              description: 'The parent keeps the panel open.',
              tags: [PANEL_OPEN_TAG],
              on: {
                PARENT_CLOSE: { target: 'closed', description: 'The parent closes the panel.' },
                CLOSE: {
                  actions: ['rememberMinimised', 'persistMinimised', 'notifyParentOfClose'],
                  description: 'The visitor closes the panel: the choice is stored and the parent is asked to close it.',
                },
              },
            },
          },
        },
      },
    },
    conversation: {
      description: 'Where the conversation with Luna is.',
      initial: 'waitingForProfile',
      states: {
        waitingForProfile: {
          description: 'The start is held back while the visitor’s profile is still loading.',
          tags: [STARTING_TAG],
          always: {
            guard: not('profileIsLoading'),
            target: 'starting',
            description: 'No profile is loading.',
          },
          on: {
            PROFILE_LOADED: { target: 'starting', actions: 'rememberProfile', description: 'The profile finished loading.' },
          },
        },
        starting: {
          description: 'Starting the chat session (linking the profile) and reading any stored history.',
          tags: [STARTING_TAG],
          invoke: {
            id: 'startSession',
            src: 'startSession',
            input: ({ context }) => ({ sessionToken: context.session.token, profile: context.profile, page: context.page }),
            onDone: [
              {
                guard: { type: 'startFoundMessages', params: ({ event }) => ({ result: event.output }) },
                target: 'ready',
                actions: [
                  { type: 'absorbStart', params: ({ event }) => ({ result: event.output }) },
                  { type: 'persistTranscript', params: ({ context }) => ({ session: context.session, messages: context.messages }) },
                ],
                description: 'Earlier messages exist: they are shown instead of a welcome.',
              },
              {
                target: 'welcoming',
                actions: { type: 'absorbStart', params: ({ event }) => ({ result: event.output }) },
                description: 'A new conversation: Luna will welcome the visitor.',
              },
            ],
            onError: {
              target: 'welcoming',
              actions: { type: 'logStartupFailure', params: ({ event }) => ({ error: event.error }) },
              description: 'Starting failed: the failure is logged and the welcome is shown anyway.',
            },
          },
        },
        welcoming: {
          description: 'Luna greets a new visitor: a short pause, then typing, then the welcome.',
          initial: 'pausing',
          states: {
            pausing: {
              description: 'A quiet 1.5 seconds before Luna starts typing.',
              after: {
                welcomeDelay: { target: 'typing', description: 'After 1.5 seconds Luna starts typing.' },
              },
            },
            typing: {
              description: 'The typing indicator shows for 3 seconds.',
              tags: [TYPING_TAG],
              after: {
                welcomeTyping: {
                  target: '#luna-widget.conversation.ready',
                  actions: [
                    'showWelcome',
                    { type: 'persistTranscript', params: ({ context }) => ({ session: context.session, messages: context.messages }) },
                  ],
                  description: 'After 3 seconds of typing the welcome message appears.',
                },
              },
            },
          },
        },
        ready: {
          description: 'Waiting for the visitor to write.',
          on: {
            SEND: [
              {
                guard: and(['isSendable', 'isAnsweredHere']),
                actions: [
                  'showLocalAnswer',
                  { type: 'persistTranscript', params: ({ context }) => ({ session: context.session, messages: context.messages }) },
                ],
                description: 'On a local session, /help and /status are answered here at once (ADR 012).',
              },
              {
                guard: 'isSendable',
                target: 'replying',
                actions: [
                  'appendUserMessage',
                  { type: 'persistTranscript', params: ({ context }) => ({ session: context.session, messages: context.messages }) },
                ],
                description: 'The visitor sends a message, slash commands included (blank ones and used quick replies are ignored); it shows at once.',
              },
            ],
          },
        },
        replying: {
          description: 'Luna is replying; the typing indicator shows and further sends are ignored.',
          tags: [TYPING_TAG, REPLYING_TAG],
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({ text: context.inFlight?.text ?? '', sessionToken: context.session.token }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'showReply', params: ({ event }) => ({ answer: event.output }) },
                { type: 'persistSessionDetails', params: ({ event }) => ({ answer: event.output }) },
                { type: 'persistTranscript', params: ({ context }) => ({ session: context.session, messages: context.messages }) },
                raise({ type: 'REPLY_STORED' }),
              ],
              description: 'Luna’s reply arrives and is shown; the stored history will be re-read.',
            },
            onError: [
              {
                guard: { type: 'agentAuthenticationFailed', params: ({ event }) => ({ error: event.error }) },
                target: 'fallingBack',
                description: 'The assistant answered 500 agent authentication failure: the message goes to luna-chat (§7).',
              },
              {
                target: 'ready',
                actions: [
                  'showSendFailure',
                  { type: 'persistTranscript', params: ({ context }) => ({ session: context.session, messages: context.messages }) },
                ],
                description:
                  'Sending failed: Luna says she is having trouble connecting (or that the reset could not happen), and the chat goes on locally.',
              },
            ],
          },
        },
        fallingBack: {
          description: 'The fallback chat call: the conversation so far goes to luna-chat; typing still shows.',
          tags: [TYPING_TAG, REPLYING_TAG],
          invoke: {
            id: 'fallbackChat',
            src: 'fallbackChat',
            input: ({ context }) => ({
              sessionToken: context.session.token,
              history: context.messages.filter((message) => !message.failed).map(({ role, content }) => ({ role, content })),
            }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'showFallbackReply', params: ({ event }) => ({ reply: event.output }) },
                { type: 'persistTranscript', params: ({ context }) => ({ session: context.session, messages: context.messages }) },
              ],
              description: 'luna-chat answered: the reply shows; nothing was stored, so no history re-read follows.',
            },
            onError: {
              target: 'ready',
              actions: [
                'showSendFailure',
                { type: 'persistTranscript', params: ({ context }) => ({ session: context.session, messages: context.messages }) },
              ],
              description: 'The fallback failed too: the connection-trouble message, and the chat goes on locally.',
            },
          },
        },
      },
    },
    historySync: {
      description: 'Re-reads the stored history shortly after each reply (§4), so the list matches what the server stored.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing to re-read.',
          on: {
            REPLY_STORED: { guard: 'hasServerSession', target: 'waiting', description: 'Luna replied from the server.' },
          },
        },
        waiting: {
          description: 'A short pause after the reply.',
          after: {
            historyResyncDelay: { target: 'reading', description: 'After 100 ms the history is read.' },
          },
          on: {
            REPLY_STORED: { target: 'waiting', reenter: true, description: 'Another reply: the pause starts again.' },
          },
        },
        reading: {
          description: 'Reading the stored history.',
          invoke: {
            id: 'readHistory',
            src: 'readHistory',
            input: ({ context }) => ({ sessionToken: context.session.token, sessionId: context.session.id ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'mergeStoredHistory', params: ({ event }) => ({ history: event.output }) },
                { type: 'persistTranscript', params: ({ context }) => ({ session: context.session, messages: context.messages }) },
              ],
              description: 'The stored messages replace the shown ones, in order; messages only this browser has keep their places.',
            },
            onError: {
              target: 'idle',
              actions: { type: 'logHistoryReadFailure', params: ({ event }) => ({ error: event.error }) },
              description: 'The history could not be read: nothing changes.',
            },
          },
          on: {
            REPLY_STORED: { target: 'waiting', description: 'Another reply arrived: the history is read again after it.' },
          },
        },
      },
    },
  },
});

type WidgetSnapshotLike = { hasTag(tag: string): boolean };

/** The panel shows, whoever owns the open flag. */
export const isPanelOpen = (snapshot: WidgetSnapshotLike): boolean => snapshot.hasTag(PANEL_OPEN_TAG);

/** Luna is typing: during the welcome and while a reply is pending. */
export const isLunaTyping = (snapshot: WidgetSnapshotLike): boolean => snapshot.hasTag(TYPING_TAG);

/** A reply is pending: sends and quick replies wait. */
export const isAwaitingReply = (snapshot: WidgetSnapshotLike): boolean => snapshot.hasTag(REPLYING_TAG);

/** The session is still starting (the profile, the session, the stored history). */
export const isStarting = (snapshot: WidgetSnapshotLike): boolean => snapshot.hasTag(STARTING_TAG);
