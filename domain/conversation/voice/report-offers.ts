import { REPORT_OFFERS, formatAmount, type ReportOffer } from '../../reports';
import type { ReportType } from '../../reports';
import { foldForMatching, queryString, queryValue } from '../../kernel';

/**
 * How Luna speaks of the two paid reports. Every fact (label, pages, price, contents) is read
 * from REPORT_OFFERS, so the chat can never promise what the checkout does not sell. There is
 * no discount, deadline or urgency to say, so nothing here says one.
 */

/** The text as free-questions folds it: lower case, no apostrophes, hyphens as spaces. */
type Folded = string;

/** 'report' as people type it, typos included ('reprot', 'repot', 'raport'). */
const REPORT_WORD = '(?:reports?|reprots?|repots?|reoprts?|raports?|reprts?|reportt?s?|rapports?)';
const REPORT = new RegExp(`\\b${REPORT_WORD}\\b`);
const LUNAR = /\b(lunar|moon|luna)\b/;
const ASTROLOGY = /\b(astrology|astrological|astro|astology|astrolgy|birth chart|chart|natal)\b/;
/** A report named by its kind, or asked about: a report at work ('my report is due') is neither. */
const ABOUT_OUR_REPORTS =
  /\?|\b(you|your|what|whats|which|any|tell me|about|how much|price|prices|cost|costs|buy|order|purchase|offer|sell|paid|premium|full|detailed|in depth|longer|deeper|get one|inside|include|includes)\b/;
const PAID_READING = [
  /\b(paid|premium|deeper|in depth|detailed|longer|extended|advanced)( moon| astrology| lunar)? (readings?|guides?|versions?|options?)\b/,
  /\bfull (astrology |lunar )?(versions?|guides?)\b/,
  /\bastrology guide\b/,
  /\b(anything|something) (more )?(paid|more detailed|deeper|in depth)\b/,
  /\bupgrade\b/,
];
/** 'i want to go deeper', 'more detail please': the whole message asks for more, not for a goal. */
const GO_DEEPER =
  /^(?:(?:ok(?:ay)?|so|yes|and|now|please|how (?:do|can) i|can i|could i|can we|i (?:want|would like|would love|need)|id (?:like|love)|i wanna|lets|give me|to) )*(?:go (?:deeper|further)|dig deeper|(?:a lot |much |some |even )?more (?:details?|depth|in depth))(?: (?:into|in|with|on|about) (?:it|this|that|my reading|the reading|my chart|my moon))?(?: please| now| with you)*[ .!?]*$/;

export interface ReportQuestion {
  /** The one report asked about, or null for both. */
  report: ReportType | null;
}

/** A question about the paid reports in people's wording, or null. Takes free-questions' folded text. */
export const reportQuestionOf = (text: Folded): ReportQuestion | null => {
  const named = REPORT.test(text) && (LUNAR.test(text) || ASTROLOGY.test(text) || ABOUT_OUR_REPORTS.test(text));
  if (!named && !PAID_READING.some((pattern) => pattern.test(text)) && !GO_DEEPER.test(text)) return null;
  const lunar = LUNAR.test(text) && /\b(lunar|luna)\b|\bmoon (report|reprot|repot|raport)/.test(text);
  const astrology = ASTROLOGY.test(text);
  return { report: lunar === astrology ? null : lunar ? 'lunar' : 'astrology' };
};

/** The token of a reading link ('/free-moon-reading?token=abc' gives 'abc'), or null. */
export const readingToken = (readingUrl: string | null): string | null => {
  if (readingUrl === null) return null;
  const query = readingUrl.split('?')[1]?.split('#')[0] ?? '';
  const token = queryValue(query, 'token');
  return token === null || token === '' ? null : token;
};

/** Where the visitor orders a report for the reading behind `token`. */
export const checkoutPath = (report: ReportType, token: string): string =>
  `/checkout?${queryString([['report', report], ['token', token]])}`;

const priceOf = (offer: ReportOffer): string => formatAmount(offer.amount, offer.currency);
const lowerFirst = (text: string): string => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
const listOf = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/** One report in a sentence: its name, length, price and what it covers. */
export const reportSummary = (report: ReportType): string => {
  const offer = REPORT_OFFERS[report];
  return `The ${offer.label} (about ${offer.pages} pages, ${priceOf(offer)}) covers ${lowerFirst(offer.summary)}`;
};

/** One report in detail, for a visitor who asked about that one. */
const reportInDetail = (report: ReportType): string => {
  const offer = REPORT_OFFERS[report];
  return `The ${offer.label} runs to about ${offer.pages} pages and costs ${priceOf(offer)}. Inside: ${lowerFirst(offer.contents.map(lowerFirst).join('; '))}.`;
};

const REPORT_TYPES: readonly ReportType[] = ['lunar', 'astrology'];

/** The order links as markdown, one per report. */
export const checkoutLinks = (reports: readonly ReportType[], token: string): string =>
  listOf(reports.map((report) => `[${REPORT_OFFERS[report].label}](${checkoutPath(report, token)})`));

export const MADE_FROM_THE_FREE_READING =
  'Each report is made from the birth details of your free moon reading, so the free reading comes first.';

/**
 * The answer to a question about the reports: what they are, then, with a reading, the links
 * to order them for it, or, before one, that the free reading comes first.
 */
export const reportsAnswer = (question: ReportQuestion, token: string | null): readonly [string, string] => {
  const reports = question.report === null ? REPORT_TYPES : [question.report];
  const about =
    question.report === null
      ? `There are two optional paid reports. ${REPORT_TYPES.map(reportSummary).join(' ')}`
      : reportInDetail(question.report);
  const next =
    token === null
      ? MADE_FROM_THE_FREE_READING
      : `${reports.length === 1 ? 'It is' : 'Both are'} made from your reading’s birth details; if you’d like ${reports.length === 1 ? 'it' : 'one'}, order it here: ${checkoutLinks(reports, token)}. Your free reading stays yours either way.`;
  return [about, next];
};

/** The one unasked mention, after a reading: short, with both links. */
export const reportsMention = (token: string): string =>
  `If you’d ever like to go deeper, there are two optional reports made from the same birth details: the ${checkoutLinks(REPORT_TYPES, token)}.`;

/**
 * 'no thanks', 'not now', 'maybe later': a visitor turning an offer down. 'no thanks' and 'no
 * thank you' are 'no' and the thanks the loop below takes: as words of their own they gave each
 * such phrase two readings, and 'no thanks ' repeated before a stray word took exponential time.
 */
const DECLINE_WORDS = '(?:no|nope|nah|not now|not yet|not today|not interested|not for me|not really|maybe later|maybe another time|later|im good|im fine|im ok|ill pass|pass|no need)';
const DECLINE = new RegExp(`^${DECLINE_WORDS}(?: (?:${DECLINE_WORDS}|thanks?|thank you|for now|luna))*[ .!]*$`);
export const declinesOffer = (text: string): boolean =>
  DECLINE.test(foldForMatching(text).replace(/'/g, '').replace(/,/g, ' ').replace(/\s+/g, ' ').trim());
