export {
  ALLOWED_TOPICS,
  ALLOWED_TOPIC_VOCABULARY,
  BOUNDARY_KEYWORDS,
  BOUNDARY_TOPICS,
  TOPIC_CLASSES,
} from './topics';
export type { BoundaryTopic, TopicClass } from './topics';
export { classifyTopic, isBoundaryTopic } from './classify-topic';
export { asksForGuarantee } from './guarantee-request';
export {
  BOUNDARY_REPLIES,
  FIRM_BOUNDARY_AFTER,
  NO_BOUNDARIES_RAISED,
  boundaryReply,
  respondToBoundary,
} from './boundary-replies';
export type { BoundaryCounts, BoundaryReply } from './boundary-replies';
export { CRISIS_CUES, CRISIS_KINDS, detectCrisis, plainForCrisis } from './crisis';
export type { CrisisKind } from './crisis';
export { COUNTRY_HELP, HELPLINE_DIRECTORY_URL, countryNamedIn, helpForCountry } from './help-lines';
export type { CountryHelp } from './help-lines';
export { careReply, helpLineFor } from './care-replies';
export type { CareReply } from './care-replies';
