import fc from 'fast-check';
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { displayBirthDate, type ExistingReading } from '../../birth';
import { birthFlowOutcome } from './birth-flow';
import { conversationMachine, expectationOf, initialConversationContext, type ConversationSnapshot } from './conversation.machine';
import { fixturePlaces, testClock } from '../../../fixtures/luna.fixture';
import { composeReply, type ReplyPlan } from './replies';
import { understandMessage } from './understand';
import { knownDetailsOf } from './understand-correction';

/** Issue 27 §3: corrections at and after a confirmation, as the server runs a turn. */
const start = (): ConversationSnapshot => conversationMachine.resolveState({ value: 'welcome', context: initialConversationContext() });

const say = (snapshot: ConversationSnapshot, text: string, readings: Map<string, ExistingReading>): { snapshot: ConversationSnapshot; reply: ReplyPlan } => {
  const expecting = expectationOf(snapshot);
  const understanding = understandMessage(text, {
    clock: testClock(),
    places: fixturePlaces,
    expecting,
    offeredPlaces: snapshot.context.offeredPlaces,
    known: knownDetailsOf(snapshot.context.birth.context),
  });
  const email = understanding.email.kind === 'email' ? understanding.email.email : snapshot.context.birth.context.email;
  let [next] = transition(conversationMachine, snapshot, {
    type: 'USER_MESSAGE',
    understanding,
    expecting,
    ...(email === null ? {} : { existingReading: readings.get(email) ?? null }),
  });
  if (next.matches('generating') && birthFlowOutcome(next.context.birth) !== 'kept_current') {
    const details = next.context.birth.context;
    const reading = { email: details.email ?? '', birthDate: details.birthDate ?? '', birthTime: details.birthTime, birthLocation: details.birthLocation! };
    readings.set(reading.email, reading);
    [next] = transition(conversationMachine, next, { type: 'READING_MADE', url: `/free-moon-reading?token=t${readings.size}`, at: '2026-11-22T12:00:00.000Z', reading });
  }
  return { snapshot: next, reply: composeReply(next, { brandName: 'Moonwise' }) };
};

const talk = (lines: readonly string[], readings = new Map<string, ExistingReading>(), from = start()) => {
  let snapshot = from;
  const replies: string[] = [];
  for (const line of lines) {
    const turn = say(snapshot, line, readings);
    snapshot = turn.snapshot;
    replies.push(turn.reply.text);
  }
  return { snapshot, replies, last: replies.at(-1) ?? '', birth: snapshot.context.birth.context };
};

const DETAILS = ['I want to feel calmer', 'Mara', 'may 4 1992 at 6:30 pm in lisbon, mara@example.com'];
const AT_DATE = [...DETAILS, 'yup'];
const AT_PLACE = [...AT_DATE, 'yes'];
const READ = [...AT_PLACE, 'yes'];

describe('a correction at a confirmation', () => {
  it.each([
    ['wait no its the 5th not the 4th', 'May 5, 1992'],
    ['actually it was 1993', 'May 4, 1993'],
    ['the year is wrong, 1993', 'May 4, 1993'],
    ['not may, june', 'June 4, 1992'],
  ])('at "Were you born on May 4, 1992?", %s asks to confirm %s, never the old date', (text, next) => {
    const { last, snapshot, birth } = talk([...AT_DATE, text]);
    expect(snapshot.value).toBe('confirming');
    expect(birth.pendingConfirmation?.display).toBe(next);
    expect(last).toContain(`Were you born on ${next}?`);
    expect(last).not.toContain('May 4, 1992');
    expect(last).not.toContain('Just to be sure');
    expect(birth.birthLocation?.city).toBe('Lisbon');
  });

  it.each(['wrong city, it’s Munich', 'not lisbon, munich', 'no, munich'])('at "Were you born in Lisbon?", %s asks to confirm Munich and keeps the date', (text) => {
    const { last, birth } = talk([...AT_PLACE, text]);
    expect(birth.birthLocation?.city).toBe('Munich');
    expect(birth.birthDate).toBe('1992-05-04');
    expect(birth.confirmations.birthDate).toBe(true);
    expect(last).toContain('Were you born in Munich');
    expect(last).not.toContain('Lisbon');
  });

  it('at the date, "it’s 7:30 not 6:30" keeps the evening and changes only the time', () => {
    const { birth } = talk([...AT_DATE, 'it’s 7:30 not 6:30']);
    expect(birth.birthTime).toBe('19:30');
    expect(birth.birthDate).toBe('1992-05-04');
  });
});

describe('a correction after a yes', () => {
  it('at the place, after a yes to the date, the date changes and is asked again; the place is not rejected', () => {
    const { birth, last } = talk([...AT_PLACE, 'wait no its the 5th not the 4th']);
    expect(birth.birthDate).toBe('1992-05-05');
    expect(birth.confirmations.birthDate).toBe(false);
    expect(birth.birthLocation?.city).toBe('Lisbon');
    expect(last).toContain('Were you born on May 5, 1992?');
  });

  it('after the reading, the corrected date is confirmed, the overwrite asked, and the reading remade from it', () => {
    const readings = new Map<string, ExistingReading>();
    const after = talk(READ, readings);
    expect(after.snapshot.value).toBe('conversing');
    const corrected = talk(['not may, june'], readings, after.snapshot);
    expect(corrected.last).toContain('Were you born on June 4, 1992?');
    const remade = talk(['yea', 'yes'], readings, corrected.snapshot);
    expect(remade.snapshot.value).toBe('conversing');
    expect(readings.get('mara@example.com')?.birthDate).toBe('1992-06-04');
  });

  it('a yes that names another detail ("yes but the date is wrong") asks for that detail, and the one asked stays unrejected', () => {
    const { birth, last } = talk([...DETAILS, 'yes but the date is wrong']);
    expect(birth.email).toBe('mara@example.com');
    expect(last).toContain('fix your birth date');
  });
});

describe('any day, month or year corrected at the date confirmation', () => {
  const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  it('changes only that part, and asks with the new value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1950, max: 2010 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1950, max: 2010 }),
        fc.constantFrom('day', 'year') as fc.Arbitrary<'day' | 'year'>,
        (year, month, day, newDay, newYear, part) => {
          fc.pre(part === 'day' ? newDay !== day : newYear !== year);
          const old = iso(year, month, day);
          const lines = ['I want to feel calmer', 'Mara', `${displayBirthDate(old)} in lisbon, mara@example.com`, 'yes'];
          const text = part === 'day' ? `no wait, the ${newDay}th` : `actually it was ${newYear}`;
          const next = part === 'day' ? iso(year, month, newDay) : iso(newYear, month, day);
          const { birth, last } = talk([...lines, text]);
          expect(birth.birthDate).toBe(next);
          expect(last).toContain(displayBirthDate(next));
          expect(last).not.toContain(displayBirthDate(old));
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('a confirmation word never feeds the persona', () => {
  it.each(['perfect, yes', 'oui, yes', 'sí, correct', 'yes perfect', 'looks good 👍'])('%s keeps the persona as it was, and is taken at once', (text) => {
    const { snapshot, last } = talk([...AT_DATE, text, text]);
    expect(snapshot.context.persona).toBeNull();
    expect(snapshot.context.birth.context.confirmations.birthLocation).toBe(true);
    expect(last).toContain('moon reading is ready');
  });
});
