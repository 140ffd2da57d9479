import { CHART_POINTS, natalChartAt, type Aspect, type ChartAngle, type ChartPoint } from '../domain/sky';
import type { ZodiacSign } from '../domain/sky';
import { natalForBirthLine, type BirthDeps } from './luna-birth';

/**
 * `luna chart --jsonl`: one JSON birth line in (as for `luna natal`), one natal chart line
 * out. The local date, time and zone (or place name) become a UTC instant exactly as for
 * `luna natal`; an unknown time charts local noon with no angles or houses.
 */
export interface ChartLineBody {
  longitude: number;
  sign: ZodiacSign;
  degreeInSign: number;
  retrograde: boolean;
  house: number | null;
}

export interface ChartLine {
  id: string | number;
  bodies: Record<ChartPoint, ChartLineBody>;
  ascendant: ChartAngle | null;
  midheaven: ChartAngle | null;
  houses: { system: 'placidus' | 'equal'; cusps: number[] } | null;
  aspects: Aspect[];
}

export interface ChartLineError {
  id: string | number | null;
  error: string;
}

export const chartForLine = (line: string, deps: BirthDeps): ChartLine | ChartLineError => {
  try {
    const birth = natalForBirthLine(line, deps);
    if ('error' in birth) return birth;
    const chart = natalChartAt({
      utcMs: birth.natal.utcMs,
      lat: birth.place.lat,
      lng: birth.place.lng,
      timeKnown: birth.natal.timeKnown,
    });
    const bodies = Object.fromEntries(
      CHART_POINTS.map((point) => {
        const { longitude, sign, degreeInSign, retrograde, house } = chart.bodies[point];
        return [point, { longitude, sign, degreeInSign, retrograde, house }];
      }),
    ) as Record<ChartPoint, ChartLineBody>;
    return {
      id: birth.id,
      bodies,
      ascendant: chart.ascendant,
      midheaven: chart.midheaven,
      houses: chart.houses ? { system: chart.houses.system, cusps: chart.houses.cusps } : null,
      aspects: chart.aspects,
    };
  } catch (error) {
    // A line must never stop the stream: report it against its id, if one can be read.
    return { id: idOf(line), error: error instanceof Error ? error.message : 'The chart could not be computed.' };
  }
};

const idOf = (line: string): string | number | null => {
  try {
    const raw: unknown = JSON.parse(line);
    if (typeof raw === 'object' && raw !== null && 'id' in raw && (typeof raw.id === 'string' || typeof raw.id === 'number')) return raw.id;
  } catch {
    // Unreadable: no id.
  }
  return null;
};
