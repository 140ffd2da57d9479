import { z } from 'zod';
import { MOON_PHASES, ZODIAC_SIGNS, type NatalChart } from '../domain/sky';

/** One birth for `luna natal --jsonl`: a place to look up, or coordinates and a zone. */
const isoDate = z.iso.date({ error: 'birthDate must be a real date written YYYY-MM-DD' });
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'birthTime must be HH:MM on a 24-hour clock, or null when unknown' });

const birthBase = z.object({
  id: z.union([z.string(), z.number()]),
  birthDate: isoDate,
  birthTime: clockTime.nullable().default(null),
});

export const natalInput = z.union([
  birthBase.extend({ place: z.string().trim().min(1, { error: 'place must name a place, e.g. "Lisbon, Portugal"' }) }),
  birthBase.extend({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    timezone: z.string().min(1),
  }),
]);
export type NatalInput = z.infer<typeof natalInput>;

export const natalOutput = z.object({
  id: z.union([z.string(), z.number()]),
  utc: z.iso.datetime(),
  timezone: z.string(),
  utcOffsetMinutes: z.number(),
  timeKnown: z.boolean(),
  moon: z.object({
    longitude: z.number().min(0).lt(360),
    sign: z.enum(ZODIAC_SIGNS),
    degreeInSign: z.number().min(0).lt(30),
    nearBoundary: z.boolean(),
  }),
  sun: z.object({ longitude: z.number().min(0).lt(360), sign: z.enum(ZODIAC_SIGNS) }),
  phase: z.object({ name: z.enum(MOON_PHASES), elongation: z.number().min(0).lt(360), illumination: z.number().min(0).max(1) }),
  candidates: z
    .object({ moonSigns: z.array(z.enum(ZODIAC_SIGNS)).min(2), changeAtLocal: z.string().regex(/^\d\d:\d\d$/) })
    .nullable(),
});
export type NatalOutput = z.infer<typeof natalOutput>;

export const natalError = z.object({ id: z.union([z.string(), z.number(), z.null()]), error: z.string().min(1) });
export type NatalError = z.infer<typeof natalError>;

/**
 * The `luna natal --jsonl` line. `candidates` is present only when the time is unknown and
 * the Moon changed sign during that local day: then both signs and the local time of the
 * change; otherwise the noon sign is the answer and `candidates` is null.
 */
export const natalLine = (id: string | number, chart: NatalChart): NatalOutput => {
  const { moon, sun, phase } = chart.sky;
  const spread = chart.unknownTime;
  return {
    id,
    utc: new Date(chart.utcMs).toISOString(),
    timezone: chart.zone,
    utcOffsetMinutes: chart.offsetMinutes,
    timeKnown: chart.timeKnown,
    moon: { longitude: moon.longitude, sign: moon.sign, degreeInSign: moon.degreeInSign, nearBoundary: moon.nearBoundary },
    sun: { longitude: sun.longitude, sign: sun.sign },
    phase: { name: phase.name, elongation: phase.elongation, illumination: phase.illumination },
    candidates:
      spread && spread.moonSignCandidates.length > 1 && spread.moonSignChangeLocalTime
        ? { moonSigns: spread.moonSignCandidates, changeAtLocal: spread.moonSignChangeLocalTime }
        : null,
  };
};

