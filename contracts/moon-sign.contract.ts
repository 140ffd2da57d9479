import { z } from 'zod';
import { MOON_PHASES, ZODIAC_SIGNS } from '../domain/sky';

/**
 * POST moon-sign: the moon sign calculator. A birth date, an optional local time and a place
 * chosen from place-search (its id locks in coordinates and zone); the answer is the Moon's
 * sign, degree and phase at birth, and, for an unknown time, every sign the Moon held that
 * local day with the local time it changed.
 */

const zodiacSign = z.enum(ZODIAC_SIGNS);
const moonPhase = z.enum(MOON_PHASES);

export const moonSignRequest = z
  .object({
    birth_date: z.iso.date({ error: 'birth_date must be a real date written YYYY-MM-DD' }),
    birth_time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'birth_time must be HH:MM on a 24-hour clock, or null when unknown' })
      .nullable()
      .default(null),
    birth_place_id: z.number({ error: 'birth_place_id must be the id of a place chosen from the list' }).int().positive(),
  })
  .meta({ id: 'MoonSignRequest', description: 'A birth date, an optional local time (null when unknown) and a place id from place-search.' });
export type MoonSignRequest = z.input<typeof moonSignRequest>;

export const moonSignResponse = z
  .object({
    /** The sign at the time given, or at local noon when the time is unknown. */
    sign: zodiacSign,
    signName: z.string(),
    /** Degrees into the sign, [0, 30). */
    degreeInSign: z.number().min(0).lt(30),
    /** '14°07′ Aries'. */
    degreeText: z.string(),
    /** Within 1° of either edge of the sign: a small error in the time could change it. */
    nearBoundary: z.boolean(),
    phase: moonPhase,
    phaseName: z.string(),
    /** Illuminated fraction of the disc, [0, 1]. */
    illumination: z.number().min(0).max(1),
    /** The lit part grows (elongation under 180°): lit on the right as seen from the north. */
    waxing: z.boolean(),
    timeKnown: z.boolean(),
    /** The local time the chart used: the time given, or 12:00 when unknown. */
    localTime: z.string(),
    utc: z.string(),
    place: z.object({ id: z.number().int(), label: z.string(), zone: z.string() }),
    /** Only when the time is unknown and the Moon changed sign that local day. */
    candidates: z
      .object({
        signs: z.array(zodiacSign).min(2),
        /** Local HH:MM of the change. */
        changeAtLocal: z.string(),
      })
      .nullable(),
    /** Only when the time is unknown and the phase changed that local day. */
    phaseCandidates: z
      .object({
        phases: z.array(moonPhase).min(2),
        changeAtLocal: z.string(),
      })
      .nullable(),
    /** A plain note about the local time (a clock change or local mean time), when there is one. */
    note: z.string().nullable(),
  })
  .meta({ id: 'MoonSignResponse', description: 'The Moon at birth: sign, degree, phase, and the honest two-sign answer when the time is unknown.' });
export type MoonSignResponse = z.infer<typeof moonSignResponse>;
