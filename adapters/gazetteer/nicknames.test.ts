import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { understandMessage } from '../../domain/conversation';
import { fold, nicknameKey } from '../../domain/places';
import { fixedClock } from '../../domain/kernel';
import { GazetteerFormatError } from './format';
import { DEFAULT_GAZETTEER_PATH, loadGazetteer, nicknamesPathFor, type Gazetteer } from './gazetteer.adapter';
import { parseNicknames, type NicknameRow } from './nicknames';

let gazetteer: Gazetteer;
let rows: NicknameRow[];
beforeAll(() => {
  gazetteer = loadGazetteer();
  rows = parseNicknames(readFileSync(nicknamesPathFor(DEFAULT_GAZETTEER_PATH), 'utf8'));
});

/** A tenth: a namesake at least this share of the city's size makes a nickname ambiguous. */
const RIVAL_SHARE = 0.1;

describe('the nickname table (data/nicknames.tsv)', () => {
  it('holds the everyday names of many large cities worldwide', () => {
    expect(rows.length).toBeGreaterThanOrEqual(100);
    expect(new Set(rows.map((row) => row.country)).size).toBeGreaterThanOrEqual(30);
  });

  it('names, for every row, a place that exists and is the city meant', () => {
    for (const row of rows) {
      const place = gazetteer.resolve(row.id);
      expect(place, `${row.nickname} (${row.id})`).not.toBeNull();
      expect([place?.name, place?.countryCode], row.nickname).toEqual([row.city, row.country]);
    }
  });

  it('lists only nicknames no sizeable place bears as its own name', () => {
    for (const row of rows) {
      const city = gazetteer.resolve(row.id)!;
      const key = nicknameKey(row.nickname);
      const rivals = gazetteer
        .search(row.nickname, 50)
        .filter((match) => match.id !== row.id && [match.name, gazetteer.resolve(match.id)?.asciiName ?? ''].some((name) => nicknameKey(name) === key))
        .filter((match) => match.population >= RIVAL_SHARE * city.population);
      expect(rivals.map((match) => match.label), row.nickname).toEqual([]);
    }
  });

  it('puts the city first when its nickname is searched, however it is typed', () => {
    for (const row of rows) {
      for (const typed of [row.nickname, row.nickname.toLowerCase(), row.nickname.toUpperCase()]) {
        expect(gazetteer.search(typed, 3)[0]?.id, typed).toBe(row.id);
        expect(gazetteer.nicknamed(typed)?.id, typed).toBe(row.id);
      }
    }
  });

  it('refuses a table it cannot read', () => {
    expect(() => parseNicknames('id\tname\n1\tx')).toThrow(GazetteerFormatError);
    expect(() => parseNicknames('geonameid\tnickname\tcity\tcountry\nabc\tNYC\tNew York City\tUS')).toThrow(GazetteerFormatError);
    expect(parseNicknames('# notes only\n')).toEqual([]);
  });
});

describe('places as people name them, in a message (the bundled gazetteer)', () => {
  const hear = (text: string) =>
    understandMessage(text, {
      clock: fixedClock(Date.UTC(2026, 10, 22, 12)),
      places: { search: gazetteer.search, resolve: gazetteer.resolve, area: gazetteer.area, nicknamed: gazetteer.nicknamed },
      expecting: 'details',
    });
  const placeOf = (text: string) => {
    const place = hear(text).place;
    return place?.kind === 'place' ? place.location.displayName : place?.kind === 'choices' ? place.options.map((option) => option.label) : (place?.kind ?? null);
  };

  it.each([
    ['NYC', 'New York City, New York, United States'],
    ['nyc', 'New York City, New York, United States'],
    ['born in nyc', 'New York City, New York, United States'],
    ['born in the big apple', 'New York City, New York, United States'],
    ['born in LA', 'Los Angeles, California, United States'],
    ['in LA', 'Los Angeles, California, United States'],
    ['L.A.', 'Los Angeles, California, United States'],
    ['born in la', 'Los Angeles, California, United States'],
    ['born in rio', 'Rio de Janeiro, Brazil'],
    ['Rio', 'Rio de Janeiro, Brazil'],
    ['rio brazil', 'Rio de Janeiro, Brazil'],
    ['DC', 'Washington, D.C., District of Columbia, United States'],
    ['washington dc', 'Washington, D.C., District of Columbia, United States'],
    ['philly', 'Philadelphia, Pennsylvania, United States'],
    ['KL', 'Kuala Lumpur, Malaysia'],
    ['born in chi-town', 'Chicago, Illinois, United States'],
    ['born in bombay 12/05/1988', 'Mumbai, India'],
    ['joburg', 'Johannesburg, South Africa'],
    ['cdmx', 'Mexico City, Mexico'],
    ['born in saigon in 1975', 'Ho Chi Minh City, Vietnam'],
    ['madras', 'Chennai, India'],
  ])('%s is %s', (text, place) => {
    expect(placeOf(text)).toEqual(place);
  });

  it('never takes where she lives for where she was born', () => {
    for (const text of ["7/4/85, I'm in the US", 'I live in Canada now', 'based in germany', 'currently in the UK', "i'm in the u.s.", 'we moved to the states', 'I’m currently living in Spain']) {
      expect(hear(text).place, text).toBeNull();
      expect(hear(text).residence, text).not.toBeNull();
    }
    expect(fold(hear("7/4/85, I'm in the US").residence?.countryName ?? '')).toBe('united states');
  });

  it('reads 7/4/85 month first for someone in the US, day first in Germany, and asks in Canada', () => {
    const dateOf = (text: string) => {
      const date = hear(text).birthDate;
      return date.kind === 'date' ? date.date : date.kind;
    };
    expect(dateOf("7/4/85, I'm in the US")).toBe('1985-07-04');
    expect(dateOf('7/4/85, based in germany')).toBe('1985-04-07');
    expect(dateOf('I live in Canada now, 7/4/85')).toBe('ambiguous');
    expect(dateOf('7/4/85')).toBe('ambiguous');
    expect(dateOf('7/4/85 born in boston')).toBe('1985-07-04');
  });

  it('lets the birth country named with the city rule over where she lives', () => {
    expect(placeOf("born in paris, texas, I'm in france")).toBe('Paris, Texas, United States');
    expect(placeOf('born in paris, I live in the US')).toBe('Paris, France');
  });

  it('offers a namesake in her country first when it is sizeable', () => {
    expect(placeOf("birmingham, I'm in the US")).toEqual(['Birmingham, Alabama, United States', 'Birmingham, England, United Kingdom']);
    expect(placeOf('birmingham')).toEqual(['Birmingham, England, United Kingdom', 'Birmingham, Alabama, United States']);
    expect(placeOf("springfield, I'm in the US")).toHaveLength(4);
  });
});
