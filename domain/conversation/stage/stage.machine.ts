import { setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { machineSteps } from '../../kernel';
import { USER_STAGE_DESCRIPTIONS } from './stage';
import type { StageFacts, UserStage } from './stage';

export type StageEvent =
  | { type: 'EMAIL_KNOWN' }
  | { type: 'READING_COMPLETED' }
  | { type: 'PROFILE_LINKED' }
  | { type: 'PURCHASE_COMPLETED' };

export type StageEventType = StageEvent['type'];

/** Read by `npm run diagrams` for the events table, and by product reviewers. */
export const STAGE_EVENT_DESCRIPTIONS: Readonly<Record<StageEventType, string>> = {
  EMAIL_KNOWN: 'The visitor shared an email address (in chat or on the form).',
  READING_COMPLETED: 'A free moon reading was generated for the visitor.',
  PROFILE_LINKED: 'The chat session was linked to a saved profile, which always has a reading.',
  PURCHASE_COMPLETED: 'An order for the visitor’s profile reached payment status completed.',
};

export interface StageChange {
  from: UserStage;
  to: UserStage;
}

/**
 * The user stage (§4). It only moves forward: events that would not raise the stage are
 * ignored, so replaying old facts (a late EMAIL_KNOWN, a second PROFILE_LINKED) is harmless.
 *
 * To resume a stored stage, use `stageSnapshot(stage)` rather than replaying events.
 */
export const stageMachine = setup({
  types: {
    events: {} as StageEvent,
  },
  actions: {
    /** The stage moved forward (the change, for a reviewer and a test); the server stores the resulting stage (advanceStage). */
    stageAdvanced: (_, _change: StageChange) => {},
  },
}).createMachine({
  id: 'user-stage',
  description:
    'Where a visitor is in the funnel, from anonymous to paying customer. The stage only ever moves forward; events that would lower it are ignored.',
  meta: { eventDescriptions: STAGE_EVENT_DESCRIPTIONS },
  initial: 'ANONYMOUS',
  states: {
    ANONYMOUS: {
      description: USER_STAGE_DESCRIPTIONS.ANONYMOUS,
      on: {
        EMAIL_KNOWN: {
          target: 'IDENTIFIED',
          description: 'Knowing the email identifies the visitor.',
          actions: { type: 'stageAdvanced', params: { from: 'ANONYMOUS', to: 'IDENTIFIED' } },
        },
        READING_COMPLETED: {
          target: 'FREE_READING_COMPLETE',
          description: 'A reading implies an email, so the identified stage is skipped.',
          actions: { type: 'stageAdvanced', params: { from: 'ANONYMOUS', to: 'FREE_READING_COMPLETE' } },
        },
        PROFILE_LINKED: {
          target: 'FREE_READING_COMPLETE',
          description: 'With no stage set, linking a profile sets free reading complete.',
          actions: { type: 'stageAdvanced', params: { from: 'ANONYMOUS', to: 'FREE_READING_COMPLETE' } },
        },
        PURCHASE_COMPLETED: {
          target: 'CUSTOMER',
          description: 'A completed order belongs to a profile, so the visitor is a customer.',
          actions: { type: 'stageAdvanced', params: { from: 'ANONYMOUS', to: 'CUSTOMER' } },
        },
      },
    },
    IDENTIFIED: {
      description: USER_STAGE_DESCRIPTIONS.IDENTIFIED,
      on: {
        READING_COMPLETED: {
          target: 'FREE_READING_COMPLETE',
          description: 'The free reading is done.',
          actions: { type: 'stageAdvanced', params: { from: 'IDENTIFIED', to: 'FREE_READING_COMPLETE' } },
        },
        PROFILE_LINKED: {
          target: 'FREE_READING_COMPLETE',
          description: 'A linked profile always has a reading, so the stage moves to free reading complete.',
          actions: { type: 'stageAdvanced', params: { from: 'IDENTIFIED', to: 'FREE_READING_COMPLETE' } },
        },
        PURCHASE_COMPLETED: {
          target: 'CUSTOMER',
          description: 'A completed order makes the visitor a customer.',
          actions: { type: 'stageAdvanced', params: { from: 'IDENTIFIED', to: 'CUSTOMER' } },
        },
      },
    },
    FREE_READING_COMPLETE: {
      description: USER_STAGE_DESCRIPTIONS.FREE_READING_COMPLETE,
      on: {
        PURCHASE_COMPLETED: {
          target: 'CUSTOMER',
          description: 'A completed order makes the visitor a customer.',
          actions: { type: 'stageAdvanced', params: { from: 'FREE_READING_COMPLETE', to: 'CUSTOMER' } },
        },
      },
    },
    CUSTOMER: {
      description: USER_STAGE_DESCRIPTIONS.CUSTOMER,
    },
  },
});

export type StageSnapshot = SnapshotFrom<typeof stageMachine>;

const stageSteps = machineSteps(stageMachine);

/** A snapshot resting at a stored stage, for sessions that already have one. */
export const stageSnapshot = (stage: UserStage): StageSnapshot => stageMachine.resolveState({ value: stage });

/** The stage a snapshot is in. */
export const stageOf = (snapshot: StageSnapshot): UserStage => snapshot.value;

/** The events the known facts stand for, weakest first. */
export const stageEventsFromFacts = ({ email, hasReading, linkedProfile, hasPurchased }: StageFacts): StageEvent[] => [
  ...(email !== null && email !== undefined && email.trim() !== '' ? [{ type: 'EMAIL_KNOWN' as const }] : []),
  ...(hasReading ? [{ type: 'READING_COMPLETED' as const }] : []),
  ...(linkedProfile ? [{ type: 'PROFILE_LINKED' as const }] : []),
  ...(hasPurchased ? [{ type: 'PURCHASE_COMPLETED' as const }] : []),
];

/**
 * The stage after these events, from a stored stage (none: anonymous), stepped through the
 * machine: the one way the server moves a visitor's stage, so it only ever moves forward.
 */
export const advanceStage = (stored: UserStage | null, events: readonly StageEvent[]): UserStage =>
  stageOf(events.reduce((snapshot, event) => stageSteps.transition(snapshot, event)[0], stageSnapshot(stored ?? 'ANONYMOUS')));
