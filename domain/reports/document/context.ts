/**
 * Everything both reports read about one visitor: the natal chart, the sky at birth and
 * the year ahead, computed once.
 */
import { type Chart, houseOf, natalChartAt, positionOf, skyAhead, type SkyAhead, skyAt, type SkyAt, type ZodiacSign } from '../../sky';
import type { ZoneRules } from '../../sky';
import { degreesText, enteredDateText, signName } from './format';
import { localClockOf, type LocalClock } from './local-clock';
import type { ReportRequest } from './report-document.types';

export const REPORT_MONTHS = 12;

export interface ReportContext {
  request: ReportRequest;
  zone: string;
  /** The birth place's clock, through the zone rules: every printed instant is read on it. */
  local: LocalClock;
  chart: Chart;
  birthSky: SkyAt;
  ahead: SkyAhead;
}

export const contextFor = (request: ReportRequest, rules: ZoneRules): ReportContext => {
  const { birth, fromUtcMs } = request;
  const timeKnown = birth.time !== null;
  const chart = natalChartAt({
    utcMs: birth.utcMs,
    lat: birth.lat,
    lng: birth.lng,
    timeKnown,
    ...(timeKnown || birth.localDay === null ? {} : { localDay: birth.localDay }),
  });
  const ahead = skyAhead({
    fromUtcMs,
    months: REPORT_MONTHS,
    natal: {
      sun: chart.bodies.sun.longitude,
      moon: chart.bodies.moon.longitude,
      ascendant: chart.ascendant?.longitude ?? null,
    },
  });
  return { request, zone: birth.zone, local: localClockOf(rules, birth.zone, birth.lng), chart, birthSky: skyAt(birth.utcMs), ahead };
};

/** The natal house a longitude falls in, or null without a birth time. */
export const natalHouseOf = (context: ReportContext, longitude: number): number | null =>
  context.chart.houses ? houseOf(longitude, context.chart.houses.cusps) : null;

export const longitudeOf = (sign: ZodiacSign, degree: number): number =>
  positionOf(
    ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'].indexOf(sign) * 30 +
      degree,
  ).longitude;

/** The plain sentence an unknown birth time earns, with the Moon's range that day. */
export const unknownTimeSentence = (context: ReportContext): string => {
  const { chart, request } = context;
  const range = chart.moonRange;
  // The day the visitor gave, as they gave it.
  const day = enteredDateText(request.birth.date, null);
  const moved = range
    ? ` On ${day} the Moon moved from ${degreesText(range.start.longitude % 30)} ${signName(range.start.sign)} to ${degreesText(range.end.longitude % 30)} ${signName(range.end.sign)}` +
      (range.signs.length > 1 ? `, changing sign during the day; this report reads the Moon where it stood at noon, in ${signName(chart.bodies.moon.sign)}.` : '.')
    : '';
  return `Your birth time is not known, so this report leaves out the houses and the Ascendant: they turn with every hour of the day.${moved}`;
};
