import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixturePlaces, testClock } from '../../../fixtures/luna.fixture';
import { understandMessage, type Expectation } from './understand';
import { nearSpellings, placeWithCountry } from './understand-place';

/** Issue 13 §1: what people type, as they type it. */
const hear = (text: string, expecting: Expectation = 'free') => understandMessage(text, { clock: testClock(), places: fixturePlaces, expecting });

describe('names as people give them', () => {
  it.each([
    ['fine, I’m Dev', 'Dev'],
    ['my naem is Ravi', 'Ravi'],
    ['nmae is Björn', 'Björn'],
    ['hey i’m Zoë 😊', 'Zoë'],
    ['ok sure, I’m Priya', 'Priya'],
    ['call me Mei 🙂', 'Mei'],
  ])('%s is %s', (text, name) => {
    expect(hear(text, 'name').name).toEqual({ name, confidence: 'high' });
  });

  it.each([
    ['Anne-Marie here', 'Anne-Marie'],
    ['Łukasz :)', 'Łukasz'],
    ['its José', 'José'],
  ])('%s is %s when asked', (text, name) => {
    expect(hear(text, 'name').leadingName?.name).toBe(name);
  });

  it('never reads a feeling or a place after "I’m" as a name', () => {
    expect(hear('I’m tired', 'name').name).toBeNull();
    expect(hear('I’m from Lisbon', 'name').name).toBeNull();
    expect(hear('I’m looking for clarity', 'name').name).toBeNull();
  });

  it('reads a city with its country as a place, even when asked for a name', () => {
    expect(hear('lisbon portugal', 'name').place).toMatchObject({ kind: 'place', location: { city: 'Lisbon', country: 'Portugal' } });
  });
});

describe('dates in every order', () => {
  it.each([
    ['1992 june 9th', '1992-06-09'],
    ['9.6.92', '1992-06-09'],
    ['June 9 1992', '1992-06-09'],
    ['the 9th of june 92', '1992-06-09'],
    ['jnue 9 1992', '1992-06-09'],
    ['born 12 Janaury 1964', '1964-01-12'],
    ['septmber 5 1983', '1983-09-05'],
  ])('%s', (text, date) => {
    expect(hear(text, 'details').birthDate).toEqual({ kind: 'date', date });
  });
});

describe('places without commas, cut at the sentence end, and near spellings', () => {
  it('reads a city and its country without a comma', () => {
    expect(hear('paris texas', 'place').place).toMatchObject({ kind: 'place', location: { city: 'Paris', timezone: 'America/Chicago' } });
    expect(hear('lisbon portugal', 'place').place).toMatchObject({ kind: 'place', location: { country: 'Portugal' } });
  });

  it('ends a place with its sentence', () => {
    expect(hear('I was born in Lisbon. I want to grow my business.', 'goal').place).toMatchObject({ kind: 'place', location: { city: 'Lisbon', country: 'Portugal' } });
  });

  it('offers the place a typo was probably meant to be', () => {
    expect(nearSpellings(fixturePlaces, 'lisbn portugal').map((p) => p.label)).toContain('Lisbon, Portugal');
    expect(hear('munic', 'place').place).toMatchObject({ kind: 'unknown', suggestions: [{ name: 'Munich' }] });
  });

  it('offers a place whose first letter slipped, and no far-off namesakes', () => {
    expect(nearSpellings(fixturePlaces, 'kisbon').map((p) => p.name)).toContain('Lisbon');
    expect(nearSpellings(fixturePlaces, 'xmunich').map((p) => p.name)).toEqual(['Munich']);
    expect(nearSpellings(fixturePlaces, 'unich').map((p) => p.name)).toEqual(['Munich']);
  });

  it('reads the place after a date that sits between "born" and "in"', () => {
    expect(hear('born 3 june 1990 in lisbon', 'goal').place).toMatchObject({ kind: 'place', location: { country: 'Portugal' } });
    expect(hear('born on 3 june 1990 in munich', 'goal').place).toMatchObject({ kind: 'place', location: { city: 'Munich' } });
  });

  it('asks for the town when only a country or region is named, and offers its largest places', () => {
    const country = hear('I was born in Portugal', 'place').place;
    expect(country).toMatchObject({ kind: 'area', area: { label: 'Portugal', region: null } });
    const region = hear('missouri', 'place').place;
    expect(region).toMatchObject({ kind: 'area', area: { label: 'Missouri, United States' } });
    expect(region?.kind === 'area' ? region.area.largest.map((p) => p.name) : []).toEqual(['Springfield']);
  });

  it('looks for a town typed after a country in that country first', () => {
    const portugal = hear('portugal', 'place').place;
    const offered = portugal?.kind === 'area' ? portugal.area.largest : [];
    const town = understandMessage('lisbon', { clock: testClock(), places: fixturePlaces, expecting: 'place', offeredPlaces: offered });
    expect(town.place).toMatchObject({ kind: 'place', location: { country: 'Portugal' } });
  });

  it('takes a name set off by a comma before birth details, but not a place in that spot', () => {
    expect(hear('mei, born 21 August 1994 in Lisbon', 'goal').name).toEqual({ name: 'Mei', confidence: 'high' });
    expect(hear('Lisbon, 3 June 1990', 'details').name).toBeNull();
    expect(hear('honestly, born 3 june 1990', 'details').name).toBeNull();
    expect(hear('mei, I feel stuck', 'goal').name?.confidence).not.toBe('high');
  });

  it('finds no country-named place in words that are not one', () => {
    expect(placeWithCountry(fixturePlaces, 'hello there')).toBeNull();
  });
});

describe('answers to questions Luna did not ask', () => {
  it('"not sure" or "no idea" is a birth time only when the time is named or a date comes with it', () => {
    expect(hear('not sure what I’m looking for', 'goal').birthTime.kind).toBe('none');
    expect(hear('no idea, honestly', 'details').birthTime.kind).toBe('none');
    expect(hear('I don’t know the time', 'details').birthTime.kind).toBe('unknown');
  });

  it.each(['yep', 'yeah', 'correct', 'that’s right', 'sure', 'yes please'])('%s is yes', (text) => {
    expect(hear(text, 'answer').answer).toBe('yes');
  });

  it.each(['nope', 'not quite', 'no wait, it’s 4 May 1985'])('%s is no', (text) => {
    expect(hear(text, 'answer').answer).toBe('no');
  });
});

describe('greetings in other languages', () => {
  it.each(['namaste', 'olá ✨', 'hallo', 'konnichiwa', 'hola!', 'bonjour 🌙'])('%s is a greeting', (text) => {
    expect(hear(text, 'goal').greeting).toBe(true);
  });

  it('a word that only starts like one is not', () => {
    expect(hear('holistic healing', 'goal').greeting).toBe(false);
    expect(hear('hallowed ground', 'goal').greeting).toBe(false);
  });
});

describe('month typos (property)', () => {
  const MONTHS = ['january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
  it('two neighbouring letters swapped inside a month name still give that month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MONTHS.length - 1 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1950, max: 2010 }), fc.nat(), (m, day, year, at) => {
        const name = MONTHS[m] ?? 'june';
        const i = 1 + (at % (name.length - 2));
        const typo = name.slice(0, i) + (name[i + 1] ?? '') + (name[i] ?? '') + name.slice(i + 2);
        const iso = `${year}-${String(m + (m >= 4 ? 2 : 1)).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(hear(`${typo} ${day} ${year}`, 'details').birthDate).toEqual({ kind: 'date', date: iso });
      }),
    );
  });
});
