import { assign, fromPromise, not, setup } from 'xstate';
import type { ChatMessage } from '../chat-history/chat-message';

/** Standalone, the panel opens by itself this long after load (when auto-open is on). */
export const WIDGET_AUTO_OPEN_DELAY_MS = 3000;
/** The global auto-open setting ships switched off (SPEC §2, §9). */
export const AUTO_OPEN_ENABLED_DEFAULT = false;
/**
 * A fresh conversation stays quiet this long before Luna starts typing her welcome. SPEC §4
 * ("a welcome message shows after a 1.5 s delay, with typing shown 3 s") is read as: quiet
 * 1.5 s, typing 3 s, welcome at 4.5 s. That way the typing indicator is what a visitor sees
 * when the panel auto-opens at 3 s, rather than a welcome that arrived unseen.
 */
export const WELCOME_DELAY_MS = 1500;
/** Luna is shown typing the welcome for this long before it appears. */
export const WELCOME_TYPING_MS = 3000;
/** The assistant message shown when sending fails (SPEC §8). */
export const WIDGET_SEND_FAILURE_MESSAGE = "I'm having trouble connecting right now. Please try again in a moment! 🌙";

/** Tags the UI reads instead of matching state names. */
export const PANEL_OPEN_TAG = 'panelOpen';
export const TYPING_TAG = 'typing';

export type WidgetMode = 'standalone' | 'controlled';

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
}

export interface WidgetContext {
  mode: WidgetMode;
  parentOpen: boolean;
  minimised: boolean;
  autoOpenEnabled: boolean;
  profileLoading: boolean;
  /** The text of the message awaiting Luna's reply; null when none is. */
  inFlightText: string | null;
}

export type WidgetEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'PARENT_OPEN' }
  | { type: 'PARENT_CLOSE' }
  | { type: 'PROFILE_LOADED' }
  | { type: 'SEND'; text: string };

const sendText = (event: WidgetEvent): string => (event.type === 'SEND' ? event.text.trim() : '');

/**
 * The Luna chat widget: whether the panel shows, and where the conversation is. Messages
 * themselves live with the UI; the machine tells it what to show through named actions, which
 * are its port list together with the two actors:
 *
 * - loadStoredHistory: initialise the chat session (linking the profile) and return stored messages
 * - sendMessage: send one visitor message and return Luna's reply
 * - persistMinimised / clearMinimised: write or clear luna_chat_minimised
 * - notifyParentOfClose: the close callback in controlled mode
 * - showHistory, showWelcome, appendUserMessage, showReply, showFallbackMessage, logStartupFailure
 */
export const widgetMachine = setup({
  types: {
    context: {} as WidgetContext,
    events: {} as WidgetEvent,
    input: {} as WidgetInput,
  },
  actors: {
    loadStoredHistory: fromPromise<readonly ChatMessage[]>(() =>
      Promise.reject(new Error('loadStoredHistory is not provided')),
    ),
    sendMessage: fromPromise<ChatMessage, { text: string }>(() =>
      Promise.reject(new Error('sendMessage is not provided')),
    ),
  },
  delays: {
    autoOpenDelay: WIDGET_AUTO_OPEN_DELAY_MS,
    welcomeDelay: WELCOME_DELAY_MS,
    welcomeTyping: WELCOME_TYPING_MS,
  },
  guards: {
    isControlled: ({ context }) => context.mode === 'controlled',
    parentWantsOpen: ({ context }) => context.parentOpen,
    mayAutoOpen: ({ context }) => context.autoOpenEnabled && !context.minimised,
    profileIsLoading: ({ context }) => context.profileLoading,
    hasStoredHistory: (_, params: { messages: readonly ChatMessage[] }) => params.messages.length > 0,
    hasText: ({ event }) => sendText(event) !== '',
  },
  actions: {
    rememberMinimised: assign({ minimised: true }),
    forgetMinimised: assign({ minimised: false }),
    rememberInFlight: assign({ inFlightText: ({ event }) => sendText(event) }),
    forgetInFlight: assign({ inFlightText: null }),
    persistMinimised: () => {},
    clearMinimised: () => {},
    notifyParentOfClose: () => {},
    showHistory: (_, _params: { messages: readonly ChatMessage[] }) => {},
    showWelcome: () => {},
    appendUserMessage: (_, _params: { text: string }) => {},
    showReply: (_, _params: { reply: ChatMessage }) => {},
    showFallbackMessage: (_, _params: { content: string }) => {},
    logStartupFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'luna-widget',
  description: 'The floating Luna chat: the panel, and the conversation inside it.',
  type: 'parallel',
  context: ({ input }) => ({
    mode: input.mode,
    parentOpen: input.parentOpen ?? false,
    minimised: input.minimisedEarlier,
    autoOpenEnabled: input.autoOpenEnabled ?? AUTO_OPEN_ENABLED_DEFAULT,
    profileLoading: input.profileLoading,
    inFlightText: null,
  }),
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
          always: {
            guard: not('profileIsLoading'),
            target: 'starting',
            description: 'No profile is loading.',
          },
          on: {
            PROFILE_LOADED: { target: 'starting', description: 'The profile finished loading.' },
          },
        },
        starting: {
          description: 'Starting the chat session and reading any stored history.',
          invoke: {
            id: 'loadStoredHistory',
            src: 'loadStoredHistory',
            onDone: [
              {
                guard: { type: 'hasStoredHistory', params: ({ event }) => ({ messages: event.output }) },
                target: 'ready',
                actions: { type: 'showHistory', params: ({ event }) => ({ messages: event.output }) },
                description: 'Earlier messages exist: they are shown instead of a welcome.',
              },
              { target: 'welcoming', description: 'A new conversation: Luna will welcome the visitor.' },
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
                  actions: 'showWelcome',
                  description: 'After 3 seconds of typing the welcome message appears.',
                },
              },
            },
          },
        },
        ready: {
          description: 'Waiting for the visitor to write.',
          on: {
            SEND: {
              guard: 'hasText',
              target: 'replying',
              actions: [
                'rememberInFlight',
                { type: 'appendUserMessage', params: ({ event }) => ({ text: event.text.trim() }) },
              ],
              description: 'The visitor sends a message (blank messages are ignored); it shows at once.',
            },
          },
        },
        replying: {
          description: 'Luna is replying; the typing indicator shows and further sends are ignored.',
          tags: [TYPING_TAG],
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({ text: context.inFlightText ?? '' }),
            onDone: {
              target: 'ready',
              actions: ['forgetInFlight', { type: 'showReply', params: ({ event }) => ({ reply: event.output }) }],
              description: 'Luna’s reply arrives and is shown.',
            },
            onError: {
              target: 'ready',
              actions: [
                'forgetInFlight',
                { type: 'showFallbackMessage', params: { content: WIDGET_SEND_FAILURE_MESSAGE } },
              ],
              description: 'Sending failed: Luna says she is having trouble connecting.',
            },
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
