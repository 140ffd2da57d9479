import { assign, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineSteps } from './machine-steps';

type Counted = { count: number; inner: number };
type CounterEvent = { type: 'ADD'; by: number } | { type: 'NEST' };

/** A counter whose every ADD also asks for an action. */
const counterSetup = setup({
  types: { context: {} as Counted, events: {} as CounterEvent },
  actions: { told: (_, params: { count: number }) => params },
});
const inner = counterSetup.createMachine({
  context: { count: 0, inner: 0 },
  on: { ADD: { actions: [assign({ count: ({ context, event }) => context.count + event.by }), { type: 'told', params: ({ context }) => ({ count: context.count }) }] } },
});
const innerSteps = machineSteps(inner);
/** The same, whose NEST steps the inner machine inside its own step, as the conversation steps its birth flow. */
const outer = counterSetup.createMachine({
  context: { count: 0, inner: 0 },
  on: {
    ADD: { actions: [assign({ count: ({ context, event }) => context.count + event.by }), { type: 'told', params: ({ context }) => ({ count: context.count }) }] },
    NEST: { actions: assign({ inner: () => innerSteps.transition(innerSteps.initialTransition()[0], { type: 'ADD', by: 5 })[0].context.count }) },
  },
});
const steps = machineSteps(outer);

describe('machineSteps', () => {
  it('steps a machine and returns each step’s own actions, none carried over to the next', () => {
    const [start, startActions] = steps.initialTransition();
    expect(start.context).toEqual({ count: 0, inner: 0 });
    expect(startActions).toEqual([]);
    const [once, onceActions] = steps.transition(start, { type: 'ADD', by: 2 });
    const [twice, twiceActions] = steps.transition(once, { type: 'ADD', by: 3 });
    expect(twice.context.count).toBe(5);
    expect(onceActions.map((action) => action.type)).toEqual(['told']);
    expect(twiceActions).toHaveLength(1);
    expect(start.context.count).toBe(0);
  });

  it('keeps the outer step’s actions apart from a step of another machine made inside it', () => {
    const [start] = steps.initialTransition();
    const [nested, actions] = steps.transition(start, { type: 'NEST' });
    expect(nested.context.inner).toBe(5);
    expect(actions).toEqual([]);
  });
});
