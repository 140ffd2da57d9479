import { z } from 'zod';
import { MOON_PHASES, ZODIAC_SIGNS } from '../domain/sky';

/**
 * A reading's opt-in public share (ADR 029): the owner, holding the reading's link token, starts
 * or stops it; anyone with its address sees the Moon sign and the birth phase, never who it is.
 */

/** A share id: 16 random bytes, base64url (22 characters). */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Texts of the share flow, shown on the reading and on the public page. */
export const SHARE_MESSAGES = {
  noReading: 'There is no moon reading to share yet.',
  unknownShare: 'This shared Moon is no longer shared, or the link is not complete.',
} as const;

const readingToken = z
  .string({ error: 'token is required: the link from your reading email' })
  .min(1, { error: 'token is required: the link from your reading email' })
  .max(200);

export const readingShareQuery = z.object({ token: readingToken });

export const readingShareRequest = z
  .object({ token: readingToken })
  .meta({ id: 'ReadingShareRequest', description: 'The reading’s link token: only the reading’s owner starts or stops its share.' });
export type ReadingShareRequest = z.input<typeof readingShareRequest>;

export const shareLink = z
  .object({
    id: z.string().regex(SHARE_ID_PATTERN),
    /** '/share/…': the public page (the site's own address in front of it). */
    path: z.string(),
    /** '/share/…/card.png': the 1200×630 picture link previews show. */
    cardPath: z.string(),
    /** ISO 8601. */
    createdAt: z.string(),
  })
  .meta({ id: 'ShareLink', description: 'Where the public share of a reading lives.' });
export type ShareLink = z.infer<typeof shareLink>;

export const readingShareResponse = z
  .object({ share: shareLink.nullable() })
  .meta({ id: 'ReadingShareResponse', description: 'The reading’s public share, or null when it is not shared.' });
export type ReadingShareResponse = z.infer<typeof readingShareResponse>;

export const readingShareStopResponse = z
  .object({ stopped: z.literal(true) })
  .meta({ id: 'ReadingShareStopResponse', description: 'Nothing of this profile’s readings is shared any more; the old addresses answer 404.' });
export type ReadingShareStopResponse = z.infer<typeof readingShareStopResponse>;

export const publicShareQuery = z.object({
  id: z.string({ error: 'id is required: the share’s address' }).min(1, { error: 'id is required: the share’s address' }).max(64),
});

export const publicShare = z
  .object({
    id: z.string(),
    moonSign: z.enum(ZODIAC_SIGNS),
    /** 'Libra'. */
    moonSignName: z.string(),
    phase: z.enum(MOON_PHASES),
    /** 'Waxing Gibbous'. */
    phaseName: z.string(),
    illumination: z.number().min(0).max(1),
    waxing: z.boolean(),
    /** A line about this sign and phase; names no one. */
    line: z.string(),
    cardPath: z.string(),
  })
  .meta({ id: 'PublicShare', description: 'What a public share shows: a Moon sign and a birth phase, with no name, birth data or token.' });
export type PublicShare = z.infer<typeof publicShare>;
