/**
 * Five births the report suites read both reports for: a known time, an unknown time, Reykjavik
 * in 1950 (its date once printed a day late), above the polar circle (equal houses) and the
 * southern hemisphere.
 */
import type { ReportOrder } from '../../domain/reports';

export interface SampleBirth {
  key: string;
  label: string;
  name: string;
  birth: ReportOrder['birth'];
}

export const SAMPLE_BIRTHS: readonly SampleBirth[] = [
  { key: 'lisbon', label: 'Lisbon', name: 'Ana Sofia', birth: { date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } } },
  { key: 'chicago', label: 'Chicago, time unknown', name: 'Marcus Lee', birth: { date: '1985-11-03', time: null, place: { label: 'Chicago, United States', lat: 41.88, lng: -87.63, zone: 'America/Chicago' } } },
  { key: 'reykjavik', label: 'Reykjavik, 1950', name: 'Guðrún', birth: { date: '1950-01-15', time: '23:30', place: { label: 'Reykjavik, Iceland', lat: 64.15, lng: -21.94, zone: 'Atlantic/Reykjavik' } } },
  { key: 'tromso', label: 'Tromsø, above the polar circle', name: 'Ingrid', birth: { date: '1978-06-21', time: '04:10', place: { label: 'Tromsø, Norway', lat: 69.65, lng: 18.96, zone: 'Europe/Oslo' } } },
  { key: 'sydney', label: 'Sydney', name: 'Mia Chen', birth: { date: '2001-09-30', time: '17:45', place: { label: 'Sydney, Australia', lat: -33.87, lng: 151.21, zone: 'Australia/Sydney' } } },
];

/** The report year the suites start from. */
export const SAMPLE_FROM = Date.UTC(2026, 10, 24, 9, 0);
