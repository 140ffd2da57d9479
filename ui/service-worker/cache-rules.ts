/**
 * What the service worker never keeps, and the key it keeps a page under (ADR 032). Apart from
 * the worker so the rules can be tested without one.
 */

/** Addresses never cached, even when visited as a page: the API's answers are one visitor's own (a report's PDF, a reading). */
export const NEVER_CACHED: RegExp[] = [/^\/functions\//, /^\/rest\//, /^\/healthz/];

/**
 * A page is kept under its path, not its full address: a query may hold a private token (a
 * reading's link), which must not sit in the cache. An address with a query is drawn in the
 * browser from the page's head (the server sends no pre-rendered body then), so it is kept apart
 * from the same path without one.
 */
export const pageCacheKey = (address: string): string => {
  const url = new URL(address);
  return `${url.origin}${url.pathname}${url.search === '' ? '' : '?with-query'}`;
};
