import type { RequestHandler } from 'express';
import { type MoonTonightResponse, moonTonightQuery } from '../../contracts/moon-tonight.contract';
import { isoInstant, moonTonight, moonTonightJson, type MoonTonight, type ZoneRules } from '../../domain/sky';
import { functionRefusal, parseOrRefuse } from '../platform/function-errors';
import { type LruCache, lruCache } from '../platform/lru-cache';

/**
 * GET moon-tonight?lat=&lng=&tz=&date=[&with=details]: tonight's Moon where she is
 * (ADR 046), the JSON `npm run luna -- tonight --json` prints.
 *
 * The place is rounded to 0.01° (about a kilometre: moonrise moves under 4 s) and the answer
 * computed for the rounded place, so it can be cached by (rounded place, zone, date); the
 * cache keeps the most recently used answers, a few hundred bytes each.
 */
export const MOON_TONIGHT_CACHE_SIZE = 2_000;
const PLACE_DECIMALS = 2;

const roundTo = (value: number, decimals: number): number => {
  const rounded = Number(value.toFixed(decimals));
  return Object.is(rounded, -0) ? 0 : rounded;
};

export type MoonTonightCache = LruCache<MoonTonight>;

/** The computation the endpoint and the CLI share: a parsed query in, the wire answer out, or a readable refusal. */
export const moonTonightAnswer = (
  query: { lat: number; lng: number; tz: string; date: string; with?: 'details' | undefined },
  rules: ZoneRules,
  cache?: MoonTonightCache,
): { ok: true; answer: MoonTonightResponse } | { ok: false; error: string } => {
  const lat = roundTo(query.lat, PLACE_DECIMALS);
  const lng = roundTo(query.lng, PLACE_DECIMALS);
  const key = `${lat},${lng},${query.tz},${query.date}`;
  let tonight = cache?.get(key);
  if (!tonight) {
    const result = moonTonight({ lat, lng, zone: query.tz, date: query.date }, rules);
    if (!result.ok) return { ok: false, error: result.error.message };
    tonight = result;
    cache?.set(key, tonight);
  }
  const answer: MoonTonightResponse = moonTonightJson(tonight);
  if (query.with === 'details') {
    answer.nextIngress = { at: isoInstant(tonight.nextIngress.utcMs), sign: tonight.nextIngress.sign };
    if (tonight.allDay !== null) answer.allDay = tonight.allDay;
  }
  return { ok: true, answer };
};

export const moonTonightHandler = (rules: ZoneRules, cache: MoonTonightCache = lruCache(MOON_TONIGHT_CACHE_SIZE)): RequestHandler => (req, res) => {
  const query = parseOrRefuse(moonTonightQuery, req.query);
  const result = moonTonightAnswer(query, rules, cache);
  if (!result.ok) throw functionRefusal(400, result.error, { issues: [{ path: /zone/i.test(result.error) ? 'tz' : 'date', message: result.error }] });
  // The same place and date always give the same answer; let a browser keep it for an hour.
  res.set('Cache-Control', 'public, max-age=3600');
  res.json(result.answer);
};
