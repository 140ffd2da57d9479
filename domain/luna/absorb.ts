import { respondToBoundary, type BoundaryCounts } from '../boundaries';
import { displayBirthDate, type ExistingReading, type ProvidedDetails } from '../confirmation';
import type { QuickReply } from '../contracts/chat.contract';
import { shouldReplaceName } from '../name';
import { detectPersona, type PersonaArchetypeId } from '../persona';
import type { PlaceMatch } from '../places';
import { cutToLength } from '../text/text';
import type { AnalyticsEvent } from './analytics';
import { provideBirthDetails, stepBirthFlow, type BirthFlow } from './birth-flow';
import { NO_NOTES, type LearnedDetail, type Problem, type TurnNotes } from './turn-notes';
import type { Expectation, Understanding } from './understand';

/** The conversation's memory (SPEC §4 "Conversation flow"), kept as JSON between turns. */
export interface ConversationContext {
  turn: number;
  firstName: string | null;
  /** Times the first name was asked without an answer; after two, Luna goes on without it. */
  nameAsks: number;
  /** The goal or feeling in the visitor's own words. */
  goal: string | null;
  goalAsks: number;
  persona: PersonaArchetypeId | null;
  /** The latest visitor messages, for persona detection over more than one line. */
  recentTexts: string[];
  boundaries: BoundaryCounts;
  birth: BirthFlow;
  offeredPlaces: PlaceMatch[];
  /** Set by new details or a request; cleared once the reading is made, kept or refused. */
  wantsReading: boolean;
  readingsMade: number;
  readingUrl: string | null;
  lastGeneratedAt: string | null;
  /** Analytics events that fire once per conversation and already did. */
  firedEvents: string[];
  notes: TurnNotes;
}

const RECENT_TEXTS = 6;
const GOAL_MAX_LENGTH = 300;
export const NAME_ASKS_BEFORE_MOVING_ON = 2;
export const GOAL_ASKS_BEFORE_MOVING_ON = 1;

const READING_REQUEST = /(?:^\/generate$)|\b(?:generate|make|create|prepare|get|start|want|give|do|send|redo|update|try)\b.{0,30}\b(?:reading|again)\b|\bfree (?:moon )?reading\b/i;

const option = (id: string, label: string): QuickReply => ({ id, label, value: label });

const problem = (field: Problem['field'], reason: string, question: string, quickReplies: QuickReply[] = []): Problem => ({
  field,
  reason,
  question,
  quickReplies,
});

const NAME_QUESTION = 'I’d love to know what to call you. What’s your first name?';
const UNKNOWN_PLACE_QUESTION = (query: string) =>
  `I couldn’t find a place called “${query}” on my map. Could you tell me the city, with its country?`;

const validationEvent = (p: Problem): AnalyticsEvent => ({ name: 'validation_failed', properties: { field: p.field, reason: p.reason } });

/** The birth details a message gives, and the first problem with any of them. */
const detailsIn = (u: Understanding): { provided: ProvidedDetails; problem: Problem | null; offered: PlaceMatch[]; timeUnknown: boolean } => {
  const provided: ProvidedDetails = {};
  const problems: Problem[] = [];
  let offered: PlaceMatch[] = [];
  if (u.email.kind === 'email') provided.email = u.email.email;
  if (u.email.kind === 'invalid') {
    const suggestion = u.email.suggestion;
    problems.push(
      problem('email', suggestion === undefined ? 'invalid_email' : 'email_typo', u.email.question, suggestion === undefined ? [] : [option('email_suggestion', suggestion)]),
    );
  }
  if (u.birthDate.kind === 'date') provided.birthDate = u.birthDate.date;
  if (u.birthDate.kind === 'ambiguous') {
    problems.push(
      problem('birthDate', 'ambiguous_date', u.birthDate.question, u.birthDate.options.map((iso, i) => option(`birth_date_${i + 1}`, displayBirthDate(iso)))),
    );
  }
  if (u.birthDate.kind === 'invalid') problems.push(problem('birthDate', `${u.birthDate.reason}_date`, u.birthDate.question));
  if (u.birthTime.kind === 'time') provided.birthTime = u.birthTime.time;
  if (u.birthTime.kind === 'unknown') provided.birthTime = null;
  if (u.birthTime.kind === 'ambiguous') {
    problems.push(problem('birthTime', 'ambiguous_time', u.birthTime.question, u.birthTime.options.map((time, i) => option(`birth_time_${i + 1}`, time))));
  }
  if (u.birthTime.kind === 'invalid') problems.push(problem('birthTime', 'invalid_time', u.birthTime.question));
  if (u.place?.kind === 'place') provided.birthLocation = u.place.location;
  if (u.place?.kind === 'choices') offered = u.place.options;
  if (u.place?.kind === 'unknown') {
    problems.push(
      problem('birthLocation', 'unknown_place', UNKNOWN_PLACE_QUESTION(u.place.query), u.place.suggestions.map((s, i) => option(`birth_place_${i + 1}`, s.label))),
    );
  }
  return { provided, problem: problems[0] ?? null, offered, timeUnknown: u.birthTime.kind === 'unknown' };
};

const learnedFrom = (provided: ProvidedDetails): LearnedDetail[] =>
  (['birthDate', 'birthTime', 'birthLocation', 'email'] as const).filter((key) => provided[key] !== undefined);

/**
 * One visitor message taken into the conversation: what it says is stored, what is wrong
 * with it is noted, and the confirmation flow takes its answers and details. Pure: the same
 * context and understanding always give the same result.
 */
export const absorbMessage = (
  context: ConversationContext,
  u: Understanding,
  expecting: Expectation,
  existingReading: ExistingReading | null | undefined,
): ConversationContext => {
  const recentTexts = [...context.recentTexts, u.text].slice(-RECENT_TEXTS);
  let next: ConversationContext = {
    ...context,
    turn: context.turn + 1,
    recentTexts,
    persona: detectPersona(recentTexts, context.persona) ?? context.persona,
    notes: { ...NO_NOTES },
  };
  const notes: TurnNotes = { ...NO_NOTES, events: [] };
  const done = (): ConversationContext => ({ ...next, notes });

  // Her rules come first: nothing in such a message is taken as an instruction or a detail.
  if (u.injection || u.asksIdentity) {
    notes.identity = u.asksIdentity;
    notes.injection = u.injection;
    return done();
  }
  const boundary = respondToBoundary(context.boundaries, u.topic);
  if (boundary.reply !== null) {
    notes.boundary = boundary.reply;
    next = { ...next, boundaries: boundary.counts };
    return done();
  }

  let birth = next.birth;
  const step = (event: Parameters<typeof stepBirthFlow>[1]) => {
    const stepped = stepBirthFlow(birth, event);
    birth = stepped.flow;
    notes.events.push(...stepped.events);
  };

  // A Yes or No answers whatever is being asked.
  const asking = birth.context.pendingConfirmation?.field ?? null;
  if (u.answer !== null && expecting === 'answer') {
    step({ type: u.answer === 'yes' ? 'YES' : 'NO' });
    if (asking !== null) notes[u.answer === 'yes' ? 'confirmed' : 'rejected'] = asking;
  }

  const details = detailsIn(u);
  if (existingReading !== undefined) step({ type: 'EXISTING_READING_LOADED', reading: existingReading });
  const learned = learnedFrom(details.provided);
  if (learned.length > 0) {
    const provided = provideBirthDetails(birth, details.provided);
    birth = provided.flow;
    notes.events.push(...provided.events);
    notes.learned = learned;
    next.wantsReading = true;
  }
  notes.timeUnknown = details.timeUnknown;
  next.offeredPlaces = details.offered.length > 0 ? details.offered : learned.includes('birthLocation') ? [] : next.offeredPlaces;
  if (details.problem !== null) {
    notes.problem = details.problem;
    notes.events.push(validationEvent(details.problem));
  }

  const name = u.name ?? (expecting === 'name' ? u.leadingName : null);
  const nameTrusted = name !== null && (name.confidence === 'high' || (expecting === 'name' && learned.length === 0 && u.answer === null));
  if (name !== null && nameTrusted && shouldReplaceName(next.firstName, name)) {
    next.firstName = name.name;
    notes.nameLearned = true;
  }

  const tookSomething = notes.nameLearned || learned.length > 0 || details.offered.length > 0 || u.answer !== null || notes.problem !== null;
  if (READING_REQUEST.test(u.text)) {
    notes.askedForReading = true;
    next.wantsReading = true;
  }
  if (!tookSomething && u.isQuestion) notes.freeQuestion = true;

  if (expecting === 'goal' && !tookSomething && !notes.freeQuestion && !notes.askedForReading) {
    next.goal = cutToLength(u.text, GOAL_MAX_LENGTH);
    notes.goalShared = true;
  } else if (expecting === 'goal') {
    next.goalAsks += 1;
  }
  if (expecting === 'name' && !notes.nameLearned && !tookSomething && !notes.freeQuestion) {
    next.nameAsks += 1;
    notes.problem = problem('firstName', 'name_not_recognised', NAME_QUESTION);
    notes.events.push(validationEvent(notes.problem));
  }
  next.birth = birth;
  return done();
};
