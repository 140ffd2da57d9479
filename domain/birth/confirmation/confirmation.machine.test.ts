import fc from 'fast-check';
import { initialTransition, pathToStateValue, transition } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { machineSteps } from '../../kernel';
import { CONFIRMABLE_FIELDS, type BirthLocation, type ConfirmableField, type ExistingReading } from './birth-data';
import {
  confirmationMachine,
  confirmationOutcome,
  type ConfirmationEvent,
  type ConfirmationInput,
  type ConfirmationSnapshot,
} from './confirmation.machine';
import { confirmationResponse } from './confirmation-response';

// --- fixtures -------------------------------------------------------------------------------

const PARIS: BirthLocation = {
  city: 'Paris',
  country: 'France',
  displayName: 'Paris, France',
  coordinates: { lat: 48.8566, lng: 2.3522 },
  timezone: 'Europe/Paris',
};
/** The same place under another name: not a change. */
const PARIS_RENAMED: BirthLocation = { ...PARIS, displayName: 'Paris, Île-de-France, France' };
const LIMA: BirthLocation = {
  city: 'Lima',
  country: 'Peru',
  displayName: 'Lima, Peru',
  coordinates: { lat: -12.0464, lng: -77.0428 },
  timezone: 'America/Lima',
};

const LUNA_DETAILS = { email: 'luna@example.com', birthDate: '1990-03-14', birthTime: '08:30', birthLocation: PARIS };
const LUNA_READING: ExistingReading = { ...LUNA_DETAILS };

// --- driving the machine with the pure step functions ---------------------------------------

const start = (input: ConfirmationInput = {}): ConfirmationSnapshot => initialTransition(confirmationMachine, input)[0];
const send = (snapshot: ConfirmationSnapshot, event: ConfirmationEvent): ConfirmationSnapshot =>
  transition(confirmationMachine, snapshot, event)[0];
const run = (snapshot: ConfirmationSnapshot, events: readonly ConfirmationEvent[]) => events.reduce(send, snapshot);
const actionsOf = (snapshot: ConfirmationSnapshot, event: ConfirmationEvent) =>
  transition(confirmationMachine, snapshot, event)[1].map((action) => ({ type: action.type, params: action.params }));

const YES = { type: 'YES' } as const;
const NO = { type: 'NO' } as const;
const provide = (details: Extract<ConfirmationEvent, { type: 'DETAILS_PROVIDED' }>['details']): ConfirmationEvent => ({
  type: 'DETAILS_PROVIDED',
  details,
});
const confirmAll = [provide(LUNA_DETAILS), YES, YES, YES];

const isOverwritePrompt = (s: ConfirmationSnapshot) => s.matches({ gathering: 'overwritePrompt' });
const answersOverwrite = (event: ConfirmationEvent) =>
  (event.type === 'YES' || event.type === 'NO') && (event.about === undefined || event.about === 'overwrite');
const firstUnconfirmed = (s: ConfirmationSnapshot) => CONFIRMABLE_FIELDS.find((field) => !s.context.confirmations[field]);

// --- arbitraries: small pools, so equal and changed values both come up often ----------------

const emailArb = fc.constantFrom('luna@example.com', ' LUNA@example.com', 'sol@example.com');
const birthDateArb = fc.constantFrom('1990-03-14', '1992-11-02');
const birthTimeArb = fc.constantFrom('08:30', '21:15', null);
const birthLocationArb = fc.constantFrom(PARIS, PARIS_RENAMED, LIMA);
const providedArb = fc.record(
  { email: emailArb, birthDate: birthDateArb, birthTime: birthTimeArb, birthLocation: birthLocationArb },
  { requiredKeys: [] },
);
const readingArb: fc.Arbitrary<ExistingReading> = fc.record({
  email: emailArb,
  birthDate: birthDateArb,
  birthTime: birthTimeArb,
  birthLocation: birthLocationArb,
});
const aboutArb = fc.option(fc.constantFrom<ConfirmableField | 'overwrite'>(...CONFIRMABLE_FIELDS, 'overwrite'), {
  nil: undefined,
});
const answerArb = (type: 'YES' | 'NO'): fc.Arbitrary<ConfirmationEvent> =>
  aboutArb.map((about) => (about === undefined ? { type } : { type, about }));
const eventArb: fc.Arbitrary<ConfirmationEvent> = fc.oneof(
  { weight: 3, arbitrary: providedArb.map(provide) },
  { weight: 5, arbitrary: answerArb('YES') },
  { weight: 2, arbitrary: answerArb('NO') },
  {
    weight: 1,
    arbitrary: fc.option(readingArb, { nil: null }).map((reading) => ({ type: 'EXISTING_READING_LOADED' as const, reading })),
  },
);
const inputArb: fc.Arbitrary<ConfirmationInput> = fc.record(
  {
    email: emailArb,
    birthDate: birthDateArb,
    birthTime: birthTimeArb,
    birthLocation: birthLocationArb,
    confirmations: fc.record({ email: fc.boolean(), birthDate: fc.boolean(), birthLocation: fc.boolean() }, { requiredKeys: [] }),
    existingReading: fc.option(readingArb, { nil: null }),
  },
  { requiredKeys: [] },
);
const eventsArb = fc.array(eventArb, { maxLength: 25 });

/** Every step of a run: the snapshot before, the event, and the snapshot after. */
const stepsOf = (input: ConfirmationInput, events: readonly ConfirmationEvent[]) => {
  const steps: { before: ConfirmationSnapshot; event: ConfirmationEvent; after: ConfirmationSnapshot }[] = [];
  let before = start(input);
  for (const event of events) {
    const after = send(before, event);
    steps.push({ before, event, after });
    before = after;
  }
  return { initial: start(input), steps };
};

// --- examples -------------------------------------------------------------------------------

describe('confirming birth details', () => {
  it('waits for details, with nothing to confirm yet, when nothing is known', () => {
    const s = start();
    expect(s.value).toEqual({ gathering: 'awaitingDetail' });
    expect(s.context.pendingConfirmation).toBeNull();
    expect(confirmationResponse(s)).toEqual({
      responseType: 'need_confirmations',
      message: 'Please confirm your email, birth date, and birth location so I can prepare your moon reading.',
      quickReplies: [],
      responseDetails: { field: 'email' },
    });
  });

  it('asks for the email first, then the birth date, then the birth location', () => {
    const asked: (string | undefined)[] = [];
    let s = send(start(), provide(LUNA_DETAILS));
    for (let i = 0; i < 3; i++) {
      asked.push(s.context.pendingConfirmation?.field);
      s = send(s, YES);
    }
    expect(asked).toEqual(['email', 'birthDate', 'birthLocation']);
    expect(confirmationOutcome(s)).toBe('generate');
    expect(s.context.confirmations).toEqual({ email: true, birthDate: true, birthLocation: true });
  });

  it('shows what is being confirmed in words, with Yes and No quick replies', () => {
    const s = run(start(), [provide(LUNA_DETAILS), YES]);
    expect(s.context.pendingConfirmation).toEqual({ field: 'birthDate', value: '1990-03-14', display: 'March 14, 1990' });
    expect(confirmationResponse(s).quickReplies).toEqual([
      { id: 'confirm_birth_date_yes', label: 'Yes', value: 'yes' },
      { id: 'confirm_birth_date_no', label: 'No', value: 'no' },
    ]);
  });

  it('tells analytics about each confirmed field', () => {
    const s = send(start(), provide(LUNA_DETAILS));
    expect(actionsOf(s, YES)).toContainEqual({ type: 'data_field_confirmed', params: { field: 'email' } });
  });

  it('clears a detail the visitor says is wrong and asks for it again', () => {
    const s = run(start(), [provide(LUNA_DETAILS), YES, NO]);
    expect(s.value).toEqual({ gathering: 'awaitingDetail' });
    expect(s.context.birthDate).toBeNull();
    expect(s.context.confirmations).toEqual({ email: true, birthDate: false, birthLocation: false });
    expect(confirmationResponse(s).responseDetails).toEqual({ field: 'birthDate' });
  });

  it('un-confirms a confirmed detail when it changes', () => {
    const s = run(start(), [provide(LUNA_DETAILS), YES, YES, provide({ email: 'sol@example.com' })]);
    expect(s.context.confirmations).toEqual({ email: false, birthDate: true, birthLocation: false });
    expect(s.context.pendingConfirmation?.field).toBe('email');
  });

  it('keeps a confirmation when the same detail is repeated in another spelling', () => {
    const s = run(start(), [provide(LUNA_DETAILS), YES, provide({ email: 'LUNA@EXAMPLE.COM', birthLocation: PARIS_RENAMED })]);
    expect(s.context.confirmations.email).toBe(true);
    expect(s.context.email).toBe('luna@example.com');
  });

  it('ignores a stale answer about another detail', () => {
    const s = send(start(), provide(LUNA_DETAILS));
    expect(send(s, { type: 'YES', about: 'birthDate' }).context.confirmations.birthDate).toBe(false);
    expect(send(s, { type: 'YES', about: 'email' }).context.confirmations.email).toBe(true);
  });

  it('drops a stored confirmation that has no value', () => {
    const s = start({ birthDate: '1990-03-14', confirmations: { email: true, birthDate: true } });
    expect(s.context.confirmations).toEqual({ email: false, birthDate: true, birthLocation: false });
  });

  it('resumes a fully confirmed session straight to generation', () => {
    const s = start({ ...LUNA_DETAILS, confirmations: { email: true, birthDate: true, birthLocation: true } });
    expect(confirmationOutcome(s)).toBe('generate');
    expect(confirmationResponse(s).responseType).toBe('confirmation_ack');
  });
});

describe('the overwrite flow', () => {
  const withReading = (reading: ExistingReading | null = LUNA_READING) => start({ existingReading: reading });
  const changedTimeAndPlace = { ...LUNA_DETAILS, birthTime: '21:15', birthLocation: LIMA };
  const atPrompt = () => run(withReading(), [provide(changedTimeAndPlace), YES, YES, YES]);

  it('generates straight away when no reading is stored', () => {
    expect(confirmationOutcome(run(withReading(null), confirmAll))).toBe('generate');
  });

  it('generates straight away when the stored reading has the same details', () => {
    expect(confirmationOutcome(run(withReading(), confirmAll))).toBe('generate');
  });

  it('ignores a reading stored for another email', () => {
    expect(confirmationOutcome(run(withReading({ ...LUNA_READING, email: 'sol@example.com', birthLocation: LIMA }), confirmAll))).toBe(
      'generate',
    );
  });

  it('asks before overwriting a reading made from different details, listing them', () => {
    const s = atPrompt();
    expect(s.value).toEqual({ gathering: 'overwritePrompt' });
    expect(s.context.pendingOverwrite).toBe(true);
    expect(s.context.differenceFields).toEqual(['birthTime', 'birthLocation']);
    expect(confirmationResponse(s)).toEqual({
      responseType: 'overwrite_prompt',
      quickReplies: [
        { id: 'overwrite_prompt_yes', label: 'Yes', value: 'yes', tone: 'primary' },
        { id: 'overwrite_prompt_no', label: 'No', value: 'no' },
      ],
      responseDetails: { overwrite: false, differenceFields: ['birthTime', 'birthLocation'] },
    });
  });

  it('tells analytics the prompt was shown', () => {
    const s = run(withReading(), [provide(changedTimeAndPlace), YES, YES]);
    expect(actionsOf(s, YES)).toContainEqual({
      type: 'overwrite_prompted',
      params: { differenceFields: ['birthTime', 'birthLocation'] },
    });
  });

  it('regenerates when the visitor says yes to overwriting', () => {
    const s = send(atPrompt(), YES);
    expect(confirmationOutcome(s)).toBe('regenerate');
    expect(s.context.confirmOverwrite).toBe(true);
    expect(s.context.pendingOverwrite).toBe(false);
    expect(confirmationResponse(s)).toEqual({
      responseType: 'overwrite_ack',
      quickReplies: [],
      responseDetails: { overwrite: true, differenceFields: ['birthTime', 'birthLocation'] },
    });
    expect(actionsOf(atPrompt(), YES)).toContainEqual({
      type: 'overwrite_decision',
      params: { overwrite: true, differenceFields: ['birthTime', 'birthLocation'] },
    });
  });

  it('keeps the current reading when the visitor says no', () => {
    const s = send(atPrompt(), NO);
    expect(confirmationOutcome(s)).toBe('kept_current');
    expect(s.context.confirmOverwrite).toBe(false);
    expect(s.context.existingReading).toEqual(LUNA_READING);
    expect(confirmationResponse(s).responseType).toBe('overwrite_declined');
    expect(actionsOf(atPrompt(), NO)).toContainEqual({
      type: 'overwrite_decision',
      params: { overwrite: false, differenceFields: ['birthTime', 'birthLocation'] },
    });
  });

  it('does not take a stale confirmation Yes as consent to overwrite', () => {
    expect(send(atPrompt(), { type: 'YES', about: 'birthLocation' }).value).toEqual({ gathering: 'overwritePrompt' });
  });

  it('compares again when the visitor changes a detail at the prompt', () => {
    const s = send(atPrompt(), provide({ birthTime: '08:30' }));
    expect(s.value).toEqual({ gathering: 'overwritePrompt' });
    expect(s.context.differenceFields).toEqual(['birthLocation']);
    const back = run(atPrompt(), [provide({ birthLocation: PARIS }), YES]);
    expect(back.context.differenceFields).toEqual(['birthTime']);
  });

  it('asks when the stored reading is only found after everything was confirmed', () => {
    const s = run(start(), [provide(changedTimeAndPlace), YES, YES]);
    const found = run(s, [{ type: 'EXISTING_READING_LOADED', reading: LUNA_READING }, YES]);
    expect(found.value).toEqual({ gathering: 'overwritePrompt' });
  });

  it('ignores every event once the flow has an outcome', () => {
    const done = send(atPrompt(), NO);
    for (const event of [YES, NO, provide({ birthDate: '1992-11-02' })]) {
      expect(send(done, event)).toBe(done);
    }
  });

  it('reaches every state a visitor can rest in', () => {
    const events: ConfirmationEvent[] = [
      provide(LUNA_DETAILS),
      provide({ birthLocation: LIMA }),
      YES,
      NO,
      { type: 'EXISTING_READING_LOADED', reading: LUNA_READING },
    ];
    const reached = getShortestPaths(confirmationMachine, { events }).map((path) => path.state);
    // `deciding` is transient (it only routes), so it is never a resting state.
    const restingStates = getStateNodes(confirmationMachine.root).filter((node) => node.always === undefined);
    const unreached = restingStates.filter((node) => !reached.some((s) => s.matches(pathToStateValue(node.path) as never)));
    expect(unreached.map((node) => node.id)).toEqual([]);
    expect(restingStates).toHaveLength(7);
  });
});

// --- the model: an independent, plain restatement of §4 ----------------------------------

type Phase = 'awaitingDetail' | 'awaitingConfirmation' | 'overwritePrompt' | 'generate' | 'regenerate' | 'kept_current';
interface Model {
  values: { email: string | null; birthDate: string | null; birthTime: string | null; birthLocation: BirthLocation | null };
  confirmed: Record<ConfirmableField, boolean>;
  reading: ExistingReading | null;
  phase: Phase;
}

const placeKey = (l: BirthLocation | null) => (l === null ? null : `${l.coordinates.lat},${l.coordinates.lng},${l.timezone}`);
const emailKey = (e: string | null) => e?.trim().toLowerCase() ?? null;
const modelKey = (field: keyof Model['values'], values: Model['values'] | ExistingReading) =>
  field === 'email' ? emailKey(values.email) : field === 'birthLocation' ? placeKey(values.birthLocation) : values[field];

const modelNextField = (m: Model) => (['email', 'birthDate', 'birthLocation'] as const).find((f) => !m.confirmed[f]);
const modelDecide = (m: Model) => {
  const next = modelNextField(m);
  const reading = m.reading !== null && emailKey(m.reading.email) === emailKey(m.values.email) ? m.reading : null;
  const differs = reading !== null && (['birthDate', 'birthTime', 'birthLocation'] as const).some((f) => modelKey(f, reading) !== modelKey(f, m.values));
  if (next !== undefined) m.phase = m.values[next] === null ? 'awaitingDetail' : 'awaitingConfirmation';
  else m.phase = differs ? 'overwritePrompt' : 'generate';
};

const modelStep = (m: Model, event: ConfirmationEvent) => {
  if (m.phase === 'generate' || m.phase === 'regenerate' || m.phase === 'kept_current') return;
  if (event.type === 'DETAILS_PROVIDED') {
    let changed = false;
    for (const field of ['email', 'birthDate', 'birthTime', 'birthLocation'] as const) {
      const value = event.details[field];
      if (value === undefined || modelKey(field, { ...m.values, [field]: value }) === modelKey(field, m.values)) continue;
      m.values = { ...m.values, [field]: value };
      if (field !== 'birthTime') m.confirmed[field] = false;
      changed = true;
    }
    if (changed) modelDecide(m);
  } else if (event.type === 'EXISTING_READING_LOADED') {
    m.reading = event.reading;
    modelDecide(m);
  } else if (m.phase === 'overwritePrompt') {
    if (event.about === undefined || event.about === 'overwrite') m.phase = event.type === 'YES' ? 'regenerate' : 'kept_current';
  } else if (m.phase === 'awaitingConfirmation') {
    const field = modelNextField(m);
    if (field === undefined || (event.about !== undefined && event.about !== field)) return;
    if (event.type === 'YES') m.confirmed[field] = true;
    else m.values = { ...m.values, [field]: null };
    modelDecide(m);
  }
};

const phaseOf = (s: ConfirmationSnapshot): Phase => {
  const outcome = confirmationOutcome(s);
  if (outcome !== null) return outcome;
  if (isOverwritePrompt(s)) return 'overwritePrompt';
  return s.matches({ gathering: 'awaitingDetail' }) ? 'awaitingDetail' : 'awaitingConfirmation';
};

const modelFromInput = (input: ConfirmationInput): Model => {
  const values = {
    email: input.email ?? null,
    birthDate: input.birthDate ?? null,
    birthTime: input.birthTime ?? null,
    birthLocation: input.birthLocation ?? null,
  };
  const m: Model = {
    values,
    confirmed: {
      email: Boolean(input.confirmations?.email) && values.email !== null,
      birthDate: Boolean(input.confirmations?.birthDate) && values.birthDate !== null,
      birthLocation: Boolean(input.confirmations?.birthLocation) && values.birthLocation !== null,
    },
    reading: input.existingReading ?? null,
    phase: 'awaitingDetail',
  };
  modelDecide(m);
  return m;
};

const expectAgreement = (m: Model, s: ConfirmationSnapshot) => {
  expect(phaseOf(s)).toBe(m.phase);
  expect(s.context.confirmations).toEqual(m.confirmed);
  expect(modelKey('email', s.context)).toBe(modelKey('email', m.values));
  expect(modelKey('birthDate', s.context)).toBe(m.values.birthDate);
  expect(modelKey('birthLocation', s.context)).toBe(modelKey('birthLocation', m.values));
};

// --- laws -----------------------------------------------------------------------------------

describe('laws of the confirmation flow', () => {
  it('agrees with a plain model of the spec after every event', () => {
    class Send implements fc.Command<Model, { snapshot: ConfirmationSnapshot }> {
      constructor(readonly event: ConfirmationEvent) {}
      check = () => true;
      run(model: Model, real: { snapshot: ConfirmationSnapshot }) {
        real.snapshot = send(real.snapshot, this.event);
        modelStep(model, this.event);
        expectAgreement(model, real.snapshot);
      }
      toString = () => JSON.stringify(this.event);
    }
    fc.assert(
      fc.property(inputArb, fc.commands([eventArb.map((event) => new Send(event))], { maxCommands: 30 }), (input, commands) => {
        const setup = () => ({ model: modelFromInput(input), real: { snapshot: start(input) } });
        expectAgreement(setup().model, setup().real.snapshot);
        fc.modelRun(setup, commands);
      }),
    );
  });

  it('an overwrite never happens without an explicit yes at the overwrite prompt', () => {
    fc.assert(
      fc.property(inputArb, eventsArb, (input, events) => {
        const { initial, steps } = stepsOf(input, events);
        expect(confirmationOutcome(initial)).not.toBe('regenerate');
        for (const { before, event, after } of steps) {
          if (confirmationOutcome(after) === 'regenerate' && confirmationOutcome(before) === null) {
            expect(isOverwritePrompt(before)).toBe(true);
            expect(event.type).toBe('YES');
            expect(answersOverwrite(event)).toBe(true);
          }
        }
      }),
    );
  });

  it('is stepped by machineSteps exactly as by xstate’s own pure functions, actions included', () => {
    const steps = machineSteps(confirmationMachine);
    const plain = (actions: readonly { type: string; params?: unknown }[]) => actions.map((action) => ({ type: action.type, params: action.params }));
    fc.assert(
      fc.property(inputArb, eventsArb, (input, events) => {
        let [ours, ourActions] = steps.initialTransition(input);
        let [theirs, theirActions] = initialTransition(confirmationMachine, input);
        expect({ value: ours.value, context: ours.context, actions: plain(ourActions) }).toEqual({ value: theirs.value, context: theirs.context, actions: plain(theirActions) });
        for (const event of events) {
          [ours, ourActions] = steps.transition(ours, event);
          [theirs, theirActions] = transition(confirmationMachine, theirs, event);
          expect({ value: ours.value, status: ours.status, context: ours.context, actions: plain(ourActions) }).toEqual({
            value: theirs.value,
            status: theirs.status,
            context: theirs.context,
            actions: plain(theirActions),
          });
        }
      }),
    );
  });

  it('a no at the overwrite prompt keeps the stored reading untouched', () => {
    fc.assert(
      fc.property(inputArb, eventsArb, (input, events) => {
        for (const { before, event, after } of stepsOf(input, events).steps) {
          if (isOverwritePrompt(before) && event.type === 'NO' && answersOverwrite(event)) {
            expect(confirmationOutcome(after)).toBe('kept_current');
            expect(after.context.existingReading).toEqual(before.context.existingReading);
            expect(after.context.confirmOverwrite).toBe(false);
          }
        }
      }),
    );
  });

  it('generation is never reached while any confirmation is missing', () => {
    fc.assert(
      fc.property(inputArb, eventsArb, (input, events) => {
        const { initial, steps } = stepsOf(input, events);
        for (const s of [initial, ...steps.map((step) => step.after)]) {
          const outcome = confirmationOutcome(s);
          if (outcome === 'generate' || outcome === 'regenerate') {
            expect(s.context.confirmations).toEqual({ email: true, birthDate: true, birthLocation: true });
          }
        }
      }),
    );
  });

  it('a differing stored reading is never generated over without the prompt', () => {
    fc.assert(
      fc.property(inputArb, eventsArb, (input, events) => {
        const { initial, steps } = stepsOf(input, events);
        for (const s of [initial, ...steps.map((step) => step.after)]) {
          if (confirmationOutcome(s) === 'generate') expect(s.context.differenceFields).toEqual([]);
        }
      }),
    );
  });

  it('the pending confirmation is always the first unconfirmed field, once it has a value', () => {
    fc.assert(
      fc.property(inputArb, eventsArb, (input, events) => {
        const { initial, steps } = stepsOf(input, events);
        for (const s of [initial, ...steps.map((step) => step.after)]) {
          const next = firstUnconfirmed(s);
          const expected = next !== undefined && s.context[next] !== null ? next : undefined;
          expect(s.context.pendingConfirmation?.field).toBe(expected);
          expect(s.matches({ gathering: 'awaitingConfirmation' })).toBe(expected !== undefined);
        }
      }),
    );
  });

  it('changing a confirmed field’s value un-confirms it', () => {
    fc.assert(
      fc.property(inputArb, eventsArb, (input, events) => {
        for (const { before, event, after } of stepsOf(input, events).steps) {
          if (event.type !== 'DETAILS_PROVIDED' || confirmationOutcome(before) !== null) continue;
          for (const field of CONFIRMABLE_FIELDS) {
            const value = event.details[field];
            const changed = value !== undefined && modelKey(field, { ...before.context, [field]: value }) !== modelKey(field, before.context);
            if (changed) expect(after.context.confirmations[field]).toBe(false);
          }
        }
      }),
    );
  });

  it('a confirmed field always has a value', () => {
    fc.assert(
      fc.property(inputArb, eventsArb, (input, events) => {
        const { initial, steps } = stepsOf(input, events);
        for (const s of [initial, ...steps.map((step) => step.after)]) {
          for (const field of CONFIRMABLE_FIELDS) {
            if (s.context.confirmations[field]) expect(s.context[field]).not.toBeNull();
          }
        }
      }),
    );
  });

  it('the overwrite prompt is pending exactly while it is showing', () => {
    fc.assert(
      fc.property(inputArb, eventsArb, (input, events) => {
        const { initial, steps } = stepsOf(input, events);
        for (const s of [initial, ...steps.map((step) => step.after)]) {
          expect(s.context.pendingOverwrite).toBe(isOverwritePrompt(s));
        }
      }),
    );
  });
});
