import { REPLY_MAX_PARAGRAPHS, REPLY_MAX_WORDS, countParagraphs, countWords, sanitiseAssistantText, shapeReply } from '../chat-text';
import {
  BIRTH_FIELD_LABELS,
  CONFIRMATION_QUICK_REPLIES,
  CONFIRM_PROMPT_FOR_FIELD,
  NEED_CONFIRMATIONS_MESSAGE,
  displayBirthDate,
  displayBirthLocation,
  type DifferenceField,
  type PendingConfirmation,
} from '../confirmation';
import type { QuickReply, ResponseDetails, ResponseType } from '../contracts/chat.contract';
import { answerFor, avoidPhrases, personaTouch, recogniseFreeQuestion, type FreeQuestion } from '../luna-voice';
import { fallbackSentence } from '../persona';
import { RATE_LIMIT_MESSAGES } from '../rate-limit';
import type { ConversationContext } from './absorb';
import { nextMissingDetail, type ConversationSnapshot } from './conversation.machine';
import type { Outcome } from './turn-notes';

/** SPEC §8 "Reading notices", as Luna says them in the chat. */
export const READING_NOTICES = {
  success: 'Your personalized moon reading is ready!',
  kept: 'We kept your current moon reading. You can always update it later.',
  pending: 'We’re processing your moon reading behind the scenes. Check your email shortly for the final details.',
} as const;

/** One reply, before it is worded by a model (or used as it is: the scripted Luna). */
export interface ReplyPlan {
  text: string;
  /** Lines a model's wording must keep word for word (links, spec notices, confirmations). */
  fixedLines: string[];
  /** What this turn asks of the reply, for a model's prompt. */
  instruction: string;
  responseType: ResponseType | null;
  responseDetails: ResponseDetails;
  quickReplies: QuickReply[];
  moonReadingGenerated: boolean;
  readingUrl: string | null;
  requiresClarification: boolean;
}

export interface ReplyOptions {
  brandName: string;
}

const tapHere = (url: string) => `Tap [here](${url}) to open your moon reading.`;

const confirmQuestion = (pending: PendingConfirmation): string => {
  switch (pending.field) {
    case 'email':
      return `Is ${pending.display} the right email for your reading?`;
    case 'birthDate':
      return `Were you born on ${pending.display}?`;
    case 'birthLocation':
      return `Were you born in ${pending.display}?`;
  }
};

const fieldList = (fields: readonly DifferenceField[]): string => {
  const names = fields.map((field) => BIRTH_FIELD_LABELS[field].toLowerCase());
  if (names.length <= 1) return names[0] ?? 'details';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

const DETAIL_QUESTIONS = {
  birthDate: 'What’s your birth date? If you know the time you were born, add it too; it’s optional but it sharpens the reading.',
  birthLocation: 'Which city were you born in?',
  email: 'And what email should I send your reading to?',
} as const;

const SHORT_DETAIL_QUESTIONS = {
  birthDate: 'Whenever you’re ready for your free reading: what’s your birth date?',
  birthLocation: 'And which city were you born in?',
  email: 'And what email should I send your reading to?',
} as const;

const BRIDGE = 'I’d love to prepare your free moon reading: it takes about 2 minutes, and it shows how your Moon shapes the way you manifest.';

/** Her answer to 'what are you?': her name and her focus, never a claim either way. */
export const identityLine = (brandName: string) =>
  `I’m Luna, the moon guide here at ${brandName}, and my focus stays on you: your goals, the moon and manifestation.`;

const learnedLine = (c: ConversationContext): string | null => {
  const learned = c.notes.learned;
  if (learned.length === 0) return null;
  const { birthDate, birthTime, birthLocation, email } = c.birth.context;
  const parts: string[] = [];
  if (learned.includes('birthDate') && birthDate !== null) parts.push(`born ${displayBirthDate(birthDate)}`);
  if (learned.includes('birthTime')) parts.push(birthTime === null ? 'birth time unknown (that’s fine)' : `at ${birthTime}`);
  if (learned.includes('birthLocation') && birthLocation !== null) parts.push(`born in ${displayBirthLocation(birthLocation)}`);
  if (learned.includes('email') && email !== null) parts.push(`email ${email}`);
  return `Thank you, I’ve noted that: ${parts.join('; ')}.`;
};

const greetingFor = (c: ConversationContext): string | null => {
  if (c.notes.greeted) return c.firstName === null ? 'Hello, and welcome!' : `Hello again, ${c.firstName}!`;
  if (c.notes.nameLearned && c.firstName !== null && c.notes.goalShared) {
    return `Lovely to meet you, ${c.firstName}, and thank you for sharing what you’re hoping for.`;
  }
  if (c.notes.nameLearned && c.firstName !== null) return `Lovely to meet you, ${c.firstName}.`;
  if (c.notes.goalShared) return 'Thank you for sharing that with me. It matters, and the moon’s rhythm can give it some gentle structure.';
  return null;
};

const outcomeReply = (outcome: Outcome, c: ConversationContext): Pick<ReplyPlan, 'text' | 'fixedLines' | 'responseType' | 'responseDetails' | 'moonReadingGenerated' | 'readingUrl'> => {
  const name = c.firstName === null || c.forSomeoneElse ? '' : `, ${c.firstName}`;
  switch (outcome.kind) {
    case 'reading_ready': {
      const lines = [tapHere(outcome.url), READING_NOTICES.success];
      return {
        text: `${lines.join('\n\n')}\n\nTake your time with it${name}. When you’re ready, tell me which part speaks to you and we can explore it together.`,
        fixedLines: lines,
        responseType: 'reading_ready',
        responseDetails: { overwrite: false },
        moonReadingGenerated: true,
        readingUrl: outcome.url,
      };
    }
    case 'overwrite_ack': {
      const lines = outcome.url === null ? [READING_NOTICES.pending] : [tapHere(outcome.url), READING_NOTICES.success];
      return {
        text: `${lines.join('\n\n')}\n\nI’ve updated it with your new ${fieldList(outcome.differenceFields)}.`,
        fixedLines: lines,
        responseType: 'overwrite_ack',
        responseDetails: { overwrite: true, differenceFields: outcome.differenceFields },
        moonReadingGenerated: outcome.url !== null,
        readingUrl: outcome.url,
      };
    }
    case 'overwrite_declined': {
      const lines = outcome.url === null ? [READING_NOTICES.kept] : [tapHere(outcome.url), READING_NOTICES.kept];
      return {
        text: lines.join('\n\n'),
        fixedLines: lines,
        responseType: 'overwrite_declined',
        responseDetails: { overwrite: false, differenceFields: outcome.differenceFields },
        moonReadingGenerated: false,
        readingUrl: outcome.url,
      };
    }
    case 'pending_calculation':
      return {
        text: READING_NOTICES.pending,
        fixedLines: [READING_NOTICES.pending],
        responseType: 'pending_calculation',
        responseDetails: {},
        moonReadingGenerated: false,
        readingUrl: null,
      };
    case 'rate_limited':
      return {
        text: RATE_LIMIT_MESSAGES[outcome.limitType],
        fixedLines: [RATE_LIMIT_MESSAGES[outcome.limitType]],
        responseType: 'rate_limited',
        responseDetails: { limitType: outcome.limitType },
        moonReadingGenerated: false,
        readingUrl: null,
      };
  }
};

/**
 * The opening (acknowledgements, an answer) and the turn's question, within the reply limits
 * (SPEC §1). The question is what moves the conversation on, so when the whole would be too
 * long it is the opening's longest part that goes, never the question.
 */
export const fitReply = (opening: readonly string[], question: string): string => {
  const parts = opening.filter((part) => part.trim() !== '');
  const compose = () => [parts.join(' '), question].filter((part) => part.trim() !== '').join('\n\n');
  const fits = (text: string) => countWords(text) <= REPLY_MAX_WORDS && countParagraphs(text) <= REPLY_MAX_PARAGRAPHS;
  while (!fits(compose()) && parts.length > 0) {
    const longest = parts.reduce((best, part, i) => (countWords(part) > countWords(parts[best] ?? '') ? i : best), 0);
    parts.splice(longest, 1);
  }
  return compose();
};

/** 'What does my Moon sign mean?' after a reading is answered about the visitor's own sign. */
const personalQuestion = (question: FreeQuestion, text: string, c: ConversationContext): FreeQuestion => {
  const own = c.readingSigns;
  if (own === null || !/\bmy\b/i.test(text)) return question;
  switch (question.topic) {
    case 'moon-sign':
      return { topic: 'moon-sign-meaning', sign: own.moonSign };
    case 'sun-sign':
      return { topic: 'sun-sign-meaning', sign: own.sunSign };
    case 'moon-phases':
    case 'phase-naming':
      return { topic: 'moon-phase-meaning', phase: own.moonPhase };
    default:
      return question;
  }
};

const freeAnswer = (text: string, c: ConversationContext, pick: number, withClosingQuestion: boolean): string | null => {
  const question = recogniseFreeQuestion(text);
  if (question === null) return null;
  return answerFor(personalQuestion(question, text, c), { persona: c.persona, pick, hasReading: c.readingUrl !== null, withClosingQuestion });
};

/** States whose own question follows an answer, so the answer needs none of its own. */
const ASKING_STATES: ReadonlySet<unknown> = new Set(['askingGoal', 'askingName', 'askingDetails', 'choosingPlace', 'confirming', 'overwritePrompt']);

const finish = (plan: ReplyPlan, c: ConversationContext): ReplyPlan => ({
  ...plan,
  text: shapeReply(sanitiseAssistantText(avoidPhrases(plan.text, c.persona))),
});

/**
 * The scripted Luna: the reply a conversation snapshot calls for, deterministic, in the
 * visitor's persona. Fixed lines (spec notices, links, confirmation questions) are kept so a
 * model that rewords the rest cannot lose them.
 */
export const composeReply = (snapshot: Pick<ConversationSnapshot, 'value' | 'context'>, options: ReplyOptions): ReplyPlan => {
  const c = snapshot.context;
  const notes = c.notes;
  const pick = c.turn;
  const plan: ReplyPlan = {
    text: '',
    fixedLines: [],
    instruction: '',
    responseType: null,
    responseDetails: {},
    quickReplies: [],
    moonReadingGenerated: false,
    readingUrl: null,
    requiresClarification: false,
  };

  if (notes.outcome !== null) {
    const outcome = outcomeReply(notes.outcome, c);
    return finish({ ...plan, ...outcome, instruction: 'Share the outcome of the moon reading warmly, keeping the fixed lines.' }, c);
  }

  // A boundary reply ends with its own question back to the visitor's goals: it stands alone.
  if (notes.boundary !== null) {
    return finish({ ...plan, text: notes.boundary.text, fixedLines: [notes.boundary.text], instruction: 'Hold the boundary warmly, in character.' }, c);
  }
  if (notes.askedForReading && c.readingsMade > 0 && notes.learned.length === 0) {
    const lines = c.readingUrl === null ? [READING_NOTICES.pending] : [tapHere(c.readingUrl), 'Your reading is right there whenever you want it.'];
    return finish({ ...plan, text: lines.join('\n\n'), fixedLines: lines.slice(0, 1), instruction: 'Point them to their reading.', readingUrl: c.readingUrl }, c);
  }

  const opening: string[] = [];
  if (notes.identity || notes.injection) opening.push(identityLine(options.brandName));
  if (notes.rejected !== null && snapshot.value !== 'confirming') opening.push('No problem, let’s get it right.');
  const greeting = greetingFor(c);
  if (greeting !== null) opening.push(greeting);
  const learned = learnedLine(c);
  if (learned !== null) opening.push(learned);
  let answered = false;
  if (notes.freeQuestion) {
    const answer = freeAnswer(c.recentTexts.at(-1) ?? '', c, pick, !ASKING_STATES.has(snapshot.value));
    answered = answer !== null;
    // A question outside the site's content still gets a word in the visitor's tone before Luna goes on.
    opening.push(answer ?? (c.persona === null ? 'That’s a good question, and I’m happy to explore it with you.' : fallbackSentence(c.persona, pick)));
  }

  if (notes.problem !== null) {
    const p = notes.problem;
    return finish(
      {
        ...plan,
        text: fitReply(opening, p.question),
        fixedLines: [p.question],
        instruction: `Ask again, kindly, about the visitor's ${p.field}: ${p.question}`,
        responseType: 'validation_error',
        responseDetails: { field: p.field, reason: p.reason },
        quickReplies: p.quickReplies,
        requiresClarification: true,
      },
      c,
    );
  }

  const state = snapshot.value;
  const ask = (question: string, instruction: string, extra: Partial<ReplyPlan> = {}): ReplyPlan =>
    finish({ ...plan, text: fitReply(opening, question), instruction, ...extra }, c);
  // After an answer to their own question, the flow's next question comes short, so the answer keeps its room.
  if (answered && (state === 'askingGoal' || state === 'askingName' || state === 'askingDetails')) {
    const short = state === 'askingGoal' ? 'And what’s on your mind today?' : state === 'askingName' ? 'By the way, what’s your first name?' : SHORT_DETAIL_QUESTIONS[nextMissingDetail(c) ?? 'birthDate'];
    return finish({ ...plan, text: [opening.join(' '), short].join('\n\n'), instruction: 'Answer their question, then ask the next detail.' }, c);
  }

  switch (state) {
    case 'askingGoal':
      return ask(
        'What’s on your mind today? Tell me about a goal you’re working towards, or how you’ve been feeling lately.',
        'Ask about their goal and how they feel.',
      );
    case 'askingName': {
      const touch = notes.goalShared ? personaTouch(c.persona, pick) : '';
      return ask([touch, 'What’s your first name?'].filter((part) => part !== '').join(' '), 'Acknowledge what they shared and ask for their first name.');
    }
    case 'askingDetails': {
      const missing = nextMissingDetail(c) ?? 'birthDate';
      const bridge = c.detailAsks <= 1 && c.birth.context.birthDate === null && c.birth.context.birthLocation === null && c.birth.context.email === null ? `${BRIDGE} ` : '';
      return ask(`${bridge}${DETAIL_QUESTIONS[missing]}`, `Bridge to the free moon reading and ask for: ${missing}.`);
    }
    case 'choosingPlace': {
      const question = `I know a few places by that name. Which one were you born in?`;
      return ask(question, 'Ask which of the offered places is their birth place.', {
        fixedLines: [question],
        quickReplies: c.offeredPlaces.map((place, i) => ({ id: `birth_place_${i + 1}`, label: place.label, value: place.label })),
        requiresClarification: true,
      });
    }
    case 'confirming': {
      const pending = c.birth.context.pendingConfirmation;
      if (pending === null) break;
      const question = confirmQuestion(pending);
      const first = notes.confirmed === null;
      const nothingConfirmedYet = !Object.values(c.birth.context.confirmations).some(Boolean);
      const lines = first && notes.rejected === null && nothingConfirmedYet ? [NEED_CONFIRMATIONS_MESSAGE, question] : [question];
      const thanks = notes.confirmed !== null ? 'Thank you, that’s confirmed.' : notes.rejected !== null ? 'No problem, let’s get it right.' : '';
      return ask([thanks, ...lines].filter((part) => part !== '').join(' '), 'Ask them to confirm this detail with Yes or No.', {
        fixedLines: [question],
        responseType: notes.confirmed !== null ? 'confirmation_ack' : 'need_confirmations',
        responseDetails: { field: notes.confirmed ?? pending.field },
        quickReplies: [...CONFIRMATION_QUICK_REPLIES[CONFIRM_PROMPT_FOR_FIELD[pending.field]]],
      });
    }
    case 'overwritePrompt': {
      const fields = c.birth.context.differenceFields;
      const question = `I already have a moon reading for this email, made with a different ${fieldList(fields)}. Would you like me to overwrite it with your new details? Yes overwrites it; No keeps your current reading.`;
      return ask(question, 'Ask whether to overwrite the stored reading with the new details.', {
        fixedLines: [question],
        responseType: 'overwrite_prompt',
        responseDetails: { overwrite: false, differenceFields: fields },
        quickReplies: [...CONFIRMATION_QUICK_REPLIES.overwrite_prompt],
      });
    }
    default:
      break;
  }
  if (notes.askedForReading && c.readingUrl !== null) {
    return ask(`${tapHere(c.readingUrl)}\n\nYour reading is waiting for you there.`, 'Point them to their reading.', { readingUrl: c.readingUrl });
  }
  if (opening.length > 0) {
    const endsWithQuestion = opening.at(-1)?.trim().endsWith('?') ?? false;
    return ask(endsWithQuestion ? '' : 'What would you like to explore together today?', 'Answer warmly and move the conversation on.');
  }
  return ask(fallbackSentence(c.persona ?? 'pragmatic-professional', pick), 'Answer their message warmly, in their persona’s tone.');
};
