export { SESSION_EXPIRY_MS, SESSION_TOKEN_LIFETIME_MS, isSessionExpired, isTokenExpired } from './session-expiry';
export type { Instant, SessionActivity } from './session-expiry';
export {
  ENTRY_PAGE_MAX_LENGTH,
  FOCUS_CHALLENGE_MAX_LENGTH,
  PAGE_VIEWS_MAX,
  PAGE_VIEW_MAX_LENGTH,
  PRONOUNS_MAX_LENGTH,
  acceptFocusChallenge,
  acceptFocusChallenges,
  acceptPronouns,
  addPageView,
  entryPage,
  firstNameForChat,
  isRecordablePageView,
  normalisePageViews,
} from './session-fields';
