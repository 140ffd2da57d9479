import { describe, expect, it } from 'vitest';
import { testClock } from '../../../fixtures/luna.fixture';
import { parseBirthDate, parseBirthTime } from '../../birth';
import { readCorrection, type KnownDetails } from './understand-correction';
import { readAnswer } from './yes-no';

const KNOWN: KnownDetails = { birthDate: '1992-05-04', birthTime: '18:30', confirming: null };
const read = (text: string, asked: boolean, known: KnownDetails = KNOWN) =>
  readCorrection(text, { birthDate: parseBirthDate(text, testClock()), birthTime: parseBirthTime(text) }, { known, asked, clock: testClock(), answer: readAnswer(text, { asked }) });

describe('a correction read against the details already given', () => {
  it.each([
    ['wait no its the 5th not the 4th', '1992-05-05'],
    ['not may, june', '1992-06-04'],
    ['oops, I meant 1993', '1992-05-04'.replace('1992', '1993')],
    ['the 5th not the 4th', '1992-05-05'],
  ])('after the reading, %s corrects the date', (text, date) => {
    expect(read(text, false)).toMatchObject({ birthDate: { kind: 'date', date }, corrects: ['birthDate'] });
  });

  it.each([
    'the 2nd half of the month is not good for me',
    'what happens on the 5th?',
    'I am not sure the 3 of cups means anything',
    'my moon is not in the 4th house, is it?',
  ])('after the reading, %s corrects nothing', (text) => {
    expect(read(text, false).corrects).toEqual([]);
  });

  it('at the date confirmation a bare part is a correction; at the email confirmation it is not', () => {
    expect(read('the 5th', true, { ...KNOWN, confirming: 'birthDate' }).corrects).toEqual(['birthDate']);
    expect(read('the 5th', true, { ...KNOWN, confirming: 'email' }).corrects).toEqual([]);
  });

  it('a place named at the place confirmation is looked up without the correction words', () => {
    expect(read('wrong city, it’s Porto', true, { ...KNOWN, confirming: 'birthLocation' }).placeText).toBe('porto');
    expect(read('not lisbon, porto', true, { ...KNOWN, confirming: 'birthLocation' }).placeText).toBe('porto');
    expect(read('nope', true, { ...KNOWN, confirming: 'birthLocation' }).placeText).toBeNull();
    expect(read('yes', true, { ...KNOWN, confirming: 'birthLocation' }).placeText).toBeNull();
  });

  it.each([
    ['yes but the date is wrong', 'birthDate'],
    ['no, the city is wrong', 'birthLocation'],
    ['nope wrong email', 'email'],
    ['no the time is off', 'birthTime'],
  ])('%s names %s as the wrong detail', (text, field) => {
    expect(read(text, true, { ...KNOWN, confirming: 'email' }).names).toBe(field);
  });
});
