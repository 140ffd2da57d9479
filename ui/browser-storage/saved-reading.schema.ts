import { z } from 'zod';
import { MOON_PHASES, ZODIAC_SIGNS } from '../../domain/sky';

/**
 * The reading this device remembers (ADR 029): its private link, kept only here, so the free
 * reading page can offer 'Your reading' instead of a blank form. The name and Moon are for the
 * offer's words and picture; nothing here leaves the device.
 */
export const savedReadingSchema = z.object({
  /** '/free-moon-reading?token=…': the reading's own private link. */
  link: z.string().regex(/^\/free-moon-reading\?token=[A-Za-z0-9_-]{43}$/),
  firstName: z.string().max(60).nullable(),
  moonSign: z.enum(ZODIAC_SIGNS),
  phase: z.enum(MOON_PHASES),
  illumination: z.number().min(0).max(1),
  waxing: z.boolean(),
  /** When it was last shown on this device, ms since the epoch. */
  savedAt: z.number(),
});
export type SavedReading = z.infer<typeof savedReadingSchema>;
