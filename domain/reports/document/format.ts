/**
 * Words and numbers as the reports print them. Dates go through Intl with the birth
 * place's zone, so a visitor reads every instant on their own clock.
 */
import type { ChartPoint, MoonPhase, ZodiacSign } from '../../sky';
import type { ReportBody } from '../texts/sign-texts.schema';

export const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
export const signName = (sign: ZodiacSign): string => capitalise(sign);

const BODY_NAMES: Record<ChartPoint, string> = {
  sun: 'Sun',
  moon: 'Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
  trueNode: 'North Node',
};
export const bodyName = (point: ChartPoint): string => BODY_NAMES[point];

/** The one place where the chart's point names meet the report texts' file keys. */
export const reportBodyOf = (point: ChartPoint): ReportBody => (point === 'trueNode' ? 'true-node' : point);

export const phaseName = (phase: MoonPhase): string => phase.replace('-', ' ');

/** 14°23′ within its sign. */
export const degreesText = (degreeInSign: number): string => {
  const totalMinutes = Math.floor(degreeInSign * 60 + 1e-9);
  return `${Math.floor(totalMinutes / 60)}°${String(totalMinutes % 60).padStart(2, '0')}′`;
};

export const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (zone: string, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const id = `${zone}|${key}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...options });
    formatters.set(id, formatter);
  }
  return formatter;
};

/** 'Tuesday 8 December 2026'. */
export const dateInZone = (utcMs: number, zone: string): string =>
  formatterFor(zone, 'date', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(utcMs));

/** '8 Dec 2026'. */
export const shortDateInZone = (utcMs: number, zone: string): string =>
  formatterFor(zone, 'short', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(utcMs));

/** '21:13 GMT' (the zone's own abbreviation or offset). */
export const timeInZone = (utcMs: number, zone: string): string =>
  formatterFor(zone, 'time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' }).format(new Date(utcMs));

export const dateTimeInZone = (utcMs: number, zone: string): string => `${dateInZone(utcMs, zone)}, ${timeInZone(utcMs, zone)}`;

export interface CivilDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

/** The calendar date an instant falls on in the zone. */
export const civilDateInZone = (utcMs: number, zone: string): CivilDate => {
  const parts = formatterFor(zone, 'civil', { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(new Date(utcMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
};

/** How far the zone's clocks are ahead of UTC at an instant, in ms. */
const offsetMsAt = (utcMs: number, zone: string): number => {
  const parts = formatterFor(zone, 'offset', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(utcMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(utcMs / 1000) * 1000;
};

/** The instant of local noon on a civil date in the zone (noon is never inside a DST gap). */
export const localNoonUtcMs = ({ year, month, day }: CivilDate, zone: string): number => {
  const wallNoon = Date.UTC(year, month - 1, day, 12);
  return wallNoon - offsetMsAt(wallNoon - offsetMsAt(wallNoon, zone), zone);
};

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
