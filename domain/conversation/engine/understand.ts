import { classifyTopic, detectCrisis, type CrisisKind, type TopicClass } from '../boundaries';
import {
  type BirthDateParse,
  type BirthTimeParse,
  type DetectedName,
  detectName,
  type EmailFind,
  findEmail,
  parseBirthDate,
  completeBirthDate,
  type KnownDatePart,
  parseBirthTime,
  pickBetweenTimes,
  withoutBirthDates,
  withoutBirthTimes,
} from '../../birth';
import { recogniseFreeQuestion, type FreeQuestion } from '../voice';
import type { PlaceMatch } from '../../places';
import type { Clock } from '../../kernel';
import { placeWithCountry, understandPlace, type CountryHint, type PlaceFinder, type PlaceUnderstanding } from './understand-place';
import { countryHintFor, residenceIn, settleDateOrder, type Residence } from './residence';
import { withoutTrailing } from '../../kernel';
import { readAnswer, type YesNo } from './yes-no';
import { readCorrection, type CorrectedField, type KnownDetails, type NamedField } from './understand-correction';

/** What Luna is waiting for: it decides how much a bare word or phrase is trusted to mean. */
export type Expectation = 'goal' | 'name' | 'details' | 'place' | 'answer' | 'free';

export type { YesNo } from './yes-no';

/** Everything one visitor message says, read once; the conversation machine only sees this. */
export interface Understanding {
  text: string;
  answer: YesNo | null;
  name: DetectedName | null;
  /** The first word as a name, for short answers to 'what's your name?' ('Ana Maria'). */
  leadingName: DetectedName | null;
  birthDate: BirthDateParse;
  birthTime: BirthTimeParse;
  email: EmailFind;
  place: PlaceUnderstanding | null;
  /** Where she says she lives or is now ('I'm in the US'): context for ranking places and reading dates, never her birth place. */
  residence: Residence | null;
  topic: TopicClass;
  /** A sign the visitor may be in danger (self-harm, abuse, an emergency): it comes before everything else. */
  crisis: CrisisKind | null;
  /** Asks who or what Luna is ('are you a bot?'). */
  asksIdentity: boolean;
  /** Tries to change her instructions ('ignore previous instructions'). */
  injection: boolean;
  isQuestion: boolean;
  /** Opens with a greeting ('hi', 'good morning'). */
  greeting: boolean;
  /** One of the common questions the site's content answers ('what is a moon sign?'). */
  asksAbout: FreeQuestion | null;
  /** Details it corrects relative to those already given ('the 5th not the 4th'); none when absent. */
  corrects?: readonly CorrectedField[];
  /** The detail a No says is wrong without giving its new value ('yes but the date is wrong'). */
  namesWrong?: NamedField | null;
}

const IDENTITY =
  /\b(?:are|r) (?:you|u) (?:an? )?(?:ai|a\.i\.|bot|robot|chat ?bot|machine|program|computer|real|human|person|language model|llm|gpt|chatgpt)\b|\b(?:what|who) (?:are|r) (?:you|u)\b|\b(?:you(?:'re| are)|ur) (?:an? )?(?:ai|bot|robot|chat ?bot|machine|program|language model|gpt|chatgpt)\b|\b(?:which|what) (?:model|llm|ai)\b|\bchat ?gpt\b|\bopenai\b/;
const INJECTION =
  /\b(?:ignore|disregard|forget) (?:all |any |the |your )?(?:previous|prior|above|earlier|system)? ?(?:instructions|prompts?|rules)\b|\b(?:system prompt|your prompt|your instructions)\b|\b(?:print|reveal|show|repeat|tell me) (?:me )?(?:your|the) (?:system )?(?:prompt|instructions|rules)\b|\bjailbreak\b|\bdeveloper mode\b|\bpretend (?:you are|to be)\b|\bact as\b/;

const GREETING =
  /^(?:hi|hii+|hello|hey|heya|hiya|howdy|yo|greetings|good (?:morning|afternoon|evening|day)|hola|bonjour|ciao|hallo|ol[aá]|namaste|konnichiwa|salut|salam|merhaba|hej|moin|ahoj|szia|privet|buongiorno|buenos d[ií]as|guten tag)(?![\p{L}])/u;

const fold = (text: string) => text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();

/** Where a birth place is named in a sentence: 'born in Lisbon', 'from Porto, Portugal'. */
// The cue and the place after it are two expressions: as one, recheck took seconds to prove it
// linear. Cues inside others end where they do ('i'm from', 'from'), so none is skipped.
const PLACE_CUE = /\b(?:born in|born at|birth ?place is|birth city is|city is|place is|grew up in|i'?m from|i am from|from)/giu;
const PLACE_AFTER_CUE = /\s+([\p{L}][\p{L}\p{M}' .-]*(?:,\s*[\p{L}][\p{L}\p{M}' .-]*){0,2})/iuy;
export const cuedPlace = (text: string): string | undefined => {
  PLACE_CUE.lastIndex = 0;
  for (let found = PLACE_CUE.exec(text); found !== null; found = PLACE_CUE.exec(text)) {
    PLACE_AFTER_CUE.lastIndex = found.index + found[0].length;
    const place = PLACE_AFTER_CUE.exec(text);
    if (place !== null) return place[1];
  }
  return undefined;
};

/** 'in Lisbon' with a capital: how people name a place mid-sentence. */
const IN_PLACE = /\b(?:in|at)\s+(\p{Lu}[\p{L}\p{M}' .-]*(?:,\s*\p{L}[\p{L}\p{M}' .-]*){0,2})/u;

/** Signs and phases follow 'in' too ('my moon is in Scorpio'): they are never birth places. */
const NOT_PLACES = new RegExp(`^(?:the\\s+)?(?:${['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces', 'new moon', 'full moon', 'waxing', 'waning', 'first quarter', 'last quarter'].join('|')})\\b`, 'i');

/** A word with an '@' inside it, as /\S+@\S+/ matched: tested per word, as that backtracked over long words. */
export const isEmailToken = (word: string): boolean => word.slice(1, -1).includes('@');
const NUMERIC_DATE = /\b\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\b/g;

/**
 * The text with each match replaced by ';', as a global replace would: `startAt` finds where a
 * match may begin, `endOf` where the match begun there ends (or -1). The two date patterns
 * below were one expression each, which recheck took seconds to prove linear; their parts
 * here are each quick to prove and are tried in the order the expression tried them.
 */
const replaceMatches = (text: string, startAt: RegExp, endOf: (start: RegExpExecArray) => number): string => {
  let kept = '';
  let from = 0;
  startAt.lastIndex = 0;
  for (let start = startAt.exec(text); start !== null; start = startAt.exec(text)) {
    const end = endOf(start);
    if (end < 0) startAt.lastIndex = start.index + 1;
    else {
      kept += `${text.slice(from, start.index)};`;
      from = startAt.lastIndex = end;
    }
  }
  return kept + text.slice(from);
};

/** Matched at a sticky pattern's place, where that match ends, or -1. */
const endAt = (pattern: RegExp, text: string, at: number): number => {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : -1;
};

// '1990, June the 5th', as /\b\d{4}[\s,]+\p{L}{3,10}\.?[\s,]*(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b/giu.
const YEAR_THEN = /\b\d{4}[\s,]+/giu;
const LETTER = /\p{L}/iuy;
const DAY_AFTER_MONTH = /\.?[\s,]*(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b/iuy;
export const withoutYearFirstDates = (text: string): string =>
  replaceMatches(text, YEAR_THEN, (start) => {
    // Where each of the first 10 letters ends; the longest run that a day follows wins.
    const letterEnds: number[] = [];
    for (let at = start.index + start[0].length; letterEnds.length < 10 && endAt(LETTER, text, at) >= 0; at = LETTER.lastIndex) letterEnds.push(LETTER.lastIndex);
    for (let count = letterEnds.length; count >= 3; count--) {
      const end = endAt(DAY_AFTER_MONTH, text, letterEnds[count - 1] ?? 0);
      if (end >= 0) return end;
    }
    return -1;
  });

// '5th of June 1990', 'Jun. 5, 1990', as the expression
// /\b(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:jan(?:uary)?|…|dec(?:ember)?)\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?,?\s+\d{2,4}\b/gi.
// The day and the month each end in one place a match can go on from: after a shorter month
// ('jun' of 'june') or without its '.' comes a letter or '.', which nothing after takes.
const DAY_OR_MONTH = /\b(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/gi;
const DAY_OF = /\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?/iy;
const MONTH = /(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?/iy;
const DAY_AND_YEAR = /(?:\s+\d{1,2}(?:st|nd|rd|th)?)?,?\s+\d{2,4}\b/iy;
const monthAndYearEnd = (text: string, at: number): number => {
  const monthEnd = endAt(MONTH, text, at);
  return monthEnd < 0 ? -1 : endAt(DAY_AND_YEAR, text, monthEnd);
};
export const withoutMonthNamedDates = (text: string): string =>
  replaceMatches(text, DAY_OR_MONTH, ({ index }) => {
    const dayEnd = endAt(DAY_OF, text, index);
    const withDay = dayEnd < 0 ? -1 : monthAndYearEnd(text, dayEnd);
    return withDay >= 0 ? withDay : monthAndYearEnd(text, index);
  });
// 'at' and its spaces are one branch: '(?:at\s+)?(?:around|…)?\s*' split a run of spaces every way.
export const TIME_TOKEN = /\b(?:at\s+(?:(?:around|about|approximately|roughly)\s*)?|(?:around|about|approximately|roughly)\s*|\s*)\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|h)?\b|\b(?:around|about)?\s*(?:noon|midnight|morning|evening|afternoon|night)\b/gi;
const FILLER =
  /\b(?:no wait|wait|actually|sorry|oops|nope|first name|name|my birth city is|my city is|birth city|birth ?place|place of birth|city of birth|i was|i am|i'm|my|and|the|on|at|in|was|born|birthday|birth|date|day|time|email|e-mail|address|is|it's|its|here|there|hi|hello|hey|ok|okay|please|thanks|thank you|sure|of|to|me|you|im|dob|tob|pob|originally|luna)\b/gi;

/** The text with emails, dates and times taken out; ';' keeps a place cue from running past them. */
const withoutDetails = (text: string): string => {
  let rest = text.replace(/\S+/g, (word) => (isEmailToken(word) ? ';' : word));
  // The parsers' own spans first (named days, "'91", '14h30', 'just after lunch'), then the older patterns.
  rest = withoutBirthTimes(withoutBirthDates(rest));
  rest = withoutMonthNamedDates(withoutYearFirstDates(rest.replace(NUMERIC_DATE, ';')));
  return rest.replace(TIME_TOKEN, ';');
};

/**
 * One part of a text split at ',' without the spaces beside that comma, as the expression
 * '\s*,\s*' took them; that expression restarted on every space of a long run.
 */
export const tightComma = (part: string, index: number, parts: readonly string[]): string => {
  const start = index > 0 ? part.trimStart() : part;
  return index < parts.length - 1 ? start.trimEnd() : start;
};

/** The text before the first comma of its last line, as replacing /,.*$/ left it ('.' stops at a line break). */
export const beforeLastLineComma = (text: string): string => {
  const lastLine = Math.max(...['\n', '\r', '\u2028', '\u2029'].map((lineBreak) => text.lastIndexOf(lineBreak))) + 1;
  const comma = text.indexOf(',', lastLine);
  return comma < 0 ? text : text.slice(0, comma);
};

/**
 * The text before a new clause (' and ', ' because ', ...), as splitting at
 * /\s+(?:and|…)\s/i kept it: the one space before the word, then trimmed back, where '\s+'
 * restarted on every space of a long run.
 */
export const beforeClause = (text: string): string => {
  const at = text.search(/\s(?:and|but|because|so|where|when|which|i|my)\s/i);
  return at < 0 ? text : text.slice(0, at).trimEnd();
};

/** The words left once dates, times, emails and connecting words are taken out. */
const remainderOf = (text: string): string =>
  withoutTrailing(
    withoutDetails(text)
      .replace(FILLER, ' ')
      // A full stop left alone once the words beside it are gone parts phrases like a comma ('maya . edinburgh').
      .replace(/(?<=\s)[.!?]+(?=\s)/g, ',')
      .replace(/[^\p{L}\p{M}' ,.-]/gu, ' ')
      .split(',')
      .map(tightComma)
      .join(', ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s,.'-]+/, ''),
    (char) => /^[\s,.'-]$/.test(char),
  );

const MAX_PLACE_WORDS = 6;

/**
 * The place the message names, if any. A cue ('born in …') is always read; a bare phrase
 * only when Luna asked for the place, or when the message also carries other birth details
 * (so 'I feel stuck at work' is never looked up as a town).
 */
/**
 * The ways a phrase may name a place: the whole of it, each 'city, country' pair of its comma
 * parts, and each part alone ('Dana, Chicago' is a name and a city).
 */
const placeCandidates = (phrase: string): { pairs: string[]; singles: string[] } => {
  const parts = phrase.split(',').map(tightComma).filter((part) => part !== '');
  const pairs = [phrase, ...parts.slice(0, -1).map((part, i) => `${part}, ${parts[i + 1] ?? ''}`)];
  return { pairs: [...new Set(pairs)], singles: parts.length > 1 ? parts : [] };
};

/** Country names with 'and' in them, at most this long ('Saint Vincent and the Grenadines'). */
const AREA_MAX_WORDS = 5;

/** A country or region the phrase opens with when its name holds 'and' ('Bosnia and Herzegovina, near …'). */
const areaAtStart = (finder: PlaceFinder, phrase: string): string | null => {
  const words = beforeLastLineComma(phrase).trim().split(/\s+/);
  if (!words.some((word) => word.toLowerCase() === 'and')) return null;
  for (let count = Math.min(AREA_MAX_WORDS, words.length); count >= 3; count--) {
    const start = words.slice(0, count).join(' ');
    if (/\band\b/i.test(start) && finder.area(start) !== null) return start;
  }
  return null;
};

const populationOf = (understood: PlaceUnderstanding, finder: PlaceFinder): number => {
  if (understood.kind === 'choices') return understood.options[0]?.population ?? 0;
  if (understood.kind !== 'place') return -1;
  const [match] = finder.search(understood.location.displayName, 1);
  return match?.population ?? 0;
};

const placeIn = (
  text: string,
  finder: PlaceFinder,
  expecting: Expectation,
  hasOtherDetails: boolean,
  offered: readonly PlaceMatch[],
  name: string | null,
  near: CountryHint | null,
): PlaceUnderstanding | null => {
  // 'born 3 june 1990 in leeds': with the date out, 'born' still cues the place after it.
  // 'born on 3 march at 2pm in edinburgh': an 'in' right after a detail taken out names the place too.
  const stripped = withoutDetails(text.replace(/[’‘`]/g, "'"))
    .replace(/\bborn(?:[\s;,]+on)?[\s;,]+in\b/gi, 'born in')
    .replace(/;[\s,]*in\b/gi, '; born in');
  const cued = [cuedPlace(stripped), IN_PLACE.exec(stripped)?.[1]]
    // A place ends with its sentence ('born in Pune. I want to grow my business.' is Pune) and
    // before a new clause, unless the words run on into a country ('Trinidad and Tobago').
    .map((c) => c?.split(/[.!?;]\s/)[0])
    .map((c) => (c === undefined ? undefined : (areaAtStart(finder, c) ?? beforeClause(c))))
    .filter((c): c is string => c !== undefined && !NOT_PLACES.test(c.trim()))
    .map((c) => (finder.area(c) === null ? remainderOf(c) : c))
    .filter((c) => c !== '');
  const bareAllowed = expecting === 'place' || expecting === 'details' || hasOtherDetails;
  const withoutName = name === null ? stripped : stripped.replace(new RegExp(`\\b${name.replace(/[^\p{L}'-]/gu, '')}\\b`, 'giu'), ' ');
  const bare = bareAllowed ? remainderOf(withoutName) : '';
  const phrases = [...cued, ...(bare !== '' && bare.split(/\s+/).length <= MAX_PLACE_WORDS * 2 ? [bare] : [])];
  let firstUnknown: PlaceUnderstanding | null = null;
  for (const phrase of phrases) {
    const { pairs, singles } = placeCandidates(phrase);
    for (const candidate of pairs) {
      if (candidate.split(/\s+/).length > MAX_PLACE_WORDS) continue;
      const understood = understandPlace(finder, candidate, offered, near);
      if (understood === null) continue;
      if (understood.kind !== 'unknown') return understood;
      firstUnknown ??= understood;
    }
    // Of the parts alone, the largest place wins: a city beats a first name that is also a village.
    const found = singles
      .map((single) => understandPlace(finder, single, offered, near))
      .filter((u): u is PlaceUnderstanding => u !== null && u.kind !== 'unknown')
      .sort((a, b) => populationOf(b, finder) - populationOf(a, finder));
    if (found[0] !== undefined) return found[0];
  }
  // Unasked, a phrase that names no place is just conversation.
  return expecting === 'place' || cued.length > 0 ? firstUnknown : null;
};

/** Words before a name that are not the name ('its Rosa', 'I am Selene'). */
const LEAD_FILLERS = new Set([
  'its', "it's", 'im', "i'm", 'i', 'am', 'hi', 'hey', 'hello', 'hiya', 'heya', 'hola', 'ok', 'okay', 'name', "name's", 'my', 'is', 'call', 'me', 'just',
  'this', 'here', 'so', 'well', 'oh', 'sure', 'yes', 'yeah', 'yep', 'fine', 'luna', 'um', 'uh', 'erm', 'ah', 'haha', 'lol', 'naem', 'nmae', 'first',
]);

/** Emoji and emoticons people add after a name ('Zoë 😊', 'Dev :)'). */
const NOT_A_WORD = /^[^\p{L}]+$/u;

const leadingNameIn = (allWords: readonly string[]): DetectedName | null => {
  const words = allWords.filter((word) => !NOT_A_WORD.test(word));
  if (words.length > 4) return null;
  // 'Anne-Marie here' introduces, whatever the name.
  const [first, second] = words;
  if (words.length === 2 && first !== undefined && second !== undefined && withoutTrailing(second.toLowerCase(), '.!') === 'here') {
    const named = detectName(withoutTrailing(first, '.,!?:;'));
    return named === null ? null : { ...named, confidence: 'high' };
  }
  for (const word of words) {
    const bare = withoutTrailing(word, '.,!?:;)');
    if (LEAD_FILLERS.has(bare.toLowerCase().replace(/’/g, "'"))) continue;
    return detectName(bare);
  }
  return null;
};

export interface UnderstandOptions {
  clock: Clock;
  places: PlaceFinder;
  expecting: Expectation;
  /** Homonyms offered in the previous reply: their labels come back as exact picks. */
  offeredPlaces?: readonly PlaceMatch[];
  /** The details already given, so a correction of one part is read against them. */
  known?: KnownDetails;
  /** The two times Luna just asked her to choose between ('just before midnight or just after?'). */
  timeOptions?: readonly [string, string];
  /** What a named day told of the date Luna just asked about ('Mother’s Day 1990'): the answer completes it. */
  knownDate?: KnownDatePart;
  /** Where she said earlier that she lives: it ranks namesakes and settles the order of a numeric date. */
  residence?: Residence | null;
  /** The country of the birth place already noted, by name: it settles the order of a numeric date when she named no residence. */
  birthCountry?: string | null;
}

export const understandMessage = (text: string, options: UnderstandOptions): Understanding => {
  const folded = fold(text);
  const expecting = options.expecting;
  const email = findEmail(text);
  const home = residenceIn(text, options.places);
  const residence = home?.residence ?? null;
  const near = residence ?? options.residence ?? null;
  const parsedDate = options.knownDate === undefined ? parseBirthDate(text, options.clock) : completeBirthDate(text, options.knownDate, options.clock);
  const parsedTime = parseBirthTime(text);
  // 'not sure what I'm looking for' is not an unknown birth time unless Luna asked for the details or the time is named.
  // Nor is 'I feel low in the evening' a birth time to ask about, unless a birth is being told.
  const aboutBirth = parsedDate.kind !== 'none' || /\b(?:time|hour|o'?clock|born|birth)\b/i.test(text);
  const picked = options.timeOptions !== undefined && (parsedTime.kind === 'none' || parsedTime.kind === 'ambiguous') ? pickBetweenTimes(text, options.timeOptions) : null;
  const timeSaid: BirthTimeParse =
    picked !== null
      ? { kind: 'time', time: picked, approximate: true }
      : (parsedTime.kind === 'unknown' && parsedDate.kind === 'none' && !/\b(?:time|hour|o'?clock)\b/i.test(text)) || (parsedTime.kind === 'unclear' && !aboutBirth && expecting !== 'details')
        ? { kind: 'none' }
        : parsedTime;
  const answerReading = readAnswer(text, { asked: expecting === 'answer' });
  const answer = answerReading.answer;
  const correction = readCorrection(text, { birthDate: parsedDate, birthTime: timeSaid }, { known: options.known, asked: expecting === 'answer', clock: options.clock, answer: answerReading });
  const { birthDate: readDate, birthTime } = correction;
  const detected = detectName(text, { askedForName: expecting === 'name', withDetails: readDate.kind !== 'none' || email.kind !== 'none' });
  const words = text.trim().split(/\s+/);
  const hasOtherDetails = email.kind !== 'none' || parsedDate.kind !== 'none';
  const asksAbout = recogniseFreeQuestion(text);
  // 'yes', 'ok fine' alone answer a question; with more words they may carry details too.
  const onlyAnAnswer = answer !== null && words.length <= 3 && correction.placeText === null;
  const found =
    !onlyAnAnswer && (asksAbout === null || hasOtherDetails)
      ? placeIn(correction.placeText ?? home?.rest ?? text, options.places, correction.placeText !== null ? 'place' : picked !== null ? 'free' : expecting, hasOtherDetails, options.offeredPlaces ?? [], detected?.confidence === 'high' ? detected.name : null, near)
      : null;
  // Asked for a name, 'cairo egypt' is still a place: a city with its country is no first name.
  const place = found ?? (expecting === 'name' && detected === null && words.length <= 5 ? placeWithCountry(options.places, text.replace(/[^\p{L}\p{M}\s,'-]/gu, ' ')) : null);
  // 'Lisbon, 3 June 1990' opens with the place, not a name.
  // 7/4/85 is read the way the country she lives in, or was born in, writes dates.
  const birthDate = settleDateOrder(readDate, countryHintFor(options.places, near, place?.kind === 'place' ? place.location.country : (options.birthCountry ?? null))?.countryCode ?? null);
  const name = detected !== null && place?.kind === 'place' && fold(place.location.city) === fold(detected.name) && folded.startsWith(`${fold(detected.name)},`) ? null : detected;
  return {
    text,
    answer,
    name,
    leadingName: name === null ? leadingNameIn(words) : null,
    birthDate,
    birthTime,
    email,
    place,
    residence,
    topic: classifyTopic(text),
    crisis: detectCrisis(text),
    asksIdentity: IDENTITY.test(folded),
    injection: INJECTION.test(folded),
    greeting: GREETING.test(folded),
    asksAbout,
    corrects: correction.placeText !== null && found?.kind === 'place' ? [...correction.corrects, 'birthLocation'] : correction.corrects,
    namesWrong: correction.names,
    isQuestion: /\?\s*$/.test(text) || /^(?:what|how|why|when|where|who|which|can|could|do|does|is|are|will|would|should)\b/.test(folded),
  };
};

/** A message that asks what Luna is, or tries to change her instructions. */
export const understandsAsInstructionOrIdentity = (text: string): boolean => {
  const folded = fold(text);
  return IDENTITY.test(folded) || INJECTION.test(folded);
};
