import { createZoneRules } from '../../adapters/zone-rules';
import { computeNatal } from '../../domain/sky';
import type { BenchCase } from './harness';

/**
 * Natal computations per second, as `luna natal --jsonl` and the reading run them:
 * local time → UTC with the system zone history → Sun, Moon and phase.
 */
export const title = 'Natal charts (system zone rules)';

const { rules, source } = createZoneRules();
const places = [
  { lat: 38.7167, lng: -9.1333, zone: 'Europe/Lisbon' },
  { lat: 64.1355, lng: -21.8954, zone: 'Atlantic/Reykjavik' },
  { lat: 40.7128, lng: -74.006, zone: 'America/New_York' },
  { lat: -33.8679, lng: 151.2073, zone: 'Australia/Sydney' },
  { lat: 27.7172, lng: 85.324, zone: 'Asia/Kathmandu' },
];
const day = (i: number) => new Date(Date.UTC(1900, 0, 1) + ((i * 7_919) % 47_000) * 86_400_000).toISOString().slice(0, 10);
const place = (i: number) => places[i % places.length]!;

export const cases: BenchCase[] = [
  { name: `birth with a known time (${source})`, target: 'thousands per second', run: (i) => computeNatal(rules, { date: day(i), time: '08:30', place: place(i) }) },
  { name: `birth with an unknown time (${source})`, target: 'hundreds per second', run: (i) => computeNatal(rules, { date: day(i), time: null, place: place(i) }) },
];
