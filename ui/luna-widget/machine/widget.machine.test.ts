import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, SimulatedClock, transition } from 'xstate';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ChatMessage } from '../../../domain/conversation';
import { HELP_TEXT, RESET_FAILURE_REPLY, STATUS_EMPTY_REPLY } from '../../../domain/conversation';
import type { BirthDataState } from '../../../domain/birth';
import type { LunaChatAssistantResponse } from '../../../contracts/luna-chat-assistant.contract';
import { AGENT_AUTHENTICATION_FAILURE } from '../../../contracts/luna-chat.contract';
import { fixedClock, sequentialIds } from '../../../domain/kernel';
import type { ShownMessage } from './transcript';
import { WELCOME_OPTIONS, WELCOME_TEXT, welcomeBackText } from './welcome';
import type { StartResult } from './widget-session';
import {
  AUTO_OPEN_ENABLED_DEFAULT,
  HISTORY_RESYNC_DELAY_MS,
  isAwaitingReply,
  isLunaTyping,
  isPanelOpen,
  WELCOME_DELAY_MS,
  WELCOME_TYPING_MS,
  WIDGET_AUTO_OPEN_DELAY_MS,
  WIDGET_SEND_FAILURE_MESSAGE,
  widgetMachine,
} from './widget.machine';
import type { ProfileLink, WidgetInput } from './widget.machine';
import { chatAnswerFixture } from '../../../fixtures/chat-answer.fixture';

type WidgetSnapshot = SnapshotFrom<typeof widgetMachine>;
type AnyWidgetEvent = EventFromLogic<typeof widgetMachine>;

const SESSION_ID = '11111111-1111-4111-8111-111111111111';

const message = (role: ChatMessage['role'], content: string, id = `${role}-${content}`): ChatMessage => ({
  id,
  session_id: SESSION_ID,
  profile_id: null,
  role,
  content,
  created_at: '2025-01-01T00:00:00.000Z',
  was_helpful: null,
  moon_reading_generated: false,
  reading_url: null,
  metadata: null,
});

let replies = 0;
/** Luna's answer as luna-chat-assistant gives it. */
const answer = (content: string, updates: Partial<LunaChatAssistantResponse['session_updates']> = {}): LunaChatAssistantResponse => {
  replies += 1;
  return chatAnswerFixture(content, { messageId: `reply-${replies}`, session: { sessionId: SESSION_ID, turnNumber: replies, ...updates } });
};

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

// Events the invoked actors and timers deliver; in a pure run the test delivers them itself.
const started = (result: StartResult) => ({ type: 'xstate.done.actor.startSession', output: result }) as unknown as AnyWidgetEvent;
const historyLoaded = (messages: ChatMessage[]) => started({ kind: 'server', session: null, variant: null, linkedStage: null, history: messages });
const historyFailed = () => ({ type: 'xstate.error.actor.startSession', error: new Error('offline') }) as unknown as AnyWidgetEvent;
const replied = (content: string) => ({ type: 'xstate.done.actor.sendMessage', output: answer(content) }) as unknown as AnyWidgetEvent;
const sendFailed = () => ({ type: 'xstate.error.actor.sendMessage', error: new Error('timeout') }) as unknown as AnyWidgetEvent;
/** The assistant's 500 as the functions client carries it: status and the refusal's text (§7). */
const keyRefused = () =>
  ({ type: 'xstate.error.actor.sendMessage', error: Object.assign(new Error(AGENT_AUTHENTICATION_FAILURE), { status: 500 }) }) as unknown as AnyWidgetEvent;
const fallbackReplied = (content: string) => ({ type: 'xstate.done.actor.fallbackChat', output: content }) as unknown as AnyWidgetEvent;
const fallbackFailed = () => ({ type: 'xstate.error.actor.fallbackChat', error: new Error('timeout') }) as unknown as AnyWidgetEvent;
const historyRead = (messages: ChatMessage[]) => ({ type: 'xstate.done.actor.readHistory', output: messages }) as unknown as AnyWidgetEvent;

const stamps = () => ({ clock: fixedClock(Date.UTC(2025, 0, 1)), ids: sequentialIds('m') });
const base = { sessionToken: 'token-1', revealReplies: false, stamps: stamps() };
const standalone: WidgetInput = { mode: 'standalone', minimisedEarlier: false, autoOpenEnabled: true, profileLoading: false, ...base };
const controlled: WidgetInput = { mode: 'controlled', parentOpen: true, minimisedEarlier: false, profileLoading: false, ...base };

interface Effect {
  type: string;
  params: unknown;
}

/**
 * Runs the machine with the pure transition function. Delayed events the machine schedules
 * (xstate.raise with a delay) and cancels (xstate.cancel) are kept in a tiny timer list, so
 * time can move without an actor; every other action is recorded as an effect.
 */
class PureWidget {
  snapshot: WidgetSnapshot;
  now = 0;
  effects: Effect[] = [];
  private timers = new Map<string, { at: number; event: AnyWidgetEvent }>();

  constructor(input: WidgetInput) {
    const [snapshot, actions] = initialTransition(widgetMachine, input);
    this.snapshot = snapshot;
    this.absorb(actions);
  }

  send(event: AnyWidgetEvent): Effect[] {
    const [snapshot, actions] = transition(widgetMachine, this.snapshot, event);
    this.snapshot = snapshot;
    return this.absorb(actions);
  }

  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.now = due[1].at;
      this.send(due[1].event);
    }
    this.now = until;
  }

  effectsOf(type: string): Effect[] {
    return this.effects.filter((e) => e.type === type);
  }

  get messages(): ShownMessage[] {
    return this.snapshot.context.messages;
  }

  get contents(): string[] {
    return this.messages.map((shown) => shown.content);
  }

  private absorb(actions: ReadonlyArray<{ type: string; params?: unknown }>): Effect[] {
    const produced: Effect[] = [];
    for (const action of actions) {
      const params = action.params as { delay?: number; id?: string; event?: AnyWidgetEvent; sendId?: string } | undefined;
      if (action.type === 'xstate.raise' && params?.delay !== undefined && params.id && params.event) {
        this.timers.set(params.id, { at: this.now + params.delay, event: params.event });
      } else if (action.type === 'xstate.cancel' && params?.sendId) {
        this.timers.delete(params.sendId);
      } else if (action.type === 'xstate.emit') {
        produced.push({ type: `emit:${(action.params as { event: { type: string } }).event.type}`, params: undefined });
      } else if (!action.type.startsWith('xstate.')) {
        produced.push({ type: action.type, params: action.params });
      }
    }
    this.effects.push(...produced);
    return produced;
  }
}

const conversationOf = (snapshot: WidgetSnapshot): string => {
  const value = (snapshot.value as { conversation: string | { welcoming: string } }).conversation;
  return typeof value === 'string' ? value : `welcoming.${value.welcoming}`;
};

const historySyncOf = (snapshot: WidgetSnapshot): string => (snapshot.value as { historySync: string }).historySync;

describe('the widget constants', () => {
  it('match the business constants', () => {
    expect([WIDGET_AUTO_OPEN_DELAY_MS, WELCOME_DELAY_MS, WELCOME_TYPING_MS]).toEqual([3000, 1500, 3000]);
    expect(AUTO_OPEN_ENABLED_DEFAULT).toBe(false);
    expect(WIDGET_SEND_FAILURE_MESSAGE).toBe("I'm having trouble connecting right now. Please try again in a moment! 🌙");
  });
});

describe('the standalone panel', () => {
  it('opens when the visitor taps the button and clears the stored minimised choice', () => {
    const widget = new PureWidget({ ...standalone, minimisedEarlier: true });
    const effects = widget.send({ type: 'OPEN' });
    expect(isPanelOpen(widget.snapshot)).toBe(true);
    expect(widget.snapshot.context.minimised).toBe(false);
    expect(effects.map((e) => e.type)).toContain('clearMinimised');
  });

  it('closes and stores the minimised choice', () => {
    const widget = new PureWidget(standalone);
    widget.send({ type: 'OPEN' });
    const effects = widget.send({ type: 'CLOSE' });
    expect(isPanelOpen(widget.snapshot)).toBe(false);
    expect(widget.snapshot.context.minimised).toBe(true);
    expect(effects.map((e) => e.type)).toContain('persistMinimised');
  });

  it('stays closed without the auto-open setting, which is off by default', () => {
    const { autoOpenEnabled: _omitted, ...withoutSetting } = standalone;
    const widget = new PureWidget(withoutSetting);
    widget.advance(60_000);
    expect(isPanelOpen(widget.snapshot)).toBe(false);
  });
});

describe('the controlled panel', () => {
  it('starts as the parent says', () => {
    expect(isPanelOpen(new PureWidget(controlled).snapshot)).toBe(true);
    expect(isPanelOpen(new PureWidget({ ...controlled, parentOpen: false }).snapshot)).toBe(false);
  });

  it('calls the close callback and stores the choice, then closes when the parent says so', () => {
    const widget = new PureWidget(controlled);
    const effects = widget.send({ type: 'CLOSE' });
    expect(effects.map((e) => e.type)).toEqual(['persistMinimised', 'emit:closeRequested']);
    expect(isPanelOpen(widget.snapshot)).toBe(true);
    widget.send({ type: 'PARENT_CLOSE' });
    expect(isPanelOpen(widget.snapshot)).toBe(false);
  });

  it('reopens with the parent and clears the stored choice', () => {
    const widget = new PureWidget(controlled);
    widget.send({ type: 'CLOSE' });
    widget.send({ type: 'PARENT_CLOSE' });
    const effects = widget.send({ type: 'PARENT_OPEN' });
    expect(isPanelOpen(widget.snapshot)).toBe(true);
    expect(widget.snapshot.context.minimised).toBe(false);
    expect(effects.map((e) => e.type)).toContain('clearMinimised');
  });

  it('never opens by itself', () => {
    const widget = new PureWidget({ ...controlled, parentOpen: false, autoOpenEnabled: true });
    widget.advance(60_000);
    expect(isPanelOpen(widget.snapshot)).toBe(false);
  });
});

describe('starting the conversation', () => {
  it('waits while the profile is loading, then remembers it', () => {
    const widget = new PureWidget({ ...standalone, profileLoading: true });
    widget.advance(60_000);
    expect(conversationOf(widget.snapshot)).toBe('waitingForProfile');
    const link: ProfileLink = { profile: { id: 'p1', first_name: 'Ana' } as ProfileLink['profile'], accessToken: 'jwt' };
    widget.send({ type: 'PROFILE_LOADED', link });
    expect(conversationOf(widget.snapshot)).toBe('starting');
    expect(widget.snapshot.context.profile).toEqual(link);
    expect(widget.snapshot.context.profileLoading).toBe(false);
  });

  it('shows stored history instead of a welcome', () => {
    const widget = new PureWidget(standalone);
    const history = [message('user', 'hi'), message('assistant', 'hello')];
    const effects = widget.send(historyLoaded(history));
    expect(conversationOf(widget.snapshot)).toBe('ready');
    expect(widget.messages).toEqual(history);
    expect(effects).toContainEqual({ type: 'persistTranscript', params: { session: widget.snapshot.context.session, messages: history } });
    widget.advance(60_000);
    expect(widget.contents).not.toContain(WELCOME_TEXT);
  });

  it('takes the session the server holds, with its birth data', () => {
    const widget = new PureWidget(standalone);
    const { session_updates } = answer('', { turnNumber: 7, stage: 'IDENTIFIED', email: 'ana@example.com' });
    widget.send(started({ kind: 'server', session: session_updates, variant: 'b', linkedStage: null, history: [message('assistant', 'hello')] }));
    expect(widget.snapshot.context.session).toMatchObject({ token: 'token-1', id: SESSION_ID, turnNumber: 7, stage: 'IDENTIFIED', variant: 'b', local: false });
    expect(widget.snapshot.context.session.birthData?.email).toBe('ana@example.com');
  });

  it('picks a local session up where it was, from the stored snapshot', () => {
    const widget = new PureWidget(standalone);
    widget.send(started({ kind: 'local', messages: [message('user', 'hi', 'sent:1')], turnNumber: 3 }));
    expect(widget.snapshot.context.session).toMatchObject({ local: true, turnNumber: 3 });
    expect(widget.contents).toEqual(['hi']);
  });

  it('types the welcome from 1.5 s to 4.5 s, then shows it', () => {
    const widget = new PureWidget(standalone);
    widget.send(historyLoaded([]));
    widget.advance(WELCOME_DELAY_MS - 1);
    expect(isLunaTyping(widget.snapshot)).toBe(false);
    widget.advance(1);
    expect(isLunaTyping(widget.snapshot)).toBe(true);
    widget.advance(WELCOME_TYPING_MS - 1);
    expect(widget.messages).toEqual([]);
    widget.advance(1);
    expect(widget.contents).toEqual([WELCOME_TEXT]);
    expect(widget.messages[0]?.metadata?.quickReplies).toEqual(WELCOME_OPTIONS);
    expect(widget.messages[0]?.id).toMatch(/^local:/);
    expect(isLunaTyping(widget.snapshot)).toBe(false);
    expect(conversationOf(widget.snapshot)).toBe('ready');
  });

  it('welcomes back by first name when the visitor views their reading', () => {
    const widget = new PureWidget({ ...standalone, profileLoading: true, page: { pathname: '/free-moon-reading', viewingReading: true } });
    widget.send({ type: 'PROFILE_LOADED', link: { profile: { id: 'p1', first_name: ' Ana ' } as ProfileLink['profile'], accessToken: 'jwt' } });
    widget.send(historyLoaded([]));
    widget.advance(WELCOME_DELAY_MS + WELCOME_TYPING_MS);
    expect(widget.contents).toEqual([welcomeBackText('Ana')]);
  });

  it('logs a startup failure and still welcomes the visitor', () => {
    const widget = new PureWidget(standalone);
    const effects = widget.send(historyFailed());
    expect(effects.map((e) => e.type)).toContain('logStartupFailure');
    widget.advance(WELCOME_DELAY_MS + WELCOME_TYPING_MS);
    expect(widget.contents).toEqual([WELCOME_TEXT]);
  });
});

describe('sending a message', () => {
  const readyWidget = (input: Partial<WidgetInput> = {}) => {
    const widget = new PureWidget({ ...standalone, ...input });
    widget.send(historyLoaded([message('assistant', 'hello')]));
    return widget;
  };
  /** A widget whose last send failed: it runs on a local session. */
  const offlineWidget = (input: Partial<WidgetInput> = {}) => {
    const widget = readyWidget(input);
    widget.send({ type: 'SEND', text: 'hi' });
    widget.send(sendFailed());
    return widget;
  };

  it('shows the message at once, normalised, and waits for Luna', () => {
    const widget = readyWidget();
    widget.send({ type: 'SEND', text: '  full \n moon?  ' });
    expect(widget.messages.at(-1)).toMatchObject({ role: 'user', content: 'full moon?' });
    expect(widget.messages.at(-1)?.id).toMatch(/^sent:/);
    expect(conversationOf(widget.snapshot)).toBe('replying');
    expect(isAwaitingReply(widget.snapshot)).toBe(true);
    expect(isLunaTyping(widget.snapshot)).toBe(true);
  });

  it('ignores a blank message', () => {
    const widget = readyWidget();
    expect(widget.snapshot.can({ type: 'SEND', text: ' \n\t ' })).toBe(false);
    expect(widget.send({ type: 'SEND', text: ' \n\t ' })).toEqual([]);
    expect(conversationOf(widget.snapshot)).toBe('ready');
  });

  it('ignores a message sent while a reply is pending', () => {
    const widget = readyWidget();
    widget.send({ type: 'SEND', text: 'first' });
    expect(widget.snapshot.can({ type: 'SEND', text: 'second' })).toBe(false);
    expect(widget.send({ type: 'SEND', text: 'second' })).toEqual([]);
  });

  it('shows the reply under the id the server stored it with, and takes the session it answers with', () => {
    const widget = readyWidget();
    widget.send({ type: 'SEND', text: 'hi' });
    const effects = widget.send(replied('Hello, star.'));
    expect(widget.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Hello, star.', id: `reply-${replies}`, session_id: SESSION_ID });
    expect(widget.snapshot.context.session).toMatchObject({ id: SESSION_ID, turnNumber: replies, local: false });
    expect(effects.map((e) => e.type)).toEqual(['persistSessionDetails', 'persistTranscript']);
    expect(conversationOf(widget.snapshot)).toBe('ready');
  });

  it('shows the connection fallback when sending fails, marks the message and goes on locally', () => {
    const widget = readyWidget();
    widget.send({ type: 'SEND', text: 'hi' });
    widget.send(sendFailed());
    expect(widget.contents.slice(-2)).toEqual(['hi', WIDGET_SEND_FAILURE_MESSAGE]);
    expect(widget.messages.at(-2)?.failed).toBe(true);
    expect(widget.snapshot.context.session.local).toBe(true);
    expect(widget.effectsOf('persistTranscript').at(-1)?.params).toMatchObject({ session: { local: true } });
    expect(conversationOf(widget.snapshot)).toBe('ready');
  });

  it('falls back to luna-chat when the assistant’s key is refused, keeping both messages in this browser', () => {
    const widget = readyWidget();
    widget.send({ type: 'SEND', text: 'when is the full moon?' });
    widget.send(keyRefused());
    expect(conversationOf(widget.snapshot)).toBe('fallingBack');
    expect(isLunaTyping(widget.snapshot)).toBe(true);
    expect(widget.snapshot.can({ type: 'SEND', text: 'again' })).toBe(false);
    const effects = widget.send(fallbackReplied('The next full moon is on Friday.'));
    expect(widget.contents.slice(-2)).toEqual(['when is the full moon?', 'The next full moon is on Friday.']);
    expect(widget.messages.slice(-2).map((shown) => shown.id.startsWith('local:'))).toEqual([true, true]);
    expect(widget.messages.at(-2)?.failed).toBeUndefined();
    expect(effects.map((e) => e.type)).toEqual(['persistTranscript']);
    // luna-chat stored nothing: no re-read follows, and the session stays the server's.
    expect(historySyncOf(widget.snapshot)).toBe('idle');
    expect(widget.snapshot.context.session.local).toBe(false);
    expect(conversationOf(widget.snapshot)).toBe('ready');
  });

  it('returns a session left local by a failure to the server once the fallback replies', () => {
    // Found by the model-based laws (seed 1460720374): /help after such a reply was answered in the browser, as if the backend still failed.
    const widget = offlineWidget();
    widget.send({ type: 'SEND', text: 'hi' });
    widget.send(keyRefused());
    widget.send(fallbackReplied('Hello again.'));
    expect(widget.snapshot.context.session.local).toBe(false);
    widget.send({ type: 'SEND', text: '/help' });
    expect(conversationOf(widget.snapshot)).toBe('replying');
  });

  it('keeps a fallback exchange in place when a later reply’s history is merged', () => {
    const widget = readyWidget();
    widget.send({ type: 'SEND', text: 'first' });
    widget.send(keyRefused());
    widget.send(fallbackReplied('A fallback answer.'));
    widget.send({ type: 'SEND', text: 'second' });
    widget.send(replied('A stored answer.'));
    widget.advance(HISTORY_RESYNC_DELAY_MS);
    const replyId = widget.messages.at(-1)?.id ?? '';
    widget.send(historyRead([message('assistant', 'hello', 'a-0'), message('user', 'second', 'u-2'), message('assistant', 'A stored answer.', replyId)]));
    expect(widget.contents).toEqual(['hello', 'first', 'A fallback answer.', 'second', 'A stored answer.']);
  });

  it('shows the connection message when the fallback fails too, and treats other failures as before', () => {
    const widget = readyWidget();
    widget.send({ type: 'SEND', text: 'hi' });
    widget.send(keyRefused());
    widget.send(fallbackFailed());
    expect(widget.contents.at(-1)).toBe(WIDGET_SEND_FAILURE_MESSAGE);
    expect(widget.snapshot.context.session.local).toBe(true);
    const other = readyWidget();
    other.send({ type: 'SEND', text: 'hi' });
    other.send({ type: 'xstate.error.actor.sendMessage', error: Object.assign(new Error('Something went wrong (500).'), { status: 500 }) } as unknown as AnyWidgetEvent);
    expect(other.contents.at(-1)).toBe(WIDGET_SEND_FAILURE_MESSAGE);
  });

  it('sends every slash command to the server while it is reachable', () => {
    for (const command of ['/help', '/status', '/reset', '/generate', '/verify']) {
      const widget = readyWidget({ birthData: LISBON_BIRTH_DATA });
      widget.send({ type: 'SEND', text: command.toUpperCase() });
      expect(conversationOf(widget.snapshot)).toBe('replying');
      expect(widget.messages.at(-1)?.id).toMatch(/^sent:/);
    }
  });

  it('answers /help and /status itself, at once, on a local session', () => {
    const widget = offlineWidget({ birthData: LISBON_BIRTH_DATA });
    widget.send({ type: 'SEND', text: '/help' });
    expect(conversationOf(widget.snapshot)).toBe('ready');
    expect(widget.contents.slice(-2)).toEqual(['/help', HELP_TEXT]);
    widget.send({ type: 'SEND', text: '/STATUS' });
    expect(widget.contents.at(-1)).toContain('Coordinates: 38.7169, -9.1396');
    expect(widget.messages.slice(-4).every((shown) => shown.id.startsWith('local:'))).toBe(true);
  });

  it('answers /status on a local session with the no-data text when nothing is stored', () => {
    const widget = offlineWidget();
    widget.send({ type: 'SEND', text: '/status' });
    expect(widget.contents.at(-1)).toBe(STATUS_EMPTY_REPLY);
  });

  it('still sends /reset, /generate and /verify on a local session, since they need the server', () => {
    for (const command of ['/reset', '/generate', '/verify']) {
      const widget = offlineWidget();
      widget.send({ type: 'SEND', text: command });
      expect(conversationOf(widget.snapshot)).toBe('replying');
    }
  });

  it('says the reset could not happen when /reset cannot reach the server', () => {
    const widget = readyWidget();
    widget.send({ type: 'SEND', text: '/reset' });
    widget.send(sendFailed());
    expect(widget.contents.at(-1)).toBe(RESET_FAILURE_REPLY);
  });

  it('is back online, and sends commands again, once the server answers', () => {
    const widget = offlineWidget();
    widget.send({ type: 'SEND', text: 'are you there?' });
    widget.send(replied('I am here.'));
    expect(widget.snapshot.context.session.local).toBe(false);
    widget.send({ type: 'SEND', text: '/help' });
    expect(conversationOf(widget.snapshot)).toBe('replying');
  });

  it('keeps the birth data the server answers with, and forgets it when the server holds none', () => {
    const widget = readyWidget({ birthData: LISBON_BIRTH_DATA });
    widget.send({ type: 'SEND', text: '/reset' });
    widget.send(replied("Let's begin anew. What's on your mind today?"));
    expect(widget.snapshot.context.session.birthData).toBeNull();
  });
});

describe('quick replies', () => {
  const withOptions = () => {
    const widget = new PureWidget(standalone);
    widget.send(historyLoaded([]));
    widget.advance(WELCOME_DELAY_MS + WELCOME_TYPING_MS);
    return { widget, welcomeId: widget.messages[0]?.id ?? '' };
  };

  it('sends the option’s text once; the same message’s options cannot be used again', () => {
    const { widget, welcomeId } = withOptions();
    const option = WELCOME_OPTIONS[0]!;
    widget.send({ type: 'SEND', text: option.value, quickReplyOf: welcomeId });
    expect(widget.snapshot.context.usedQuickReplies).toEqual([welcomeId]);
    widget.send(replied('Lovely.'));
    expect(widget.snapshot.can({ type: 'SEND', text: option.value, quickReplyOf: welcomeId })).toBe(false);
  });

  it('becomes usable again when its send fails', () => {
    const { widget, welcomeId } = withOptions();
    widget.send({ type: 'SEND', text: WELCOME_OPTIONS[1]!.value, quickReplyOf: welcomeId });
    widget.send(sendFailed());
    expect(widget.snapshot.context.usedQuickReplies).toEqual([]);
    expect(widget.snapshot.can({ type: 'SEND', text: WELCOME_OPTIONS[1]!.value, quickReplyOf: welcomeId })).toBe(true);
  });
});

describe('replies word by word', () => {
  it('reveals a reply of several words until the UI says it has shown it, or the visitor writes again', () => {
    const widget = new PureWidget({ ...standalone, revealReplies: true });
    widget.send(historyLoaded([message('assistant', 'hello')]));
    widget.send({ type: 'SEND', text: 'hi' });
    widget.send(replied('Hello there, star.'));
    const replyId = widget.messages.at(-1)?.id;
    expect(widget.snapshot.context.revealing).toBe(replyId);
    widget.send({ type: 'REVEALED', messageId: 'another' });
    expect(widget.snapshot.context.revealing).toBe(replyId);
    widget.send({ type: 'REVEALED', messageId: replyId ?? '' });
    expect(widget.snapshot.context.revealing).toBeNull();
    widget.send({ type: 'SEND', text: 'more' });
    widget.send(replied('And more words.'));
    widget.send({ type: 'SEND', text: 'again' });
    expect(widget.snapshot.context.revealing).toBeNull();
  });

  it('shows replies whole when the visitor prefers reduced motion', () => {
    const widget = new PureWidget({ ...standalone, revealReplies: false });
    widget.send(historyLoaded([message('assistant', 'hello')]));
    widget.send({ type: 'SEND', text: 'hi' });
    widget.send(replied('Hello there, star.'));
    expect(widget.snapshot.context.revealing).toBeNull();
  });
});

describe('re-reading the stored history', () => {
  const afterReply = () => {
    const widget = new PureWidget(standalone);
    widget.send(historyLoaded([message('assistant', 'hello', 'a-0')]));
    widget.send({ type: 'SEND', text: 'hi' });
    widget.send(replied('Hello, star.'));
    return widget;
  };

  it('reads it 100 ms after a reply and merges it in', () => {
    const widget = afterReply();
    expect(historySyncOf(widget.snapshot)).toBe('waiting');
    widget.advance(HISTORY_RESYNC_DELAY_MS - 1);
    expect(historySyncOf(widget.snapshot)).toBe('waiting');
    widget.advance(1);
    expect(historySyncOf(widget.snapshot)).toBe('reading');
    const replyId = widget.messages.at(-1)?.id ?? '';
    widget.send(historyRead([message('assistant', 'hello', 'a-0'), message('user', 'hi', 'u-1'), message('assistant', 'Hello, star.', replyId)]));
    expect(historySyncOf(widget.snapshot)).toBe('idle');
    expect(widget.messages.map((shown) => shown.id)).toEqual(['a-0', 'u-1', replyId]);
  });

  it('leaves the transcript alone when the read fails, and logs it', () => {
    const widget = afterReply();
    widget.advance(HISTORY_RESYNC_DELAY_MS);
    const before = widget.messages;
    const effects = widget.send({ type: 'xstate.error.actor.readHistory', error: new Error('offline') } as unknown as AnyWidgetEvent);
    expect(effects.map((e) => e.type)).toEqual(['logHistoryReadFailure']);
    expect(widget.messages).toBe(before);
  });

  it('does not read it after a local answer or a failed send', () => {
    const widget = new PureWidget(standalone);
    widget.send(historyLoaded([message('assistant', 'hello')]));
    widget.send({ type: 'SEND', text: 'hi' });
    widget.send(sendFailed());
    widget.send({ type: 'SEND', text: '/help' });
    expect(historySyncOf(widget.snapshot)).toBe('idle');
  });
});

describe('reachability', () => {
  it('reaches every panel, conversation and history state', () => {
    const after = (delay: string, state: string) =>
      ({ type: `xstate.after.${delay}.luna-widget.${state}` }) as unknown as AnyWidgetEvent;
    const inputs: WidgetInput[] = [
      { ...standalone, profileLoading: true },
      { ...controlled, parentOpen: false },
    ];
    const reached = new Set(
      inputs.flatMap((input) =>
        getShortestPaths(widgetMachine, {
          input,
          events: [
            { type: 'OPEN' },
            { type: 'CLOSE' },
            { type: 'PARENT_OPEN' },
            { type: 'PARENT_CLOSE' },
            { type: 'PROFILE_LOADED', link: null },
            { type: 'SEND', text: 'hi' },
            historyLoaded([]),
            historyLoaded([message('assistant', 'hello')]),
            replied('hello'),
            keyRefused(),
            fallbackReplied('hello'),
            historyRead([]),
            after('autoOpenDelay', 'panel.standalone.awaitingAutoOpen'),
            after('welcomeDelay', 'conversation.welcoming.pausing'),
            after('welcomeTyping', 'conversation.welcoming.typing'),
            after('historyResyncDelay', 'historySync.waiting'),
          ],
          // The transcript grows with every send; states are told apart by where they are.
          serializeState: (state) => JSON.stringify(state.value),
        }).map((path) => JSON.stringify(path.state.value)),
      ),
    );
    const panels = new Set([...reached].map((value) => JSON.stringify(JSON.parse(value).panel)));
    const conversations = new Set([...reached].map((value) => JSON.stringify(JSON.parse(value).conversation)));
    const historySync = new Set([...reached].map((value) => JSON.parse(value).historySync));
    expect(historySync).toEqual(new Set(['idle', 'waiting', 'reading']));
    expect(panels).toEqual(
      new Set(
        [
          { standalone: 'awaitingAutoOpen' },
          { standalone: 'open' },
          { standalone: 'closed' },
          { controlled: 'open' },
          { controlled: 'closed' },
        ].map((v) => JSON.stringify(v)),
      ),
    );
    expect(conversations).toEqual(
      new Set(
        ['waitingForProfile', 'starting', { welcoming: 'pausing' }, { welcoming: 'typing' }, 'ready', 'replying', 'fallingBack'].map(
          (v) => JSON.stringify(v),
        ),
      ),
    );
  });
});

describe('time on a simulated clock', () => {
  /** A running widget whose actors answer at once; the clock only moves when told. */
  const startWidget = (input: WidgetInput, history: ChatMessage[] = []) => {
    const clock = new SimulatedClock();
    const welcomes: number[] = [];
    const machine = widgetMachine.provide({
      actors: {
        startSession: fromPromise(() => Promise.resolve<StartResult>({ kind: 'server', session: null, variant: null, linkedStage: null, history })),
        sendMessage: fromPromise(() => Promise.resolve(answer('ok'))),
        readHistory: fromPromise(() => Promise.resolve<readonly ChatMessage[]>([])),
      },
      actions: {
        persistTranscript: (_, { messages }) => {
          if (messages.at(-1)?.content === WELCOME_TEXT && welcomes.length === 0) welcomes.push(clock.now());
        },
      },
    });
    const actor = createActor(machine, { clock, input });
    actor.start();
    return { actor, clock, welcomes };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('auto-opens at exactly 3000 ms and not before', () => {
    const { actor, clock } = startWidget({ ...standalone, profileLoading: true });
    clock.increment(WIDGET_AUTO_OPEN_DELAY_MS - 1);
    expect(isPanelOpen(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(isPanelOpen(actor.getSnapshot())).toBe(true);
  });

  it('never auto-opens when the visitor minimised the chat on an earlier visit', () => {
    const { actor, clock } = startWidget({ ...standalone, minimisedEarlier: true, profileLoading: true });
    clock.increment(WIDGET_AUTO_OPEN_DELAY_MS * 10);
    expect(isPanelOpen(actor.getSnapshot())).toBe(false);
  });

  it('never auto-opens when the setting is off', () => {
    const { actor, clock } = startWidget({ ...standalone, autoOpenEnabled: AUTO_OPEN_ENABLED_DEFAULT });
    clock.increment(WIDGET_AUTO_OPEN_DELAY_MS * 10);
    expect(isPanelOpen(actor.getSnapshot())).toBe(false);
  });

  it('does not reopen by itself after the visitor opened and closed it early', () => {
    const { actor, clock } = startWidget({ ...standalone, profileLoading: true });
    clock.increment(1_000);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    clock.increment(WIDGET_AUTO_OPEN_DELAY_MS * 10);
    expect(isPanelOpen(actor.getSnapshot())).toBe(false);
  });

  // The simulated clock starts a timer set during a tick at the end of that tick, so each
  // step of the welcome is advanced separately.
  it('types the welcome from 1.5 s and shows it 3 s later, once', async () => {
    const { actor, clock, welcomes } = startWidget(standalone);
    await settle();
    clock.increment(WELCOME_DELAY_MS - 1);
    expect(isLunaTyping(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(isLunaTyping(actor.getSnapshot())).toBe(true);
    clock.increment(WELCOME_TYPING_MS - 1);
    expect(welcomes).toHaveLength(0);
    clock.increment(1);
    expect(welcomes).toHaveLength(1);
    clock.increment(60_000);
    expect(welcomes).toHaveLength(1);
  });

  it('starts the welcome clock only once the profile has loaded', async () => {
    const { actor, clock, welcomes } = startWidget({ ...standalone, profileLoading: true });
    clock.increment(10_000);
    expect(isLunaTyping(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'PROFILE_LOADED', link: null });
    await settle();
    clock.increment(WELCOME_DELAY_MS - 1);
    expect(isLunaTyping(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    clock.increment(WELCOME_TYPING_MS);
    expect(welcomes).toHaveLength(1);
  });

  it('shows stored history and no welcome when there is history', async () => {
    const { clock, welcomes } = startWidget(standalone, [message('assistant', 'hello again')]);
    await settle();
    clock.increment(WELCOME_DELAY_MS);
    clock.increment(WELCOME_TYPING_MS);
    expect(welcomes).toHaveLength(0);
  });
});

// Model-based: random visits (panel taps, parent flags, sends, replies, failures, time) run
// against a small independent model of what the visitor should see.
interface WidgetModel {
  input: WidgetInput;
  panelOpen: boolean;
  /** The stored minimised flag, as the last effective panel action left it. */
  minimised: boolean;
  /** The visitor has closed the chat, now or on an earlier visit. */
  everMinimised: boolean;
  autoOpenAt: number | null;
  conversation: 'waitingForProfile' | 'starting' | 'welcoming.pausing' | 'welcoming.typing' | 'ready' | 'replying' | 'fallingBack';
  /** When the current welcome step ends. */
  welcomeStepEndsAt: number;
  /** The last send failed and no reply came since: the chat runs on a local session. */
  local: boolean;
}

type Law = (model: WidgetModel, real: PureWidget, before: { panelOpen: boolean; contents: string[] }) => void;

const inputArb: fc.Arbitrary<WidgetInput> = fc
  .record({
    mode: fc.constantFrom<WidgetInput['mode']>('standalone', 'controlled'),
    parentOpen: fc.boolean(),
    minimisedEarlier: fc.boolean(),
    autoOpenEnabled: fc.boolean(),
    profileLoading: fc.boolean(),
  })
  .map((input) => ({ ...input, sessionToken: 'token-1', revealReplies: false, stamps: stamps() }));

const initialModel = (input: WidgetInput): WidgetModel => {
  const autoOpens = input.mode === 'standalone' && input.autoOpenEnabled === true && !input.minimisedEarlier;
  return {
    input,
    panelOpen: input.mode === 'controlled' && input.parentOpen === true,
    minimised: input.minimisedEarlier,
    everMinimised: input.minimisedEarlier,
    autoOpenAt: autoOpens ? WIDGET_AUTO_OPEN_DELAY_MS : null,
    conversation: input.profileLoading ? 'waitingForProfile' : 'starting',
    welcomeStepEndsAt: 0,
    local: false,
  };
};

/** Moves the model's clock: auto-open and the welcome steps happen when their time comes. */
const modelAdvance = (model: WidgetModel, now: number): void => {
  if (model.autoOpenAt !== null && now >= model.autoOpenAt) {
    model.autoOpenAt = null;
    model.panelOpen = true;
  }
  if (model.conversation === 'welcoming.pausing' && now >= model.welcomeStepEndsAt) {
    model.conversation = 'welcoming.typing';
    model.welcomeStepEndsAt += WELCOME_TYPING_MS;
  }
  if (model.conversation === 'welcoming.typing' && now >= model.welcomeStepEndsAt) model.conversation = 'ready';
};

type Step =
  | { kind: 'event'; event: AnyWidgetEvent }
  | { kind: 'tick'; ms: number }
  | { kind: 'history'; messages: number }
  | { kind: 'historyFailed' }
  | { kind: 'reply' }
  | { kind: 'fail' }
  | { kind: 'keyRefused' }
  | { kind: 'fallbackReply' }
  | { kind: 'fallbackFail' }
  | { kind: 'historyRead' };

const applyToModel = (model: WidgetModel, step: Step, now: number): void => {
  const standaloneMode = model.input.mode === 'standalone';
  const startWelcome = () => {
    model.conversation = 'welcoming.pausing';
    model.welcomeStepEndsAt = now + WELCOME_DELAY_MS;
  };
  if (step.kind === 'tick') return modelAdvance(model, now);
  if (step.kind === 'history' || step.kind === 'historyFailed') {
    if (model.conversation !== 'starting') return;
    if (step.kind === 'history' && step.messages > 0) model.conversation = 'ready';
    else startWelcome();
    return;
  }
  if (step.kind === 'historyRead') return;
  if (step.kind === 'reply' || step.kind === 'fail') {
    if (model.conversation !== 'replying') return;
    model.conversation = 'ready';
    model.local = step.kind === 'fail';
    return;
  }
  if (step.kind === 'keyRefused') {
    if (model.conversation === 'replying') model.conversation = 'fallingBack';
    return;
  }
  if (step.kind === 'fallbackReply' || step.kind === 'fallbackFail') {
    if (model.conversation !== 'fallingBack') return;
    model.conversation = 'ready';
    model.local = step.kind === 'fallbackFail';
    return;
  }
  const { event } = step;
  switch (event.type) {
    case 'OPEN':
      if (standaloneMode && !model.panelOpen) {
        model.panelOpen = true;
        model.minimised = false;
        model.autoOpenAt = null;
      }
      return;
    case 'CLOSE':
      if (model.panelOpen) {
        model.minimised = true;
        model.everMinimised = true;
        if (standaloneMode) model.panelOpen = false;
      }
      return;
    case 'PARENT_OPEN':
      if (!standaloneMode && !model.panelOpen) {
        model.panelOpen = true;
        model.minimised = false;
      }
      return;
    case 'PARENT_CLOSE':
      if (!standaloneMode) model.panelOpen = false;
      return;
    case 'PROFILE_LOADED':
      if (model.conversation === 'waitingForProfile') model.conversation = 'starting';
      return;
    case 'SEND': {
      const answeredHere = model.local && event.text.trim().toLowerCase() === '/help';
      if (model.conversation === 'ready' && event.text.trim() !== '' && !answeredHere) model.conversation = 'replying';
      return;
    }
  }
};

const applyToReal = (real: PureWidget, step: Step): void => {
  switch (step.kind) {
    case 'event':
      return void real.send(step.event);
    case 'tick':
      return real.advance(step.ms);
    case 'history':
      return void real.send(historyLoaded(Array.from({ length: step.messages }, (_, i) => message('assistant', `m${i}`))));
    case 'historyFailed':
      return void real.send(historyFailed());
    case 'reply':
      return void real.send(replied('ok'));
    case 'fail':
      return void real.send(sendFailed());
    case 'keyRefused':
      return void real.send(keyRefused());
    case 'fallbackReply':
      return void real.send(fallbackReplied('ok'));
    case 'fallbackFail':
      return void real.send(fallbackFailed());
    case 'historyRead':
      return void real.send(historyRead(storedView(real.messages)));
  }
};

/** The history the server would answer with: what it stored, the visitor's messages under its own ids. */
const storedView = (messages: readonly ShownMessage[]): ChatMessage[] =>
  messages
    .filter((shown) => !shown.id.startsWith('local:') && !shown.failed)
    .map(({ failed: _failed, ...shown }) => (shown.id.startsWith('sent:') ? { ...shown, id: `stored-${shown.id}` } : shown));

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc
    .constantFrom<AnyWidgetEvent>(
      { type: 'OPEN' },
      { type: 'CLOSE' },
      { type: 'PARENT_OPEN' },
      { type: 'PARENT_CLOSE' },
      { type: 'PROFILE_LOADED', link: null },
    )
    .map((event): Step => ({ kind: 'event', event })),
  fc.constantFrom('hi', '  ', '', 'what is my moon sign?', '/help').map((text): Step => ({ kind: 'event', event: { type: 'SEND', text } })),
  fc.integer({ min: 1, max: 2500 }).map((ms): Step => ({ kind: 'tick', ms })),
  fc.nat(2).map((messages): Step => ({ kind: 'history', messages })),
  fc.constantFrom<Step>(
    { kind: 'historyFailed' },
    { kind: 'reply' },
    { kind: 'fail' },
    { kind: 'keyRefused' },
    { kind: 'fallbackReply' },
    { kind: 'fallbackFail' },
    { kind: 'historyRead' },
  ),
);

const stepCommand = (law: Law, step: Step): fc.Command<WidgetModel, PureWidget> => ({
  check: () => true,
  run(model, real) {
    const before = { panelOpen: model.panelOpen, contents: real.contents };
    applyToReal(real, step);
    applyToModel(model, step, real.now);
    law(model, real, before);
  },
  toString: () => JSON.stringify(step),
});

const laws: Record<string, Law> = {
  'the panel shows exactly when the model says it should': (model, real) => {
    expect(isPanelOpen(real.snapshot)).toBe(model.panelOpen);
  },
  'the minimised flag is set exactly when the last panel action was a close': (model, real) => {
    expect(real.snapshot.context.minimised).toBe(model.minimised);
  },
  'the panel never opens by itself after the visitor minimised': (model, real, before) => {
    const openedByItself = !before.panelOpen && isPanelOpen(real.snapshot) && real.effectsOf('clearMinimised').length === 0;
    if (model.everMinimised) expect(openedByItself).toBe(false);
  },
  'a message awaits a reply exactly while Luna is replying': (model, real) => {
    expect(real.snapshot.context.inFlight !== null).toBe(model.conversation === 'replying' || model.conversation === 'fallingBack');
  },
  'the conversation is where the model says it should be': (model, real) => {
    expect(conversationOf(real.snapshot)).toBe(model.conversation);
  },
  'every message sent to the server is followed by Luna’s reply or the fallback, but the one awaiting it': (_model, real) => {
    const messages = real.messages;
    messages.forEach((shown, index) => {
      const sent = shown.role === 'user' && !shown.id.startsWith('local:');
      const awaiting = index === messages.length - 1 && real.snapshot.context.inFlight !== null;
      if (sent && !awaiting) expect(messages[index + 1]?.role).toBe('assistant');
    });
  },
  'every failed send is answered with the connection fallback': (_model, real) => {
    real.messages.forEach((shown, index) => {
      if (shown.failed) expect(real.messages[index + 1]?.content).toBe(WIDGET_SEND_FAILURE_MESSAGE);
    });
  },
  'what the visitor saw stays, in order': (_model, real, before) => {
    expect(real.contents.slice(0, before.contents.length)).toEqual(before.contents);
  },
};

describe('the widget laws over random visits', () => {
  it.each(Object.entries(laws))('%s', (_name, law) => {
    fc.assert(
      fc.property(inputArb, fc.commands([stepArb.map((step) => stepCommand(law, step))], { maxCommands: 40, size: 'medium' }), (input, commands) => {
        fc.modelRun(() => ({ model: initialModel(input), real: new PureWidget({ ...input, stamps: stamps() }) }), commands);
      }),
    );
  });
});
