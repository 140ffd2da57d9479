import { z } from 'zod';

/**
 * The place the home page's Tonight card reads the Moon for (ADR 046), on this device only:
 * a place chosen from the gazetteer, or the browser's location when she asked for it, rounded
 * to 0.01° (about a kilometre: moonrise moves by seconds) so no finer position is kept.
 */
export const tonightPlaceSchema = z.object({
  source: z.enum(['gazetteer', 'device']),
  /** 'Lisbon, Portugal', or 'Your location'. */
  label: z.string().min(1).max(200),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** IANA zone: the place's, or the browser's own for a device location. */
  zone: z.string().min(1).max(64),
});
export type TonightPlace = z.infer<typeof tonightPlaceSchema>;
