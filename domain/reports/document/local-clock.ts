/**
 * The birth place's clock, read through the zone-rules port (docs/decisions/005-time-zone-data.md):
 * every date and time the reports print comes from here, never from Intl with a time zone,
 * whose offset history differs from the tz files the site reads (Reykjavik kept UTC−1 until
 * 1968; Node's ICU says UTC+0).
 */
import { formatIsoDate, localToUtc, parseIsoDate, utcToLocal, type CivilDate, type ZoneRules } from '../../sky';

/** What the clock at the birth place read at an instant. */
export interface LocalMoment {
  date: CivilDate;
  /** 'HH:MM'. */
  time: string;
  /** Seconds east of UTC. */
  offsetSeconds: number;
}

export interface LocalClock {
  at(utcMs: number): LocalMoment;
  /** The instant local noon names on a date (a noon in a gap is read as a birth time would be). */
  noonOf(date: CivilDate): number;
}

/**
 * The clock of a zone at a longitude (the longitude only matters in the zone's local-mean-time
 * era). The zone is one prepareReport has already checked, so a refusal here is a bug.
 */
export const localClockOf = (rules: ZoneRules, zone: string, longitude: number): LocalClock => ({
  at(utcMs) {
    const local = utcToLocal(rules, utcMs, zone, longitude);
    if (!local.ok) throw new RangeError(local.error.message);
    const date = parseIsoDate(local.date);
    if (!date) throw new RangeError(`The zone rules gave no calendar date for ${utcMs} in ${zone}.`);
    return { date, time: local.time, offsetSeconds: local.offsetSeconds };
  },
  noonOf(date) {
    const noon = localToUtc(rules, { date: formatIsoDate(date), time: '12:00', zone, longitude });
    if (!noon.ok) throw new RangeError(noon.error.message);
    return noon.utcMs;
  },
});
