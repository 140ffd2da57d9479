/** The free moon reading: content, goal matching, composition and a plain-text rendering. */
export { composeReading, formatUtcDate } from './compose-reading';
export { readingContent, rawReadingContent } from './content';
export { parseReadingContent, phaseAngleRange } from './content.parse';
export { readingContentSchema } from './content.schema';
export { FALLBACK_GOAL, GOAL_CATEGORIES, goalCategoryFor, isGoalCategory, type GoalCategory } from './goals';
export { describeIllumination } from './illumination';
export { renderReadingText } from './render-reading';
export { fillTemplate, templateSlots } from './template';
export {
  ELEMENTS,
  MODALITIES,
  areOppositeSigns,
  degreeText,
  elementOf,
  modalityOf,
  nearestNeighbourSign,
  nextSign,
  previousSign,
  signName,
  type Element,
  type Modality,
} from './zodiac';
export type * from './reading.types';
