/**
 * Her lunar year as calendar events (issue 28 §1, ADR 045): every new and full moon with its
 * sign, the house it falls in for her and a prompt from the report texts, every eclipse, her
 * lunar returns and the Moon's ingress into her Moon sign, for the twelve months from a start.
 * Pure: the birth is resolved through the ZoneRules port handed in, as prepareReport does, and
 * the houses are the Lunar Report's (houseFor: her chart's houses with a birth time, else
 * counted from her Moon's sign), so the feed and the report never disagree.
 */
import {
  addUtcMonths,
  eclipsesBetween,
  localDayBounds,
  localToUtc,
  lunarReturnsBetween,
  lunationsBetween,
  natalChartAt,
  skyAt,
  ZODIAC_SIGNS,
  type Chart,
  type ZoneRules,
  type ZodiacSign,
} from '../../sky';
import { degreesText, ordinal, signName } from '../document/format';
import { sentencesOf } from '../document/layout';
import { houseFor, type HousePlace } from '../document/lunar-contacts';
import { eclipsePosition } from '../document/pieces';
import type { ReportOrder } from '../document/prepare-report';
import type { House } from '../texts/house-texts.schema';
import { eclipseHouseTexts, lunarReturnTexts, lunationHouseTexts } from '../texts/lunar-texts';
import { eclipseTexts, lunationTexts } from '../texts/sign-texts';

/** The feed covers this many calendar months (UTC) from its start. */
export const CALENDAR_MONTHS = 12;

export const CALENDAR_EVENT_KINDS = ['new-moon', 'full-moon', 'solar-eclipse', 'lunar-eclipse', 'lunar-return', 'moon-ingress'] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

export interface CalendarEvent {
  /** Stable across fetches: the feed's id, the kind and the event's UTC day. */
  uid: string;
  kind: CalendarEventKind;
  /** The exact instant, to the second. */
  utcMs: number;
  summary: string;
  description: string;
  /** Her reading. */
  url: string;
}

export interface MoonCalendar {
  /** The calendar's name in her app: 'Moonwise · Ana's lunar year'. */
  name: string;
  fromUtcMs: number;
  untilUtcMs: number;
  /** In time order. */
  events: CalendarEvent[];
}

export interface MoonCalendarRequest {
  /** The feed's own id (never its token): part of every UID. */
  feedId: string;
  /** Her first name, or null. */
  name: string | null;
  birth: ReportOrder['birth'];
  /** The address of her reading, put on every event. */
  readingUrl: string;
  /** The feed starts here; the server passes the start of the current UTC day so a day's fetches agree. */
  fromUtcMs: number;
  /** Whether to list the Moon's ingress into her Moon sign (default true). */
  ingresses?: boolean;
}

export type MoonCalendarResult = { ok: true; calendar: MoonCalendar } | { ok: false; error: string };

const SECOND_MS = 1_000;
const roundToSecond = (utcMs: number): number => Math.round(utcMs / SECOND_MS) * SECOND_MS;

/** '20270107': the event's UTC day, the part of a UID that moves only with the event. */
const utcDayKey = (utcMs: number): string => new Date(utcMs).toISOString().slice(0, 10).replaceAll('-', '');

/** 'Thu 7 Jan 2027, 20:24 UTC': the exact instant, written out in the description. */
const utcText = (utcMs: number): string => {
  const iso = new Date(utcMs).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
};

const houseWords = (place: HousePlace): string =>
  place.basis === 'chart' ? `your ${ordinal(place.house)} house` : `the ${ordinal(place.house)} house counted from your Moon sign`;

const firstSentences = (text: string, count: number): string => sentencesOf(text).slice(0, count).join(' ');

const signOfLongitude = (longitude: number): ZodiacSign => ZODIAC_SIGNS[Math.floor((((longitude % 360) + 360) % 360) / 30)]!;

/** The chart the feed reads her houses from, as the Lunar Report makes it. */
const chartOf = (rules: ZoneRules, birth: ReportOrder['birth']): { ok: true; chart: Chart } | { ok: false; error: string } => {
  const { date, time, place } = birth;
  const resolved = localToUtc(rules, { date, time, zone: place.zone, longitude: place.lng });
  if (!resolved.ok) return { ok: false, error: resolved.error.message };
  if (time !== null) return { ok: true, chart: natalChartAt({ utcMs: resolved.utcMs, lat: place.lat, lng: place.lng, timeKnown: true }) };
  const day = localDayBounds(rules, date, place.zone, place.lng);
  if (!day.ok) return { ok: false, error: day.error.message };
  return {
    ok: true,
    chart: natalChartAt({ utcMs: resolved.utcMs, lat: place.lat, lng: place.lng, timeKnown: false, localDay: { startUtcMs: day.dayStartUtcMs, endUtcMs: day.dayEndUtcMs } }),
  };
};

export const buildMoonCalendar = (rules: ZoneRules, request: MoonCalendarRequest): MoonCalendarResult => {
  if (!Number.isFinite(request.fromUtcMs)) return { ok: false, error: `Not a finite start instant: ${request.fromUtcMs}.` };
  const charted = chartOf(rules, request.birth);
  if (!charted.ok) return charted;
  const { chart } = charted;
  const fromUtcMs = request.fromUtcMs;
  const untilUtcMs = addUtcMonths(fromUtcMs, CALENDAR_MONTHS);
  const trimmedName = request.name?.trim() ?? '';
  const whose = trimmedName === '' ? 'Your' : `${trimmedName}’s`;
  const closing = `Your reading: ${request.readingUrl}`;
  const natalMoon = chart.bodies.moon.longitude;
  const moonSign = signOfLongitude(natalMoon);
  // Without a birth time the chart reads the Moon at local noon; the Moon moves about 13° in a day, so say so.
  const timeUnknownNote = request.birth.time === null ? ' Your birth time is not known, so this uses where the Moon was at midday on your birthday; the true return may come up to about half a day earlier or later.' : '';
  const events: Array<Omit<CalendarEvent, 'uid' | 'url'>> = [];

  for (const lunation of lunationsBetween(fromUtcMs, { untilUtcMs })) {
    const longitude = skyAt(lunation.utcMs).moon.longitude;
    const place = houseFor(chart, longitude);
    const house = String(place.house) as House;
    const where = `${degreesText(lunation.degree)} ${signName(lunation.sign)}`;
    if (lunation.kind === 'new-moon') {
      events.push({
        kind: 'new-moon',
        utcMs: lunation.utcMs,
        summary: `New Moon in ${signName(lunation.sign)}, in ${houseWords(place)}`,
        description: [
          `New Moon at ${where}, exact at ${utcText(lunation.utcMs)}, in ${houseWords(place)}.`,
          firstSentences(lunationHouseTexts.newMoon[house], 2),
          `An intention to set: ${lunationTexts.newMoon[lunation.sign].intention}`,
          closing,
        ].join('\n\n'),
      });
    } else {
      events.push({
        kind: 'full-moon',
        utcMs: lunation.utcMs,
        summary: `Full Moon in ${signName(lunation.sign)}, in ${houseWords(place)}`,
        description: [
          `Full Moon at ${where}, exact at ${utcText(lunation.utcMs)}, in ${houseWords(place)}.`,
          firstSentences(lunationHouseTexts.fullMoon[house], 2),
          `Something to release: ${lunationTexts.fullMoon[lunation.sign].release}`,
          closing,
        ].join('\n\n'),
      });
    }
  }

  for (const eclipse of eclipsesBetween(fromUtcMs, untilUtcMs)) {
    const at = eclipsePosition(eclipse);
    const place = houseFor(chart, at.longitude);
    const house = String(place.house) as House;
    const title = eclipse.kind === 'solar' ? eclipseTexts.solar[eclipse.type as keyof typeof eclipseTexts.solar].title : eclipseTexts.lunar[eclipse.type as keyof typeof eclipseTexts.lunar].title;
    const houseText = (eclipse.kind === 'solar' ? eclipseHouseTexts.solar : eclipseHouseTexts.lunar)[house];
    events.push({
      kind: eclipse.kind === 'solar' ? 'solar-eclipse' : 'lunar-eclipse',
      utcMs: eclipse.utcMs,
      summary: `${title} in ${signName(at.sign)}, in ${houseWords(place)}`,
      description: [
        `${title} at ${degreesText(at.degreeInSign)} ${signName(at.sign)}, greatest at ${utcText(eclipse.utcMs)}, in ${houseWords(place)}.`,
        firstSentences(houseText, 2),
        closing,
      ].join('\n\n'),
    });
  }

  for (const utcMs of lunarReturnsBetween(natalMoon, fromUtcMs, untilUtcMs)) {
    const sun = skyAt(utcMs).sun;
    const place = houseFor(chart, sun.longitude);
    events.push({
      kind: 'lunar-return',
      utcMs,
      summary: `Your lunar return: the Moon back at ${degreesText(natalMoon % 30)} ${signName(moonSign)}`,
      description: [
        `The Moon comes back to where it was when you were born, ${degreesText(natalMoon % 30)} ${signName(moonSign)}, at ${utcText(utcMs)}: a new month of your own begins.${timeUnknownNote}`,
        `${lunarReturnTexts.sunSigns[sun.sign]} ${lunarReturnTexts.houses[String(place.house) as House]}`,
        closing,
      ].join('\n\n'),
    });
  }

  if (request.ingresses ?? true) {
    const signStart = ZODIAC_SIGNS.indexOf(moonSign) * 30;
    for (const utcMs of lunarReturnsBetween(signStart, fromUtcMs, untilUtcMs)) {
      events.push({
        kind: 'moon-ingress',
        utcMs,
        summary: `The Moon enters ${signName(moonSign)}, your Moon sign`,
        description: [
          `The Moon enters ${signName(moonSign)} at ${utcText(utcMs)} and stays about two and a half days: the sky’s Moon is in your own Moon’s sign, a good time to give your needs room.`,
          closing,
        ].join('\n\n'),
      });
    }
  }

  const dated = events
    .map((event) => ({ ...event, utcMs: roundToSecond(event.utcMs) }))
    .filter((event) => event.utcMs >= fromUtcMs && event.utcMs < untilUtcMs)
    .sort((a, b) => a.utcMs - b.utcMs || CALENDAR_EVENT_KINDS.indexOf(a.kind) - CALENDAR_EVENT_KINDS.indexOf(b.kind));
  return {
    ok: true,
    calendar: {
      name: `Moonwise · ${whose} lunar year`,
      fromUtcMs,
      untilUtcMs,
      events: dated.map((event) => ({ ...event, uid: `${event.kind}-${utcDayKey(event.utcMs)}-${request.feedId}@moonwise`, url: request.readingUrl })),
    },
  };
};

/** When the first event after `nowMs` happens (null when none is left in the window): a feed's cache lasts until then. */
export const nextEventAfter = (calendar: MoonCalendar, nowMs: number): number | null => calendar.events.find((event) => event.utcMs > nowMs)?.utcMs ?? null;
