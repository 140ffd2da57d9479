import { assign, setup, type SnapshotFrom } from 'xstate';
import { NO_BOUNDARIES_RAISED } from '../boundaries';
import type { ExistingReading } from '../../birth';
import { machineSteps } from '../../kernel';
import type { RateLimitType } from '../../reading';
import { absorbMessage, GOAL_ASKS_BEFORE_MOVING_ON, NAME_ASKS_BEFORE_MOVING_ON, type ConversationContext, type ReadingSigns } from './absorb';
import { birthFlowOutcome, restartBirthFlow, startBirthFlow } from './birth-flow';
import { NO_NOTES, type Outcome } from './turn-notes';
import type { Expectation, Understanding } from './understand';

export type ConversationEvent =
  | { type: 'USER_MESSAGE'; understanding: Understanding; expecting: Expectation; existingReading?: ExistingReading | null }
  | { type: 'READING_MADE'; url: string; at: string; reading: ExistingReading; signs?: ReadingSigns }
  | { type: 'READING_EMAILED'; at: string; reading: ExistingReading }
  | { type: 'READING_KEPT'; url: string | null }
  | { type: 'OVERWRITE_NEEDED'; reading: ExistingReading }
  | { type: 'RATE_LIMITED'; limitType: RateLimitType }
  | { type: 'NAME_KNOWN'; firstName: string }
  | { type: 'VERIFICATION'; verifyingEmail?: string | null; verifiedEmail?: string | null }
  | { type: 'EVENTS_RECORDED'; fired: ConversationContext['firedEvents'] }
  | { type: 'RESET' };

export type ConversationEventType = ConversationEvent['type'];

/**
 * What a resting state asks of the visitor, as its tags say: Luna's reply wording is chosen by
 * these (replies.ts), never by a second list of state names. 'asks' marks every state with a
 * question of its own; 'open' the free conversation after the reading.
 */
export const ASK_TAGS = ['ask:goal', 'ask:firstName', 'ask:details', 'ask:place', 'ask:confirmation', 'ask:overwrite'] as const;
export type AskTag = (typeof ASK_TAGS)[number];
export type ConversationTag = AskTag | 'asks' | 'open';

export const CONVERSATION_EVENT_DESCRIPTIONS: Readonly<Record<ConversationEventType, string>> = {
  USER_MESSAGE: 'The visitor sent a message, already read for signs of crisis, names, goals, birth details, answers, boundaries and questions.',
  READING_MADE: 'The server made (or remade) the moon reading and has a link to it.',
  READING_EMAILED: 'The reading was made for an email this conversation does not own, so its link went to that inbox.',
  READING_KEPT: 'The visitor kept their current reading; the server found its link.',
  OVERWRITE_NEEDED: 'The server found a stored reading of the visitor’s with different details, which the conversation had not seen (an email proven with /verify): ask before replacing it.',
  RATE_LIMITED: 'Too many readings for this email, session or connection: nothing was made.',
  NAME_KNOWN: 'The visitor’s first name is known from her profile before she says it: kept unless the conversation already has one.',
  VERIFICATION: 'A /verify step: a code was sent to the email (verifyingEmail), the email was proven (verifiedEmail), or the tries ran out.',
  EVENTS_RECORDED: 'The turn’s analytics events were recorded: the once-only ones are remembered as fired.',
  RESET: 'The visitor reset the conversation (/reset).',
};

/**
 * The birth flow's start is always the same value: made once, not on every turn (restoring a
 * stored conversation fills new fields from the initial context, and starting the flow is a
 * machine transition). Snapshots are never changed in place, so sharing it is safe.
 */
let initialBirthFlow: ConversationContext['birth'] | undefined;

export const initialConversationContext = (): ConversationContext => ({
  turn: 0,
  firstName: null,
  nameAsks: 0,
  goal: null,
  goalAsks: 0,
  detailAsks: 0,
  forSomeoneElse: false,
  persona: null,
  recentTexts: [],
  personaScores: [],
  boundaries: NO_BOUNDARIES_RAISED,
  birth: (initialBirthFlow ??= startBirthFlow().flow),
  offeredPlaces: [],
  wantsReading: true,
  readingsMade: 0,
  readingUrl: null,
  lastGeneratedAt: null,
  readingSigns: null,
  firedEvents: [],
  verifiedEmail: null,
  verifyingEmail: null,
  notes: NO_NOTES,
});

const missingDetail = (c: ConversationContext) => {
  const { birthDate, birthLocation, email } = c.birth.context;
  if (birthDate === null) return 'birthDate' as const;
  if (birthLocation === null) return 'birthLocation' as const;
  if (email === null) return 'email' as const;
  return null;
};

const withOutcome = (context: ConversationContext, outcome: Outcome, extra: Partial<ConversationContext> = {}): ConversationContext => ({
  ...context,
  ...extra,
  wantsReading: false,
  notes: { ...context.notes, outcome },
});

/**
 * Luna's conversation (§4 "Conversation flow"): welcome, the goal and feeling, the first
 * name, the bridge to the moon reading, the birth details and email, their confirmation (the
 * birth-data confirmation machine, kept in the context), the overwrite prompt, and the
 * reading. Every state but `generating` waits for the visitor; `generating` waits for the
 * server, which makes the reading (or meets a rate limit) and reports back.
 */
export const conversationMachine = setup({
  types: {
    context: {} as ConversationContext,
    events: {} as ConversationEvent,
    tags: {} as ConversationTag,
  },
  actions: {
    absorb: assign(({ context, event }) => {
      if (event.type !== 'USER_MESSAGE') return {};
      return absorbMessage(context, event.understanding, event.expecting, event.existingReading);
    }),
    readingMade: assign(({ context, event }) => {
      if (event.type !== 'READING_MADE') return {};
      const overwrite = birthFlowOutcome(context.birth) === 'regenerate';
      const differenceFields = context.birth.context.differenceFields;
      const outcome: Outcome = overwrite ? { kind: 'overwrite_ack', url: event.url, differenceFields } : { kind: 'reading_ready', url: event.url, overwrite: false };
      return withOutcome(context, outcome, {
        birth: restartBirthFlow(context.birth, event.reading),
        readingsMade: context.readingsMade + 1,
        readingUrl: event.url,
        lastGeneratedAt: event.at,
        readingSigns: event.signs ?? context.readingSigns,
      });
    }),
    readingEmailed: assign(({ context, event }) => {
      if (event.type !== 'READING_EMAILED') return {};
      return withOutcome(context, { kind: 'pending_calculation' }, {
        birth: restartBirthFlow(context.birth, event.reading),
        readingsMade: context.readingsMade + 1,
        lastGeneratedAt: event.at,
      });
    }),
    readingKept: assign(({ context, event }) => {
      if (event.type !== 'READING_KEPT') return {};
      const { existingReading, differenceFields } = context.birth.context;
      return withOutcome(context, { kind: 'overwrite_declined', url: event.url, differenceFields }, {
        // Keeping the stored reading means keeping its details too.
        birth: startBirthFlow(existingReading === null ? undefined : { ...existingReading, confirmations: { email: true, birthDate: true, birthLocation: true }, existingReading }).flow,
        readingUrl: event.url ?? context.readingUrl,
      });
    }),
    storedReadingFound: assign(({ context, event }) => {
      if (event.type !== 'OVERWRITE_NEEDED') return {};
      return { birth: restartBirthFlow(context.birth, event.reading) };
    }),
    rateLimited: assign(({ context, event }) => {
      if (event.type !== 'RATE_LIMITED') return {};
      return withOutcome(context, { kind: 'rate_limited', limitType: event.limitType }, {
        birth: restartBirthFlow(context.birth, context.birth.context.existingReading),
      });
    }),
    reset: assign(() => initialConversationContext()),
    knowName: assign(({ context, event }) => {
      if (event.type !== 'NAME_KNOWN' || context.firstName !== null) return {};
      return { firstName: event.firstName };
    }),
    verification: assign(({ event }) => {
      if (event.type !== 'VERIFICATION') return {};
      return {
        ...(event.verifyingEmail === undefined ? {} : { verifyingEmail: event.verifyingEmail }),
        ...(event.verifiedEmail === undefined ? {} : { verifiedEmail: event.verifiedEmail }),
      };
    }),
    eventsRecorded: assign(({ event }) => (event.type === 'EVENTS_RECORDED' ? { firedEvents: event.fired } : {})),
    countDetailAsk: assign(({ context }) => ({ detailAsks: context.detailAsks + 1 })),
  },
  guards: {
    readyForReading: ({ context }) => context.wantsReading && missingDetail(context) === null && birthFlowOutcome(context.birth) !== null,
    overwriteAsked: ({ context }) => context.birth.context.pendingOverwrite,
    placeOffered: ({ context }) => context.offeredPlaces.length > 0,
    goalUnknown: ({ context }) =>
      context.goal === null &&
      context.firstName === null &&
      context.goalAsks < GOAL_ASKS_BEFORE_MOVING_ON &&
      context.notes.learned.length === 0 &&
      context.birth.context.email === null,
    nameUnknown: ({ context }) => context.firstName === null && context.nameAsks < NAME_ASKS_BEFORE_MOVING_ON,
    detailMissing: ({ context }) => context.wantsReading && missingDetail(context) !== null,
    confirmationAsked: ({ context }) => context.wantsReading && context.birth.context.pendingConfirmation !== null,
  },
}).createMachine({
  id: 'luna-conversation',
  description:
    'Luna’s side of the chat: she learns the visitor’s goal, first name and birth details, has them confirmed, asks before replacing a stored reading, and hands over the moon reading.',
  meta: { eventDescriptions: CONVERSATION_EVENT_DESCRIPTIONS },
  context: initialConversationContext,
  initial: 'welcome',
  on: {
    RESET: { target: '.welcome', actions: 'reset', description: 'Start over: everything learned in this conversation is forgotten.' },
    // These change what the conversation knows, never where it is.
    NAME_KNOWN: { actions: 'knowName', description: 'Keep the first name her profile gives, unless one is known.' },
    VERIFICATION: { actions: 'verification', description: 'Note the email being verified, or proven.' },
    EVENTS_RECORDED: { actions: 'eventsRecorded', description: 'Remember which once-only analytics events have fired.' },
  },
  states: {
    welcome: {
      description: 'Luna has greeted the visitor and asked what is on their mind (their goal and feeling).',
      on: { USER_MESSAGE: { target: 'routing', actions: 'absorb', description: 'Take in the first message, usually the goal or feeling.' } },
    },
    routing: {
      description: 'Works out what to ask next from what is known. The visitor never waits here.',
      always: [
        { guard: 'readyForReading', target: 'generating', description: 'Everything is confirmed (or the overwrite answered): make, remake or keep the reading.' },
        { guard: 'overwriteAsked', target: 'overwritePrompt', description: 'A stored reading for this email has different details.' },
        { guard: 'placeOffered', target: 'choosingPlace', description: 'Several places share the name given.' },
        { guard: 'goalUnknown', target: 'askingGoal', description: 'No goal or feeling yet, and nothing else shared.' },
        { guard: 'nameUnknown', target: 'askingName', description: 'No first name yet (asked at most twice).' },
        { guard: 'detailMissing', target: 'askingDetails', description: 'Birth date, birth place or email is still missing.' },
        { guard: 'confirmationAsked', target: 'confirming', description: 'A detail waits for a Yes or No.' },
        { target: 'conversing', description: 'Nothing to ask: free conversation.' },
      ],
    },
    askingGoal: {
      tags: ['asks', 'ask:goal'],
      description: 'Asking what the visitor would like help with, and how they feel about it.',
      on: { USER_MESSAGE: { target: 'routing', actions: 'absorb', description: 'The goal or feeling, or anything else.' } },
    },
    askingName: {
      tags: ['asks', 'ask:firstName'],
      description: 'Asking for the first name; a word that is not a name is asked again (validation_error).',
      on: { USER_MESSAGE: { target: 'routing', actions: 'absorb', description: 'A first name, or anything else.' } },
    },
    askingDetails: {
      tags: ['asks', 'ask:details'],
      description: 'Bridging to the free moon reading (once) and asking for the next missing detail: birth date (time optional), birth city, email.',
      entry: 'countDetailAsk',
      on: { USER_MESSAGE: { target: 'routing', actions: 'absorb', description: 'Details in any order, several at once.' } },
    },
    choosingPlace: {
      tags: ['asks', 'ask:place'],
      description: 'Several places share the name: they are offered as quick replies.',
      on: { USER_MESSAGE: { target: 'routing', actions: 'absorb', description: 'A place picked from the list, or typed with its country.' } },
    },
    confirming: {
      tags: ['asks', 'ask:confirmation'],
      description: 'Email, birth date and birth location are confirmed in turn with Yes and No quick replies.',
      on: { USER_MESSAGE: { target: 'routing', actions: 'absorb', description: 'Yes, No, or a corrected detail.' } },
    },
    overwritePrompt: {
      tags: ['asks', 'ask:overwrite'],
      description: 'A reading exists for this email with different details: overwrite with new details (Yes) or keep current reading (No).',
      on: { USER_MESSAGE: { target: 'routing', actions: 'absorb', description: 'Yes or No.' } },
    },
    generating: {
      description: 'The server makes the reading, keeps the current one, or meets a rate limit, then reports back.',
      on: {
        READING_MADE: { target: 'conversing', actions: 'readingMade', description: 'reading_ready, or overwrite_ack after a Yes at the overwrite prompt.' },
        READING_EMAILED: { target: 'conversing', actions: 'readingEmailed', description: 'pending_calculation: the link went by email.' },
        READING_KEPT: { target: 'conversing', actions: 'readingKept', description: 'overwrite_declined: the current reading stays.' },
        RATE_LIMITED: { target: 'conversing', actions: 'rateLimited', description: 'rate_limited, with the limit type.' },
        OVERWRITE_NEEDED: { target: 'routing', actions: 'storedReadingFound', description: 'The stored reading differs: on to the overwrite prompt.' },
      },
    },
    conversing: {
      tags: ['open'],
      description: 'Free conversation about the reading, the moon and manifestation; new details start the flow again.',
      on: { USER_MESSAGE: { target: 'routing', actions: 'absorb', description: 'Questions, or new details.' } },
    },
  },
});

export type ConversationSnapshot = SnapshotFrom<typeof conversationMachine>;
export type ConversationState = Exclude<ConversationSnapshot['value'], object>;

/** What the visitor's next message is most likely to be, from the state Luna left them in. */
export const expectationOf = (snapshot: Pick<ConversationSnapshot, 'value' | 'context'>): Expectation => {
  switch (snapshot.value) {
    case 'welcome':
    case 'askingGoal':
      return 'goal';
    case 'askingName':
      return 'name';
    case 'askingDetails':
      return missingDetail(snapshot.context) === 'birthLocation' ? 'place' : 'details';
    case 'choosingPlace':
      return 'place';
    case 'confirming':
    case 'overwritePrompt':
      return 'answer';
    default:
      return 'free';
  }
};

/** The detail Luna asks for next, when one is missing. */
export const nextMissingDetail = missingDetail;

/** The conversation stepped as a pure function (the server holds the snapshot between turns). */
export const conversationSteps = machineSteps(conversationMachine);
