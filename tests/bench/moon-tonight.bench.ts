import { createZoneRules } from '../../adapters/zone-rules';
import { moonTonight } from '../../domain/sky';
import { type MoonTonightCache, moonTonightAnswer } from '../../server/reading/moon-tonight';
import { lruCache } from '../../server/platform/lru-cache';
import type { BenchCase } from './harness';

/**
 * GET moon-tonight's work (ADR 046): the issue asks for p50 under 20 ms. "Uncached" is the
 * whole computation for a new (place, date) each sample: the local day, rise and set, the
 * noon sky, the next new and full moon, ingresses and the void-of-course search. "Cached"
 * is a repeat of a (rounded place, date) the server has answered.
 */
export const title = 'Tonight’s Moon, per answer';

const { rules } = createZoneRules();
const PLACES = [
  { lat: 38.72, lng: -9.14, tz: 'Europe/Lisbon' },
  { lat: 40.71, lng: -74.01, tz: 'America/New_York' },
  { lat: -33.87, lng: 151.21, tz: 'Australia/Sydney' },
  { lat: 69.65, lng: 18.96, tz: 'Europe/Oslo' },
  { lat: 64.15, lng: -21.94, tz: 'Atlantic/Reykjavik' },
  { lat: -54.8, lng: -68.3, tz: 'America/Argentina/Ushuaia' },
  { lat: 35.68, lng: 139.69, tz: 'Asia/Tokyo' },
] as const;
const dateOf = (i: number) => new Date(Date.UTC(2027, 0, 1) + (i % 730) * 86_400_000).toISOString().slice(0, 10);
const place = (i: number) => PLACES[i % PLACES.length]!;

const cache: MoonTonightCache = lruCache(100);
const warm = { ...place(0), date: '2027-01-10' };
moonTonightAnswer(warm, rules, cache);

export const cases: BenchCase[] = [
  {
    name: 'uncached: a new place and date each time (domain moonTonight)',
    target: 'p50 < 20 ms',
    samples: 200,
    run: (i) => {
      const { lat, lng, tz } = place(i);
      return moonTonight({ lat, lng, zone: tz, date: dateOf(i * 7) }, rules);
    },
  },
  { name: 'cached: the same rounded place and date (server answer)', target: 'p50 < 0.1 ms', run: () => moonTonightAnswer(warm, rules, cache) },
];
