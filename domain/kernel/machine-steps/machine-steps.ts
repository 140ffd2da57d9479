import {
  createActor,
  type AnyActorScope,
  type AnyStateMachine,
  type EventFromLogic,
  type ExecutableActionsFrom,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

type Stepped<M extends AnyStateMachine> = [SnapshotFrom<M>, ExecutableActionsFrom<M>[]];

export interface MachineSteps<M extends AnyStateMachine> {
  /** As xstate's `transition(machine, snapshot, event)`: the next snapshot and the actions it would execute. */
  transition(snapshot: SnapshotFrom<M>, event: EventFromLogic<M>): Stepped<M>;
  /** As xstate's `initialTransition(machine, input)`. */
  initialTransition(input?: InputFrom<M>): Stepped<M>;
}

/**
 * xstate's pure `transition` and `initialTransition` for a machine that spawns and invokes
 * nothing, with the inert actor scope they run in made once instead of on every call. xstate
 * makes that scope from a new actor each time, and a new actor computes the machine's whole
 * initial snapshot: the conversation's holds a birth flow, itself a machine, so a chat turn paid
 * for several initial snapshots it never used. Without children the scope's system stays empty,
 * so sharing it changes no result (machine-steps.test.ts holds it to xstate's own functions).
 */
export const machineSteps = <M extends AnyStateMachine>(machine: M): MachineSteps<M> => {
  // Made on first use: making it computes an initial snapshot, which may step other machines.
  let scope: AnyActorScope | undefined;
  const inertScope = (): AnyActorScope => {
    if (scope !== undefined) return scope;
    const self = createActor(machine);
    scope = { self, id: '', sessionId: '', logger: () => {}, defer: () => {}, emit: () => {}, system: self.system, stopChild: () => {}, actionExecutor: () => {} };
    return scope;
  };
  const collecting = (step: (scope: AnyActorScope) => SnapshotFrom<M>): Stepped<M> => {
    const current = inertScope();
    const actions: ExecutableActionsFrom<M>[] = [];
    const outer = current.actionExecutor;
    current.actionExecutor = (action) => {
      actions.push(action as ExecutableActionsFrom<M>);
    };
    try {
      return [step(current), actions];
    } finally {
      current.actionExecutor = outer;
    }
  };
  return {
    transition: (snapshot, event) => collecting((current) => machine.transition(snapshot, event, current) as SnapshotFrom<M>),
    initialTransition: (input) => collecting((current) => machine.getInitialSnapshot(current, input) as SnapshotFrom<M>),
  };
};
