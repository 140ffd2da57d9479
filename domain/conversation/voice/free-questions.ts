import { MOON_PHASES, ZODIAC_SIGNS } from '../../sky';
import type { MoonPhase, ZodiacSign } from '../../sky';
import { foldForMatching, followedBy } from '../../kernel';
import type { ReportType } from '../../reports';
import { reportQuestionOf } from './report-offers';
import type { SkyTopic } from './sky-answers';
import { chartQuestionOf, type ChartQuestion } from './chart-answers';
import { siteTopicOf, type SiteTopic } from './site-answers';

/**
 * The common questions visitors ask Luna that the site's own content can answer without the
 * chat service. Recognition is deliberately narrow: a goal, a name, a date, a city or a
 * greeting is never taken for a question, because those answers drive the reading flow.
 */
export const FREE_TOPICS = [
  'moon-sign',
  'moon-sign-meaning',
  'sun-sign',
  'sun-sign-meaning',
  'moon-phases',
  'moon-phase-meaning',
  'phase-naming',
  'manifestation',
  'reading-contents',
  'reading-time',
  'reading-price',
  'data-needed',
  'sky',
  'reports',
  'my-chart',
  'site',
] as const;
export type FreeTopic = (typeof FREE_TOPICS)[number];

export const MANIFESTATION_PRACTICES = ['general', 'scripting', 'law-of-attraction', 'new-moon-intention'] as const;
export type ManifestationPractice = (typeof MANIFESTATION_PRACTICES)[number];

export type FreeQuestion =
  | { topic: 'moon-sign' | 'sun-sign' | 'moon-phases' | 'phase-naming' | 'reading-contents' | 'reading-time' | 'reading-price' | 'data-needed' }
  | { topic: 'moon-sign-meaning' | 'sun-sign-meaning'; sign: ZodiacSign }
  | { topic: 'moon-phase-meaning'; phase: MoonPhase }
  | { topic: 'manifestation'; practice: ManifestationPractice }
  | { topic: 'sky'; sky: SkyTopic }
  | { topic: 'reports'; report: ReportType | null }
  | { topic: 'my-chart'; chart: ChartQuestion }
  | { topic: 'site'; site: SiteTopic };

/** Lower case, no accents or apostrophes, hyphens as spaces, single spaces: "What's a full-moon ritual?" → "whats a full moon ritual?". */
/** An email address is never part of a question: 'a@a.fee' does not ask about a fee. */
const withoutAddresses = (text: string): string =>
  text
    .split(/\s+/)
    .filter((word) => !word.includes('@'))
    .join(' ');

const foldQuestion = (text: string): string => foldForMatching(withoutAddresses(text)).replace(/'/g, '').replace(/\s+/g, ' ').trim();

const any = (text: string, patterns: readonly RegExp[]): boolean => patterns.some((pattern) => pattern.test(text));

const SIGNS = `(${ZODIAC_SIGNS.join('|')})`;

/** How visitors name the phases; hyphens are already spaces. */
const PHASE_NAMES: readonly (readonly [string, MoonPhase])[] = [
  ...MOON_PHASES.map((phase) => [phase.replace(/-/g, ' '), phase] as const),
  ['dark moon', 'new-moon'],
  ['third quarter', 'last-quarter'],
  ['balsamic moon', 'waning-crescent'],
];

const QUESTION_CUE =
  /\b(what|whats|how|why|which|explain|tell me|meaning|mean|means|meant|tips?|ideas?|advice|about|define|definition|difference|understand|learn|curious|ritual|rituals|practices?|energy|good for|do with)\b/;

/**
 * Whether the message asks something: a question mark, a question word, or a short phrase
 * typed like a search ('moon sign', 'full moon ritual').
 */
const asks = (text: string): boolean => text.includes('?') || QUESTION_CUE.test(text) || text.split(' ').length <= 4;

const BIRTH_FIELD =
  '(birth time|time of birth|exact time|birth hour|email|e mail|email address|birth date|date of birth|birthday|birth city|city of birth|birthplace|birth place|place of birth|name|first name|location)';

const DATA_NEEDED = [
  /\bwhat (do|would|will|did) you need\b/,
  /\bwhat do i (need|have) to (give|provide|share|enter|tell you|send)\b/,
  /\bwhat (info|information|details|data) (do|does|will|would|is|are)\b/,
  /\b(which|what) (info|information|details|data) (you|is needed|are needed)\b/,
  /\b(do|will|would) you need my\b/,
  /\bwhy do you (need|want|ask for) my\b/,
  new RegExp(`\\b(is|are) (my |the |a |an )?${BIRTH_FIELD}( really)? (required|needed|necessary|optional|mandatory)\\b`),
  new RegExp(`\\bdo i (need|have) to (know|give|provide|share|enter) (my |the |a |an )?${BIRTH_FIELD}`),
];

const READING_TIME = [
  /\bhow long (does|will|would|is|do|did|should)\b/,
  /\bhow long it takes\b/,
  /\bhow (much|long) time\b/,
  /\bhow many minutes\b/,
  /\bhow (quick|quickly|fast) (is|does|will|can|do)\b/,
  /\btime commitment\b/,
];
/** "How long does the moon stay in a sign" asks about the sky, not about the reading. */
const ABOUT_THE_SKY = /\b(moon|sun|sign|signs|phase|phases|planet|planets|retrograde)\b/;
const ABOUT_THE_PRACTICE = /\b(reading|manifest\w*|practice|ritual)\b/;

const PRICE = [
  /\bhow much (is|does|do|will|would) (it|this|that|the|a|your)\b/,
  /\bhow much for\b/,
  /\b(cost|costs|price|prices|pricing|charge|fee|fees)\b/,
  /\b(is|it|its|really|totally|completely|actually|truly|reading) free\b/,
  /\b(have|need) to pay\b/,
  /\bpay (for|anything|money)\b/,
  /\b(whats the|any|is there a) catch\b/,
  /\bfree\?$/,
];

const READING_MENTION = /\b(moon|free|your|the|this|my|a) (free )?(moon )?reading\b/;
const READING_CONTENTS = [
  /\bwhat do i get\b/,
  /\bwhat (will|would) i (get|receive|learn)\b/,
  /\bwhats in it\b/,
  /\bwhat is in it\b/,
];
const CONTENTS_CUE = /\b(what|whats|include|includes|included|contain|contains|cover|covers|inside|consist|consists|about|explain|like|involve|involves|show|shows)\b|\?/;
/** "Can I get my free reading?" asks for the reading itself, which the flow handles. */
const REQUESTS_READING = /\b(can|could|may) i (get|have|start|do)\b|\b(give|send) me\b|\bi (want|would like|d like) (my|the|a|to get|to do|to start)\b/;

const PHASE_NAMING = /\b(which|what) phase (was i|am i|i was|i am)\b/;
// 'phase … named' and 'named … phase' as `A.*B` were, read in linear time by followedBy.
const PHASE_WORD = /\bphases?\b/g;
const NAMING_AFTER = /\b(named|name|names|naming|calculate|calculated|calculation|determine|determined|work out|worked out|decide|decided|defined|measure|measured|compute|computed|figure out|angle|angles|degrees|sectors?)\b/g;
const NAMING_BEFORE = /\b(named|name|calculate|calculated|determine|determined|work out|decide|decided|define|defined|measure|measured|figure out)\b/g;
export const asksPhaseNaming = (text: string): boolean =>
  PHASE_NAMING.test(text) || followedBy(text, PHASE_WORD, NAMING_AFTER) || followedBy(text, NAMING_BEFORE, PHASE_WORD);

const SCRIPTING = /\bscripting\b/;
const LAW_OF_ATTRACTION = /\blaw of attraction\b/;
const NEW_MOON_INTENTION = /\b(new moon|lunar|moon) intentions?\b|\bset(ting)? (an |my |a |your )?intentions?\b/;
/** "My new moon intention is to rest more" states a goal; it does not ask how to set one. */
const STATES_INTENTION = /\bintentions? (is|are|was|will be) (to|that)\b/;
const HOW_DO_I = /\bhow (do|can|should|would|could|does|did) (i|you|we|one|people|someone|it)\b/g;
const MANIFEST = /\bmanifest/g;
/** 'how do I … manifest', as /\bhow (do|…) (i|…)\b.*\bmanifest/ tested. */
export const asksHowToManifest = (text: string): boolean => followedBy(text, HOW_DO_I, MANIFEST);
const MANIFESTATION = [
  /\bhow to manifest/,
  /\bmanifest\w* (tips?|ideas|advice|techniques?|methods?|practices?|rituals?|guide|basics|101|journal\w*|work|works)\b/,
  /\b(tips?|advice|techniques?|ideas|methods?|ways?) (for|on|about|with|to) manifest/,
  /\bwhat (is|does|are) manifest/,
  /\bwhats manifest/,
  /\bteach me (to|how to) manifest/,
  /^manifest(ation|ing)?\??$/,
];

/** 'scorpio moon', 'moon in scorpio', 'moon sign is a scorpio': made once, not on every message. */
const signPatterns = (body: 'moon' | 'sun'): readonly RegExp[] => [
  new RegExp(`\\b${SIGNS} ${body}\\b`),
  new RegExp(`\\b${body} (sign )?(is |was )?in ${SIGNS}\\b`),
  new RegExp(`\\b${body} sign (is |was )?(a |an )?${SIGNS}\\b`),
];
const SIGN_PATTERNS = { moon: signPatterns('moon'), sun: signPatterns('sun') } as const;

const signAfterOrBefore = (text: string, body: 'moon' | 'sun'): ZodiacSign | null => {
  for (const pattern of SIGN_PATTERNS[body]) {
    const match = pattern.exec(text);
    const sign = match?.slice(1).find((group): group is ZodiacSign => (ZODIAC_SIGNS as readonly (string | undefined)[]).includes(group));
    if (sign) return sign;
  }
  return null;
};

const PHASE_PATTERNS = PHASE_NAMES.map(([name, phase]) => [new RegExp(`\\b${name}\\b`), phase] as const);

const phaseNamed = (text: string): MoonPhase | null => PHASE_PATTERNS.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** When the next phase comes, or which phase it is tonight, needs the clock: not a content question. */
const ASKS_FOR_A_DATE = /\bwhen\b|\bwhat (day|date)\b|\b(what|which) phase (is|are)\b|\b(current|currently|right now)\b/;
// 'is it (a |the )?[a-z ]*full moon tonight': '[a-z ]*' already takes 'a ' and 'the '.
const IS_IT = /\bis it /g;
const MOON_TONIGHT = /(moon|quarter|crescent|gibbous) (today|tonight)\b/g;
const isLowerOrSpace = (char: string): boolean => char === ' ' || (char >= 'a' && char <= 'z');
export const asksForADate = (text: string): boolean => ASKS_FOR_A_DATE.test(text) || followedBy(text, IS_IT, MOON_TONIGHT, { gap: isLowerOrSpace });
const PHASES_IN_GENERAL = /\bmoon phases?\b|\bphases? of the moon\b|\blunar (phases?|cycles?|calendar)\b|\bmoons? cycles?\b|\bphases\b/;
const MOON_SIGN_IN_GENERAL = /\bmoon signs?\b|\blunar signs?\b/;
const SUN_SIGN_IN_GENERAL = /\bsun signs?\b|\bstar signs?\b|\bzodiac signs?\b|\bastrological signs?\b|\bhoroscope signs?\b/;

const NEXT = /\b(when|whens|next|upcoming|coming|date|dates|day|until|till)\b/;
const TODAY = /\b(today|tonight|now|currently|current|this week|at the moment)\b/;
const FULL_MOON = /\bfull moons?\b/;
const NEW_MOON = /\bnew moons?\b/;

/**
 * A question about the sky itself (see sky-answers.ts): tonight's phase, the next new or full
 * moon, eclipses, waxing and waning, void of course, retrograde.
 */
export const skyTopicOf = (text: string): SkyTopic | null => {
  if (/\beclipses?\b/.test(text) && asks(text)) return 'eclipse';
  if (/\bvoid( of)? course\b|\bvoc moon\b/.test(text) && asks(text)) return 'void-of-course';
  if (/\bretrograde\b/.test(text) && asks(text)) return 'retrograde';
  const both = /\b(new|full) (and|or|&) (new|full) moons?\b/.test(text);
  const full = both || FULL_MOON.test(text);
  const fresh = both || NEW_MOON.test(text);
  if ((full || fresh) && (NEXT.test(text) || /\bhow long (until|till|before|to)\b/.test(text))) {
    return full && fresh ? 'next-lunations' : full ? 'next-full-moon' : 'next-new-moon';
  }
  if (/\b(moon|phase|lunar)\b/.test(text) && TODAY.test(text) && /\b(what|whats|which|is it|is the|tell me|how)\b|\?/.test(text)) return 'phase-today';
  if (/\bwhat (phase|moon) is it\b|\bwhat phase is the moon( in)?\??$|\bmoon phase\??$/.test(text)) return 'phase-today';
  if (/\b(waxing|waning)\b(?! (crescent|gibbous))/.test(text) && asks(text)) return 'waxing-waning';
  return null;
};

const manifestationPractice = (text: string): ManifestationPractice | null => {
  if (SCRIPTING.test(text)) return 'scripting';
  if (LAW_OF_ATTRACTION.test(text)) return 'law-of-attraction';
  if (NEW_MOON_INTENTION.test(text) && !STATES_INTENTION.test(text) && asks(text)) return 'new-moon-intention';
  return asksHowToManifest(text) || any(text, MANIFESTATION) ? 'general' : null;
};

/**
 * The topic of a visitor's message, when it is one of the common questions the site's own
 * content answers; null for anything else. Rules are tried from the most specific (what
 * the reading needs, costs or takes) to the most general (signs and phases in general).
 */
export const recogniseFreeQuestion = (text: string): FreeQuestion | null => {
  const folded = foldQuestion(text);
  if (folded === '' || !/\p{L}/u.test(folded)) return null;
  const phase = phaseNamed(folded);

  // Refunds, delivery and data come from the site's pages; 'if I buy one and hate it' asks about a refund, not a price.
  const site = siteTopicOf(folded);
  if (site !== null) return { topic: 'site', site };
  // Her own chart ('which phase was I born under?', 'my moon sign and love') before the same words in general.
  const chart = chartQuestionOf(folded);
  if (chart !== null) return { topic: 'my-chart', chart };

  // 'How much is the astrology report?' asks about a report, not about the free reading's price.
  const report = reportQuestionOf(folded);
  if (report !== null) return { topic: 'reports', report: report.report };
  if (any(folded, DATA_NEEDED)) return { topic: 'data-needed' };
  const aboutTheSky = phase !== null || (ABOUT_THE_SKY.test(folded) && !ABOUT_THE_PRACTICE.test(folded));
  if (!aboutTheSky && any(folded, READING_TIME)) return { topic: 'reading-time' };
  if (any(folded, PRICE)) return { topic: 'reading-price' };

  const sky = skyTopicOf(folded);
  if (sky !== null) return { topic: 'sky', sky };

  const practice = manifestationPractice(folded);
  if (practice !== null) return { topic: 'manifestation', practice };

  if (asksPhaseNaming(folded) && asks(folded)) return { topic: 'phase-naming' };
  if (!REQUESTS_READING.test(folded) && (any(folded, READING_CONTENTS) || (READING_MENTION.test(folded) && CONTENTS_CUE.test(folded)))) {
    return { topic: 'reading-contents' };
  }

  const moonSign = signAfterOrBefore(folded, 'moon');
  if (moonSign !== null) return { topic: 'moon-sign-meaning', sign: moonSign };
  const sunSign = signAfterOrBefore(folded, 'sun');
  if (sunSign !== null) return { topic: 'sun-sign-meaning', sign: sunSign };

  if (asksForADate(folded)) return null;
  if (phase !== null && asks(folded)) return { topic: 'moon-phase-meaning', phase };
  if (PHASES_IN_GENERAL.test(folded) && asks(folded)) return { topic: 'moon-phases' };
  if (MOON_SIGN_IN_GENERAL.test(folded) && asks(folded)) return { topic: 'moon-sign' };
  if (SUN_SIGN_IN_GENERAL.test(folded) && asks(folded)) return { topic: 'sun-sign' };
  return null;
};
