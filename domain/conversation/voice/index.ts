/** Luna's scripted voice: persona touches, persona-safe wording and answers to common questions from the site's own content. */
export { AVOIDED_PHRASE_ALTERNATIVES, avoidPhrases } from './avoid-phrases';
export {
  ASTROLOGY_GUIDE_PAGES,
  FREE_READING_MINUTES,
  LUNAR_REPORT_PAGES,
  MANIFESTATION_MINUTES_PER_DAY,
  answerFor,
  answerFreeQuestion,
  personalQuestion,
  type FreeAnswer,
  type VisitorReading,
  type FreeAnswerOptions,
} from './free-answers';
export {
  FREE_TOPICS,
  MANIFESTATION_PRACTICES,
  recogniseFreeQuestion,
  skyTopicOf,
  type FreeQuestion,
  type FreeTopic,
  type ManifestationPractice,
} from './free-questions';
export {
  MADE_FROM_THE_FREE_READING,
  checkoutLinks,
  checkoutPath,
  declinesOffer,
  readingToken,
  reportQuestionOf,
  reportSummary,
  reportsAnswer,
  reportsMention,
  type ReportQuestion,
} from './report-offers';
export { SITE_TOPICS, siteAnswerBody, siteFactLines, siteTopicOf, type SiteTopic } from './site-answers';
export { chartAnswerBody, chartQuestionOf, nextLunationInSign, type ChartQuestion, type Lunations, type OwnChart } from './chart-answers';
export { SKY_TOPICS, formatSkyDate, zoneNote, type SkyFacts, type SkyTopic } from './sky-answers';
export { PERSONA_TOUCH_SENTENCES, personaTouch } from './persona-touch';
export { pickVariant } from './pick-variant';
