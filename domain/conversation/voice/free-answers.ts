import { MOON_PHASES } from '../../sky';
import type { MoonPhase, MoonPhase as Phase, ZodiacSign } from '../../sky';
import { REPLY_MAX_PARAGRAPHS, REPLY_MAX_WORDS, countWords } from '../../kernel';
import type { PersonaArchetypeId, ReadingContent } from '../../reading';
import { readingContent } from '../../reading';
import { REPORT_OFFERS } from '../../reports';
import { avoidPhrases } from './avoid-phrases';
import { recogniseFreeQuestion } from './free-questions';
import type { FreeQuestion, FreeTopic, ManifestationPractice } from './free-questions';
import { personaTouch } from './persona-touch';
import { reportsAnswer } from './report-offers';
import { pickVariant } from './pick-variant';
import { skyAnswerBody, type SkyFacts } from './sky-answers';
import { chartAnswerBody } from './chart-answers';
import { siteAnswerBody } from './site-answers';

/** §1: "the reading takes about 2 minutes". */
export const FREE_READING_MINUTES = 2;
/** §1: "manifestation takes 5 minutes a day". */
export const MANIFESTATION_MINUTES_PER_DAY = 5;
/** §9 "Reports": the page counts come from the offers the checkout sells. */
export const LUNAR_REPORT_PAGES = REPORT_OFFERS.lunar.pages;
export const ASTROLOGY_GUIDE_PAGES = REPORT_OFFERS.astrology.pages;

export interface FreeAnswerOptions {
  persona: PersonaArchetypeId | null;
  /** Chooses among the written variants (the turn number, say), so answers vary but replay exactly. */
  pick: number;
  /** The reading content to quote; the site's own content when absent. */
  content?: ReadingContent;
  /** The visitor already has their reading: closing questions turn back to it. */
  hasReading?: boolean;
  /** False when the caller asks its own question next: the answer then ends without one. */
  withClosingQuestion?: boolean;
  /** The instant and zone for questions about the sky; without them those answers give no dates. */
  sky?: SkyFacts;
  /** The visitor's own reading: 'my Moon sign' is answered from it, with a link back. */
  reading?: VisitorReading | null;
  /** The token of the visitor's reading: with it, report answers link to the checkout for that reading. */
  checkoutToken?: string | null;
  /** The visitor turned the reports down: an answer that is not about them leaves them out. */
  quietAboutReports?: boolean;
}

/** The signs of the visitor's reading and where it is. */
export interface VisitorReading {
  moonSign: ZodiacSign;
  sunSign: ZodiacSign;
  moonPhase: Phase;
  url: string | null;
}

export interface FreeAnswer {
  topic: FreeTopic;
  answer: string;
}

/** Room left for the question a caller asks after an answer ('Whenever you’re ready for your free reading: what’s your birth date?'). */
const CALLER_QUESTION_WORDS = 12;

type Variants = readonly [string, ...string[]];

const MOON_SIGN_TEXT =
  'Your Moon sign is the sign the Moon was passing through when you were born. Your Sun sign shows what you reach for; your Moon sign speaks to your emotional nature: what you need to feel safe, how you recharge and how you care for others. The Moon changes sign every two to three days, so your birth date and city matter.';

const SUN_SIGN_TEXT =
  'Your Sun sign is the sign the Sun was in when you were born, the one most horoscopes use. It describes how you shine and what you reach for, while your Moon sign speaks to what you need on the inside.';

const SUN_AND_MOON_TEXT = 'Your Moon sign adds the inner side of the story: what you need to feel at home.';

const PHASES_CLOSING_TEXT =
  'From new to full the light grows, a time to set intentions and act on them; from full back to new it fades, a time to review, release and rest.';

const MANIFESTATION_LEADS: Readonly<Record<ManifestationPractice, string>> = {
  'general': `Manifesting starts with knowing what you want, then giving it small, steady attention. The Moon gives it a rhythm, and it takes about ${MANIFESTATION_MINUTES_PER_DAY} minutes a day.`,
  'scripting': 'Scripting means writing about what you want as if it is already happening, in the present tense and in your own words. A few lines a day is plenty, and the Moon gives it a rhythm.',
  'law-of-attraction': 'The law of attraction is the idea that what you focus on shapes what you notice and act on. Here we keep it practical and pair it with the rhythm of the Moon.',
  'new-moon-intention': 'A new moon intention is one clear wish for the cycle ahead, set while the sky is dark and everything is quiet.',
};

const READING_CONTENTS_TEXT = `Your free moon reading covers your Moon sign and what it says about your emotional nature, the phase you were born under, how your Sun and Moon blend, a simple practice for your goal, and where the Moon is now, with the next new and full moon. It takes about ${FREE_READING_MINUTES} minutes.`;

const READING_TIME_TEXT = `The free moon reading takes about ${FREE_READING_MINUTES} minutes: you share a few details and I prepare it for you. The practice that follows asks for about ${MANIFESTATION_MINUTES_PER_DAY} minutes a day, timed to the phases of the Moon.`;

const READING_PRICE_TEXT = `Yes, the moon reading is free. If you want to go deeper later, there are optional paid reports: a lunar report of about ${LUNAR_REPORT_PAGES} pages and an astrology guide of about ${ASTROLOGY_GUIDE_PAGES} pages. You never need them for your free reading.`;

const READING_FREE_TEXT = 'Yes, the moon reading is free, and you never need to pay anything for it.';

const DATA_NEEDED_TEXT =
  'For your free moon reading I need your first name, your birth date, your birth city and your email. Your birth time is optional: with it your Moon’s position is more exact, and without it I read the sky at local noon and tell you what that means.';

/** Each answer hands the conversation back with a gentle question, mostly towards the free reading. */
const CLOSING_QUESTIONS: Readonly<Record<FreeTopic, Variants>> = {
  'moon-sign': ['Would you like to find out which sign your Moon was in?', 'Shall I prepare your free moon reading so you can see yours?'],
  'moon-sign-meaning': ['Would you like to check whether this is your Moon sign?', 'Shall I prepare your free moon reading to see your own Moon?'],
  'sun-sign': ['Would you like to see how your Sun and Moon work together?', 'Shall I prepare your free moon reading to show you both?'],
  'sun-sign-meaning': ['Would you like to see how your Sun and Moon work together?', 'Shall I prepare your free moon reading to show you both?'],
  'moon-phases': ['Would you like to know which phase you were born under?', 'Shall we find your birth phase in a free moon reading?'],
  'moon-phase-meaning': ['Would you like to know which phase you were born under?', 'What intention would you like to carry through this cycle?'],
  'phase-naming': ['Would you like me to find the phase you were born under?', 'Shall we work out your birth phase in a free moon reading?'],
  'manifestation': ['What would you most like to call in this cycle?', 'Which goal would you like to start with?', 'Would you like a free moon reading to shape your practice?'],
  'reading-contents': ['Would you like me to prepare yours now?', 'Shall we begin your free moon reading together?'],
  'reading-time': ['Would you like to start your free moon reading now?', 'Shall we begin your free moon reading together?'],
  'reading-price': ['Would you like to start your free moon reading now?', 'Shall we begin your free moon reading together?'],
  'data-needed': ['Would you like to begin now?', 'Shall we start your free moon reading together?'],
  'sky': ['Would you like to know which phase you were born under?', 'Shall we find your own Moon sign in a free moon reading?'],
  'reports': ['Shall we begin your free moon reading together?', 'Would you like to start your free moon reading now?'],
  'my-chart': ['Shall we begin your free moon reading together?', 'Would you like me to prepare your free moon reading now?'],
  'site': ['Is there anything else I can help you with?', 'What else would you like to know?'],
};

/** For a visitor who already has their reading: the conversation turns back to it. */
const READER_CLOSING_QUESTIONS: Variants = [
  'Which part of your reading would you like to explore next?',
  'How does that sit with what you found in your reading?',
];

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] as const;

/** 'intense, private, loyal and perceptive'. */
const listInWords = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;

/** The answer before the closing: paragraphs always said, then extra sentences for the last one if the reply has room. */
interface AnswerBody {
  paragraphs: readonly [string, ...string[]];
  extras?: readonly string[];
}

const phaseRitual = (phase: MoonPhase, content: ReadingContent): readonly string[] =>
  phase === 'new-moon' ? [content.cycle.nextNewMoon] : phase === 'full-moon' ? [content.cycle.nextFullMoon] : [];

const bodyFor = (question: FreeQuestion, content: ReadingContent, options: FreeAnswerOptions): AnswerBody => {
  const sky = options.sky ?? null;
  switch (question.topic) {
    case 'reports':
      return { paragraphs: reportsAnswer(question, options.checkoutToken ?? null) };
    case 'sky':
      return skyAnswerBody(question.sky, sky, content);
    case 'site':
      return siteAnswerBody(question.site);
    case 'my-chart': {
      const own = options.reading ?? null;
      const answer = chartAnswerBody(question.chart, own, sky, content);
      const back = own === null || own.url === null ? '' : `Your reading has the whole picture: [open your reading](${own.url}).`;
      const withLinks = (paragraph: string) => [paragraph, answer.link, back].filter((part) => part !== '').join(' ');
      const [first, ...rest] = answer.paragraphs;
      return rest.length === 0 ? { paragraphs: [withLinks(first)] } : { paragraphs: [first, ...rest.slice(0, -1), withLinks(rest.at(-1) ?? '')] };
    }
    case 'moon-sign':
      return { paragraphs: [MOON_SIGN_TEXT] };
    case 'moon-sign-meaning': {
      const sign = content.moonSigns[question.sign];
      return { paragraphs: [`${sign.title}: ${listInWords(sign.keywords)}. ${sign.essence}`], extras: [sign.manifestationStyle] };
    }
    case 'sun-sign':
      return { paragraphs: [SUN_SIGN_TEXT] };
    case 'sun-sign-meaning': {
      const sign = content.sunSigns[question.sign];
      return { paragraphs: [`${sign.title}. ${sign.essence}`], extras: [SUN_AND_MOON_TEXT] };
    }
    case 'moon-phases': {
      const names = MOON_PHASES.map((phase) => content.phases[phase].name);
      return { paragraphs: [`The Moon moves through eight phases each cycle: ${listInWords(names)}. ${PHASES_CLOSING_TEXT}`] };
    }
    case 'moon-phase-meaning': {
      const phase = content.phases[question.phase];
      const ordinal = ORDINALS[MOON_PHASES.indexOf(question.phase)] ?? 'one';
      return {
        paragraphs: [`The ${phase.name} is the ${ordinal} of the Moon’s eight phases. ${phase.cycleGuidance}`],
        extras: phaseRitual(question.phase, content),
      };
    }
    case 'phase-naming':
      return { paragraphs: [content.framing.phaseRule] };
    case 'manifestation': {
      const lead = MANIFESTATION_LEADS[question.practice];
      if (question.practice === 'new-moon-intention') return { paragraphs: [lead, content.cycle.nextNewMoon] };
      const [firstStep, ...laterSteps] = content.goals.general.steps;
      return firstStep === undefined ? { paragraphs: [lead] } : { paragraphs: [lead, firstStep], extras: laterSteps };
    }
    case 'reading-contents':
      return { paragraphs: [READING_CONTENTS_TEXT] };
    case 'reading-time':
      return { paragraphs: [READING_TIME_TEXT] };
    case 'reading-price':
      return { paragraphs: [options.quietAboutReports === true ? READING_FREE_TEXT : READING_PRICE_TEXT] };
    case 'data-needed':
      return { paragraphs: [DATA_NEEDED_TEXT] };
  }
};

const signWord = (sign: string): string => `${sign.charAt(0).toUpperCase()}${sign.slice(1)}`;

const titleWord = (slug: string): string => slug.split('-').map(signWord).join(' ');

/** The site's page on the subject of an answer, as a short sentence with its link; '' when the answer links itself. */
export const subjectLink = (question: FreeQuestion): string => {
  const more = (label: string, path: string) => `More on [${label}](${path}).`;
  switch (question.topic) {
    case 'moon-sign':
      return more('the twelve moon signs', '/moon-signs');
    case 'moon-sign-meaning':
      return more(`the Moon in ${signWord(question.sign)}`, `/moon-signs/${question.sign}`);
    case 'sun-sign':
      return more('the twelve zodiac signs', '/zodiac-signs');
    case 'sun-sign-meaning':
      return more(`${signWord(question.sign)} as a Sun sign`, `/zodiac-signs/${question.sign}`);
    case 'moon-phases':
    case 'phase-naming':
      return more('the eight moon phases', '/moon-phases');
    case 'moon-phase-meaning':
      return more(`the ${titleWord(question.phase)}`, `/moon-phases/${question.phase}`);
    case 'manifestation':
      switch (question.practice) {
        case 'scripting':
          return more('scripting through the lunar cycle', '/blog/manifestation-mastery/scripting-through-the-lunar-cycle');
        case 'law-of-attraction':
          return more('the law of attraction', '/law-of-attraction');
        case 'new-moon-intention':
          return more('your first new moon intention', '/blog/beginners-corner/first-new-moon-intention');
        case 'general':
          return more('manifestation exercises', '/manifestation-exercises');
      }
      return '';
    default:
      return '';
  }
};

/**
 * An answer about the visitor's own sign or phase says so first, and ends with a link back to
 * their reading: the lead and the link, or null for any other answer.
 */
const personalFrame = (question: FreeQuestion, options: FreeAnswerOptions): { lead: string; back: string } | null => {
  const own = options.reading;
  if (own === null || own === undefined) return null;
  const lead =
    question.topic === 'moon-sign-meaning' && question.sign === own.moonSign
      ? `In your reading, your Moon is in ${signWord(own.moonSign)}.`
      : question.topic === 'sun-sign-meaning' && question.sign === own.sunSign
        ? `In your reading, your Sun is in ${signWord(own.sunSign)}.`
        : question.topic === 'moon-phase-meaning' && question.phase === own.moonPhase
          ? 'In your reading, this is the phase you were born under.'
          : null;
  if (lead === null) return null;
  return { lead, back: own.url === null ? '' : `Your reading has the whole picture: [open your reading](${own.url}).` };
};

const joinParagraphs = (paragraphs: readonly string[]): string => paragraphs.filter((paragraph) => paragraph !== '').join('\n\n');

/**
 * The answer to a recognised question: what the content says, a sentence in the persona's
 * tone, and a closing question. It is written to need no cleaning and no shortening: extra
 * sentences are added only while the reply stays under the word limit, and the persona
 * sentence is dropped before the closing question would be cut.
 */
export const answerFor = (question: FreeQuestion, options: FreeAnswerOptions): string => {
  const { persona, pick } = options;
  const content = options.content ?? readingContent;
  const voiced = (text: string) => avoidPhrases(text, persona);
  const plain = bodyFor(question, content, options);
  const frame = personalFrame(question, options);
  const [firstParagraph, ...otherParagraphs] = plain.paragraphs;
  const body: AnswerBody = frame === null ? plain : { ...plain, paragraphs: [`${frame.lead} ${firstParagraph}`, ...otherParagraphs] };
  // The page on the subject and the link back to the reading close the answer, after any extra sentences.
  const tail = [subjectLink(question), frame?.back ?? ''].filter((part) => part !== '').join(' ');
  const withTail = (paragraphs: readonly string[]): string[] =>
    tail === '' ? [...paragraphs] : paragraphs.map((paragraph, index) => (index === paragraphs.length - 1 ? `${paragraph} ${tail}` : paragraph));
  const closingQuestion = voiced(pickVariant(options.hasReading ? READER_CLOSING_QUESTIONS : CLOSING_QUESTIONS[question.topic], pick));
  const touch = personaTouch(persona, pick);
  // The caller's own question follows in a paragraph of its own: leave it room.
  const callerAsks = options.withClosingQuestion === false;
  const reserved = callerAsks ? CALLER_QUESTION_WORDS : 0;
  const fits = (paragraphs: readonly string[]) => countWords(joinParagraphs(paragraphs)) + countWords(tail) + reserved <= REPLY_MAX_WORDS;

  let paragraphs = body.paragraphs.map(voiced);
  const ending = callerAsks ? '' : closingQuestion;
  // A two-paragraph answer and the caller's question already make the three paragraphs a reply may have.
  const roomForTouch = !callerAsks || paragraphs.length < REPLY_MAX_PARAGRAPHS - 1;
  const closingWithTouch = [roomForTouch ? touch : '', ending].filter((part) => part !== '').join(' ');
  const closing = fits([...paragraphs, closingWithTouch]) ? closingWithTouch : ending;

  const lastIndex = paragraphs.length - 1;
  for (const extra of (body.extras ?? []).map(voiced)) {
    const longer = paragraphs.map((paragraph, index) => (index === lastIndex ? `${paragraph} ${extra}` : paragraph));
    if (!fits([...longer, closing])) break;
    paragraphs = longer;
  }
  return joinParagraphs(closing === '' ? withTail(paragraphs) : [...withTail(paragraphs), closing]);
};

/**
 * Luna's scripted answer to one of the common questions the site's own content covers, or
 * null when the message is anything else (a greeting, a name, a date, a goal, off-topic).
 */
export const answerFreeQuestion = (text: string, options: FreeAnswerOptions): FreeAnswer | null => {
  const question = recogniseFreeQuestion(text);
  if (question === null) return null;
  const asked = personalQuestion(question, text, options.reading ?? null);
  return { topic: asked.topic, answer: answerFor(asked, options) };
};

/** 'What does my Moon sign mean?' after a reading asks about the visitor's own sign. */
export const personalQuestion = (question: FreeQuestion, text: string, own: VisitorReading | null): FreeQuestion => {
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
