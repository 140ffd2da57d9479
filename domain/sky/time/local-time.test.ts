import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MS_PER_HOUR, MS_PER_MINUTE, civilOfWallMs, daysFromCivil, formatClockTime, formatIsoDate, wallMsOf } from './civil-time';
import { localDayBounds, localToUtc, utcToLocal, type ResolvedBirthTime } from './local-time';
import { tableZoneRules, type ZoneTable } from './table-zone-rules';
import type { ZoneRules } from './zone-rules.ports';

// Invented zones shaped like real ones, so the rules are tested apart from any data.

const HOUR_S = 3600;
const at = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) =>
  wallMsOf({ year, month, day }, { hour, minute }) + second * 1000;

/** Day of the month of the n-th Sunday (n = -1: the last). */
const nthSunday = (year: number, month: number, n: number): number => {
  const weekdayOfFirst = (((daysFromCivil({ year, month, day: 1 }) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
  const firstSunday = 1 + ((7 - weekdayOfFirst) % 7);
  if (n > 0) return firstSunday + 7 * (n - 1);
  const lengths = [31, year % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  let day = firstSunday;
  while (day + 7 <= (lengths[month - 1] ?? 30)) day += 7;
  return day;
};

interface Shift {
  /** Local wall time of the change, on the clock before it. */
  year: number;
  month: number;
  day: number;
  hour: number;
  offsetSeconds: number;
}

const zoneTable = (lmt: number, standardFrom: number, standard: number, shifts: Shift[]): ZoneTable => {
  const transitions = [{ atUtcMs: standardFrom, offsetSeconds: standard }];
  for (const shift of shifts) {
    const before = transitions[transitions.length - 1]?.offsetSeconds ?? standard;
    transitions.push({ atUtcMs: at(shift.year, shift.month, shift.day, shift.hour) - before * 1000, offsetSeconds: shift.offsetSeconds });
  }
  return { initialOffsetSeconds: lmt, initialIsLocalMeanTime: true, transitions };
};

const years = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** New York-like: LMT −4:56:02 until 1883, then −5 h with the US rule from 1950. */
const eastern = zoneTable(
  -17_762,
  at(1883, 11, 18, 17),
  -5 * HOUR_S,
  years(1950, 2060).flatMap((y) => [
    { year: y, month: 3, day: nthSunday(y, 3, 2), hour: 2, offsetSeconds: -4 * HOUR_S },
    { year: y, month: 11, day: nthSunday(y, 11, 1), hour: 2, offsetSeconds: -5 * HOUR_S },
  ]),
);

/** São Paulo-like: summer time began at midnight, so some dates had no 00:00. */
const saoPaulo = zoneTable(
  -11_188,
  at(1914, 1, 1, 3, 6, 28),
  -3 * HOUR_S,
  years(1985, 2017).flatMap((y) => [
    { year: y, month: 11, day: nthSunday(y, 11, 1), hour: 0, offsetSeconds: -2 * HOUR_S },
    { year: y + 1, month: 2, day: nthSunday(y + 1, 2, 3), hour: 0, offsetSeconds: -3 * HOUR_S },
  ]),
);

/** Lord Howe-like: southern hemisphere, half-hour shifts. */
const lordHowe = zoneTable(
  38_180,
  at(1895, 1, 31, 13, 23, 40),
  10.5 * HOUR_S,
  years(1981, 2060).flatMap((y) => [
    { year: y, month: 4, day: nthSunday(y, 4, 1), hour: 2, offsetSeconds: 10.5 * HOUR_S },
    { year: y, month: 10, day: nthSunday(y, 10, 1), hour: 2, offsetSeconds: 11 * HOUR_S },
  ]),
);

/** Apia-like: crossed the date line at the end of 2011, skipping 30 December. */
const apia = zoneTable(-41_216, at(1911, 1, 1, 11, 26, 56), -11.5 * HOUR_S, [
  { year: 1950, month: 1, day: 1, hour: 0, offsetSeconds: -11 * HOUR_S },
  { year: 2011, month: 9, day: 24, hour: 3, offsetSeconds: -10 * HOUR_S },
  { year: 2011, month: 12, day: 30, hour: 0, offsetSeconds: 14 * HOUR_S },
  { year: 2012, month: 4, day: 1, hour: 4, offsetSeconds: 13 * HOUR_S },
]);

const zones: Record<string, ZoneTable> = {
  'Test/Eastern': eastern,
  'Test/Sao_Paulo': saoPaulo,
  'Test/Lord_Howe': lordHowe,
  'Test/Apia': apia,
  'Test/UTC': { initialOffsetSeconds: 0, initialIsLocalMeanTime: false, transitions: [] },
};
/** Each zone's central meridian: birthplaces are drawn within 15° of it. */
const meridians: Record<string, number> = { 'Test/Eastern': -75, 'Test/Sao_Paulo': -45, 'Test/Lord_Howe': 157.5, 'Test/Apia': -172, 'Test/UTC': 0 };
const rules: ZoneRules = tableZoneRules(zones);
/** The same zones, but the rules must find the transitions themselves. */
const { transitionsBetween: _unused, ...sampledRules } = rules;

const NEW_YORK = -74.006;
const BOSTON = -71.0589;

const resolved = (result: ReturnType<typeof localToUtc>): ResolvedBirthTime => {
  if (!result.ok) throw new Error(result.error.message);
  return result;
};

const readAt = (utcMs: number, zone: string, longitude: number) => {
  const reading = utcToLocal(rules, utcMs, zone, longitude);
  if (!reading.ok) throw new Error(reading.error.message);
  return reading;
};

const zoneArb = fc.constantFrom(...Object.keys(zones));
const placeArb = zoneArb.chain((zone) => fc.tuple(fc.constant(zone), fc.double({ min: -15, max: 15, noNaN: true }).map((d) => Math.max(-180, Math.min(180, (meridians[zone] ?? 0) + d)))));
const instantArb = fc.integer({ min: at(1850, 1, 1), max: at(2060, 12, 31) });
const dateArb = fc.integer({ min: daysFromCivil({ year: 1850, month: 1, day: 1 }), max: daysFromCivil({ year: 2060, month: 12, day: 31 }) }).map((days) => formatIsoDate(civilOfWallMs(days * 86_400_000).date));

/** Every change of offset in the invented zones after local mean time, with the wall-clock span it disturbs. */
const shifts = Object.entries(zones).flatMap(([zone, table]) =>
  table.transitions.slice(1).map((transition, i) => {
    const before = table.transitions[i]?.offsetSeconds ?? 0;
    return { zone, atUtcMs: transition.atUtcMs, before, after: transition.offsetSeconds };
  }),
);
const gaps = shifts.filter((shift) => shift.after > shift.before);
const overlaps = shifts.filter((shift) => shift.after < shift.before);

describe('local birth time to UTC: examples', () => {
  it('reads an ordinary time with the offset in force', () => {
    const result = resolved(localToUtc(rules, { date: '2023-07-04', time: '09:15', zone: 'Test/Eastern', longitude: NEW_YORK }));
    expect(result).toMatchObject({ utcMs: at(2023, 7, 4, 13, 15), offsetSeconds: -4 * HOUR_S, offsetMinutes: -240, resolution: 'exact', timeKnown: true, localMeanTime: false });
    expect(result.note).toBeUndefined();
  });

  it('reads an unknown birth time as local noon', () => {
    const result = resolved(localToUtc(rules, { date: '2023-01-10', time: null, zone: 'Test/Eastern', longitude: NEW_YORK }));
    expect(result).toMatchObject({ utcMs: at(2023, 1, 10, 17), timeKnown: false, localTime: '12:00', resolution: 'exact' });
  });

  it('reads a time in the spring-forward gap with the offset before it, an hour later on the new clock', () => {
    const result = resolved(localToUtc(rules, { date: '2023-03-12', time: '02:30', zone: 'Test/Eastern', longitude: NEW_YORK }));
    expect(result).toMatchObject({ utcMs: at(2023, 3, 12, 7, 30), offsetSeconds: -4 * HOUR_S, resolution: 'gap' });
    expect(readAt(result.utcMs, 'Test/Eastern', NEW_YORK).time).toBe('03:30');
    expect(result.note).toBe(
      '02:30 never happened on 2023-03-12 in Test/Eastern: clocks jumped from 02:00 to 03:00 (UTC-05:00 to UTC-04:00). Read as 03:30 on the new clock, the time a clock not yet set forward would show.',
    );
  });

  it('reads a time that happened twice as the first, and names the second', () => {
    const result = resolved(localToUtc(rules, { date: '2023-11-05', time: '01:30', zone: 'Test/Eastern', longitude: NEW_YORK }));
    expect(result).toMatchObject({ utcMs: at(2023, 11, 5, 5, 30), laterUtcMs: at(2023, 11, 5, 6, 30), offsetSeconds: -4 * HOUR_S, resolution: 'overlap' });
    expect(result.note).toBe(
      '01:30 happened twice on 2023-11-05 in Test/Eastern, when clocks went back from 02:00 to 01:00: used the first (UTC-04:00); the second (UTC-05:00) came 1 hour later.',
    );
  });

  it("uses the birthplace's own mean solar time before standard time, not the reference city's", () => {
    const result = resolved(localToUtc(rules, { date: '1850-06-01', time: '12:00', zone: 'Test/Eastern', longitude: BOSTON }));
    // Boston's noon is 4 h 44 min 14 s behind Greenwich (71.0589° × 4 min), New York's would be 4:56:02.
    expect(result).toMatchObject({ utcMs: at(1850, 6, 1, 16, 44, 14), offsetSeconds: -17_054, resolution: 'local-mean-time', localMeanTime: true });
    expect(result.offsetMinutes).toBeCloseTo(-284.233, 3);
    expect(result.note).toBe('Before Test/Eastern adopted standard time, clocks kept local mean time: used the mean solar time of longitude -71.0589°, UTC-04:44:14.');
  });

  it('switches from mean solar time to standard time at the zone’s first transition', () => {
    const before = resolved(localToUtc(rules, { date: '1883-11-18', time: '11:00', zone: 'Test/Eastern', longitude: BOSTON }));
    const after = resolved(localToUtc(rules, { date: '1883-11-18', time: '13:00', zone: 'Test/Eastern', longitude: BOSTON }));
    expect(before.resolution).toBe('local-mean-time');
    expect(after).toMatchObject({ resolution: 'exact', offsetSeconds: -5 * HOUR_S });
  });

  it('treats a place with no transitions as fixed time', () => {
    expect(resolved(localToUtc(rules, { date: '1800-01-01', time: '00:00', zone: 'Test/UTC', longitude: 100 }))).toMatchObject({ utcMs: at(1800, 1, 1), resolution: 'exact' });
  });

  it('finds the same answers when the rules cannot list their transitions', () => {
    for (const [date, time] of [['2023-03-12', '02:30'], ['2023-11-05', '01:30'], ['1850-06-01', '12:00'], ['2023-07-04', '09:15']] as const) {
      expect(localToUtc(sampledRules, { date, time, zone: 'Test/Eastern', longitude: BOSTON })).toEqual(localToUtc(rules, { date, time, zone: 'Test/Eastern', longitude: BOSTON }));
    }
  });

  it('answers bad input with a typed error, not an exception', () => {
    const birth = { date: '2023-01-10', time: '10:00', zone: 'Test/Eastern', longitude: NEW_YORK };
    expect(localToUtc(rules, { ...birth, date: '2023-02-29' })).toMatchObject({ ok: false, error: { kind: 'invalid-date' } });
    expect(localToUtc(rules, { ...birth, time: '24:00' })).toMatchObject({ ok: false, error: { kind: 'invalid-time' } });
    expect(localToUtc(rules, { ...birth, zone: 'Mars/Olympus_Mons' })).toMatchObject({ ok: false, error: { kind: 'unknown-zone', message: 'Unknown time zone: Mars/Olympus_Mons.' } });
    expect(localToUtc(rules, { ...birth, longitude: 200 })).toMatchObject({ ok: false, error: { kind: 'invalid-longitude' } });
    expect(localToUtc(rules, { ...birth, longitude: Number.NaN })).toMatchObject({ ok: false, error: { kind: 'invalid-longitude' } });
    expect(utcToLocal(rules, Number.POSITIVE_INFINITY, 'Test/Eastern', 0)).toMatchObject({ ok: false, error: { kind: 'invalid-instant' } });
    expect(localDayBounds(rules, '2023-02-30', 'Test/Eastern', 0)).toMatchObject({ ok: false, error: { kind: 'invalid-date' } });
  });
});

describe('UTC to local time: examples', () => {
  it('reads the clock at the birthplace, dropping seconds', () => {
    expect(utcToLocal(rules, at(2023, 7, 4, 13, 15, 59), 'Test/Eastern', NEW_YORK)).toEqual({
      ok: true,
      date: '2023-07-04',
      time: '09:15',
      offsetSeconds: -4 * HOUR_S,
      offsetMinutes: -240,
      localMeanTime: false,
    });
  });

  it('reads mean solar time by longitude in the local-mean-time era', () => {
    expect(utcToLocal(rules, at(1850, 6, 1, 16, 44, 14), 'Test/Eastern', BOSTON)).toMatchObject({ date: '1850-06-01', time: '12:00', localMeanTime: true });
  });
});

describe('local day bounds: examples', () => {
  const bounds = (date: string, zone: string, longitude: number) => {
    const result = localDayBounds(rules, date, zone, longitude);
    if (!result.ok) throw new Error(result.error.message);
    return result;
  };

  it('spans 23 hours on the spring-forward day and 25 on the fall-back day', () => {
    const spring = bounds('2023-03-12', 'Test/Eastern', NEW_YORK);
    const autumn = bounds('2023-11-05', 'Test/Eastern', NEW_YORK);
    expect(spring).toEqual({ ok: true, dayStartUtcMs: at(2023, 3, 12, 5), dayEndUtcMs: at(2023, 3, 13, 4), noonUtcMs: at(2023, 3, 12, 16) });
    expect(autumn.dayEndUtcMs - autumn.dayStartUtcMs).toBe(25 * MS_PER_HOUR);
  });

  it('starts a day whose midnight fell in a gap when the clocks jumped, at 01:00', () => {
    const day = bounds('2017-11-05', 'Test/Sao_Paulo', -46.63);
    expect(day.dayStartUtcMs).toBe(at(2017, 11, 5, 3));
    expect(readAt(day.dayStartUtcMs, 'Test/Sao_Paulo', -46.63).time).toBe('01:00');
    expect(day.dayEndUtcMs - day.dayStartUtcMs).toBe(23 * MS_PER_HOUR);
  });

  it('refuses a date the zone skipped entirely', () => {
    expect(localDayBounds(rules, '2011-12-30', 'Test/Apia', -171.76)).toMatchObject({ ok: false, error: { kind: 'date-skipped' } });
    expect(bounds('2011-12-29', 'Test/Apia', -171.76).dayEndUtcMs - bounds('2011-12-29', 'Test/Apia', -171.76).dayStartUtcMs).toBe(24 * MS_PER_HOUR);
  });
});

describe('local birth time to UTC: laws', () => {
  it('a clock reading converts back to its instant, to the minute, outside overlaps', () => {
    fc.assert(
      fc.property(instantArb, placeArb, (utcMs, [zone, longitude]) => {
        const reading = readAt(utcMs, zone, longitude);
        const back = resolved(localToUtc(rules, { date: reading.date, time: reading.time, zone, longitude }));
        fc.pre(back.resolution !== 'overlap');
        expect(back.resolution).not.toBe('gap');
        expect(utcMs - back.utcMs).toBeGreaterThanOrEqual(0);
        expect(utcMs - back.utcMs).toBeLessThan(MS_PER_MINUTE);
      }),
    );
  });

  it('a time in a gap lands on the clock reading shifted forward by the gap', () => {
    const inGapArb = fc.constantFrom(...gaps).chain((gap) =>
      fc.tuple(fc.constant(gap), fc.integer({ min: 0, max: (gap.after - gap.before) / 60 - 1 }), fc.double({ min: -15, max: 15, noNaN: true })),
    );
    fc.assert(
      fc.property(inGapArb, ([gap, minute, dLongitude]) => {
        const wallMs = gap.atUtcMs + gap.before * 1000 + minute * MS_PER_MINUTE;
        const nominal = civilOfWallMs(wallMs);
        // Kept on the globe: near the date line a meridian plus an offset can pass ±180 by a rounding error.
        const longitude = Math.max(-180, Math.min(180, (meridians[gap.zone] ?? 0) + dLongitude));
        const result = resolved(localToUtc(rules, { date: formatIsoDate(nominal.date), time: formatClockTime(nominal.time), zone: gap.zone, longitude }));
        const shifted = civilOfWallMs(wallMs + (gap.after - gap.before) * 1000);
        expect(result.resolution).toBe('gap');
        expect(readAt(result.utcMs, gap.zone, longitude)).toMatchObject({ date: formatIsoDate(shifted.date), time: formatClockTime(shifted.time) });
      }),
      // Found by the property: Apia's meridian minus 8° came out at -180.00000000000003.
      { examples: gaps.filter((gap) => gap.zone === 'Test/Apia' && gap.atUtcMs === 1316872800000).map((gap) => [[gap, 0, -8.000000000000016]] as [[typeof gap, number, number]]) },
    );
  });

  it('a time that happened twice resolves to the earlier instant', () => {
    const inOverlapArb = fc.constantFrom(...overlaps).chain((overlap) => fc.tuple(fc.constant(overlap), fc.integer({ min: 0, max: (overlap.before - overlap.after) / 60 - 1 })));
    fc.assert(
      fc.property(inOverlapArb, ([overlap, minute]) => {
        const wallMs = overlap.atUtcMs + overlap.after * 1000 + minute * MS_PER_MINUTE;
        const nominal = civilOfWallMs(wallMs);
        const birth = { date: formatIsoDate(nominal.date), time: formatClockTime(nominal.time), zone: overlap.zone, longitude: meridians[overlap.zone] ?? 0 };
        const result = resolved(localToUtc(rules, birth));
        expect(result).toMatchObject({ resolution: 'overlap', utcMs: wallMs - overlap.before * 1000, laterUtcMs: wallMs - overlap.after * 1000 });
        expect(readAt(result.laterUtcMs ?? Number.NaN, overlap.zone, birth.longitude)).toMatchObject({ date: birth.date, time: birth.time });
      }),
    );
  });

  it('in the local-mean-time era the offset is the longitude’s mean solar time', () => {
    const lmtArb = fc.tuple(placeArb, fc.integer({ min: at(1700, 1, 1), max: at(1883, 11, 18) }));
    fc.assert(
      fc.property(lmtArb, ([[zone, longitude], utcMs]) => {
        fc.pre(zone !== 'Test/UTC');
        expect(readAt(utcMs, zone, longitude).offsetSeconds).toBe(Math.round(longitude * 240) || 0);
      }),
    );
  });

  it('the rules give the same instant whether or not they can list transitions', () => {
    fc.assert(
      fc.property(instantArb, placeArb, (utcMs, [zone, longitude]) => {
        const { date, time } = readAt(utcMs, zone, longitude);
        expect(localToUtc(sampledRules, { date, time, zone, longitude })).toEqual(localToUtc(rules, { date, time, zone, longitude }));
      }),
      { numRuns: 50 },
    );
  });
});

describe('local day bounds: laws', () => {
  const boundsArb = fc.tuple(dateArb, placeArb);

  it('the day starts at the first instant of its date', () => {
    fc.assert(
      fc.property(boundsArb, ([date, [zone, longitude]]) => {
        const day = localDayBounds(rules, date, zone, longitude);
        fc.pre(day.ok);
        if (!day.ok) return;
        expect(readAt(day.dayStartUtcMs, zone, longitude).date).toBe(date);
        expect(readAt(day.dayStartUtcMs - 1, zone, longitude).date < date).toBe(true);
      }),
    );
  });

  it('the day ends where the next date begins', () => {
    fc.assert(
      fc.property(boundsArb, ([date, [zone, longitude]]) => {
        const day = localDayBounds(rules, date, zone, longitude);
        fc.pre(day.ok);
        if (!day.ok) return;
        expect(readAt(day.dayEndUtcMs, zone, longitude).date > date).toBe(true);
        expect(readAt(day.dayEndUtcMs - 1, zone, longitude).date).toBe(date);
      }),
    );
  });

  it('local noon lies within its day', () => {
    fc.assert(
      fc.property(boundsArb, ([date, [zone, longitude]]) => {
        const day = localDayBounds(rules, date, zone, longitude);
        fc.pre(day.ok);
        if (!day.ok) return;
        expect(day.noonUtcMs).toBeGreaterThanOrEqual(day.dayStartUtcMs);
        expect(day.noonUtcMs).toBeLessThan(day.dayEndUtcMs);
      }),
    );
  });

  it('a day lasts 23 to 25 hours where clocks move at most an hour', () => {
    fc.assert(
      fc.property(boundsArb, ([date, [zone, longitude]]) => {
        fc.pre(zone !== 'Test/Apia');
        const day = localDayBounds(rules, date, zone, longitude);
        if (!day.ok) throw new Error(day.error.message);
        expect(day.dayEndUtcMs - day.dayStartUtcMs).toBeGreaterThanOrEqual(23 * MS_PER_HOUR);
        expect(day.dayEndUtcMs - day.dayStartUtcMs).toBeLessThanOrEqual(25 * MS_PER_HOUR);
      }),
    );
  });
});
