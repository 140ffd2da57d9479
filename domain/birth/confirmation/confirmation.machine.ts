import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  CONFIRMABLE_FIELDS,
  allConfirmed,
  changedFields,
  differenceFields,
  firstUnconfirmedField,
  pendingConfirmationFor,
  readingForEmail,
  sameDetail,
  withProvidedDetails,
} from './birth-data';
import type {
  BirthDetails,
  ConfirmableField,
  Confirmations,
  DifferenceField,
  ExistingReading,
  PendingConfirmation,
  ProvidedDetails,
} from './birth-data';

/** §3 "Birth data state", plus the stored reading the new details are compared with. */
export interface ConfirmationContext extends BirthDetails {
  confirmations: Confirmations;
  pendingConfirmation: PendingConfirmation | null;
  /** True only after the visitor said yes at the overwrite prompt. */
  confirmOverwrite: boolean;
  /** True while the overwrite prompt is showing. */
  pendingOverwrite: boolean;
  existingReading: ExistingReading | null;
  /** Fields of the stored reading the new details would change (for the prompt and analytics). */
  differenceFields: DifferenceField[];
}

/** A session's stored birth data state, to resume a flow where it was left. */
export interface ConfirmationInput extends Partial<BirthDetails> {
  confirmations?: Partial<Confirmations>;
  existingReading?: ExistingReading | null;
}

/** What a YES or NO answers. Left out, it answers whatever is being asked. */
export type AnswerTopic = ConfirmableField | 'overwrite';

export type ConfirmationEvent =
  | { type: 'DETAILS_PROVIDED'; details: ProvidedDetails }
  | { type: 'YES'; about?: AnswerTopic }
  | { type: 'NO'; about?: AnswerTopic }
  | { type: 'EXISTING_READING_LOADED'; reading: ExistingReading | null };

export type ConfirmationEventType = ConfirmationEvent['type'];

/** Read by `npm run diagrams` for the events table, and by product reviewers. */
export const CONFIRMATION_EVENT_DESCRIPTIONS: Readonly<Record<ConfirmationEventType, string>> = {
  DETAILS_PROVIDED:
    'The visitor shared some of their email, birth date, birth time and birth location. A changed value must be confirmed again.',
  YES: 'The visitor answered Yes: to the detail being confirmed, or to overwriting their stored reading.',
  NO: 'The visitor answered No: the detail being confirmed is wrong (it is asked for again), or they keep their stored reading.',
  EXISTING_READING_LOADED: 'The server looked up the reading already stored for an email (none, or its details).',
};

const startingContext = (input: ConfirmationInput | undefined): ConfirmationContext => {
  const details: BirthDetails = {
    email: input?.email ?? null,
    birthDate: input?.birthDate ?? null,
    birthTime: input?.birthTime ?? null,
    birthLocation: input?.birthLocation ?? null,
  };
  // A confirmation without a value is meaningless, so a stored one is dropped.
  const confirmations: Confirmations = {
    email: (input?.confirmations?.email ?? false) && details.email !== null,
    birthDate: (input?.confirmations?.birthDate ?? false) && details.birthDate !== null,
    birthLocation: (input?.confirmations?.birthLocation ?? false) && details.birthLocation !== null,
  };
  return {
    ...details,
    confirmations,
    pendingConfirmation: null,
    confirmOverwrite: false,
    pendingOverwrite: false,
    existingReading: input?.existingReading ?? null,
    differenceFields: [],
  };
};

const differencesFromStoredReading = (context: ConfirmationContext): DifferenceField[] => {
  const reading = readingForEmail(context.existingReading, context.email);
  return reading === null ? [] : differenceFields(reading, context);
};

const sameReading = (a: ExistingReading | null, b: ExistingReading | null): boolean =>
  a === null || b === null
    ? a === b
    : sameDetail('email', a.email, b.email) &&
      sameDetail('birthDate', a.birthDate, b.birthDate) &&
      sameDetail('birthTime', a.birthTime, b.birthTime) &&
      sameDetail('birthLocation', a.birthLocation, b.birthLocation);

/**
 * Birth-data confirmations and the overwrite flow (§4). Email, birth date and birth
 * location are confirmed one at a time, in that order. Once all three are confirmed, a stored
 * reading for the email with different details is only replaced after an explicit Yes at the
 * overwrite prompt. The three outcomes are final: the server acts on them and starts a new flow
 * from the stored birth data state next time.
 */
export const confirmationMachine = setup({
  types: {
    context: {} as ConfirmationContext,
    events: {} as ConfirmationEvent,
    input: {} as ConfirmationInput | undefined,
  },
  actions: {
    applyProvidedDetails: assign(({ context, event }) => {
      if (event.type !== 'DETAILS_PROVIDED') return {};
      const changed = changedFields(context, event.details);
      const confirmations = { ...context.confirmations };
      // A changed value is a new claim: it has to be confirmed again.
      for (const field of CONFIRMABLE_FIELDS) if (changed.includes(field)) confirmations[field] = false;
      return { ...withProvidedDetails(context, event.details), confirmations };
    }),
    recordExistingReading: assign(({ event }) =>
      event.type === 'EXISTING_READING_LOADED' ? { existingReading: event.reading } : {},
    ),
    /** Recomputes what is being asked, so the prompt can never lag behind the details. */
    refreshPrompts: assign(({ context }) => ({
      pendingConfirmation: pendingConfirmationFor(context, context.confirmations),
      differenceFields: allConfirmed(context.confirmations) ? differencesFromStoredReading(context) : [],
    })),
    confirmPendingField: assign(({ context }) =>
      context.pendingConfirmation === null
        ? {}
        : { confirmations: { ...context.confirmations, [context.pendingConfirmation.field]: true } },
    ),
    /** A No means the value is wrong, so it is dropped and asked for again. */
    rejectPendingField: assign(({ context }) => {
      const field = context.pendingConfirmation?.field;
      if (field === undefined) return {};
      return { [field]: null, confirmations: { ...context.confirmations, [field]: false } };
    }),
    showOverwritePrompt: assign({ pendingOverwrite: true }),
    hideOverwritePrompt: assign({ pendingOverwrite: false }),
    acceptOverwrite: assign({ confirmOverwrite: true }),
    declineOverwrite: assign({ confirmOverwrite: false }),
    /** Analytics (§7): the visitor confirmed one detail. */
    data_field_confirmed: (_, _params: { field: ConfirmableField }) => {},
    /** Analytics (§7): the overwrite prompt was shown, with the fields that differ. */
    overwrite_prompted: (_, _params: { differenceFields: DifferenceField[] }) => {},
    /** Analytics (§7): the visitor chose to overwrite (true) or keep (false) the stored reading. */
    overwrite_decision: (_, _params: { overwrite: boolean; differenceFields: DifferenceField[] }) => {},
  },
  guards: {
    changesDetails: ({ context, event }) =>
      event.type === 'DETAILS_PROVIDED' && changedFields(context, event.details).length > 0,
    changesStoredReading: ({ context, event }) =>
      event.type === 'EXISTING_READING_LOADED' && !sameReading(context.existingReading, event.reading),
    nextDetailMissing: ({ context }) =>
      firstUnconfirmedField(context.confirmations) !== null && context.pendingConfirmation === null,
    detailAwaitsConfirmation: ({ context }) => context.pendingConfirmation !== null,
    storedReadingDiffers: ({ context }) => context.differenceFields.length > 0,
    answersPendingConfirmation: ({ context, event }) =>
      (event.type === 'YES' || event.type === 'NO') &&
      context.pendingConfirmation !== null &&
      (event.about === undefined || event.about === context.pendingConfirmation.field),
    answersOverwritePrompt: ({ event }) =>
      (event.type === 'YES' || event.type === 'NO') && (event.about === undefined || event.about === 'overwrite'),
  },
}).createMachine({
  id: 'birth-data-confirmation',
  description:
    'Confirms the visitor’s email, birth date and birth location one at a time before a moon reading is made, and asks before a stored reading is replaced with different details.',
  meta: { eventDescriptions: CONFIRMATION_EVENT_DESCRIPTIONS },
  context: ({ input }) => startingContext(input),
  initial: 'gathering',
  states: {
    gathering: {
      description: 'Collecting and confirming the birth details. New details or a stored reading can arrive at any point.',
      initial: 'deciding',
      on: {
        DETAILS_PROVIDED: {
          guard: 'changesDetails',
          target: '.deciding',
          actions: 'applyProvidedDetails',
          description: 'Only a real change counts; repeating a known detail changes nothing.',
        },
        EXISTING_READING_LOADED: {
          guard: 'changesStoredReading',
          target: '.deciding',
          actions: 'recordExistingReading',
          description: 'A newly found stored reading is compared with the details.',
        },
      },
      states: {
        deciding: {
          description: 'Works out what to ask next. The visitor never waits here.',
          entry: 'refreshPrompts',
          always: [
            {
              guard: 'nextDetailMissing',
              target: 'awaitingDetail',
              description: 'The next detail to confirm is not known yet.',
            },
            {
              guard: 'detailAwaitsConfirmation',
              target: 'awaitingConfirmation',
              description: 'Ask about the first unconfirmed detail: email, then birth date, then birth location.',
            },
            {
              guard: 'storedReadingDiffers',
              target: 'overwritePrompt',
              description: 'All confirmed, but the reading stored for this email was made from different details.',
            },
            {
              target: '#birth-data-confirmation.readyToGenerate',
              description: 'All confirmed, and no stored reading would change.',
            },
          ],
        },
        awaitingDetail: {
          description:
            'Waiting for the visitor to share the next missing detail (email, birth date or birth location). Luna asks them to confirm their details (need_confirmations).',
        },
        awaitingConfirmation: {
          description:
            'Asking the visitor to confirm one detail, shown with Yes and No quick replies (confirm_email, confirm_birth_date or confirm_birth_location).',
          on: {
            YES: {
              guard: 'answersPendingConfirmation',
              target: 'deciding',
              actions: [
                {
                  type: 'data_field_confirmed',
                  // The guard guarantees a pending confirmation; the fallback only satisfies the type.
                  params: ({ context }) => ({ field: context.pendingConfirmation?.field ?? 'email' }),
                },
                'confirmPendingField',
              ],
              description: 'The detail is right: it is confirmed and the next one is asked.',
            },
            NO: {
              guard: 'answersPendingConfirmation',
              target: 'deciding',
              actions: 'rejectPendingField',
              description: 'The detail is wrong: it is cleared and asked for again.',
            },
          },
        },
        overwritePrompt: {
          description:
            'A reading already exists for this email with different details. The prompt lists the differing fields and offers Yes (overwrite with new details) or No (keep current reading).',
          entry: [
            'showOverwritePrompt',
            { type: 'overwrite_prompted', params: ({ context }) => ({ differenceFields: context.differenceFields }) },
          ],
          exit: 'hideOverwritePrompt',
          on: {
            YES: {
              guard: 'answersOverwritePrompt',
              target: '#birth-data-confirmation.readyToRegenerate',
              actions: [
                'acceptOverwrite',
                {
                  type: 'overwrite_decision',
                  params: ({ context }) => ({ overwrite: true, differenceFields: context.differenceFields }),
                },
              ],
              description: 'Overwrite with new details.',
            },
            NO: {
              guard: 'answersOverwritePrompt',
              target: '#birth-data-confirmation.keptCurrentReading',
              actions: [
                'declineOverwrite',
                {
                  type: 'overwrite_decision',
                  params: ({ context }) => ({ overwrite: false, differenceFields: context.differenceFields }),
                },
              ],
              description: 'Keep current reading.',
            },
          },
        },
      },
    },
    readyToGenerate: {
      type: 'final',
      description: 'All three details are confirmed and no stored reading would change: make the moon reading.',
    },
    readyToRegenerate: {
      type: 'final',
      description:
        'The visitor chose to overwrite: regenerate the reading from the new details, replacing the stored one (overwrite_ack).',
    },
    keptCurrentReading: {
      type: 'final',
      description: 'The visitor chose to keep their current reading: it stays untouched (overwrite_declined).',
    },
  },
});

export type ConfirmationSnapshot = SnapshotFrom<typeof confirmationMachine>;

/** How a finished flow ends (§4 "Reading outcome"); null while the flow is still asking. */
export type ConfirmationOutcome = 'generate' | 'regenerate' | 'kept_current';

export const confirmationOutcome = (snapshot: ConfirmationSnapshot): ConfirmationOutcome | null => {
  if (snapshot.matches('readyToGenerate')) return 'generate';
  if (snapshot.matches('readyToRegenerate')) return 'regenerate';
  if (snapshot.matches('keptCurrentReading')) return 'kept_current';
  return null;
};

/** The birth data state to store in the session (§3), without the stored reading. */
export const birthDataState = (snapshot: ConfirmationSnapshot) => {
  const { email, birthDate, birthTime, birthLocation, confirmations, pendingConfirmation, confirmOverwrite, pendingOverwrite } =
    snapshot.context;
  return { email, birthDate, birthTime, birthLocation, confirmations, pendingConfirmation, confirmOverwrite, pendingOverwrite };
};
