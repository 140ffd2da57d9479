import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { USER_STAGES, stageRank, type UserStage } from './stage';
import { advanceStage, stageEventsFromFacts, stageMachine, stageOf, stageSnapshot, type StageEvent, type StageSnapshot } from './stage.machine';

const stageArb = fc.constantFrom(...USER_STAGES);
const stageEventArb: fc.Arbitrary<StageEvent> = fc.constantFrom(
  { type: 'EMAIL_KNOWN' },
  { type: 'READING_COMPLETED' },
  { type: 'PROFILE_LINKED' },
  { type: 'PURCHASE_COMPLETED' },
);
const stageEventsArb = fc.array(stageEventArb, { maxLength: 12 });

const start = (): StageSnapshot => initialTransition(stageMachine)[0];
const send = (snapshot: StageSnapshot, event: StageEvent): StageSnapshot => transition(stageMachine, snapshot, event)[0];
const run = (events: readonly StageEvent[], from: StageSnapshot = start()): StageSnapshot => events.reduce(send, from);

describe('the user stage helpers', () => {
  it('ranks the stages in funnel order', () => {
    expect(USER_STAGES.map(stageRank)).toEqual([0, 1, 2, 3]);
  });

  it('reads the events from the facts, and the machine makes the strongest fact win', () => {
    const stageFrom = (facts: Parameters<typeof stageEventsFromFacts>[0]) => advanceStage(null, stageEventsFromFacts(facts));
    expect(stageFrom({})).toBe('ANONYMOUS');
    expect(stageFrom({ email: '   ' })).toBe('ANONYMOUS');
    expect(stageFrom({ email: 'luna@example.com' })).toBe('IDENTIFIED');
    expect(stageFrom({ email: 'luna@example.com', hasReading: true })).toBe('FREE_READING_COMPLETE');
    expect(stageFrom({ email: null, hasReading: false, hasPurchased: true })).toBe('CUSTOMER');
  });

  it('linking a profile sets free reading complete when no stage is set, and never lowers one', () => {
    expect(advanceStage(null, [{ type: 'PROFILE_LINKED' }])).toBe('FREE_READING_COMPLETE');
    fc.assert(
      fc.property(stageArb, (stage) => {
        const linked = advanceStage(stage, [{ type: 'PROFILE_LINKED' }]);
        expect(stageRank(linked)).toBe(Math.max(stageRank(stage), stageRank('FREE_READING_COMPLETE')));
      }),
    );
  });

  it('advancing from a stored stage is stepping the machine from that stage', () => {
    fc.assert(
      fc.property(stageArb, stageEventsArb, (stored, events) => {
        expect(advanceStage(stored, events)).toBe(stageOf(run(events, stageSnapshot(stored))));
      }),
    );
  });
});

describe('the user stage machine', () => {
  it('starts anonymous', () => {
    expect(stageOf(start())).toBe('ANONYMOUS');
  });

  it('walks the whole funnel: email, reading, purchase', () => {
    const stages = [start()];
    for (const type of ['EMAIL_KNOWN', 'READING_COMPLETED', 'PURCHASE_COMPLETED'] as const) {
      stages.push(send(stages.at(-1) ?? start(), { type }));
    }
    expect(stages.map(stageOf)).toEqual(['ANONYMOUS', 'IDENTIFIED', 'FREE_READING_COMPLETE', 'CUSTOMER']);
  });

  it('moves an identified visitor to free reading complete when their profile is linked', () => {
    expect(stageOf(send(stageSnapshot('IDENTIFIED'), { type: 'PROFILE_LINKED' }))).toBe('FREE_READING_COMPLETE');
  });

  it('keeps a customer a customer when the profile is linked again', () => {
    expect(stageOf(send(stageSnapshot('CUSTOMER'), { type: 'PROFILE_LINKED' }))).toBe('CUSTOMER');
  });

  it('names the stage change as an effect the server can bind', () => {
    const [, actions] = transition(stageMachine, start(), { type: 'READING_COMPLETED' });
    expect(actions.map((a) => [a.type, a.params])).toEqual([
      ['stageAdvanced', { from: 'ANONYMOUS', to: 'FREE_READING_COMPLETE' }],
    ]);
  });

  it('announces nothing when an event does not raise the stage', () => {
    const [next, actions] = transition(stageMachine, stageSnapshot('FREE_READING_COMPLETE'), { type: 'EMAIL_KNOWN' });
    expect(stageOf(next)).toBe('FREE_READING_COMPLETE');
    expect(actions).toEqual([]);
  });

  it('reaches every stage', () => {
    const reached = new Set(getShortestPaths(stageMachine).map((path) => stageOf(path.state)));
    expect([...reached].sort()).toEqual([...USER_STAGES].sort());
  });

  it('agrees with a model that only keeps the highest rank reached', () => {
    // The model: each event stands for a fact with a minimum stage; the stage is the highest seen.
    const impliedStage: Record<StageEvent['type'], UserStage> = {
      EMAIL_KNOWN: 'IDENTIFIED',
      READING_COMPLETED: 'FREE_READING_COMPLETE',
      PROFILE_LINKED: 'FREE_READING_COMPLETE',
      PURCHASE_COMPLETED: 'CUSTOMER',
    };
    interface Model {
      rank: number;
    }
    interface Real {
      snapshot: StageSnapshot;
    }
    class Send implements fc.Command<Model, Real> {
      constructor(readonly event: StageEvent) {}
      check = () => true;
      run(model: Model, real: Real) {
        real.snapshot = send(real.snapshot, this.event);
        model.rank = Math.max(model.rank, stageRank(impliedStage[this.event.type]));
        expect(stageRank(stageOf(real.snapshot))).toBe(model.rank);
      }
      toString = () => this.event.type;
    }
    fc.assert(
      fc.property(fc.commands([stageEventArb.map((event) => new Send(event))]), (commands) => {
        fc.modelRun(() => ({ model: { rank: 0 }, real: { snapshot: start() } }), commands);
      }),
    );
  });

  it('never goes back over any event sequence', () => {
    fc.assert(
      fc.property(stageArb, stageEventsArb, (from, events) => {
        let snapshot = stageSnapshot(from);
        for (const event of events) {
          const next = send(snapshot, event);
          expect(stageRank(stageOf(next))).toBeGreaterThanOrEqual(stageRank(stageOf(snapshot)));
          snapshot = next;
        }
      }),
    );
  });

  it('linking a profile never lowers the stage', () => {
    fc.assert(
      fc.property(stageEventsArb, (events) => {
        const before = run(events);
        const after = send(before, { type: 'PROFILE_LINKED' });
        expect(stageRank(stageOf(after))).toBe(Math.max(stageRank(stageOf(before)), stageRank('FREE_READING_COMPLETE')));
      }),
    );
  });

  it('a customer stays a customer whatever happens next', () => {
    fc.assert(
      fc.property(stageEventsArb, (events) => {
        expect(stageOf(run(events, stageSnapshot('CUSTOMER')))).toBe('CUSTOMER');
      }),
    );
  });

  it('the facts give the stage of the strongest fact, whatever else is known', () => {
    const factsArb = fc.record({
      email: fc.option(fc.constantFrom('luna@example.com', '', ' '), { nil: undefined }),
      hasReading: fc.boolean(),
      linkedProfile: fc.boolean(),
      hasPurchased: fc.boolean(),
    });
    fc.assert(
      fc.property(factsArb, (facts) => {
        const expected: UserStage = facts.hasPurchased
          ? 'CUSTOMER'
          : facts.hasReading || facts.linkedProfile
            ? 'FREE_READING_COMPLETE'
            : facts.email?.trim()
              ? 'IDENTIFIED'
              : 'ANONYMOUS';
        expect(advanceStage(null, stageEventsFromFacts(facts))).toBe(expected);
      }),
    );
  });
});
