export { ANONYMOUS_CALLER, decideReading, ownsProfile, readingVisibleTo } from './ownership';
export type { Caller, OverwriteChoice, ReadingDecision, StoredProfile } from './ownership';
export {
  EMAIL_CODE_CHECKS_PER_CONNECTION,
  EMAIL_CODE_LIFETIME_MS,
  EMAIL_CODE_TRIES,
  EMAIL_CODE_WINDOW_MS,
  EMAIL_CODES_PER_ADDRESS,
  EMAIL_CODES_PER_ADDRESS_CEILING,
  checkEmailCode,
  typedEmailCode,
} from './email-code';
export type { CodeCheck, StoredEmailCode } from './email-code';
