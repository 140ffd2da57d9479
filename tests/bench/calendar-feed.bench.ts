import { createZoneRules } from '../../adapters/zone-rules';
import { buildMoonCalendar, calendarToIcs } from '../../domain/reports';
import { SAMPLE_BIRTHS } from '../support/report-births';
import type { BenchCase } from './harness';

/**
 * Her moon calendar (ADR 045): twelve months of lunations in her houses, eclipses, lunar returns
 * and ingresses, built and written as RFC 5545, as GET /calendar/<token>.ics does on a cache miss.
 * Each sample starts on another day, so nothing is reused between samples.
 */
export const title = 'Moon calendar feed (12 months)';

const { rules } = createZoneRules();
const DAY_MS = 86_400_000;
const FROM = Date.UTC(2026, 10, 24);

const feed = (i: number, ingresses = true) => {
  const sample = SAMPLE_BIRTHS[i % SAMPLE_BIRTHS.length]!;
  const fromUtcMs = FROM + (i % 365) * DAY_MS;
  const made = buildMoonCalendar(rules, { feedId: 'bench', name: sample.name, birth: sample.birth, readingUrl: 'https://moonwise.example/free-moon-reading', fromUtcMs, ingresses });
  if (!made.ok) throw new Error(made.error);
  return calendarToIcs(made.calendar, { feedUrl: 'https://moonwise.example/calendar/x.ics', stampUtcMs: fromUtcMs });
};

export const cases: BenchCase[] = [
  { name: 'events and .ics text, with ingresses', target: 'under 200 ms', samples: 60, run: (i) => feed(i) },
  { name: 'events and .ics text, without ingresses', target: 'under 200 ms', samples: 60, run: (i) => feed(i, false) },
];
