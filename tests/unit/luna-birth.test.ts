import { describe, expect, it } from 'vitest';
import { natalOutput } from '../../contracts';
import { tableZoneRules } from '../../domain/sky';
import { natalForLine, readingFor, type BirthDeps } from '../../scripts/luna-birth';

const deps: BirthDeps = {
  rules: tableZoneRules({
    'Test/Tokyo': { initialOffsetSeconds: 9 * 3600, initialIsLocalMeanTime: false, transitions: [] },
  }),
  findPlace: (query) => (query.toLowerCase().startsWith('tokyo') ? { lat: 35.68, lng: 139.69, zone: 'Test/Tokyo', label: 'Tokyo, Japan' } : null),
};

describe('luna natal, one line', () => {
  it('charts a birth given by place name', () => {
    const out = natalForLine('{"id":"a","birthDate":"2015-02-10","birthTime":null,"place":"Tokyo, Japan"}', deps);
    const line = natalOutput.parse(out);
    expect(line).toMatchObject({ id: 'a', timezone: 'Test/Tokyo', utcOffsetMinutes: 540, timeKnown: false });
    expect(line.candidates?.moonSigns).toEqual(['libra', 'scorpio']);
  });

  it('charts a birth given by coordinates and zone', () => {
    const out = natalForLine('{"id":7,"birthDate":"2015-02-10","birthTime":"20:00","lat":35.68,"lng":139.69,"timezone":"Test/Tokyo"}', deps);
    expect(natalOutput.parse(out)).toMatchObject({ id: 7, utc: '2015-02-10T11:00:00.000Z', candidates: null });
  });

  it.each([
    ['not json', { id: null, error: 'Not a JSON object.' }],
    ['{"id":1,"birthDate":"2015-02-30","birthTime":null,"place":"Tokyo"}', { id: 1, error: expect.stringContaining('real date') }],
    ['{"id":2,"birthDate":"2015-02-10","birthTime":"7pm","place":"Tokyo"}', { id: 2, error: expect.stringContaining('HH:MM') }],
    ['{"id":3,"birthDate":"2015-02-10","birthTime":null,"place":"Atlantis"}', { id: 3, error: expect.stringContaining('No place matches "Atlantis"') }],
    ['{"id":4,"birthDate":"2015-02-10","birthTime":null,"lat":1,"lng":2,"timezone":"Mars/Olympus"}', { id: 4, error: 'Unknown time zone: Mars/Olympus.' }],
  ])('answers a bad line %s with its id and a reason', (line, expected) => {
    expect(natalForLine(line, deps)).toEqual(expected);
  });
});

describe('luna reading', () => {
  it('composes the reading for a named place', () => {
    const result = readingFor({ name: 'Ana', date: '2015-02-10', place: 'Tokyo' }, deps, Date.UTC(2026, 10, 22));
    if (result instanceof Error) throw result;
    expect(result.reading.greeting).toContain('Ana');
    expect(result.place.label).toBe('Tokyo, Japan');
    expect(result.chart.timeKnown).toBe(false);
  });

  it('explains what is missing', () => {
    const result = readingFor({ name: 'Ana', date: '2015-02-10' }, deps, 0);
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toContain('--place');
  });
});
