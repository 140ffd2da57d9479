import { z } from 'zod';
import { MOON_PHASES, VOID_OF_COURSE_ASPECTS, VOID_OF_COURSE_PLANETS, ZODIAC_SIGNS } from '../domain/sky';

/**
 * GET moon-tonight: tonight's Moon where she is (ADR 046). The query is a place (latitude,
 * longitude, IANA zone) and a local date; the answer is the same JSON `npm run luna --
 * tonight --json` prints: rise and set of the upper limb (standard refraction, sea level)
 * inside that local date or null, illumination and phase and sign at local noon, the next
 * new and full moon, and the void-of-course periods overlapping the day. With
 * `with=details` the answer also carries what the home page's card shows beyond them: the Moon's
 * next change of sign after noon, and on a day with neither rise nor set whether it is up or down
 * all day.
 */

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

const degrees = (name: string, min: number, max: number, what: string) =>
  z
    .string({ error: `${name} is required: ${what}` })
    .trim()
    .regex(DECIMAL, { error: `${name} must be a number of degrees (${what})` })
    .transform(Number)
    .pipe(z.number().min(min, { error: `${name} must be from ${min} to ${max} degrees` }).max(max, { error: `${name} must be from ${min} to ${max} degrees` }));

export const moonTonightQuery = z
  .object({
    lat: degrees('lat', -90, 90, 'latitude, north positive, from -90 to 90'),
    lng: degrees('lng', -180, 180, 'longitude, east positive, from -180 to 180'),
    tz: z
      .string({ error: 'tz is required: an IANA time zone such as Europe/Lisbon' })
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/, { error: 'tz must be an IANA time zone such as Europe/Lisbon' }),
    date: z.iso.date({ error: 'date must be a real date written YYYY-MM-DD' }),
    with: z.enum(['details'], { error: 'with may only be details' }).optional(),
  })
  .meta({ id: 'MoonTonightQuery', description: 'A place (lat, lng, IANA zone) and a local calendar date.' });
export type MoonTonightQuery = z.input<typeof moonTonightQuery>;

/** An ISO 8601 instant in UTC, to the second. */
const instant = z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
const sign = z.enum(ZODIAC_SIGNS);

export const voidOfCoursePeriod = z
  .object({
    start: instant.meta({ description: 'The Moon’s last exact major aspect in the sign (or its ingress into it, when it made none).' }),
    end: instant.meta({ description: 'Its ingress into the next sign.' }),
    sign,
    nextSign: sign,
    lastAspect: z
      .object({ planet: z.enum(VOID_OF_COURSE_PLANETS), aspect: z.enum(Object.keys(VOID_OF_COURSE_ASPECTS) as [keyof typeof VOID_OF_COURSE_ASPECTS]) })
      .nullable(),
  })
  .meta({ id: 'VoidOfCoursePeriod', description: 'From the last major aspect to the Sun…Saturn in a sign until the Moon enters the next sign.' });

export const moonTonightResponse = z
  .object({
    date: z.iso.date(),
    moonrise: instant.nullable().meta({ description: 'The upper limb rising (34′ refraction, sea level) within the local date; null when the Moon does not rise that day.' }),
    moonset: instant.nullable().meta({ description: 'The upper limb setting within the local date; null when the Moon does not set that day.' }),
    illumination: z.number().min(0).max(1).meta({ description: 'The lit fraction of the disc at local noon.' }),
    phase: z.enum(MOON_PHASES),
    sign: sign.meta({ description: 'The Moon’s tropical sign at local noon.' }),
    nextNewMoon: instant,
    nextFullMoon: instant,
    voidOfCourse: z.array(voidOfCoursePeriod),
    nextIngress: z.object({ at: instant, sign }).optional().meta({ description: 'Only with with=details: the Moon’s first change of sign after local noon.' }),
    allDay: z
      .enum(['up', 'down'])
      .optional()
      .meta({ description: 'Only with with=details, on a day the Moon neither rises nor sets: up when it stays above the horizon all day, down when below.' }),
  })
  .meta({ id: 'MoonTonightResponse', description: 'Tonight’s Moon at a place: rise and set, phase, sign, void of course, next new and full moon.' });
export type MoonTonightResponse = z.infer<typeof moonTonightResponse>;
