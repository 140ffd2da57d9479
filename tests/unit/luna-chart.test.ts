import { describe, expect, it } from 'vitest';
import { CHART_POINTS, natalChartAt, tableZoneRules } from '../../domain/sky';
import type { BirthDeps } from '../../scripts/luna-birth';
import { chartForLine, type ChartLine } from '../../scripts/luna-chart';

const fixed = (hours: number) => ({ initialOffsetSeconds: hours * 3600, initialIsLocalMeanTime: false, transitions: [] });
const deps: BirthDeps = {
  rules: tableZoneRules({ 'Test/Lisbon': fixed(0), 'Test/Tokyo': fixed(9) }),
  findPlace: (query) =>
    query.toLowerCase().startsWith('lisbon') ? { lat: 38.72, lng: -9.14, zone: 'Test/Lisbon', label: 'Lisbon, Portugal' } : null,
};

const chartOf = (line: string): ChartLine => {
  const out = chartForLine(line, deps);
  if ('error' in out) throw new Error(out.error);
  return out;
};

describe('luna chart, one line', () => {
  const byPlace = chartOf('{"id":"a","birthDate":"2000-01-01","birthTime":"12:00","place":"Lisbon, Portugal"}');

  it('answers with exactly the chart fields', () => {
    expect(Object.keys(byPlace).sort()).toEqual(['ascendant', 'aspects', 'bodies', 'houses', 'id', 'midheaven']);
    expect(Object.keys(byPlace.bodies)).toEqual([...CHART_POINTS]);
    expect(Object.keys(byPlace.bodies.sun).sort()).toEqual(['degreeInSign', 'house', 'longitude', 'retrograde', 'sign']);
    expect(byPlace.houses?.cusps).toHaveLength(12);
    expect(Object.keys(byPlace.houses!).sort()).toEqual(['cusps', 'system']);
    expect(byPlace.id).toBe('a');
  });

  it('charts the place’s coordinates at the local time turned into UTC', () => {
    const direct = natalChartAt({ utcMs: Date.UTC(2000, 0, 1, 12), lat: 38.72, lng: -9.14, timeKnown: true });
    expect(byPlace.ascendant).toEqual(direct.ascendant);
    expect(byPlace.houses).toEqual({ system: 'placidus', cusps: direct.houses!.cusps });
    expect(byPlace.bodies.sun).toMatchObject({ sign: 'capricorn', retrograde: false, house: direct.bodies.sun.house });
    expect(byPlace.bodies.saturn.retrograde).toBe(true);
    expect(byPlace.aspects).toEqual(direct.aspects);
  });

  it('reads coordinates and a zone, applying the zone’s offset', () => {
    // 21:00 in Tokyo (UTC+9) is 12:00 UTC: the same sky as the Lisbon noon above.
    const tokyo = chartOf('{"id":7,"birthDate":"2000-01-01","birthTime":"21:00","lat":35.68,"lng":139.69,"timezone":"Test/Tokyo"}');
    expect(tokyo.id).toBe(7);
    expect(tokyo.bodies.moon.longitude).toBe(byPlace.bodies.moon.longitude);
    expect(tokyo.ascendant).not.toEqual(byPlace.ascendant);
  });

  it('leaves out angles and houses when the time is unknown', () => {
    const noTime = chartOf('{"id":"n","birthDate":"2000-01-01","birthTime":null,"place":"Lisbon"}');
    expect(noTime).toMatchObject({ ascendant: null, midheaven: null, houses: null });
    for (const point of CHART_POINTS) expect(noTime.bodies[point].house).toBeNull();
    // Local noon in Lisbon (UTC+0) is the J2000 instant.
    expect(noTime.bodies.sun.longitude).toBe(byPlace.bodies.sun.longitude);
  });

  it('uses equal houses above the polar circle', () => {
    const north = chartOf('{"id":"x","birthDate":"2000-01-01","birthTime":"12:00","lat":78.2,"lng":15.6,"timezone":"Test/Lisbon"}');
    expect(north.houses?.system).toBe('equal');
  });

  it.each([
    ['not json', { id: null, error: 'Not a JSON object.' }],
    ['[1,2]', { id: null, error: expect.any(String) }],
    ['{"id":1,"birthDate":"2015-02-30","birthTime":null,"place":"Lisbon"}', { id: 1, error: expect.stringContaining('real date') }],
    ['{"id":2,"birthDate":"2015-02-10","birthTime":"7pm","place":"Lisbon"}', { id: 2, error: expect.stringContaining('HH:MM') }],
    ['{"id":3,"birthDate":"2015-02-10","birthTime":null,"place":"Atlantis"}', { id: 3, error: expect.stringContaining('No place matches "Atlantis"') }],
    ['{"id":4,"birthDate":"2015-02-10","birthTime":null,"lat":1,"lng":2,"timezone":"Mars/Olympus"}', { id: 4, error: 'Unknown time zone: Mars/Olympus.' }],
    ['{"id":5,"birthDate":"2015-02-10","birthTime":"10:00","lat":95,"lng":2,"timezone":"Test/Lisbon"}', { id: 5, error: expect.stringContaining('lat') }],
  ])('answers a bad line %s with its id and a reason, without throwing', (line, expected) => {
    expect(chartForLine(line, deps)).toEqual(expected);
  });
});
