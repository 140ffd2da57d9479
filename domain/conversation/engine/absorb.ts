import type { MoonPhase, ZodiacSign } from '../../sky';
import { careReply, countryNamedIn, respondToBoundary, type BoundaryCounts } from '../boundaries';
import { displayBirthDate, type ExistingReading, type ProvidedDetails, shouldReplaceName } from '../../birth';
import type { QuickReply } from '../../kernel';
import { leadingPersona, nonZeroScores, scorePersonas, sumPersonaScores, type PersonaScores } from '../persona';
import { FALLBACK_GOAL, goalCategoryFor, type PersonaArchetypeId, readingContent } from '../../reading';
import type { PlaceMatch } from '../../places';
import { countWords, cutToLength, followedBy } from '../../kernel';
import { declinesOffer, readingToken } from '../voice';
import type { AnalyticsEvent } from './analytics';
import { provideBirthDetails, startBirthFlow, stepBirthFlow, type BirthFlow } from './birth-flow';
import { NO_NOTES, type LearnedDetail, type Problem, type TurnNotes } from './turn-notes';
import type { Residence } from './residence';
import type { Expectation, Understanding } from './understand';
import { onlyAnswers } from './yes-no';
import { CORRECTION_QUESTIONS } from './understand-correction';

export interface ReadingSigns {
  moonSign: ZodiacSign;
  sunSign: ZodiacSign;
  moonPhase: MoonPhase;
}

/** The conversation's memory (§4 "Conversation flow"), kept as JSON between turns. */
export interface ConversationContext {
  turn: number;
  firstName: string | null;
  /** Times the first name was asked without an answer; after two, Luna goes on without it. */
  nameAsks: number;
  /** The goal or feeling in the visitor's own words. */
  goal: string | null;
  goalAsks: number;
  /** The details now gathered are someone else's (a new email after a reading): their reading is not greeted with this visitor's name. */
  forSomeoneElse: boolean;
  /** Turns spent asking for birth details: the bridge to the reading is said once. */
  detailAsks: number;
  persona: PersonaArchetypeId | null;
  /** The latest visitor messages (the last one is what a free answer answers). */
  recentTexts: string[];
  /** Persona scores of the latest messages, one entry per message, so each is scored once. */
  personaScores: Partial<PersonaScores>[];
  boundaries: BoundaryCounts;
  birth: BirthFlow;
  offeredPlaces: PlaceMatch[];
  /** Set by new details or a request; cleared once the reading is made, kept or refused. */
  wantsReading: boolean;
  readingsMade: number;
  readingUrl: string | null;
  lastGeneratedAt: string | null;
  /** The signs of the reading made in this conversation, for questions about 'my Moon'. */
  readingSigns: ReadingSigns | null;
  /** Analytics events that fire once per conversation and already did. */
  firedEvents: string[];
  /** The email this visitor proved theirs with a code (/verify): its reading is theirs to see and change. */
  verifiedEmail: string | null;
  /** The email a /verify code went to, while Luna waits for the code. */
  verifyingEmail: string | null;
  notes: TurnNotes;
  /**
   * What Luna asked in her last reply and how many replies in a row asked it (issue 13: no
   * loops). Her next reply words the same question differently each time. Older stored
   * conversations have none.
   */
  askStreak?: AskStreak;
  /** A name Luna was unsure of, asked back as 'Is Ravi your first name?' (Yes takes it). */
  pendingName?: string | null;
  /** The paid reports offered so far. Older stored conversations have none. */
  reportOffers?: ReportOffers;
  /** Times Luna answered a sign of crisis, so a second answer is worded anew. Older stored conversations have none. */
  careGiven?: number;
  /**
   * A question about her own chart asked before there was a reading ('what does my moon sign
   * say about love?'): the reading's reply answers it. Older stored conversations have none.
   */
  heldQuestion?: string | null;
  /** Where she said she lives ('I'm in the US'): it ranks namesakes and settles numeric dates, and is never her birth place. */
  residence?: Residence | null;
}

/** So Luna never pushes: no offer twice in a row, one unasked offer at most, none after a no. */
export interface ReportOffers {
  /** The turn whose reply last offered the reports. */
  lastTurn: number | null;
  unasked: number;
  declined: boolean;
}

const NO_OFFERS: ReportOffers = { lastTurn: null, unasked: 0, declined: false };
/** After a reading, thanks or delight is when a gentle word about going deeper fits. */
const APPRECIATION = /\b(?:thank|thanks|thx|ty|love it|loved it|love this|beautiful|amazing|lovely|wonderful|resonates?|spot on|so accurate|helpful)\b/i;

export interface AskStreak {
  key: string | null;
  count: number;
}

/** A confirmation's key holds its value: a corrected value is a new question, never asked as a repeat. */
export const confirmKey = (pending: { field: string; display: string }): string => `confirm:${pending.field}:${pending.display}`;

/** What a reply in this state asks for: the key the streak counts. */
export const askKeyOf = (expecting: Expectation, context: Pick<ConversationContext, 'birth'>): string | null => {
  const { birthDate, birthLocation, email, pendingConfirmation, pendingOverwrite } = context.birth.context;
  switch (expecting) {
    case 'goal':
      return 'goal';
    case 'name':
      return 'firstName';
    case 'place':
      return 'birthLocation';
    case 'details':
      return birthDate === null ? 'birthDate' : birthLocation === null ? 'birthLocation' : email === null ? 'email' : null;
    case 'answer':
      return pendingOverwrite ? 'overwrite' : pendingConfirmation === null ? null : confirmKey(pendingConfirmation);
    case 'free':
      return null;
  }
};

const RECENT_TEXTS = 3;
/** Luna's sense of the visitor's persona comes from their last six messages. */
const PERSONA_WINDOW = 6;
const GOAL_MAX_LENGTH = 300;
export const NAME_ASKS_BEFORE_MOVING_ON = 2;
export const GOAL_ASKS_BEFORE_MOVING_ON = 1;

/** Asking for the reading already made: 'where is my reading?', 'send me my reading again'. */
const LINK_REQUEST = /\bwhere(?:'s| is) (?:my|the) (?:moon )?reading\b|\b(?:reading )?link\b.{0,20}\b(?:again|reading)\b/i;
// 'show … my reading' and 'send … reading' within 30 characters, as `.{0,30}` between them said.
const SHOW = /\b(?:where|show|see|send|resend|open|find|view|access|get|give)\b/gi;
const MY_READING = /\bmy (?:moon )?reading\b/gi;
export const asksForReadingLink = (text: string): boolean => LINK_REQUEST.test(text) || followedBy(text, SHOW, MY_READING, { within: 30 });
/** How many words an answer to 'what's your first name?' may have. */
const NAME_ANSWER_MAX_WORDS = 3;
const READING_REQUEST = /^\/generate$|\bfree (?:moon )?reading\b/i;
const MAKE = /\b(?:generate|make|create|prepare|get|start|want|give|do|send|redo|update|try)\b/gi;
const READING_OR_AGAIN = /\b(?:reading|again)\b/gi;
export const asksForReading = (text: string): boolean => READING_REQUEST.test(text) || followedBy(text, MAKE, READING_OR_AGAIN, { within: 30 });

/** 'My name is Sarah and I want to find love' → 'I want to find love'. */
// The greeting owns its leading spaces: '^\s*(?:hi|…)?[\s,!.]*' split a run of spaces every way.
export const INTRODUCTION = /^(?:\s*(?:hi|hello|hey))?[\s,!.]*(?:my name is|my name's|i am|i'm|i’m|call me|this is)\s+[\p{L}'’-]+[\s,!.]*(?:and\s+)?/iu;
const withoutIntroduction = (text: string): string => text.replace(INTRODUCTION, '').trim();

/** '20:00' as people say it: '8:00 pm'. */
const twelveHourLabel = (time: string): string => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
};

const option = (id: string, label: string): QuickReply => ({ id, label, value: label });

const problem = (field: Problem['field'], reason: string, question: string, quickReplies: QuickReply[] = []): Problem => ({
  field,
  reason,
  question,
  quickReplies,
});

const NAME_QUESTION = 'I’d love to know what to call you. What’s your first name?';
const UNKNOWN_PLACE_QUESTION = (query: string, suggestions: readonly PlaceMatch[]) =>
  suggestions.length === 0
    ? `I couldn’t find a place called “${query}” on my map. Could you tell me the city, with its country?`
    : `I couldn’t find “${query}” on my map. Did you mean ${suggestions.map((s) => s.label).join(' or ')}?`;

/** 'born in Portugal': the country is noted as the way to the town, which the reading needs. */
const AREA_PLACE_QUESTION = (area: string) =>
  `Which city or town in ${area} were you born in? The nearest larger town is fine if yours is small.`;

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
  if (u.birthDate.kind === 'unclear') {
    const asked = problem('birthDate', `${u.birthDate.reason}_date`, u.birthDate.question);
    problems.push(u.birthDate.known === undefined ? asked : { ...asked, knownDate: u.birthDate.known });
  }
  if (u.birthTime.kind === 'time') provided.birthTime = u.birthTime.time;
  if (u.birthTime.kind === 'unknown') provided.birthTime = null;
  if (u.birthTime.kind === 'ambiguous') {
    problems.push(
      { ...problem('birthTime', 'ambiguous_time', u.birthTime.question, u.birthTime.options.map((time, i) => option(`birth_time_${i + 1}`, twelveHourLabel(time)))), timeOptions: u.birthTime.options },
    );
  }
  if (u.birthTime.kind === 'invalid') problems.push(problem('birthTime', 'invalid_time', u.birthTime.question));
  if (u.birthTime.kind === 'unclear') problems.push(problem('birthTime', `${u.birthTime.reason}_time`, u.birthTime.question));
  if (u.place?.kind === 'place') provided.birthLocation = u.place.location;
  if (u.place?.kind === 'choices') offered = u.place.options;
  if (u.place?.kind === 'area') {
    offered = u.place.area.largest;
    problems.push(problem('birthLocation', 'area_only', AREA_PLACE_QUESTION(u.place.area.label), offered.map((s, i) => option(`birth_place_${i + 1}`, s.label))));
  }
  if (u.place?.kind === 'unknown') {
    problems.push(
      problem('birthLocation', 'unknown_place', UNKNOWN_PLACE_QUESTION(u.place.query, u.place.suggestions), u.place.suggestions.map((s, i) => option(`birth_place_${i + 1}`, s.label))),
    );
  }
  return { provided, problem: problems[0] ?? null, offered, timeUnknown: u.birthTime.kind === 'unknown' };
};

const learnedFrom = (provided: ProvidedDetails): LearnedDetail[] =>
  (['birthDate', 'birthTime', 'birthLocation', 'email'] as const).filter((key) => provided[key] !== undefined);

/**
 * Messages that say nothing of who she is (ADR 043): an answer or correction at a confirmation
 * ('perfect, yes'), a sign of crisis, a boundary question, a request for a guarantee among them
 * ('will my ex come back for sure?'), and a question about her own chart or the site ('my sun
 * sign and work?', 'can I get a refund?').
 */
const saysNothingOfPersona = (u: Understanding, expecting: Expectation): boolean =>
  onlyAnswers(u, expecting) || u.crisis !== null || u.topic !== 'on-topic' || u.asksAbout?.topic === 'my-chart' || u.asksAbout?.topic === 'site';

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
  const personaScores = [...context.personaScores, saysNothingOfPersona(u, expecting) ? {} : nonZeroScores(scorePersonas(u.text))].slice(-PERSONA_WINDOW);
  const asked = askKeyOf(expecting, context);
  const streak = context.askStreak;
  let next: ConversationContext = {
    ...context,
    // A reply that held a boundary or said who Luna is asked nothing: the question after it starts afresh.
    askStreak: { key: asked, count: asked === null || context.notes.boundary !== null || (context.notes.care ?? null) !== null || context.notes.identity || context.notes.injection ? 0 : streak?.key === asked ? streak.count + 1 : 1 },
    turn: context.turn + 1,
    recentTexts,
    personaScores,
    persona: leadingPersona(sumPersonaScores(personaScores), context.persona) ?? context.persona,
    notes: { ...NO_NOTES },
    // A question about her chart waits for her reading; once there is one, it has been answered.
    heldQuestion: context.readingSigns !== null ? null : u.asksAbout?.topic === 'my-chart' ? u.text : (context.heldQuestion ?? null),
    ...(u.residence === null ? {} : { residence: u.residence }),
  };
  const notes: TurnNotes = { ...NO_NOTES, events: [], afterCare: (context.notes.care ?? null) !== null };
  const done = (): ConversationContext => ({ ...next, notes });

  // A visitor who may be in danger comes before everything: the flow stops for this turn, and
  // nothing in the message is taken as a detail; what was gathered stays for when they go on.
  if (u.crisis !== null) {
    const timesSeen = (context.careGiven ?? 0) + 1;
    const country =
      countryNamedIn(u.text) ??
      (u.place?.kind === 'place' ? u.place.location.country : null) ??
      context.birth.context.birthLocation?.country ??
      countryNamedIn(recentTexts.join(' \n '));
    notes.care = careReply(u.crisis, country, timesSeen);
    next = { ...next, careGiven: timesSeen };
    return done();
  }
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
  // A correction with its new value ('the 5th not the 4th') is taken as a detail below, and a No
  // that names another detail ('yes but the date is wrong') asks for that one: neither answers what is asked.
  const namedElsewhere = expecting === 'answer' && (u.namesWrong ?? null) !== null && u.namesWrong !== asking ? (u.namesWrong ?? null) : null;
  if (u.answer !== null && expecting === 'answer' && (u.corrects ?? []).length === 0 && namedElsewhere === null) {
    step({ type: u.answer === 'yes' ? 'YES' : 'NO' });
    if (asking !== null) notes[u.answer === 'yes' ? 'confirmed' : 'rejected'] = asking;
  }

  const details = detailsIn(u);
  if (existingReading !== undefined) step({ type: 'EXISTING_READING_LOADED', reading: existingReading });
  const learned = learnedFrom(details.provided);
  if (learned.length > 0) {
    // A new email after a reading is someone new (a friend's reading): their details are asked afresh.
    const newPerson = context.readingsMade > 0 && details.provided.email !== undefined && birth.context.email !== null && details.provided.email.toLowerCase() !== birth.context.email.toLowerCase();
    const provided = newPerson ? startBirthFlow({ ...details.provided }) : provideBirthDetails(birth, details.provided);
    if (newPerson) next.forSomeoneElse = true;
    birth = provided.flow;
    notes.events.push(...provided.events);
    notes.learned = learned;
    next.wantsReading = true;
  }
  notes.timeUnknown = details.timeUnknown;
  next.offeredPlaces = details.offered.length > 0 ? details.offered : learned.includes('birthLocation') ? [] : next.offeredPlaces;
  const wrongDetail = details.problem ?? (namedElsewhere === null || learned.length > 0 ? null : problem(namedElsewhere, 'said_wrong', CORRECTION_QUESTIONS[namedElsewhere]));
  if (wrongDetail !== null) {
    notes.problem = wrongDetail;
    notes.events.push(validationEvent(wrongDetail));
  }

  const name = u.name ?? (expecting === 'name' || u.leadingName?.confidence === 'high' ? u.leadingName : null);
  const plainMessage = learned.length === 0 && u.answer === null && details.offered.length === 0 && details.problem === null && u.asksAbout === null;
  // Asked for a name, a lone word is one; otherwise only an introduction ('my name is…') or, before any name, a common first name.
  const nameTrusted =
    name !== null &&
    (name.confidence === 'high' ||
      (plainMessage && expecting === 'name') ||
      (plainMessage && context.firstName === null && name.confidence === 'medium' && expecting !== 'place'));
  // Unsure of a name ('oluwaseun adebayo' could be a name, or not), Luna asks rather than guesses.
  // Only when the name leads a few more words ('zephyr stardust'), not after a lead-in ('its Rosa').
  const leadsTheText = name !== null && (u.text.trim().split(/\s+/)[0] ?? '').toLowerCase().normalize('NFC') === name.name.toLowerCase();
  const unsure = !nameTrusted || name === null ? false : expecting === 'name' && u.name === null && name.confidence === 'low' && leadsTheText && countWords(u.text) >= 2;
  const askedBack = context.pendingName ?? null;
  next.pendingName = unsure && name !== null ? name.name : null;
  if (name !== null && nameTrusted && !unsure && shouldReplaceName(next.firstName, name)) {
    next.firstName = name.name;
    notes.nameLearned = true;
  } else if (askedBack !== null && expecting === 'name' && u.answer === 'yes' && u.name === null) {
    next.firstName = askedBack;
    notes.nameLearned = true;
  }

  const offers = context.reportOffers ?? NO_OFFERS;
  // 'no thanks' turns down an offer only once one was made, and never answers a Yes or No question.
  notes.offerDeclined = offers.lastTurn !== null && expecting !== 'answer' && u.asksAbout === null && declinesOffer(u.text);
  const tookSomething = notes.nameLearned || learned.length > 0 || details.offered.length > 0 || u.answer !== null || notes.problem !== null || notes.offerDeclined;
  if (asksForReadingLink(u.text) || asksForReading(u.text)) {
    notes.askedForReading = true;
    // Once a reading exists, asking for it shows its link; only new details make another.
    if (context.readingsMade === 0) next.wantsReading = true;
  }
  if (u.asksAbout !== null || (!tookSomething && u.isQuestion && !notes.askedForReading)) notes.freeQuestion = true;
  // Told rather than asked ('I keep restarting my manifesting journal'), it is still their goal.
  const toldNotAsked = notes.freeQuestion && !u.isQuestion;

  const goalText = withoutIntroduction(u.text);
  const sharesGoal =
    !tookSomething ||
    (notes.nameLearned && learned.length === 0 && u.answer === null && notes.problem === null && countWords(goalText) >= 3) ||
    (learned.length > 0 && goalCategoryFor(u.text, readingContent.goals) !== FALLBACK_GOAL);
  if (expecting === 'goal' && u.greeting && countWords(goalText) <= 3) {
    notes.greeted = true;
  } else if (expecting === 'goal' && sharesGoal && (!notes.freeQuestion || toldNotAsked) && !notes.askedForReading) {
    next.goal = cutToLength(notes.nameLearned ? goalText : u.text, GOAL_MAX_LENGTH);
    notes.goalShared = true;
  } else if (expecting === 'goal') {
    next.goalAsks += 1;
  }
  if (expecting === 'name' && !notes.nameLearned && !tookSomething && !notes.freeQuestion && !notes.askedForReading && !unsure) {
    if (countWords(u.text) > NAME_ANSWER_MAX_WORDS) {
      // A sentence rather than a name: heard as the goal when there is none yet, and the name asked again.
      if (next.goal === null) {
        next.goal = cutToLength(u.text, GOAL_MAX_LENGTH);
        notes.goalShared = true;
      }
    } else {
      next.nameAsks += 1;
      // On the last try Luna lets the name go rather than insist.
      if (next.nameAsks < NAME_ASKS_BEFORE_MOVING_ON) {
        notes.problem = problem('firstName', 'name_not_recognised', NAME_QUESTION);
        notes.events.push(validationEvent(notes.problem));
      }
    }
  }
  if (u.asksAbout?.topic === 'reports') {
    notes.offer = 'asked';
  } else if (
    expecting === 'free' &&
    readingToken(context.readingUrl) !== null &&
    !offers.declined &&
    !notes.offerDeclined &&
    offers.unasked === 0 &&
    offers.lastTurn !== context.turn &&
    !u.isQuestion &&
    !notes.askedForReading &&
    learned.length === 0 &&
    APPRECIATION.test(u.text)
  ) {
    notes.offer = 'unasked';
  }
  next.reportOffers = {
    lastTurn: notes.offer === null ? offers.lastTurn : next.turn,
    unasked: offers.unasked + (notes.offer === 'unasked' ? 1 : 0),
    declined: offers.declined || notes.offerDeclined,
  };
  next.birth = birth;
  return done();
};
