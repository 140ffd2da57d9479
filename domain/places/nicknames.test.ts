import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_NICKNAMES, FIXTURE_PLACES, KUALA_LUMPUR, LAGOS, LOS_ANGELES, NEW_YORK_CITY, RIO_DE_JANEIRO } from '../../fixtures/places.fixture';
import { nicknameKey } from './nicknames';
import { buildPlaceIndex, nicknameRank } from './search-index';
import { placeByNickname, searchPlaces } from './search';

const index = buildPlaceIndex(FIXTURE_PLACES, FIXTURE_NICKNAMES);
const firstFor = (query: string) => searchPlaces(index, query, 5)[0]?.id;

describe('nicknameKey', () => {
  it.each([
    ['NYC', 'nyc'],
    ['N.Y.C.', 'nyc'],
    ['n y c', 'nyc'],
    ['L.A.', 'la'],
    ['the Big Apple', 'big apple'],
    ['Washington D.C.', 'washington dc'],
    ['Chi-town', 'chi town'],
  ])('%s is keyed %s', (text, key) => {
    expect(nicknameKey(text)).toBe(key);
  });

  it('reads a name typed with dots between its letters as the letters alone, in any case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2,5}$/), (letters) => {
        const dotted = `${letters.toUpperCase().split('').join('.')}.`;
        expect(nicknameKey(dotted)).toBe(letters);
        expect(nicknameKey(letters.toUpperCase())).toBe(nicknameKey(letters));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        expect(nicknameKey(nicknameKey(text))).toBe(nicknameKey(text));
      }),
    );
  });
});

describe('places by their everyday names', () => {
  it.each([
    ['NYC', NEW_YORK_CITY.id],
    ['nyc', NEW_YORK_CITY.id],
    ['N.Y.C.', NEW_YORK_CITY.id],
    ['big apple', NEW_YORK_CITY.id],
    ['LA', LOS_ANGELES.id],
    ['L.A.', LOS_ANGELES.id],
    ['la', LOS_ANGELES.id],
    ['Rio', RIO_DE_JANEIRO.id],
    ['KL', KUALA_LUMPUR.id],
  ])('%s finds its city first', (query, id) => {
    expect(firstFor(query)).toBe(id);
    expect(placeByNickname(index, query)?.id).toBe(id);
  });

  it('lists LA before Lagos, and Rio de Janeiro before the villages called Río', () => {
    expect(searchPlaces(index, 'LA', 3).map((match) => match.name)).toEqual(['Los Angeles', 'Lagos', 'Lahore']);
    expect(searchPlaces(index, 'rio', 3).map((match) => match.name)).toEqual(['Rio de Janeiro', 'Río']);
  });

  it('keeps a nickname to its whole name: a prefix of it, or a longer name, is searched as before', () => {
    expect(placeByNickname(index, 'ny')).toBeNull();
    expect(placeByNickname(index, 'lag')).toBeNull();
    expect(firstFor('lag')).toBe(LAGOS.id);
  });

  it('still narrows by a country: the nickname gives way when its city lies elsewhere', () => {
    expect(firstFor('LA, California')).toBe(LOS_ANGELES.id);
    expect(firstFor('LA, Nigeria')).toBe(LAGOS.id);
  });

  it('refuses a nickname of a place it does not hold, or one given to two places', () => {
    expect(() => buildPlaceIndex(FIXTURE_PLACES, [{ id: 1, nickname: 'Nowhere' }])).toThrow(RangeError);
    expect(() => buildPlaceIndex(FIXTURE_PLACES, [{ id: LAGOS.id, nickname: 'LA' }, { id: LOS_ANGELES.id, nickname: 'L.A.' }])).toThrow(RangeError);
    expect(nicknameRank(buildPlaceIndex(FIXTURE_PLACES), 'nyc')).toBe(-1);
  });
});
