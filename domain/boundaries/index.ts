export {
  ALLOWED_TOPICS,
  ALLOWED_TOPIC_VOCABULARY,
  BOUNDARY_KEYWORDS,
  BOUNDARY_TOPICS,
  TOPIC_CLASSES,
} from './topics';
export type { BoundaryTopic, TopicClass } from './topics';
export { classifyTopic, isBoundaryTopic } from './classify-topic';
export {
  BOUNDARY_REPLIES,
  FIRM_BOUNDARY_AFTER,
  NO_BOUNDARIES_RAISED,
  boundaryReply,
  respondToBoundary,
} from './boundary-replies';
export type { BoundaryCounts, BoundaryReply } from './boundary-replies';
