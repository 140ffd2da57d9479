import { displayBirthDate } from '../../domain/birth';
import type { LunaChatAssistantResponse } from '../../contracts/luna-chat-assistant.contract';
import { fold } from '../../domain/places';
import { fixedClock } from '../../domain/kernel';
import { openLunaEngine, type LunaEngine } from '../../server/conversation/luna-engine';
import { datePlain, visitors, type Visitor } from './visitors';

/**
 * The visitor simulator (issue 13 §1): each visitor answers what Luna asks in their own words,
 * driving the real chat turn on an in-memory database, and passes when a reading is made
 * within MAX_TURNS whose stored profile has their birth date and city, with no question asked
 * twice in a row in the same words.
 */
export const MAX_TURNS = 16;

export interface VisitorResult {
  id: string;
  passed: boolean;
  turns: number;
  loops: number;
  /** Replies that asked again for what the reply before asked (the visitor was not understood). */
  reasks: number;
  reason: string;
  transcript: string[];
}

export interface SimulationResult {
  results: VisitorResult[];
  passed: number;
  total: number;
  passRate: number;
  loops: number;
  reasks: number;
}

/** The question a reply ends on: its last sentence that asks something, or its last paragraph. */
export const questionOf = (reply: string): string => {
  const last = reply.trim().split(/\n\n+/).at(-1) ?? '';
  const questions = last.match(/[^.!?\n]*\?/g);
  return (questions?.at(-1) ?? last).trim();
};

type Asked = 'goal' | 'name' | 'date' | 'place' | 'email' | 'confirm' | 'pick' | 'other';

const whatIsAsked = (answer: LunaChatAssistantResponse): Asked => {
  const q = questionOf(answer.response).toLowerCase();
  const labels = answer.response_metadata.quickReplies.map((r) => r.label);
  const yesNo = labels.includes('Yes') || labels.includes('No');
  if (yesNo) return 'confirm';
  if (labels.length > 0) return 'pick';
  if (/first name|call you|your name/.test(q)) return 'name';
  if (/email/.test(q)) return 'email';
  if (/city|place|town|where were you born|map/.test(q)) return 'place';
  if (/birth date|date|born on|when were you born|day and month|year/.test(q)) return 'date';
  if (/on your mind|goal|feeling/.test(q)) return 'goal';
  return 'other';
};

const includesFolded = (haystack: string, needle: string) => fold(haystack).includes(fold(needle));

interface Progress {
  counts: Record<string, number>;
  corrected: boolean;
}

const nth = (answers: readonly string[], progress: Progress, kind: string): string => {
  const count = progress.counts[kind] ?? 0;
  progress.counts[kind] = count + 1;
  return answers[Math.min(count, answers.length - 1)] ?? answers[0] ?? '';
};

/** What the visitor says next, given Luna's last answer. */
const nextMessage = (visitor: Visitor, answer: LunaChatAssistantResponse, progress: Progress, opening: string[]): string => {
  const next = opening.shift();
  if (next !== undefined) return next;
  const asked = whatIsAsked(answer);
  const q = questionOf(answer.response);
  const labels = answer.response_metadata.quickReplies.map((r) => r.label);
  const date = (): string => {
    if (visitor.wrongDateFirst !== undefined && !progress.corrected) {
      progress.corrected = true;
      opening.push(`no wait, it's ${datePlain(visitor.birthDate)}`);
      return visitor.wrongDateFirst;
    }
    return nth(visitor.date, progress, 'date');
  };
  switch (asked) {
    case 'confirm': {
      const born = /born on (.+)\?/i.exec(q)?.[1];
      if (born !== undefined) return includesFolded(born, displayBirthDate(visitor.birthDate)) ? visitor.yes : `${visitor.no}, it's ${datePlain(visitor.birthDate)}`;
      const bornIn = /born in (.+)\?/i.exec(q)?.[1];
      if (bornIn !== undefined) return includesFolded(bornIn, visitor.city) ? visitor.yes : `${visitor.no}, ${visitor.place.at(-1) ?? visitor.city}`;
      const name = /^Is (.+) your first name\?/i.exec(q)?.[1];
      if (name !== undefined) return name === visitor.firstName ? visitor.yes : `${visitor.no}, it's ${visitor.firstName}`;
      return visitor.yes;
    }
    case 'pick': {
      const city = labels.find((label) => includesFolded(label, visitor.city));
      if (city !== undefined) return city;
      const day = labels.find((label) => label === displayBirthDate(visitor.birthDate));
      if (day !== undefined) return day;
      const email = labels.find((label) => label.toLowerCase() === visitor.email);
      if (email !== undefined) return email;
      if (/date|born on/i.test(q)) return nth(visitor.date, progress, 'date');
      return nth(visitor.place, progress, 'place');
    }
    case 'name':
      return nth(visitor.name, progress, 'name');
    case 'email':
      return (progress.counts.email = (progress.counts.email ?? 0) + 1) % 2 === 0 ? visitor.email : `sure, it's ${visitor.email}`;
    case 'place':
      return nth(visitor.place, progress, 'place');
    case 'date':
      return date();
    case 'goal':
      return nth(visitor.goal, progress, 'goal');
    case 'other':
      // Luna said something without asking: the visitor carries on with what a reading needs.
      return (progress.counts.date ?? 0) === 0 ? date() : (progress.counts.place ?? 0) === 0 ? nth(visitor.place, progress, 'place') : 'can I have my reading?';
  }
};

interface StoredProfile {
  birth_date: string;
  birth_city: string;
}

export const runVisitor = async (engine: LunaEngine, visitor: Visitor, ip: string): Promise<VisitorResult> => {
  const progress: Progress = { counts: {}, corrected: false };
  const opening = [...visitor.opening];
  const transcript: string[] = [];
  let sessionToken: string | null = null;
  let previousQuestion: string | null = null;
  let loops = 0;
  let reasks = 0;
  let previousAsked: string | null = null;
  let message = opening.shift() ?? visitor.goal[0] ?? 'hi';
  for (let turn = 1; turn <= MAX_TURNS; turn++) {
    const answer = await engine.say(message, { sessionToken, ip });
    sessionToken = answer.session_updates.sessionToken;
    transcript.push(`> ${message}`, `< ${answer.response.replace(/\n+/g, ' / ')}`);
    const question = questionOf(answer.response);
    if (previousQuestion !== null && question.endsWith('?') && question === previousQuestion) {
      loops += 1;
      transcript.push(`! asked again: ${question}`);
    }
    previousQuestion = question;
    const asked = whatIsAsked(answer);
    if (asked !== 'other' && asked !== 'confirm' && asked === previousAsked) reasks += 1;
    previousAsked = asked;
    if (answer.response_type === 'reading_ready' || answer.response_type === 'overwrite_ack') {
      const { rows } = await engine.db.query<StoredProfile & Record<string, unknown>>(
        `select to_char(birth_date, 'YYYY-MM-DD') as birth_date, birth_city from profiles where lower(email) = lower($1)`,
        [visitor.email],
      );
      const stored = rows[0];
      const right = stored !== undefined && stored.birth_date === visitor.birthDate && fold(stored.birth_city).startsWith(fold(visitor.city));
      const reason = right ? 'reading' : `wrong profile: ${stored?.birth_date ?? '-'} ${stored?.birth_city ?? '-'}`;
      return { id: visitor.id, passed: right && loops === 0, turns: turn, loops, reasks, reason: loops > 0 ? `${reason}, ${loops} loop(s)` : reason, transcript };
    }
    message = nextMessage(visitor, answer, progress, opening);
  }
  return { id: visitor.id, passed: false, turns: MAX_TURNS, loops, reasks, reason: `no reading within ${MAX_TURNS} turns${loops > 0 ? `, ${loops} loop(s)` : ''}`, transcript };
};

/** Every visitor, one after another, on one in-memory database with a fixed clock. */
export const runSimulation = async (only?: (visitor: Visitor) => boolean): Promise<SimulationResult> => {
  const clock = fixedClock(Date.parse('2026-11-22T12:00:00.000Z'));
  const engine = await openLunaEngine({ clock });
  try {
    const results: VisitorResult[] = [];
    for (const [i, visitor] of visitors().entries()) {
      if (only !== undefined && !only(visitor)) continue;
      clock.advance(60_000);
      results.push(await runVisitor(engine, visitor, `198.51.100.${(i % 250) + 1}`));
    }
    const passed = results.filter((r) => r.passed).length;
    return { results, passed, total: results.length, passRate: results.length === 0 ? 0 : passed / results.length, loops: results.reduce((sum, r) => sum + r.loops, 0), reasks: results.reduce((sum, r) => sum + r.reasks, 0) };
  } finally {
    await engine.close();
  }
};

export const summary = (s: SimulationResult): string =>
  `${s.passed}/${s.total} visitors reached a correct reading (${(s.passRate * 100).toFixed(1)} %), ${s.loops} repeated question(s), ${s.reasks} question(s) asked again after a misunderstanding, ${(s.results.reduce((sum, r) => sum + r.turns, 0) / Math.max(1, s.total)).toFixed(1)} turns on average`;
