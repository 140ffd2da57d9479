import { computeNatal, currentCycle, type NatalChart } from '../../sky';
import type { BirthDetails } from '../../birth';
import { birthInputFor, composeReading, type Reading, readingContent } from '../../reading';
import type { PersonaArchetypeId } from '../../reading';
import type { ZoneRules } from '../../sky';

export interface ReadingRequest {
  firstName: string | null;
  goal: string | null;
  persona: PersonaArchetypeId | null;
  details: BirthDetails;
  nowMs: number;
}

export type MadeReading = { ok: true; reading: Reading; chart: NatalChart } | { ok: false; error: string };

/** Who the reading greets when the visitor never gave a name. */
export const UNNAMED_VISITOR = 'friend';

/** The moon reading for the details a conversation gathered (ADR 013). */
export const makeReading = (rules: ZoneRules, request: ReadingRequest): MadeReading => {
  const { birthDate, birthTime, birthLocation } = request.details;
  if (birthDate === null || birthLocation === null) return { ok: false, error: 'A reading needs a birth date and a birth place.' };
  const natal = computeNatal(rules, {
    date: birthDate,
    time: birthTime,
    place: { lat: birthLocation.coordinates.lat, lng: birthLocation.coordinates.lng, zone: birthLocation.timezone },
  });
  if (!natal.ok) return { ok: false, error: natal.error };
  const reading = readingFromChart(natal.chart, { ...request, firstName: request.firstName ?? UNNAMED_VISITOR });
  return { ok: true, reading, chart: natal.chart };
};

/** The reading composed for a computed birth chart, with the visitor's current lunar cycle. */
export const readingFromChart = (
  chart: NatalChart,
  who: { firstName: string; goal: string | null; persona: PersonaArchetypeId | null; nowMs: number },
): Reading => {
  const cycle = currentCycle(who.nowMs);
  return composeReading(
    {
      firstName: who.firstName,
      goal: who.goal,
      persona: who.persona,
      birth: birthInputFor(chart),
      cycle: {
        sky: { utcMs: cycle.utcMs, moon: cycle.moon, sun: cycle.sun, phase: cycle.phase },
        nextNewMoonUtcMs: cycle.nextNewMoonUtcMs,
        nextFullMoonUtcMs: cycle.nextFullMoonUtcMs,
      },
    },
    readingContent,
  );
};
