import { REPLY_MAX_PARAGRAPHS, REPLY_MAX_WORDS, countParagraphs, countWords, sanitiseAssistantText, shapeReply } from '../../kernel';
import { BIRTH_FIELD_LABELS, CONFIRMATION_QUICK_REPLIES, CONFIRM_PROMPT_FOR_FIELD, NEED_CONFIRMATIONS_MESSAGE, displayBirthDate, displayBirthLocation, type DifferenceField, type PendingConfirmation } from '../../birth';
import type { QuickReply, ResponseDetails, ResponseType } from '../../kernel';
import { answerFor, avoidPhrases, checkoutLinks, personaTouch, personalQuestion, readingToken, recogniseFreeQuestion, reportsMention, siteFactLines } from '../voice';
import { fallbackSentence } from '../persona';
import { RATE_LIMIT_MESSAGES } from '../../reading';
import { confirmKey, type ConversationContext } from './absorb';
import { ASK_TAGS, nextMissingDetail, type AskTag, type ConversationSnapshot } from './conversation.machine';
import type { Outcome } from './turn-notes';

/** §8 "Reading notices", as Luna says them in the chat. */
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
  /** Said exactly as written: a model never rewords it (Luna's answer to a visitor in danger). */
  fixedWording: boolean;
}

export interface ReplyOptions {
  brandName: string;
  /** The turn's instant, for questions about the sky (tonight's phase, the next full moon); without it those answers give no dates. */
  nowMs?: number;
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

/** The short questions in other words, for when the same one was just asked. */
const SHORT_DETAIL_QUESTIONS_AGAIN = {
  birthDate: 'And what day, month and year were you born?',
  birthLocation: 'And which town or city were you born in?',
  email: 'Which email address should your reading go to?',
} as const;

const BRIDGE = 'I’d love to prepare your free moon reading: it takes about 2 minutes, and it shows how your Moon shapes the way you manifest.';

/**
 * No loops (issue 13 §1): the same question is never asked in the same words twice in a row.
 * Asked again, Luna rewords it; a second time she says what she has and what is missing, with
 * an example of the form she needs; a third time she offers the form as another way, and then
 * the two alternate.
 */
interface AskForm {
  missing: string;
  example: string;
  again: string;
  /** The question closing the summary of what she has. */
  summaryAsk: string;
  formAsk: string;
}

const ASK_FORMS: Readonly<Record<string, AskForm>> = {
  firstName: {
    missing: 'your first name',
    example: 'Ana',
    again: 'What should I call you? Just your first name is perfect.',
    summaryAsk: 'Which first name shall I use for you?',
    formAsk: 'Or would you simply tell me the name you go by?',
  },
  birthDate: {
    missing: 'your birth date',
    example: '14 March 1990',
    again: 'Could you give me the day, month and year you were born, like 14 March 1990?',
    summaryAsk: 'Could you write your birth date in that form?',
    formAsk: 'Or shall we carry on here with your birth date?',
  },
  birthLocation: {
    missing: 'the city you were born in',
    example: 'Lisbon, Portugal',
    again: 'I still need your birth place. Which town or city were you born in, with its country, like Lisbon, Portugal?',
    summaryAsk: 'Could you write your birth city and country in that form?',
    formAsk: 'Or shall we carry on here with your birth city?',
  },
  email: {
    missing: 'the email your reading should go to',
    example: 'name@example.com',
    again: 'Which email address should your reading go to, like name@example.com?',
    summaryAsk: 'Could you type the email address in that form?',
    formAsk: 'Or shall we carry on here with your email?',
  },
  goal: {
    missing: 'what you’d like help with',
    example: 'I want more clarity at work',
    again: 'Tell me a little about what brought you here. What would you like the moon to help you with?',
    summaryAsk: 'What would you like help with?',
    formAsk: 'Or would you like to tell me what’s on your mind?',
  },
};

const FORM_OFFER = 'If it’s easier, you can also fill in the short form at [free moon reading](/free-moon-reading): it asks for the same details.';

/** What Luna has so far, in one line: 'your name (Dev) and your birth date (June 9, 1992)'. */
const understoodSoFar = (c: ConversationContext): string | null => {
  const { birthDate, birthLocation, email } = c.birth.context;
  const parts = [
    c.firstName === null ? null : `your name (${c.firstName})`,
    birthDate === null ? null : `your birth date (${displayBirthDate(birthDate)})`,
    birthLocation === null ? null : `your birth place (${displayBirthLocation(birthLocation)})`,
    email === null ? null : `your email (${email})`,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `So far I have ${list}.`;
};

/** How many replies in a row before this one asked `key`: 0 the first time. */
export const timesAskedBefore = (c: ConversationContext, key: string | null): number =>
  key !== null && c.askStreak?.key === key ? c.askStreak.count : 0;

/** The question for the `times`-th ask in a row; `base` the first time. */
export const rewordedAsk = (key: string, times: number, base: string, c: ConversationContext): string => {
  const form = ASK_FORMS[key];
  if (form === undefined || times <= 0) return base;
  if (times === 1) return form.again;
  const soFar = understoodSoFar(c);
  // With nothing noted yet, a list of what is missing reads as a reproach: it says what the reading needs instead.
  const summary =
    soFar === null
      ? `To prepare your reading I need ${form.missing}, for example: ${form.example}. ${form.summaryAsk}`
      : `${soFar} What’s still missing is ${form.missing}, for example: ${form.example}. ${form.summaryAsk}`;
  return times % 2 === 1 ? `${FORM_OFFER} ${form.formAsk}` : summary;
};

/** A confirmation asked again: the same question, led in by other words each time. */
const CONFIRM_LEADS = ['Just to be sure I have it right', 'Sorry, I still need a Yes or No so your reading is right', 'Tap Yes or No, or correct it in your own words'];
const rewordedConfirm = (question: string, times: number): string => {
  if (times <= 0) return question;
  const lead = CONFIRM_LEADS[(times - 1) % CONFIRM_LEADS.length] ?? CONFIRM_LEADS[0];
  return `${lead}: ${question.charAt(0).toLowerCase()}${question.slice(1)}`;
};

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

/**
 * The answer to a question about her chart she asked before her reading existed, in one
 * paragraph, when it fits beside the reading's lines; otherwise null.
 */
const heldAnswer = (c: ConversationContext, lines: readonly string[], nowMs: number | undefined): string | null => {
  const held = c.heldQuestion ?? null;
  if (held === null || c.readingSigns === null) return null;
  const answer = freeAnswer(held, c, c.turn, false, nowMs);
  if (answer === null) return null;
  const paragraph = `You asked earlier about your chart, so here it is. ${answer.split(/\n\n+/).join(' ')}`;
  return countWords([...lines, paragraph].join(' ')) <= REPLY_MAX_WORDS ? paragraph : null;
};

const outcomeReply = (
  outcome: Outcome,
  c: ConversationContext,
  nowMs: number | undefined,
): Pick<ReplyPlan, 'text' | 'fixedLines' | 'responseType' | 'responseDetails' | 'moonReadingGenerated' | 'readingUrl'> => {
  const name = c.firstName === null || c.forSomeoneElse ? '' : `, ${c.firstName}`;
  switch (outcome.kind) {
    case 'reading_ready': {
      const lines = [tapHere(outcome.url), READING_NOTICES.success];
      const closing = heldAnswer(c, lines, nowMs) ?? `Take your time with it${name}. When you’re ready, tell me which part speaks to you and we can explore it together.`;
      return {
        text: `${lines.join('\n\n')}\n\n${closing}`,
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
 * (§1). The question is what moves the conversation on, so when the whole would be too
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

const freeAnswer = (text: string, c: ConversationContext, pick: number, withClosingQuestion: boolean, nowMs: number | undefined): string | null => {
  const question = recogniseFreeQuestion(text);
  if (question === null) return null;
  const reading = c.readingSigns === null ? null : { ...c.readingSigns, url: c.readingUrl };
  const sky = nowMs === undefined ? undefined : { nowMs, timeZone: c.birth.context.birthLocation?.timezone ?? null };
  return answerFor(personalQuestion(question, text, reading), {
    persona: c.persona,
    pick,
    hasReading: c.readingUrl !== null,
    withClosingQuestion,
    reading,
    sky,
    checkoutToken: readingToken(c.readingUrl),
    quietAboutReports: c.reportOffers?.declined === true,
  });
};

/** The checkout links a report answer carries, which a model's wording must keep; none before a reading. */
const offerLinks = (text: string, c: ConversationContext): string[] => {
  const token = readingToken(c.readingUrl);
  const question = recogniseFreeQuestion(text);
  if (token === null || question?.topic !== 'reports') return [];
  return [checkoutLinks(question.report === null ? ['lunar', 'astrology'] : [question.report], token)];
};

/** Said once the visitor goes on after Luna answered a crisis. */
export const AFTER_CARE_LINE = 'I’m glad you’re still here with me. We can take this gently, at your pace.';

const DECLINED_LINE = 'Of course, no pressure at all. I won’t bring the reports up again unless you ask.';
const THANKS_LINE = 'You’re very welcome. I’m glad your reading found you.';

/** What the reply reads of the conversation: its context, and its state's tags (what the state asks). */
export type ReplySnapshot = Pick<ConversationSnapshot, 'context' | 'hasTag'>;

/** The question the state asks, from its tags (conversation.machine.ts ASK_TAGS). */
const askOf = (snapshot: ReplySnapshot): AskTag | null => ASK_TAGS.find((tag) => snapshot.hasTag(tag)) ?? null;

const finish = (plan: ReplyPlan, c: ConversationContext): ReplyPlan => ({
  ...plan,
  text: shapeReply(sanitiseAssistantText(avoidPhrases(plan.text, c.persona))),
});

/**
 * The scripted Luna: the reply a conversation snapshot calls for, deterministic, in the
 * visitor's persona. Fixed lines (spec notices, links, confirmation questions) are kept so a
 * model that rewords the rest cannot lose them.
 */
export const composeReply = (snapshot: ReplySnapshot, options: ReplyOptions): ReplyPlan => {
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
    fixedWording: false,
  };

  // Care for a visitor in danger stands alone, as written: no question, no quick replies, no persona's phrases.
  const care = notes.care ?? null;
  if (care !== null) {
    return {
      ...plan,
      text: shapeReply(sanitiseAssistantText(care.text)),
      fixedLines: [care.helpLine],
      fixedWording: true,
      instruction: 'Answer with care and the help lines, word for word.',
    };
  }

  if (notes.outcome !== null) {
    const outcome = outcomeReply(notes.outcome, c, options.nowMs);
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
  // The first reply after care goes on softly, at the visitor's pace.
  if (notes.afterCare === true) opening.push(AFTER_CARE_LINE);
  if (notes.identity || notes.injection) opening.push(identityLine(options.brandName));
  if (notes.rejected !== null && !snapshot.hasTag('ask:confirmation')) opening.push('No problem, let’s get it right.');
  const greeting = greetingFor(c);
  if (greeting !== null) opening.push(greeting);
  const learned = learnedLine(c);
  if (learned !== null) opening.push(learned);
  let answered = false;
  if (notes.freeQuestion) {
    const answer = freeAnswer(c.recentTexts.at(-1) ?? '', c, pick, !snapshot.hasTag('asks'), options.nowMs);
    answered = answer !== null;
    // A question outside the site's content still gets a word in the visitor's tone before Luna goes on.
    opening.push(answer ?? (c.persona === null ? 'That’s a good question, and I’m happy to explore it with you.' : fallbackSentence(c.persona, pick)));
    if (notes.offer === 'asked') plan.fixedLines = offerLinks(c.recentTexts.at(-1) ?? '', c);
    // The site's policy sentences are kept word for word by a model that rewords the rest.
    const asked = recogniseFreeQuestion(c.recentTexts.at(-1) ?? '');
    if (answer !== null && asked?.topic === 'site') plan.fixedLines = siteFactLines(asked.site).filter((line) => answer.includes(line));
  }
  if (notes.offerDeclined) opening.push(DECLINED_LINE);
  const mentionToken = notes.offer === 'unasked' && snapshot.hasTag('open') ? readingToken(c.readingUrl) : null;
  if (mentionToken !== null) {
    const mention = reportsMention(mentionToken);
    opening.push(THANKS_LINE, mention);
    plan.fixedLines = [checkoutLinks(['lunar', 'astrology'], mentionToken)];
  }

  if (notes.problem !== null) {
    const p = notes.problem;
    const times = timesAskedBefore(c, p.field);
    // A detail's own question (the place not found, the date impossible) already differs from the plain ask;
    // asked again after that, or for the name (whose question is the plain ask), it is reworded.
    const question = p.quickReplies.length === 0 && (times >= 2 || (times === 1 && p.field === 'firstName')) ? rewordedAsk(p.field, times, p.question, c) : p.question;
    return finish(
      {
        ...plan,
        text: fitReply(opening, question),
        fixedLines: [question],
        instruction: `Ask again, kindly, about the visitor's ${p.field}: ${question}`,
        responseType: 'validation_error',
        responseDetails: { field: p.field, reason: p.reason },
        quickReplies: p.quickReplies,
        requiresClarification: true,
      },
      c,
    );
  }

  const asking = askOf(snapshot);
  const ask = (question: string, instruction: string, extra: Partial<ReplyPlan> = {}): ReplyPlan =>
    finish({ ...plan, text: fitReply(opening, question), instruction, ...extra }, c);
  // After an answer to their own question, the flow's next question comes short, so the answer keeps its room.
  if (answered && (asking === 'ask:goal' || asking === 'ask:firstName' || asking === 'ask:details')) {
    // Asked again after a second answer, the short question comes in other words (no loops).
    const missing = nextMissingDetail(c) ?? 'birthDate';
    const key = asking === 'ask:goal' ? 'goal' : asking === 'ask:firstName' ? 'firstName' : missing;
    const again = timesAskedBefore(c, key) % 2 === 1;
    const short =
      asking === 'ask:goal'
        ? again ? 'And what would you like the moon to help you with?' : 'And what’s on your mind today?'
        : asking === 'ask:firstName'
          ? again ? 'And what should I call you?' : 'By the way, what’s your first name?'
          : again ? SHORT_DETAIL_QUESTIONS_AGAIN[missing] : SHORT_DETAIL_QUESTIONS[missing];
    return finish({ ...plan, text: [opening.join(' '), short].join('\n\n'), instruction: 'Answer their question, then ask the next detail.' }, c);
  }

  switch (asking) {
    case 'ask:goal':
      return ask(
        // The welcome asked it once already: a greeting is answered with the question as it stands.
        rewordedAsk('goal', timesAskedBefore(c, 'goal') - 1, 'What’s on your mind today? Tell me about a goal you’re working towards, or how you’ve been feeling lately.', c),
        'Ask about their goal and how they feel.',
      );
    case 'ask:firstName': {
      if (c.pendingName !== undefined && c.pendingName !== null) {
        const question = `Is ${c.pendingName} your first name?`;
        return ask(question, 'Ask whether this is their first name, with Yes or No.', {
          fixedLines: [question],
          quickReplies: [
            { id: 'first_name_yes', label: 'Yes', value: 'Yes' },
            { id: 'first_name_no', label: 'No', value: 'No' },
          ],
          requiresClarification: true,
        });
      }
      const touch = notes.goalShared ? personaTouch(c.persona, pick) : '';
      const times = timesAskedBefore(c, 'firstName');
      if (times > 0) return ask(rewordedAsk('firstName', times, 'What’s your first name?', c), 'Ask for their first name in other words.');
      return ask([touch, 'What’s your first name?'].filter((part) => part !== '').join(' '), 'Acknowledge what they shared and ask for their first name.');
    }
    case 'ask:details': {
      const missing = nextMissingDetail(c) ?? 'birthDate';
      const times = timesAskedBefore(c, missing);
      if (times > 0) return ask(rewordedAsk(missing, times, DETAIL_QUESTIONS[missing], c), `Ask for ${missing} in other words, with an example.`);
      const bridge = c.detailAsks <= 1 && c.birth.context.birthDate === null && c.birth.context.birthLocation === null && c.birth.context.email === null ? `${BRIDGE} ` : '';
      return ask(`${bridge}${DETAIL_QUESTIONS[missing]}`, `Bridge to the free moon reading and ask for: ${missing}.`);
    }
    case 'ask:place': {
      const times = timesAskedBefore(c, 'birthLocation');
      const question =
        times === 0 ? `I know a few places by that name. Which one were you born in?` : times % 2 === 1 ? 'Which of these places is yours? Tap one, or type it with its region or country.' : `${FORM_OFFER} Which of these places were you born in?`;
      return ask(question, 'Ask which of the offered places is their birth place.', {
        fixedLines: [question],
        quickReplies: c.offeredPlaces.map((place, i) => ({ id: `birth_place_${i + 1}`, label: place.label, value: place.label })),
        requiresClarification: true,
      });
    }
    case 'ask:confirmation': {
      const pending = c.birth.context.pendingConfirmation;
      if (pending === null) break;
      const askedBefore = timesAskedBefore(c, confirmKey(pending));
      const question = rewordedConfirm(confirmQuestion(pending), askedBefore);
      const first = notes.confirmed === null;
      const nothingConfirmedYet = !Object.values(c.birth.context.confirmations).some(Boolean);
      const lines = first && notes.rejected === null && nothingConfirmedYet && askedBefore === 0 ? [NEED_CONFIRMATIONS_MESSAGE, question] : [question];
      const thanks = notes.confirmed !== null ? 'Thank you, that’s confirmed.' : notes.rejected !== null ? 'No problem, let’s get it right.' : '';
      return ask([thanks, ...lines].filter((part) => part !== '').join(' '), 'Ask them to confirm this detail with Yes or No.', {
        fixedLines: [question],
        responseType: notes.confirmed !== null ? 'confirmation_ack' : 'need_confirmations',
        responseDetails: { field: notes.confirmed ?? pending.field },
        quickReplies: [...CONFIRMATION_QUICK_REPLIES[CONFIRM_PROMPT_FOR_FIELD[pending.field]]],
      });
    }
    case 'ask:overwrite': {
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
