import type { RequestHandler } from 'express';
import { type MoonSignResponse, moonSignRequest } from '../../contracts/moon-sign.contract';
import { computeNatal } from '../../domain/sky';
import { placeLabel } from '../../domain/places';
import { phaseName, signName } from '../../domain/site';
import type { ZoneRules } from '../../domain/sky';
import type { FunctionsDeps } from '../api/deps';
import { functionRefusal, parseOrRefuse } from '../platform/function-errors';

export const MOON_SIGN_MESSAGES = {
  unknownPlace: 'Please provide a precise birth location and select it from the list so we can lock in your coordinates.',
  implausibleBirthDate: 'birth_date must be a real birth date: not in the future, and not before 1900.',
} as const;

const EARLIEST_BIRTH_DATE = '1900-01-01';
/** The furthest-ahead zone is UTC+14: a date is "past" once it has begun anywhere on Earth. */
const latestBirthDate = (nowMs: number): string => new Date(nowMs + 14 * 3_600_000).toISOString().slice(0, 10);

/** 14.12 in Aries → '14°07′ Aries' (minutes cut, never rounded up to 60). */
export const degreeText = (degreeInSign: number, sign: string): string => {
  const whole = Math.floor(degreeInSign);
  const minutes = Math.min(59, Math.floor((degreeInSign - whole) * 60));
  return `${whole}°${String(minutes).padStart(2, '0')}′ ${sign}`;
};

/** POST moon-sign: the Moon at birth for the calculator, computed as the reading computes it. */
export const moonSign =
  ({ gazetteer, clock }: FunctionsDeps, rules: ZoneRules): RequestHandler =>
  (req, res) => {
    const body = parseOrRefuse(moonSignRequest, req.body);
    if (body.birth_date < EARLIEST_BIRTH_DATE || body.birth_date > latestBirthDate(clock.now())) {
      throw functionRefusal(400, MOON_SIGN_MESSAGES.implausibleBirthDate, {
        issues: [{ path: 'birth_date', message: MOON_SIGN_MESSAGES.implausibleBirthDate }],
      });
    }
    const place = gazetteer.resolve(body.birth_place_id);
    if (!place) {
      throw functionRefusal(400, MOON_SIGN_MESSAGES.unknownPlace, { issues: [{ path: 'birth_place_id', message: MOON_SIGN_MESSAGES.unknownPlace }] });
    }
    const natal = computeNatal(rules, { date: body.birth_date, time: body.birth_time, place: { lat: place.lat, lng: place.lng, zone: place.zone } });
    if (!natal.ok) throw functionRefusal(400, natal.error, { issues: [{ path: 'birth_time', message: natal.error }] });

    const { chart } = natal;
    const { moon, phase } = chart.sky;
    const spread = chart.unknownTime;
    const answer: MoonSignResponse = {
      sign: moon.sign,
      signName: signName(moon.sign),
      degreeInSign: moon.degreeInSign,
      degreeText: degreeText(moon.degreeInSign, signName(moon.sign)),
      nearBoundary: moon.nearBoundary,
      phase: phase.name,
      phaseName: phaseName(phase.name),
      illumination: phase.illumination,
      waxing: phase.elongation < 180,
      timeKnown: chart.timeKnown,
      localTime: chart.clockTime,
      utc: new Date(chart.utcMs).toISOString(),
      place: { id: place.id, label: placeLabel(place), zone: place.zone },
      candidates:
        spread && spread.moonSignCandidates.length > 1 && spread.moonSignChangeLocalTime
          ? { signs: spread.moonSignCandidates, changeAtLocal: spread.moonSignChangeLocalTime }
          : null,
      phaseCandidates:
        spread && spread.phaseCandidates.length > 1 && spread.phaseChangeLocalTime
          ? { phases: spread.phaseCandidates, changeAtLocal: spread.phaseChangeLocalTime }
          : null,
      note: chart.note ?? null,
    };
    res.json(answer);
  };
