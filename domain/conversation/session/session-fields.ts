import { cutToLength } from '../../kernel';

/** Field limits on a chat session and the user context (§3, §5, §9). */
export const PAGE_VIEWS_MAX = 25;
export const PAGE_VIEW_MAX_LENGTH = 255;
export const ENTRY_PAGE_MAX_LENGTH = 255;
export const PRONOUNS_MAX_LENGTH = 40;
export const FOCUS_CHALLENGE_MAX_LENGTH = 80;

/**
 * A page view worth recording: a non-blank string of 255 characters or fewer. Longer ones are
 * dropped rather than cut, because cutting could merge two different addresses into one.
 */
export const isRecordablePageView = (page: unknown): page is string =>
  typeof page === 'string' && page.trim() !== '' && page.length <= PAGE_VIEW_MAX_LENGTH;

/**
 * Page views as stored: distinct pages ordered by their latest visit, oldest first. A page seen
 * again moves to the end, and only the 25 most recently visited pages are kept.
 * Also cleans a list read back from storage (drops non-strings, too-long entries, duplicates).
 */
export const normalisePageViews = (pages: readonly unknown[]): string[] => {
  const latestFirst: string[] = [];
  const seen = new Set<string>();
  for (let i = pages.length - 1; i >= 0 && latestFirst.length < PAGE_VIEWS_MAX; i -= 1) {
    const page = pages[i];
    if (!isRecordablePageView(page) || seen.has(page)) continue;
    seen.add(page);
    latestFirst.push(page);
  }
  return latestFirst.reverse();
};

/** Records a visit; the newest page is always kept (unless it is not recordable at all). */
export const addPageView = (pageViews: readonly unknown[], page: string): string[] =>
  normalisePageViews([...pageViews, page]);

/** The entry page is cut to 255 characters (never inside a surrogate pair). */
export const entryPage = (page: string): string => cutToLength(page, ENTRY_PAGE_MAX_LENGTH);

const acceptWithin = (text: string | null | undefined, max: number): string | undefined => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' || trimmed.length > max ? undefined : trimmed;
};

/**
 * Pronoun text, trimmed, if it is non-blank and 40 characters or fewer; otherwise rejected
 * (undefined), because a cut pronoun phrase would misstate how someone wants to be addressed.
 */
export const acceptPronouns = (text: string | null | undefined): string | undefined =>
  acceptWithin(text, PRONOUNS_MAX_LENGTH);

/** A focus challenge phrase, trimmed, if it is non-blank and 80 characters or fewer; otherwise rejected. */
export const acceptFocusChallenge = (phrase: string | null | undefined): string | undefined =>
  acceptWithin(phrase, FOCUS_CHALLENGE_MAX_LENGTH);

/** The focus challenges that pass the 80-character rule, in their original order. */
export const acceptFocusChallenges = (phrases: readonly (string | null | undefined)[]): string[] =>
  phrases.map(acceptFocusChallenge).filter((phrase): phrase is string => phrase !== undefined);

/** The first name goes to the chat service only if it is non-empty after trimming; it is sent trimmed. */
export const firstNameForChat = (name: string | null | undefined): string | undefined => {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
};
