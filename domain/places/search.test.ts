import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from './fold';
import type { Place } from './place';
import {
  FIXTURE_PLACES,
  LISBON,
  MONACO,
  MONCHENGLADBACH,
  MUNICH,
  PARIS_FR,
  PARIS_ON,
  PARIS_TX,
  SAN_JOSE_CA,
  SAN_JOSE_CR,
  SAN_JOSE_CR_GUANACASTE,
  SAN_JOSE_DEL_MONTE,
  SPRINGFIELD_IL,
  SPRINGFIELD_MA,
  WASHINGTON_DC,
} from '../../fixtures/places.fixture';
import { parsePlaceQuery } from './query';
import { resolveQualifier } from './qualifiers';
import { buildPlaceIndex, byRank, placeSearchKeys } from './search-index';
import { DEFAULT_PLACE_SEARCH_LIMIT, resolvePlace, searchPlaces } from './search';

const index = buildPlaceIndex(FIXTURE_PLACES);
const ids = (query: string, limit?: number) => searchPlaces(index, query, limit).map((match) => match.id);
const labels = (query: string) => searchPlaces(index, query).map((match) => match.label);

const placeArb = fc.constantFrom(...FIXTURE_PLACES);
const ACCENTED: Readonly<Record<string, readonly string[]>> = {
  a: ['á', 'à', 'ä', 'â'],
  e: ['é', 'è', 'ë', 'ê'],
  i: ['í', 'ï'],
  o: ['ó', 'ö', 'ô'],
  u: ['ú', 'ü', 'û'],
  n: ['ñ'],
  c: ['ç'],
};
/** A name typed with random case, accents added to plain vowels and accents dropped. */
const variationArb = (name: string) => {
  const letters = [...name.normalize('NFD').replace(/\p{M}/gu, '')];
  return fc
    .tuple(...letters.map(() => fc.tuple(fc.boolean(), fc.nat())))
    .map((choices) =>
      letters
        .map((letter, i) => {
          const [upper, pick] = choices[i]!;
          const accents = ACCENTED[letter.toLowerCase()];
          const accented = accents && pick % 3 === 0 ? accents[pick % accents.length]! : letter;
          return upper ? accented.toUpperCase() : accented.toLowerCase();
        })
        .join(''),
    );
};
/** What a visitor types: the start of a real name, varied, sometimes with stray text. */
const queryArb = fc.oneof(
  placeArb.chain((place) => fc.constantFrom(place.name, ...place.alternateNames)).chain((name) => fc.nat(name.length).map((n) => name.slice(0, n + 1))),
  fc.string({ maxLength: 6 }),
  fc.constantFrom('s', 'pa', 'san jos', 'mon', 'lis', 'springfield, il', 'paris, us', 'san jose, costa', 'washington, d.c.'),
);
const limitArb = fc.integer({ min: 1, max: 20 });

const isExactMatch = (place: Place, name: string) => placeSearchKeys(place).includes(name);
const queryName = (query: string) => parsePlaceQuery(query).city;
/** The name the search compared: the whole text when a qualifier names nothing ('Washington, D.C.'). */
const searchedName = (query: string) => {
  const parsed = parsePlaceQuery(query);
  return parsed.qualifiers.every((qualifier) => resolveQualifier(index.qualifiers, qualifier)) ? parsed.city : parsed.whole;
};

describe('searchPlaces on real places', () => {
  it("finds Munich by its German name, with or without the umlaut, and by 'munich'", () => {
    for (const query of ['München', 'munchen', 'MUENCHEN', 'munich', 'Münch']) expect(ids(query)[0]).toBe(MUNICH.id);
  });

  it('tells the three large Springfields apart, largest first', () => {
    expect(labels('springfield')).toEqual([
      'Springfield, Missouri, United States',
      'Springfield, Massachusetts, United States',
      'Springfield, Illinois, United States',
    ]);
  });

  it('narrows by a region code or name', () => {
    expect(ids('Springfield, IL')).toEqual([SPRINGFIELD_IL.id]);
    expect(ids('springfield, illinois')).toEqual([SPRINGFIELD_IL.id]);
    expect(ids('Springfield, Illinois, United States')).toEqual([SPRINGFIELD_IL.id]);
  });

  it('puts Paris, France before the smaller Parises', () => {
    expect(labels('paris')).toEqual(['Paris, France', 'Paris, Texas, United States', 'Paris, Ontario, Canada']);
  });

  it('finds Paris, Texas by state code or state name', () => {
    expect(ids('paris, tx')).toEqual([PARIS_TX.id]);
    expect(ids('Paris, Texas')).toEqual([PARIS_TX.id]);
  });

  it('narrows by country name or ISO code', () => {
    expect(ids('Paris, France')).toEqual([PARIS_FR.id]);
    expect(ids('Paris, FR')).toEqual([PARIS_FR.id]);
    expect(ids('paris, usa')).toEqual([PARIS_TX.id]);
  });

  it("reads an ambiguous code both ways: 'CA' is Canada and California", () => {
    expect(ids('Paris, CA')).toEqual([PARIS_ON.id]);
    expect(ids('San Jose, CA')).toEqual([SAN_JOSE_CA.id]);
  });

  it('returns San José in Costa Rica and San Jose in California, told apart', () => {
    expect(labels('san jose').slice(0, 3)).toEqual([
      'San Jose, California, United States',
      'San José, Costa Rica (region 08)',
      'San José, Costa Rica (region 01)',
    ]);
  });

  it('ranks every place of that exact name above a larger place whose name only starts with it', () => {
    expect(ids('san jose')).toEqual([SAN_JOSE_CA.id, SAN_JOSE_CR.id, SAN_JOSE_CR_GUANACASTE.id, SAN_JOSE_DEL_MONTE.id]);
    expect(SAN_JOSE_DEL_MONTE.population).toBeGreaterThan(SAN_JOSE_CR.population);
  });

  it('counts an alternate name as a name: Monaco is also Italian for Munich', () => {
    expect(ids('monaco')).toEqual([MUNICH.id, MONACO.id]);
  });

  it("finds a prefix of an alternate name ('Muenchen-Gladbach')", () => {
    expect(ids('muenchen g')).toEqual([MONCHENGLADBACH.id]);
  });

  it('gives Lisbon, Portugal with its zone', () => {
    const [first] = searchPlaces(index, 'lisbon, portugal');
    expect(first).toMatchObject({ id: LISBON.id, label: 'Lisbon, Portugal', countryCode: 'PT', zone: 'Europe/Lisbon', lat: 38.71667, lng: -9.13333 });
  });

  it('finds Lisbon by its Portuguese name', () => {
    expect(ids('Lisboa')).toEqual([LISBON.id]);
  });

  it('reads a comma that names no country or region as part of the name', () => {
    expect(ids('Washington, D.C.')).toEqual([WASHINGTON_DC.id]);
    expect(ids('washington, dc')).toEqual([WASHINGTON_DC.id]);
  });

  it('finds nothing for a known country that has no such place', () => {
    expect(ids('Paris, Germany')).toEqual([]);
  });

  it('finds nothing for an empty name', () => {
    expect(ids('')).toEqual([]);
    expect(ids('  ')).toEqual([]);
    expect(ids(', France')).toEqual([]);
  });

  it('returns nothing for a limit below one', () => {
    expect(ids('paris', 0)).toEqual([]);
  });

  it('returns ten matches unless told otherwise', () => {
    expect(DEFAULT_PLACE_SEARCH_LIMIT).toBe(10);
  });

  it('fills the match with what a reading needs', () => {
    expect(searchPlaces(index, 'springfield, ma')).toEqual([
      {
        id: SPRINGFIELD_MA.id,
        label: 'Springfield, Massachusetts, United States',
        name: 'Springfield',
        countryCode: 'US',
        countryName: 'United States',
        region: 'Massachusetts',
        lat: SPRINGFIELD_MA.lat,
        lng: SPRINGFIELD_MA.lng,
        zone: 'America/New_York',
        population: SPRINGFIELD_MA.population,
      },
    ]);
  });
});

describe('searchPlaces laws', () => {
  it('returns only places with a name starting with the typed name', () => {
    fc.assert(
      fc.property(queryArb, limitArb, (query, limit) => {
        const typed = queryName(query);
        for (const match of searchPlaces(index, query, limit)) {
          expect(placeSearchKeys(resolvePlace(index, match.id)!).some((key) => key.startsWith(typed))).toBe(true);
        }
      }),
    );
  });

  it('sorts by population within each match tier, exact names first', () => {
    fc.assert(
      fc.property(queryArb, limitArb, (query, limit) => {
        const matches = searchPlaces(index, query, limit).map((match) => resolvePlace(index, match.id)!);
        const typed = searchedName(query);
        const tiers = matches.map((place) => (isExactMatch(place, typed) ? 0 : 1));
        for (let i = 1; i < matches.length; i++) {
          expect(tiers[i - 1]!).toBeLessThanOrEqual(tiers[i]!);
          if (tiers[i - 1] === tiers[i]) expect(byRank(matches[i - 1]!, matches[i]!)).toBeLessThan(0);
        }
      }),
    );
  });

  it('labels the places of one result list uniquely', () => {
    fc.assert(
      fc.property(queryArb, limitArb, (query, limit) => {
        const found = labels(query).slice(0, limit);
        expect(new Set(found).size).toBe(found.length);
      }),
    );
  });

  it('finds a place by any variation of case and accents of its name', () => {
    fc.assert(
      fc.property(
        placeArb.chain((place) => fc.tuple(fc.constant(place), fc.constantFrom(place.name, ...place.alternateNames).chain(variationArb))),
        ([place, typed]) => {
          expect(ids(typed, FIXTURE_PLACES.length)).toContain(place.id);
        },
      ),
    );
  });

  it('resolves the id of every result to the place it describes', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        for (const match of searchPlaces(index, query)) {
          const place = resolvePlace(index, match.id);
          expect(place).toMatchObject({ id: match.id, name: match.name, lat: match.lat, lng: match.lng, zone: match.zone, countryCode: match.countryCode });
        }
      }),
    );
  });

  it('never returns more than the limit, nor the same place twice', () => {
    fc.assert(
      fc.property(queryArb, fc.integer({ min: -2, max: 30 }), (query, limit) => {
        const found = ids(query, limit);
        expect(found.length).toBeLessThanOrEqual(Math.max(0, limit));
        expect(new Set(found).size).toBe(found.length);
      }),
    );
  });

  it('agrees with a scan of every place', () => {
    // The reference: every place with a key starting with the name, exact names first, then by rank.
    const reference = (name: string, limit: number) =>
      [...FIXTURE_PLACES]
        .filter((place) => placeSearchKeys(place).some((key) => key.startsWith(name)))
        .sort((a, b) => Number(!isExactMatch(a, name)) - Number(!isExactMatch(b, name)) || byRank(a, b))
        .slice(0, limit)
        .map((place) => place.id);
    fc.assert(
      fc.property(queryArb, limitArb, (query, limit) => {
        fc.pre(!query.includes(',') && fold(query) !== '');
        expect(ids(query, limit)).toEqual(reference(fold(query), limit));
      }),
    );
  });
});

describe('resolvePlace', () => {
  it('returns the place with that GeoNames id', () => {
    expect(resolvePlace(index, MUNICH.id)).toEqual(MUNICH);
  });

  it('returns null for an unknown id', () => {
    expect(resolvePlace(index, 42)).toBeNull();
  });
});
