export {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  capitaliseName,
  detectName,
  isCommonFirstName,
  isValidNameShape,
  shouldReplaceName,
} from './name';
export type { DetectedName, NameConfidence } from './name';
export { EMOTION_WORDS, FILLER_WORDS, isRejectedNameWord } from './rejected-words';
export { COMMON_FIRST_NAMES } from './common-first-names';
