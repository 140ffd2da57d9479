import { describe, expect, it } from 'vitest';
import { fixturePlaces, testClock } from '../../../fixtures/luna.fixture';
import { understandMessage, type Expectation } from './understand';

const hear = (text: string, expecting: Expectation = 'free') => understandMessage(text, { clock: testClock(), places: fixturePlaces, expecting });

describe('one message with every detail is taken whole', () => {
  it.each([
    'hi im ana, born march 3 1991 at 2:30pm in lisbon portugal and my email is ana@example.com',
    'hey there! my name is ana and i was born on march 3rd 1991 at 2.30pm in lisbon portugal and my email is ana@example.com',
    'im ana born 3 march 1991 2:30pm lisbon portugal email ana@example.com',
    'ana here. lisbon portugal, march 3 1991, 2:30 pm, email: ana@example.com',
    'born in lisbon portugal on march 3 1991 at 2:30pm, ana@example.com',
    "i'm ana from lisbon originally, born 3/3/1991 at 14:30 and my email is ana@example.com",
    'hi im ana i was born in lisbon on the 3rd of march 1991 around 2:30 in the afternoon my email is ana@example.com',
    'hi im ana born march 3 1991 at 2:30pm lisbon portugal my email ana@example.com thanks',
    'i was born at 2:30pm on march 3 1991 in Lisbon Portugal and you can email me at ana@example.com',
    'ana@example.com born march 3 1991 2:30pm lisbon',
    'my email is ana@example.com and i was born in lisbon portugal on march 3 1991 at 2:30pm',
    'originally from lisbon portugal, born march 3 1991 at 2:30pm, ana@example.com',
    "hey luna im ana born march 3rd '91 at 14h30 in lisbon email: ana@example.com",
    'born march 3 1991 at 1430 hrs in lisbon, email ana@example.com',
  ])('%s', (text) => {
    for (const expecting of ['goal', 'name', 'details'] as const) {
      const u = hear(text, expecting);
      expect(u.birthDate).toEqual({ kind: 'date', date: '1991-03-03' });
      expect(u.birthTime).toMatchObject({ kind: 'time', time: '14:30' });
      expect(u.email).toEqual({ kind: 'email', email: 'ana@example.com' });
      expect(u.place).toMatchObject({ kind: 'place', location: { city: 'Lisbon', country: 'Portugal' } });
    }
  });
});

describe('named days and times in words are never looked up as places', () => {
  it.each([
    "born in the year 2000 on valentine's day",
    'christmas eve 1975',
    "new years eve '89",
    'born on mothers day 1988',
    'born 5 may 1990 just after lunch',
    'born 5 may 1990 half past six in the evening',
    'born on christmas eve 1975 at teatime',
  ])('%s', (text) => {
    expect(hear(text, 'details').place).toBeNull();
  });

  it('keeps the place beside a named day', () => {
    const u = hear('born on christmas eve 1975 in munich', 'details');
    expect(u.birthDate).toEqual({ kind: 'date', date: '1975-12-24' });
    expect(u.place).toMatchObject({ kind: 'place', location: { city: 'Munich' } });
  });

  it('asks for the hour of a part of the day only when a birth is being told', () => {
    expect(hear('born 5 may 1990 in the afternoon in lisbon', 'goal').birthTime).toMatchObject({ kind: 'unclear' });
    expect(hear('I always feel low in the evening', 'goal').birthTime).toEqual({ kind: 'none' });
  });
});
