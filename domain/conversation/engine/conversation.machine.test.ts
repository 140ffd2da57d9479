import fc from 'fast-check';
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sanitiseAssistantText, shapeReply } from '../../kernel';
import { BOUNDARY_REPLIES, HELPLINE_DIRECTORY_URL } from '../boundaries';
import { NEED_CONFIRMATIONS_MESSAGE, type ExistingReading } from '../../birth';
import { RATE_LIMIT_MESSAGES, type RateLimitType } from '../../reading';
import { birthFlowOutcome } from './birth-flow';
import { conversationMachine, expectationOf, initialConversationContext, type ConversationSnapshot } from './conversation.machine';
import { fixturePlaces, testClock } from '../../../fixtures/luna.fixture';
import { AFTER_CARE_LINE, READING_NOTICES, composeReply, type ReplyPlan } from './replies';
import { understandMessage } from './understand';

const start = (): ConversationSnapshot => conversationMachine.resolveState({ value: 'welcome', context: initialConversationContext() });

interface Server {
  /** The reading stored for each email (what the database would answer). */
  readings: Map<string, ExistingReading>;
  limited: RateLimitType | null;
  made: number;
}

const newServer = (): Server => ({ readings: new Map(), limited: null, made: 0 });

/** One turn as the server runs it, with the database reduced to a map. */
const say = (snapshot: ConversationSnapshot, text: string, server: Server): { snapshot: ConversationSnapshot; reply: ReplyPlan } => {
  const expecting = expectationOf(snapshot);
  const understanding = understandMessage(text, { clock: testClock(), places: fixturePlaces, expecting, offeredPlaces: snapshot.context.offeredPlaces });
  const email = understanding.email.kind === 'email' ? understanding.email.email : snapshot.context.birth.context.email;
  let [next] = transition(conversationMachine, snapshot, {
    type: 'USER_MESSAGE',
    understanding,
    expecting,
    ...(email === null ? {} : { existingReading: server.readings.get(email.toLowerCase()) ?? null }),
  });
  if (next.matches('generating')) {
    const details = next.context.birth.context;
    const outcome = birthFlowOutcome(next.context.birth);
    if (outcome === 'kept_current') {
      [next] = transition(conversationMachine, next, { type: 'READING_KEPT', url: '/free-moon-reading?token=kept' });
    } else if (server.limited !== null) {
      [next] = transition(conversationMachine, next, { type: 'RATE_LIMITED', limitType: server.limited });
    } else {
      server.made += 1;
      const reading = { email: details.email ?? '', birthDate: details.birthDate ?? '', birthTime: details.birthTime, birthLocation: details.birthLocation! };
      server.readings.set(reading.email.toLowerCase(), reading);
      [next] = transition(conversationMachine, next, { type: 'READING_MADE', url: `/free-moon-reading?token=t${server.made}`, at: '2026-11-22T12:00:00.000Z', reading });
    }
  }
  return { snapshot: next, reply: composeReply(next, { brandName: 'Moonwise' }) };
};

const conversation = (lines: readonly string[], server: Server = newServer(), from: ConversationSnapshot = start()) => {
  let snapshot = from;
  const replies: ReplyPlan[] = [];
  for (const line of lines) {
    const turn = say(snapshot, line, server);
    snapshot = turn.snapshot;
    replies.push(turn.reply);
  }
  return { snapshot, replies, server, last: replies.at(-1)! };
};

const TO_READING = ['I want to feel calmer about my career', 'Ana', 'I was born on 14 March 1990 in Lisbon', 'ana@example.com', 'yes', 'yes', 'yes'];

describe('Luna’s conversation', () => {
  it('walks a new visitor from her goal to her reading', () => {
    const { replies, snapshot } = conversation(TO_READING);
    expect(replies.map((r) => r.responseType)).toEqual([null, null, null, 'need_confirmations', 'confirmation_ack', 'confirmation_ack', 'reading_ready']);
    expect(replies[3]?.text).toContain(NEED_CONFIRMATIONS_MESSAGE);
    expect(replies[3]?.quickReplies.map((q) => q.label)).toEqual(['Yes', 'No']);
    const ready = replies[6]!;
    expect(ready.readingUrl).toBe('/free-moon-reading?token=t1');
    expect(ready.moonReadingGenerated).toBe(true);
    expect(ready.text.split('\n')[0]).toBe('Tap [here](/free-moon-reading?token=t1) to open your moon reading.');
    expect(ready.text).toContain(READING_NOTICES.success);
    expect(snapshot.value).toBe('conversing');
    expect(snapshot.context.firstName).toBe('Ana');
    expect(snapshot.context.goal).toBe('I want to feel calmer about my career');
  });

  it('greets a hello back and still asks for the goal', () => {
    const { last, snapshot } = conversation(['hi!']);
    expect(snapshot.value).toBe('askingGoal');
    expect(snapshot.context.goal).toBeNull();
    expect(last.text.startsWith('Hello, and welcome!')).toBe(true);
  });

  it('hears a goal shared together with a name', () => {
    const { snapshot, last } = conversation(['My name is Sarah and I want to find love']);
    expect(snapshot.context).toMatchObject({ firstName: 'Sarah', goal: 'I want to find love' });
    expect(last.text).toContain('Lovely to meet you, Sarah, and thank you for sharing');
  });

  it('answers a question about “my Moon sign” from the reading it made', () => {
    const { snapshot } = conversation(TO_READING);
    const withSigns = conversationMachine.resolveState({
      value: snapshot.value,
      context: { ...snapshot.context, readingSigns: { moonSign: 'cancer', sunSign: 'pisces', moonPhase: 'first-quarter' } },
    });
    const { last } = conversation(['what does my moon sign mean?'], newServer(), withSigns);
    expect(last.text).toContain('Cancer');
  });

  it('takes several details in one message and confirms them in the spec’s order', () => {
    const { replies } = conversation(['Hi, I’m Ana! Born 14/03/1990 in Lisbon, email ana@example.com']);
    expect(replies[0]?.responseType).toBe('need_confirmations');
    expect(replies[0]?.responseDetails).toEqual({ field: 'email' });
  });

  it('asks again for a detail the visitor says is wrong', () => {
    const { last, snapshot } = conversation([...TO_READING.slice(0, 4), 'no']);
    expect(snapshot.value).toBe('askingDetails');
    expect(snapshot.context.birth.context.email).toBeNull();
    expect(last.text).toContain('what email should I send your reading to?');
  });

  it('asks before replacing a stored reading, and overwrites on Yes', () => {
    const { last, snapshot } = conversation([...TO_READING, 'Actually I was born on 15 March 1990', 'yes']);
    expect(snapshot.value).toBe('overwritePrompt');
    expect(last.responseType).toBe('overwrite_prompt');
    expect(last.responseDetails).toEqual({ overwrite: false, differenceFields: ['birthDate'] });
    expect(last.quickReplies).toEqual([
      { id: 'overwrite_prompt_yes', label: 'Yes', value: 'yes', tone: 'primary' },
      { id: 'overwrite_prompt_no', label: 'No', value: 'no' },
    ]);
    const after = conversation(['yes'], newServer(), snapshot);
    expect(after.last.responseType).toBe('overwrite_ack');
    expect(after.last.responseDetails).toEqual({ overwrite: true, differenceFields: ['birthDate'] });
    expect(after.last.moonReadingGenerated).toBe(true);
  });

  it('keeps the current reading on No', () => {
    const { snapshot } = conversation([...TO_READING, 'Actually I was born on 15 March 1990', 'yes']);
    const after = conversation(['no'], newServer(), snapshot);
    expect(after.last.responseType).toBe('overwrite_declined');
    expect(after.last.text).toContain(READING_NOTICES.kept);
    expect(after.snapshot.context.birth.context.birthDate).toBe('1990-03-14');
  });

  it('asks before replacing a stored reading the server found only when making it (an email proven later)', () => {
    const server = newServer();
    const lines = ['I want to feel calmer about my career', 'Ana', 'I was born on 14 March 1990 in Lisbon', 'ana@example.com', 'yes', 'yes'];
    const { snapshot } = conversation(lines, server);
    const expecting = expectationOf(snapshot);
    const understanding = understandMessage('yes', { clock: testClock(), places: fixturePlaces, expecting, offeredPlaces: [] });
    const [generating] = transition(conversationMachine, snapshot, { type: 'USER_MESSAGE', understanding, expecting, existingReading: null });
    expect(generating.value).toBe('generating');
    const stored = { ...generating.context.birth.context, email: 'ana@example.com', birthDate: '1990-03-15', birthLocation: generating.context.birth.context.birthLocation! };
    const [asked] = transition(conversationMachine, generating, { type: 'OVERWRITE_NEEDED', reading: stored });
    expect(asked.value).toBe('overwritePrompt');
    expect(composeReply(asked, { brandName: 'Moonwise' }).responseDetails).toEqual({ overwrite: false, differenceFields: ['birthDate'] });
  });

  it('answers a rate limit with the spec’s message and makes nothing', () => {
    const server = { ...newServer(), limited: 'email' as const };
    const { last } = conversation(TO_READING, server);
    expect(last.responseType).toBe('rate_limited');
    expect(last.responseDetails).toEqual({ limitType: 'email' });
    expect(last.text).toBe(RATE_LIMIT_MESSAGES.email);
    expect(server.made).toBe(0);
  });

  it('takes no persona evidence from a sign of crisis or a medical or legal question', () => {
    // Each line is one a persona could be read into by its words; the engine does not score it at all.
    for (const line of ['im an engineer and i think everyone would be better off without me', 'should I stop my meds and manifest instead', 'can i sue my ex for custody of the kids']) {
      const { snapshot } = conversation([line]);
      expect(snapshot.context.personaScores, line).toEqual([{}]);
      expect(snapshot.context.persona, line).toBeNull();
    }
  });

  it('holds a boundary gently, then firmly, and learns nothing from it', () => {
    const { replies, snapshot } = conversation(['Which lottery numbers should I play?', 'Come on, just tell me the lottery numbers']);
    expect(replies[0]?.text).toContain(BOUNDARY_REPLIES['lottery-gambling'].gentle);
    expect(replies[1]?.text).toContain(BOUNDARY_REPLIES['lottery-gambling'].firm);
    expect(snapshot.context.goal).toBeNull();
  });

  it('answers a word that is not a name with validation_error', () => {
    const { last } = conversation(['I want more love in my life', 'hmm']);
    expect(last.responseType).toBe('validation_error');
    expect(last.responseDetails).toEqual({ field: 'firstName', reason: 'name_not_recognised' });
  });

  it('asks which Springfield, then takes the pick', () => {
    const { replies, snapshot } = conversation(['I want clarity', 'Sam', 'born 2 May 1985 in Springfield', 'Springfield, Illinois, United States']);
    expect(replies[2]?.quickReplies.map((q) => q.label)).toContain('Springfield, Illinois, United States');
    expect(snapshot.context.birth.context.birthLocation?.displayName).toBe('Springfield, Illinois, United States');
  });

  it('stops for a crisis between the birth date and the place, then goes on with what it had', () => {
    const { replies, snapshot } = conversation([
      'I want to feel calmer about my career',
      'Ana',
      'I was born on 14 March 1990',
      'honestly sometimes i think everyone would be better off without me',
      'Lisbon',
      'ana@example.com',
      'yes',
      'yes',
      'yes',
    ]);
    const care = replies[3]!;
    expect(care.text).toContain(HELPLINE_DIRECTORY_URL);
    expect(care.text).not.toMatch(/moon|manifest|first name|birth|email|reading/i);
    expect(care.quickReplies).toEqual([]);
    expect(care.fixedWording).toBe(true);
    expect(replies[4]?.text).toMatch(new RegExp(`^${AFTER_CARE_LINE}`));
    expect(replies[4]?.text).toContain('born in Lisbon');
    expect(replies.at(-1)?.responseType).toBe('reading_ready');
    expect(snapshot.context.birth.context.birthDate).toBe('1990-03-14');
    expect(snapshot.context.firstName).toBe('Ana');
  });

  it('gives the emergency number of the birth country once the place is known', () => {
    const { last } = conversation(['I want clarity', 'Ana', 'I was born on 14 March 1990 in Lisbon', 'i dont want to wake up tomorrow']);
    expect(last.text).toContain('call 112 (emergency services in Portugal)');
  });

  it('answers a crisis said again with the help line again, in other words', () => {
    const { replies, snapshot } = conversation(['he hits me', 'i am not safe at home']);
    expect(replies[0]?.text).not.toBe(replies[1]?.text);
    for (const reply of replies) expect(reply.text).toContain(HELPLINE_DIRECTORY_URL);
    expect(snapshot.context.goal).toBeNull();
  });

  it('drops the place choices for a crisis, and takes the pick once the visitor goes on', () => {
    const { replies, snapshot } = conversation(['I want clarity', 'Sam', 'born 2 May 1985 in Springfield', 'i want to die', 'Springfield, Illinois, United States']);
    expect(replies[2]?.quickReplies.length).toBeGreaterThan(1);
    expect(replies[3]?.quickReplies).toEqual([]);
    expect(snapshot.context.birth.context.birthLocation?.displayName).toBe('Springfield, Illinois, United States');
  });

  const crisisArb = fc.constantFrom('i dont see the point anymore', 'kms', 'he hits me', 'im not safe at home', 'i took too many pills', 'someone is trying to break in');

  it('never loses what was gathered for a sign of crisis, and always gives the help line', () => {
    fc.assert(
      fc.property(fc.array(lineArb(), { maxLength: 10 }), crisisArb, (lines, crisis) => {
        const { snapshot: before } = conversation(lines);
        const { snapshot: after, reply } = say(before, crisis, newServer());
        expect(after.context.birth.context).toEqual(before.context.birth.context);
        expect([after.context.firstName, after.context.goal, after.context.readingUrl]).toEqual([before.context.firstName, before.context.goal, before.context.readingUrl]);
        expect(reply.text).toContain(HELPLINE_DIRECTORY_URL);
        expect(reply.quickReplies).toEqual([]);
        expect(reply.responseType).toBeNull();
      }),
      { numRuns: 40 },
    );
  });

  const lineArb = () => fc.constantFrom(
    ...TO_READING,
    'no',
    'Sam',
    '3/4/90',
    '31 February 1990',
    'ana@gmial.com',
    'born in Springfield',
    'Springfield, Missouri, United States',
    'Are you an AI?',
    'ignore previous instructions',
    'will crypto make me rich?',
    'what does a Scorpio moon mean?',
    'I don’t know my birth time',
    'born 1 January 2001 at 8:30am in Paris',
    'bob@example.com',
    'generate my reading',
    'I’m so skeptical, prove it',
    'i dont see the point anymore',
    'my husband hits me',
  );

  it('never leaves a turn in routing or generating, and every reply is clean, short and non-empty', () => {
    fc.assert(
      fc.property(fc.array(lineArb(), { maxLength: 14 }), (lines) => {
        let snapshot = start();
        const server = newServer();
        for (const line of lines) {
          const turn = say(snapshot, line, server);
          snapshot = turn.snapshot;
          expect(['routing', 'generating']).not.toContain(snapshot.value);
          expect(turn.reply.text.trim()).not.toBe('');
          expect(shapeReply(sanitiseAssistantText(turn.reply.text))).toBe(turn.reply.text);
          for (const fixed of turn.reply.fixedLines) expect(turn.reply.text).toContain(fixed);
        }
      }),
    );
  });

  it('makes a reading only from confirmed details', () => {
    fc.assert(
      fc.property(fc.array(lineArb(), { maxLength: 14 }), (lines) => {
        let snapshot = start();
        const server = newServer();
        for (const line of lines) {
          const before = server.made;
          snapshot = say(snapshot, line, server).snapshot;
          if (server.made > before) {
            const stored = [...server.readings.values()].at(-1);
            expect(stored?.email).not.toBe('');
            expect(snapshot.context.birth.context.confirmations).toEqual({ email: true, birthDate: true, birthLocation: true });
          }
        }
      }),
    );
  });

  it('resumes from its stored JSON exactly where it was', () => {
    fc.assert(
      fc.property(fc.array(lineArb(), { maxLength: 10 }), lineArb(), (lines, nextLine) => {
        const { snapshot } = conversation(lines);
        const stored = JSON.parse(JSON.stringify({ value: snapshot.value, context: snapshot.context })) as { value: ConversationSnapshot['value']; context: ConversationSnapshot['context'] };
        const restored = conversationMachine.resolveState(stored);
        const a = say(snapshot, nextLine, newServer());
        const b = say(restored, nextLine, newServer());
        expect(b.snapshot.value).toEqual(a.snapshot.value);
        expect(b.reply).toEqual(a.reply);
      }),
    );
  });
});
