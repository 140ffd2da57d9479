import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from './fold';
import { buildPlaceIndex } from './search-index';
import { parsePlaceQuery } from './query';
import { resolveQualifier } from './qualifiers';
import { FIXTURE_PLACES, PARIS_ON } from '../../fixtures/places.fixture';

describe('parsePlaceQuery', () => {
  it('reads a bare name', () => {
    expect(parsePlaceQuery('  München ')).toEqual({ city: 'munchen', qualifiers: [], whole: 'munchen' });
  });

  it('reads the parts after commas as qualifiers, in order', () => {
    expect(parsePlaceQuery('Springfield, IL, USA')).toEqual({ city: 'springfield', qualifiers: ['il', 'usa'], whole: 'springfield il usa' });
  });

  it('ignores empty parts, as while a visitor is still typing', () => {
    expect(parsePlaceQuery('Paris, ').qualifiers).toEqual([]);
    expect(parsePlaceQuery('Paris,,France').qualifiers).toEqual(['france']);
  });

  it('reads a text without commas as one name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        fc.pre(!text.includes(','));
        expect(parsePlaceQuery(text)).toEqual({ city: fold(text), qualifiers: [], whole: fold(text) });
      }),
    );
  });
});

describe('resolveQualifier', () => {
  const { qualifiers } = buildPlaceIndex(FIXTURE_PLACES);
  const resolve = (text: string) => {
    const filter = resolveQualifier(qualifiers, fold(text));
    return filter && { countries: [...filter.countries].sort(), regions: [...filter.regions].sort() };
  };

  it('knows a country by English name, ISO code or everyday alias', () => {
    expect(resolve('France')).toEqual({ countries: ['FR'], regions: [] });
    expect(resolve('fr')).toEqual({ countries: ['FR'], regions: [] });
    expect(resolve('U.S.A.')).toEqual({ countries: ['US'], regions: [] });
  });

  it('knows a region by name or postal code', () => {
    expect(resolve('Texas')).toEqual({ countries: [], regions: ['US|TX'] });
    expect(resolve('TX')).toEqual({ countries: [], regions: ['US|TX'] });
    expect(resolve('D.C.')).toEqual({ countries: [], regions: ['US|DC'] });
  });

  it('keeps every reading of an ambiguous code', () => {
    expect(resolve('CA')).toEqual({ countries: ['CA'], regions: ['US|CA'] });
  });

  it('knows Canadian provinces by their postal abbreviation', () => {
    expect(resolve('ON')).toEqual({ countries: [], regions: [`CA|${PARIS_ON.admin1Code}`] });
  });

  it('accepts the start of a name when no whole name matches', () => {
    expect(resolve('Tex')).toEqual({ countries: [], regions: ['US|TX'] });
    expect(resolve('costa')).toEqual({ countries: ['CR'], regions: [] });
  });

  it('answers null for a text that names nothing', () => {
    expect(resolve('Narnia')).toBeNull();
  });
});
