import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, SimulatedClock, transition } from 'xstate';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ChatMessage } from '../chat-history/chat-message';
import {
  AUTO_OPEN_ENABLED_DEFAULT,
  isLunaTyping,
  isPanelOpen,
  WELCOME_DELAY_MS,
  WELCOME_TYPING_MS,
  WIDGET_AUTO_OPEN_DELAY_MS,
  WIDGET_SEND_FAILURE_MESSAGE,
  widgetMachine,
} from './widget.machine';
import type { WidgetInput } from './widget.machine';

type WidgetSnapshot = SnapshotFrom<typeof widgetMachine>;
type AnyWidgetEvent = EventFromLogic<typeof widgetMachine>;

const message = (role: ChatMessage['role'], content: string): ChatMessage => ({
  id: `${role}-${content}`,
  session_id: 's1',
  profile_id: null,
  role,
  content,
  created_at: '2025-01-01T00:00:00.000Z',
  was_helpful: null,
  moon_reading_generated: false,
  reading_url: null,
  metadata: null,
});

// Events the invoked actors and timers deliver; in a pure run the test delivers them itself.
const historyLoaded = (messages: ChatMessage[]) =>
  ({ type: 'xstate.done.actor.loadStoredHistory', output: messages }) as unknown as AnyWidgetEvent;
const historyFailed = () =>
  ({ type: 'xstate.error.actor.loadStoredHistory', error: new Error('offline') }) as unknown as AnyWidgetEvent;
const replied = (content: string) =>
  ({ type: 'xstate.done.actor.sendMessage', output: message('assistant', content) }) as unknown as AnyWidgetEvent;
const sendFailed = () =>
  ({ type: 'xstate.error.actor.sendMessage', error: new Error('timeout') }) as unknown as AnyWidgetEvent;

const standalone: WidgetInput = { mode: 'standalone', minimisedEarlier: false, autoOpenEnabled: true, profileLoading: false };
const controlled: WidgetInput = { mode: 'controlled', parentOpen: true, minimisedEarlier: false, profileLoading: false };

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

  private absorb(actions: ReadonlyArray<{ type: string; params?: unknown }>): Effect[] {
    const produced: Effect[] = [];
    for (const action of actions) {
      const params = action.params as { delay?: number; id?: string; event?: AnyWidgetEvent; sendId?: string } | undefined;
      if (action.type === 'xstate.raise' && params?.delay !== undefined && params.id && params.event) {
        this.timers.set(params.id, { at: this.now + params.delay, event: params.event });
      } else if (action.type === 'xstate.cancel' && params?.sendId) {
        this.timers.delete(params.sendId);
      } else {
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
    expect(effects.map((e) => e.type)).toEqual(['persistMinimised', 'notifyParentOfClose']);
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
  it('waits while the profile is loading', () => {
    const widget = new PureWidget({ ...standalone, profileLoading: true });
    widget.advance(60_000);
    expect(conversationOf(widget.snapshot)).toBe('waitingForProfile');
    widget.send({ type: 'PROFILE_LOADED' });
    expect(conversationOf(widget.snapshot)).toBe('starting');
  });

  it('shows stored history instead of a welcome', () => {
    const widget = new PureWidget(standalone);
    const history = [message('user', 'hi'), message('assistant', 'hello')];
    const effects = widget.send(historyLoaded(history));
    expect(conversationOf(widget.snapshot)).toBe('ready');
    expect(effects).toContainEqual({ type: 'showHistory', params: { messages: history } });
    widget.advance(60_000);
    expect(widget.effectsOf('showWelcome')).toHaveLength(0);
  });

  it('types the welcome from 1.5 s to 4.5 s, then shows it', () => {
    const widget = new PureWidget(standalone);
    widget.send(historyLoaded([]));
    widget.advance(WELCOME_DELAY_MS - 1);
    expect(isLunaTyping(widget.snapshot)).toBe(false);
    widget.advance(1);
    expect(isLunaTyping(widget.snapshot)).toBe(true);
    widget.advance(WELCOME_TYPING_MS - 1);
    expect(widget.effectsOf('showWelcome')).toHaveLength(0);
    widget.advance(1);
    expect(widget.effectsOf('showWelcome')).toHaveLength(1);
    expect(isLunaTyping(widget.snapshot)).toBe(false);
    expect(conversationOf(widget.snapshot)).toBe('ready');
  });

  it('logs a startup failure and still welcomes the visitor', () => {
    const widget = new PureWidget(standalone);
    const effects = widget.send(historyFailed());
    expect(effects.map((e) => e.type)).toContain('logStartupFailure');
    widget.advance(WELCOME_DELAY_MS + WELCOME_TYPING_MS);
    expect(widget.effectsOf('showWelcome')).toHaveLength(1);
  });
});

describe('sending a message', () => {
  const readyWidget = () => {
    const widget = new PureWidget(standalone);
    widget.send(historyLoaded([message('assistant', 'hello')]));
    return widget;
  };

  it('shows the message at once and waits for Luna', () => {
    const widget = readyWidget();
    const effects = widget.send({ type: 'SEND', text: '  full moon?  ' });
    expect(effects).toContainEqual({ type: 'appendUserMessage', params: { text: 'full moon?' } });
    expect(conversationOf(widget.snapshot)).toBe('replying');
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

  it('shows the reply and is ready again', () => {
    const widget = readyWidget();
    widget.send({ type: 'SEND', text: 'hi' });
    const effects = widget.send(replied('Hello, star.'));
    expect(effects).toContainEqual({ type: 'showReply', params: { reply: message('assistant', 'Hello, star.') } });
    expect(conversationOf(widget.snapshot)).toBe('ready');
  });

  it('shows the connection fallback when sending fails', () => {
    const widget = readyWidget();
    widget.send({ type: 'SEND', text: 'hi' });
    const effects = widget.send(sendFailed());
    expect(effects).toContainEqual({ type: 'showFallbackMessage', params: { content: WIDGET_SEND_FAILURE_MESSAGE } });
    expect(conversationOf(widget.snapshot)).toBe('ready');
  });
});


describe('reachability', () => {
  it('reaches every panel and conversation state', () => {
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
            { type: 'PROFILE_LOADED' },
            { type: 'SEND', text: 'hi' },
            historyLoaded([]),
            historyLoaded([message('assistant', 'hello')]),
            replied('hello'),
            after('autoOpenDelay', 'panel.standalone.awaitingAutoOpen'),
            after('welcomeDelay', 'conversation.welcoming.pausing'),
            after('welcomeTyping', 'conversation.welcoming.typing'),
          ],
        }).map((path) => JSON.stringify(path.state.value)),
      ),
    );
    const panels = new Set([...reached].map((value) => JSON.stringify(JSON.parse(value).panel)));
    const conversations = new Set([...reached].map((value) => JSON.stringify(JSON.parse(value).conversation)));
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
        ['waitingForProfile', 'starting', { welcoming: 'pausing' }, { welcoming: 'typing' }, 'ready', 'replying'].map(
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
        loadStoredHistory: fromPromise<readonly ChatMessage[]>(() => Promise.resolve(history)),
        sendMessage: fromPromise(() => Promise.resolve(message('assistant', 'ok'))),
      },
      actions: { showWelcome: () => void welcomes.push(clock.now()) },
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
    actor.send({ type: 'PROFILE_LOADED' });
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
  conversation: 'waitingForProfile' | 'starting' | 'welcoming.pausing' | 'welcoming.typing' | 'ready' | 'replying';
  /** When the current welcome step ends. */
  welcomeStepEndsAt: number;
}

type Law = (model: WidgetModel, real: PureWidget, before: { panelOpen: boolean }) => void;

const inputArb: fc.Arbitrary<WidgetInput> = fc.record({
  mode: fc.constantFrom<WidgetInput['mode']>('standalone', 'controlled'),
  parentOpen: fc.boolean(),
  minimisedEarlier: fc.boolean(),
  autoOpenEnabled: fc.boolean(),
  profileLoading: fc.boolean(),
});

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
  | { kind: 'fail' };

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
  if (step.kind === 'reply' || step.kind === 'fail') {
    if (model.conversation === 'replying') model.conversation = 'ready';
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
    case 'SEND':
      if (model.conversation === 'ready' && event.text.trim() !== '') model.conversation = 'replying';
      return;
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
  }
};

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc
    .constantFrom<AnyWidgetEvent>(
      { type: 'OPEN' },
      { type: 'CLOSE' },
      { type: 'PARENT_OPEN' },
      { type: 'PARENT_CLOSE' },
      { type: 'PROFILE_LOADED' },
    )
    .map((event): Step => ({ kind: 'event', event })),
  fc.constantFrom('hi', '  ', '', 'what is my moon sign?').map((text): Step => ({ kind: 'event', event: { type: 'SEND', text } })),
  fc.integer({ min: 1, max: 2500 }).map((ms): Step => ({ kind: 'tick', ms })),
  fc.nat(2).map((messages): Step => ({ kind: 'history', messages })),
  fc.constantFrom<Step>({ kind: 'historyFailed' }, { kind: 'reply' }, { kind: 'fail' }),
);

const stepCommand = (law: Law, step: Step): fc.Command<WidgetModel, PureWidget> => ({
  check: () => true,
  run(model, real) {
    const before = { panelOpen: model.panelOpen };
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
  'never two messages await a reply at once': (_model, real) => {
    const sent = real.effectsOf('appendUserMessage').length;
    const answered = real.effectsOf('showReply').length + real.effectsOf('showFallbackMessage').length;
    expect(sent - answered).toBeGreaterThanOrEqual(0);
    expect(sent - answered).toBeLessThanOrEqual(1);
  },
  'the conversation is where the model says it should be': (model, real) => {
    expect(conversationOf(real.snapshot)).toBe(model.conversation);
  },
  'every failed send is answered with the connection fallback': (_model, real) => {
    for (const fallback of real.effectsOf('showFallbackMessage')) {
      expect(fallback.params).toEqual({ content: WIDGET_SEND_FAILURE_MESSAGE });
    }
    expect(real.effectsOf('showFallbackMessage').length + real.effectsOf('showReply').length).toBeLessThanOrEqual(
      real.effectsOf('appendUserMessage').length,
    );
  },
};

describe('the widget laws over random visits', () => {
  it.each(Object.entries(laws))('%s', (_name, law) => {
    fc.assert(
      fc.property(inputArb, fc.commands([stepArb.map((step) => stepCommand(law, step))], { maxCommands: 40, size: 'medium' }), (input, commands) => {
        fc.modelRun(() => ({ model: initialModel(input), real: new PureWidget(input) }), commands);
      }),
    );
  });
});
