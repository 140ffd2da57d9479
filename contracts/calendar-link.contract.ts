import { z } from 'zod';

/**
 * Her lunar year in her calendar (issue 28 §1, ADR 045). The reading's owner, holding its link
 * token, asks for her feed's address; calendar apps then fetch the feed itself with the feed's
 * own token, which opens nothing but the feed.
 */

/** A feed token: 32 bytes, base64url (43 characters). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed's address on the site: '/calendar/<token>.ics'. */
export const calendarFeedPath = (feedToken: string): string => `/calendar/${feedToken}.ics`;

export const CALENDAR_MESSAGES = {
  noReading: 'There is no moon reading to make a calendar from yet.',
  unknownFeed: 'This moon calendar link was replaced or is not complete. Open your reading to add the new one.',
} as const;

const readingToken = z
  .string({ error: 'token is required: the link from your reading email' })
  .min(1, { error: 'token is required: the link from your reading email' })
  .max(200);

export const calendarLinkRequest = z
  .object({
    token: readingToken,
    /** True: the feed's current address stops working and a new one is made. */
    replace: z.boolean({ error: 'replace is true or false' }).optional(),
  })
  .meta({
    id: 'CalendarLinkRequest',
    description: 'The reading’s link token: only the reading’s owner gets or replaces the address of her moon calendar.',
  });
export type CalendarLinkRequest = z.input<typeof calendarLinkRequest>;

export const calendarLinkResponse = z
  .object({
    /** 'https://…/calendar/<token>.ics': the feed, for any calendar app's 'subscribe by URL'. */
    url: z.string(),
    /** The same address as 'webcal://…', which opens the calendar app on a phone. */
    webcal: z.string(),
  })
  .meta({ id: 'CalendarLinkResponse', description: 'The address of her moon calendar, a subscription feed (RFC 5545) of the next twelve months.' });
export type CalendarLinkResponse = z.infer<typeof calendarLinkResponse>;

export const calendarLinkStopResponse = z
  .object({ stopped: z.literal(true) })
  .meta({ id: 'CalendarLinkStopResponse', description: 'Her moon calendar’s address answers 404 from now on.' });
export type CalendarLinkStopResponse = z.infer<typeof calendarLinkStopResponse>;
