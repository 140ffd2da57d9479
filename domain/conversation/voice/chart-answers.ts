import { ZODIAC_SIGNS, lunationsBetween, type MoonPhase, type ZodiacSign } from '../../sky';
import { chartTopicText, type ChartBody, type LifeTopic, type ReadingContent } from '../../reading';
import { formatSkyDate, zoneNote, type SkyFacts } from './sky-answers';

/**
 * Questions about the visitor's own chart: the phase she was born under, what her Moon or Sun
 * sign means for one part of life, and when the next new or full moon falls in her sign.
 * After a reading they are answered from it (the conversation keeps its signs and phase);
 * before one, Luna says what she needs (the birth date) and offers the reading. A new or full
 * moon in a sign she names is answered either way, from the sky engine.
 */
export type Lunations = 'new-moon' | 'full-moon' | 'both';
export type ChartQuestion =
  | { kind: 'birth-phase' }
  | { kind: 'sign-topic'; body: ChartBody; topic: LifeTopic }
  | { kind: 'lunation-in-sign'; lunations: Lunations; body: ChartBody; sign: ZodiacSign | null };

/** The signs and phase of the visitor's reading. */
export interface OwnChart {
  moonSign: ZodiacSign;
  sunSign: ZodiacSign;
  moonPhase: MoonPhase;
}

const SIGNS = ZODIAC_SIGNS.join('|');
const ASKS = /\?|\b(which|what|whats|wat|wich|how|hows|does|do|did|is|was|were|tell me|explain|say|says|mean|means|show me|when|whens|can you)\b/;

const SEARCH_WORDS = 6;
const BIRTH = /\b(born|birth|natal|birthday)\b/;
const PHASE = /\b(phase|phases|moon|lunar phase|crescent|gibbous|quarter)\b/;
/** 'I was born in March, when is the next full moon?' asks about the sky, not her birth phase. */
const ASKS_AHEAD = /\b(next|upcoming|coming|when|whens|tonight|today)\b/;
const ABOUT_ME = /\b(i|my|me|mine|im)\b/;
const SIGN_WORD = /\bsigns?\b/;
/** A question, not a statement: 'I was born on a full moon' tells; 'was I born on a full moon?' asks. */
const QUESTION = /\?|^(which|what|whats|wat|wich|was|were|did|do|does|is|am|how|tell|show|when)\b|\b(which|what|whats|wat|wich|tell me|do you know|show me|explain)\b/;
const HOW_IT_WORKS = /\bhow (do|does|is|are|did|can|would) (you|it|they|one|we|someone)\b|\b(work out|worked out|calculate|calculated|determine|determined|figure out|named|decided)\b/;

const TOPIC_WORDS: readonly (readonly [LifeTopic, RegExp])[] = [
  ['love', /\b(love|lvoe|loev|luv|relationships?|relationship|dating|date|partner|partners|romance|romantic|boyfriend|girlfriend|husband|wife|marriage|married|crush|soulmate|soul mate|heart)\b/],
  ['work', /\b(work|wrok|working|job|jobs|career|carrer|carreer|boss|office|business|profession|professional|colleagues?|coworkers?|promotion)\b/],
  ['money', /\b(money|mony|monney|finances?|financial|financially|income|salary|savings?|saving|spending|budget|wealth|abundance|rich|debt|debts)\b/],
  ['family', /\b(family|famly|familly|families|parents?|mother|mum|mom|father|dad|kids?|children|child|siblings?|sister|brother|home life)\b/],
  ['rest', /\b(rest|resting|sleep|sleeping|relax|relaxing|relaxation|recharge|recharging|downtime|self care|burnout|burn out|burned out|burnt out|tired|unwind)\b/],
];

/** 'How does my moon sign work?' and 'the rest of my chart' name no part of life. */
const NOT_A_TOPIC = /\b(does|do|would|will|did) (it|this|that|my|the|a|moon|sun)( (moon|sun|lunar|star))?( signs?)? work\b|\bthe rest of\b/g;

/** 'my moon', 'my moon sign', 'my scorpio moon', 'my sun sign', 'my sign', 'my star sign'. */
const MY_MOON = new RegExp(`\\bmy (own )?((${SIGNS}) )?(moon|lunar)( sign)?\\b|\\bmy moon is\\b`);
const MY_SUN = new RegExp(`\\bmy (own )?((${SIGNS}) )?(sun|star|zodiac|astrological|astro)( sign)?\\b|\\bmy sign\\b|\\bmy (${SIGNS})\\b(?! moon)`);

const NEW_MOON = /\bnew moons?\b/;
const FULL_MOON = /\bfull moons?\b/;
const LUNATION = /\blunations?\b/;
const IN_MY_SIGN = /\b(in|into|through) my (own )?((moon|sun|star|zodiac) )?sign\b|\bin my (moon|sun)\b/;
const IN_A_SIGN = new RegExp(`\\b(in|into) (${SIGNS})\\b`);
const WHEN = /\b(when|whens|next|upcoming|coming|date|dates|day)\b/;

const bodyNamed = (text: string): ChartBody => (/\b(moon sign|lunar sign|my moon)\b/.test(text) ? 'moon' : 'sun');

/** The chart question a folded message asks, or null. */
export const chartQuestionOf = (text: string): ChartQuestion | null => {
  // A short phrase typed like a search ('my sun sign and work') asks too.
  if (!ASKS.test(text) && text.split(' ').length > SEARCH_WORDS) return null;
  const newMoon = NEW_MOON.test(text);
  const fullMoon = FULL_MOON.test(text);
  if ((newMoon || fullMoon || LUNATION.test(text)) && WHEN.test(text)) {
    const lunations: Lunations = newMoon && !fullMoon ? 'new-moon' : fullMoon && !newMoon ? 'full-moon' : 'both';
    if (IN_MY_SIGN.test(text)) return { kind: 'lunation-in-sign', lunations, body: bodyNamed(text), sign: null };
    const named = IN_A_SIGN.exec(text)?.[2] as ZodiacSign | undefined;
    if (named !== undefined) return { kind: 'lunation-in-sign', lunations, body: 'sun', sign: named };
  }
  // 'How do you work out which phase I was born under?' asks how phases are named, not which is hers.
  const howItWorks = HOW_IT_WORKS.test(text);
  if (QUESTION.test(text) && !howItWorks && !ASKS_AHEAD.test(text) && BIRTH.test(text) && PHASE.test(text) && ABOUT_ME.test(text) && !SIGN_WORD.test(text)) return { kind: 'birth-phase' };
  if (QUESTION.test(text) && !howItWorks && /\bmy (birth |natal )?(moon )?phase\b/.test(text) && !WHEN.test(text)) return { kind: 'birth-phase' };
  const moon = MY_MOON.test(text);
  const sun = MY_SUN.test(text);
  if (moon || sun) {
    const about = text.replace(NOT_A_TOPIC, ' ');
    const topic = TOPIC_WORDS.find(([, pattern]) => pattern.test(about))?.[0];
    if (topic !== undefined) return { kind: 'sign-topic', body: moon ? 'moon' : 'sun', topic };
  }
  return null;
};

const signWord = (sign: ZodiacSign): string => `${sign.charAt(0).toUpperCase()}${sign.slice(1)}`;
const bodyWord = (body: ChartBody): string => (body === 'moon' ? 'Moon' : 'Sun');

/** The next new or full moon in the sign, from the sky engine: within the next ~15 months there is always one of each. */
export const nextLunationInSign = (fromUtcMs: number, kind: 'new-moon' | 'full-moon', sign: ZodiacSign): number | null =>
  lunationsBetween(fromUtcMs, { count: 32 }).find((lunation) => lunation.kind === kind && lunation.sign === sign)?.utcMs ?? null;

const NEEDS = {
  'birth-phase': 'The phase you were born under comes from your birth date, and I don’t have yours yet.',
  moon: 'Your Moon sign comes from your birth date and city, and I don’t have yours yet.',
  sun: 'Your Sun sign comes from your birth date, and I don’t have yours yet.',
} as const;
const OFFER = 'Share your birth date and I’ll prepare your free moon reading; then I can answer from your own chart.';

export interface ChartAnswerBody {
  paragraphs: readonly [string, ...string[]];
  extras?: readonly string[];
  /** The page on the subject, as a link sentence. */
  link: string;
}

const more = (label: string, path: string): string => `More on [${label}](${path}).`;

const lunationSentences = (lunations: Lunations, sign: ZodiacSign, whose: string, sky: SkyFacts): string => {
  const kinds = lunations === 'both' ? (['new-moon', 'full-moon'] as const) : [lunations];
  const parts = kinds.map((kind) => {
    const at = nextLunationInSign(sky.nowMs, kind, sign);
    const name = kind === 'new-moon' ? 'new moon' : 'full moon';
    return at === null ? `I can’t find the next ${name} in ${signWord(sign)} in my tables` : `the next ${name} in ${signWord(sign)}${whose} is on ${formatSkyDate(at, sky.timeZone)}`;
  });
  const text = parts.join(', and ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}. ${zoneNote(sky.timeZone)}`;
};

/** The answer to a chart question: from her chart when there is one, or what is needed and the offer of a reading. */
export const chartAnswerBody = (question: ChartQuestion, own: OwnChart | null, sky: SkyFacts | null, content: ReadingContent): ChartAnswerBody => {
  switch (question.kind) {
    case 'birth-phase': {
      if (own === null) return { paragraphs: [`${NEEDS['birth-phase']} ${OFFER}`], link: more('the eight moon phases', '/moon-phases') };
      const phase = content.phases[own.moonPhase];
      return {
        paragraphs: [`You were born under a ${phase.name} Moon. ${phase.essence}`],
        extras: [phase.gift],
        link: more(`the ${phase.name}`, `/moon-phases/${own.moonPhase}`),
      };
    }
    case 'sign-topic': {
      if (own === null) return { paragraphs: [`${NEEDS[question.body]} ${OFFER}`], link: more(question.body === 'moon' ? 'the twelve moon signs' : 'the twelve zodiac signs', question.body === 'moon' ? '/moon-signs' : '/zodiac-signs') };
      const sign = question.body === 'moon' ? own.moonSign : own.sunSign;
      return {
        paragraphs: [`Your ${bodyWord(question.body)} is in ${signWord(sign)}. ${chartTopicText(question.body, sign, question.topic)}`],
        link: question.body === 'moon' ? more(`the Moon in ${signWord(sign)}`, `/moon-signs/${sign}`) : more(`${signWord(sign)} as a Sun sign`, `/zodiac-signs/${sign}`),
      };
    }
    case 'lunation-in-sign': {
      const sign = question.sign ?? (own === null ? null : question.body === 'moon' ? own.moonSign : own.sunSign);
      const link = more('the eight moon phases', '/moon-phases');
      if (sign === null) return { paragraphs: [`${NEEDS[question.body]} ${OFFER}`], link };
      if (sky === null) return { paragraphs: ['I can’t read the sky’s dates just now. The [moon phases page](/moon-phases) keeps the coming new and full moons.'], link: '' };
      const whose = question.sign === null ? `, your ${bodyWord(question.body)} sign,` : '';
      return { paragraphs: [lunationSentences(question.lunations, sign, whose, sky)], link };
    }
  }
};
