import { displayBirthDate } from '../../domain/birth';
import type { LunaChatAssistantResponse } from '../../contracts/luna-chat-assistant.contract';
import { fold } from '../../domain/places';
import { fixedClock } from '../../domain/kernel';
import { openLunaEngine, type LunaEngine } from '../../server/conversation/luna-engine';
import { datePlain, visitors, type Visitor } from './visitors';

/**
 * The visitor simulator (issue 13 §1, issue 27 §6): each visitor answers what Luna asks in their
 * own words, driving the real chat turn on an in-memory database, and passes when a reading is
 * made within MAX_TURNS whose stored profile has their birth date, city and (where they gave
 * one) time, with no question asked twice in a row in the same words, and no birth place they
 * never named said or confirmed back to them.
 */
export const MAX_TURNS = 16;
/** A visitor leaves when asked for the same thing this many times in a row after answering it, or the same question one time fewer in all. */
export const PATIENCE = 4;

export interface VisitorResult {
  id: string;
  passed: boolean;
  turns: number;
  loops: number;
  /** Replies that asked again for what the reply before asked (the visitor was not understood). */
  reasks: number;
  /** Replies that said or confirmed a birth place the visitor never named (or a stored city not theirs). */
  invented: number;
  reason: string;
  kinds: string[];
  transcript: string[];
}

export interface SimulationResult {
  results: VisitorResult[];
  passed: number;
  total: number;
  passRate: number;
  loops: number;
  reasks: number;
  invented: number;
  /** Wall time of the whole run, in seconds. */
  seconds: number;
}

/** The question a reply ends on: its last sentence that asks something, or its last paragraph (a dot inside an email address or a number ends no sentence). */
export const questionOf = (reply: string): string => {
  const last = reply.trim().split(/\n\n+/).at(-1) ?? '';
  const questions = last.match(/(?:[^.!?\n]|\.(?=\S))*\?/g);
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
  /** The slip was typed; it was corrected; the visitor said yes to it and corrects it next. */
  slipTyped: boolean;
  slipFixed: boolean;
  fixNext: boolean;
  asideDone: boolean;
  /** The message just sent was a question of the visitor's own, not an answer. */
  aside: boolean;
}

/** The places Luna says someone was born in: 'I've noted that: born in X', 'Were you born in X?'. */
export const claimedBirthPlaces = (reply: string): string[] =>
  [...reply.matchAll(/\bborn in ([\p{L}][^.?!;\n/]*)/giu)]
    .map((m) => (m[1] ?? '').trim())
    .filter((place) => !/^(?:the |a |an )?(?:morning|afternoon|evening|night|year|spring|summer|autumn|fall|winter|early|late|and|or|which|what|your)\b/i.test(place));

/** What the visitor named as a birth place: their city, and a city they typed by mistake. */
const namedPlaces = (visitor: Visitor): string[] => [visitor.city, ...(visitor.slip?.field === 'place' ? [visitor.slip.shows] : [])];

const isNamed = (visitor: Visitor, place: string) => namedPlaces(visitor).some((named) => includesFolded(place, named));

const theirPlace = (visitor: Visitor, label: string) => includesFolded(label, visitor.city) && (visitor.region === undefined || includesFolded(label, visitor.region));

const nth = (answers: readonly string[], progress: Progress, kind: string): string => {
  const count = progress.counts[kind] ?? 0;
  progress.counts[kind] = count + 1;
  return answers[Math.min(count, answers.length - 1)] ?? answers[0] ?? '';
};

/** What the visitor says next, given Luna's last answer. */
const nextMessage = (visitor: Visitor, answer: LunaChatAssistantResponse, progress: Progress, opening: string[]): string => {
  progress.aside = false;
  const next = opening.shift();
  if (next !== undefined) return next;
  const { slip } = visitor;
  if (slip !== undefined && progress.fixNext && !progress.slipFixed) {
    progress.slipFixed = true;
    return slip.fix;
  }
  const asked = whatIsAsked(answer);
  const q = questionOf(answer.response);
  const labels = answer.response_metadata.quickReplies.map((r) => r.label);
  // A person reads the whole last paragraph, not only its question ('Mother’s Day falls on … Which day was it?').
  const lastParagraph = answer.response.trim().split(/\n\n+/).at(-1) ?? '';
  const reply = visitor.replies?.find((r) => r.to.test(q) || r.to.test(lastParagraph));
  if (reply !== undefined && asked !== 'confirm') return reply.say;
  if (visitor.aside !== undefined && !progress.asideDone && asked === visitor.aside.at) {
    progress.asideDone = true;
    progress.aside = true;
    return visitor.aside.say;
  }
  const date = (): string => {
    if (slip?.field === 'date' && !progress.slipTyped) {
      progress.slipTyped = true;
      return slip.typed;
    }
    if (visitor.wrongDateFirst !== undefined && !progress.corrected) {
      progress.corrected = true;
      opening.push(`no wait, it's ${datePlain(visitor.birthDate)}`);
      return visitor.wrongDateFirst;
    }
    return nth(visitor.date, progress, 'date');
  };
  const place = (): string => {
    if (slip?.field === 'place' && !progress.slipTyped) {
      progress.slipTyped = true;
      return slip.typed;
    }
    return nth(visitor.place, progress, 'place');
  };
  /** Luna shows back the detail the visitor typed wrongly: they correct it now, or say yes and correct it next. */
  const slipShown = (shown: string, field: 'date' | 'place'): string | undefined => {
    if (slip === undefined || slip.field !== field || progress.slipFixed || !includesFolded(shown, slip.shows)) return undefined;
    if (slip.when === 'after') {
      progress.fixNext = true;
      return visitor.yes;
    }
    progress.slipFixed = true;
    return slip.fix;
  };
  switch (asked) {
    case 'confirm': {
      const born = /born on (.+)\?/i.exec(q)?.[1];
      if (born !== undefined) return slipShown(born, 'date') ?? (includesFolded(born, displayBirthDate(visitor.birthDate)) ? visitor.yes : `${visitor.no}, it's ${datePlain(visitor.birthDate)}`);
      const bornIn = /born in (.+)\?/i.exec(q)?.[1];
      if (bornIn !== undefined) return slipShown(bornIn, 'place') ?? (theirPlace(visitor, bornIn) ? visitor.yes : `${visitor.no}, ${visitor.place.at(-1) ?? visitor.city}`);
      const name = /^Is (.+) your first name\?/i.exec(q)?.[1];
      if (name !== undefined) return name === visitor.firstName ? visitor.yes : `${visitor.no}, it's ${visitor.firstName}`;
      if (reply !== undefined) return reply.say;
      return visitor.yes;
    }
    case 'pick': {
      const city = labels.find((label) => theirPlace(visitor, label));
      if (city !== undefined) return city;
      const day = labels.find((label) => label === displayBirthDate(visitor.birthDate));
      if (day !== undefined) return day;
      const email = labels.find((label) => label.toLowerCase() === visitor.email);
      if (email !== undefined) return email;
      if (/date|born on/i.test(q)) return date();
      return place();
    }
    case 'name':
      return nth(visitor.name, progress, 'name');
    case 'email':
      return (progress.counts.email = (progress.counts.email ?? 0) + 1) % 2 === 0 ? visitor.email : `sure, it's ${visitor.email}`;
    case 'place':
      return place();
    case 'date':
      return date();
    case 'goal':
      return nth(visitor.goal, progress, 'goal');
    case 'other':
      // Luna said something without asking: the visitor carries on with what a reading needs.
      return (progress.counts.date ?? 0) === 0 && !progress.slipTyped ? date() : (progress.counts.place ?? 0) === 0 ? place() : 'can I have my reading?';
  }
};

interface StoredProfile {
  birth_date: string;
  birth_city: string;
  birth_time: string | null;
}

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Why the stored profile is not the visitor's, or null when it is. */
const profileFault = (visitor: Visitor, stored: StoredProfile | undefined): string | null => {
  if (stored === undefined) return 'no profile stored';
  const faults: string[] = [];
  if (stored.birth_date !== visitor.birthDate) faults.push(`date ${stored.birth_date}`);
  if (!fold(stored.birth_city).startsWith(fold(visitor.city)) || (visitor.region !== undefined && !includesFolded(stored.birth_city, visitor.region))) faults.push(`city ${stored.birth_city}`);
  if (visitor.birthTime !== undefined && (stored.birth_time === null || Math.abs(minutes(stored.birth_time) - minutes(visitor.birthTime)) > (visitor.timeWithin ?? 0))) faults.push(`time ${stored.birth_time ?? 'none'}`);
  return faults.length === 0 ? null : `wrong profile: ${faults.join(', ')}`;
};

/** Luna saying she will answer once she has the reading ('then I can answer from your own chart'). */
const PROMISES_LATER = /then I can answer|answer (?:it )?(?:once|when) (?:I have|your reading)/i;

export const runVisitor = async (engine: LunaEngine, visitor: Visitor, ip: string): Promise<VisitorResult> => {
  const progress: Progress = { counts: {}, corrected: false, slipTyped: false, slipFixed: false, fixNext: false, asideDone: false, aside: false };
  const opening = [...visitor.opening];
  const transcript: string[] = [];
  let sessionToken: string | null = null;
  let previousQuestion: string | null = null;
  let loops = 0;
  let reasks = 0;
  let invented = 0;
  let previousAsked: string | null = null;
  let previousKey: string | null = null;
  let sameInARow = 1;
  const askedBefore = new Map<string, number>();
  const faults: string[] = [];
  let message = opening.shift() ?? visitor.goal[0] ?? 'hi';
  const say = async (text: string) => {
    const answer = await engine.say(text, { sessionToken, ip });
    sessionToken = answer.session_updates.sessionToken;
    transcript.push(`> ${text}`, `< ${answer.response.replace(/\n+/g, ' / ')}`);
    for (const place of claimedBirthPlaces(answer.response).filter((p) => !isNamed(visitor, p))) {
      invented += 1;
      transcript.push(`! a birth place never named: ${place}`);
    }
    return answer;
  };
  const result = (passed: boolean, turns: number, reason: string): VisitorResult => {
    const notes = [reason, ...faults, ...(loops > 0 ? [`${loops} loop(s)`] : []), ...(invented > 0 ? [`${invented} invented place(s)`] : [])];
    return { id: visitor.id, kinds: visitor.kinds, passed: passed && faults.length === 0 && loops === 0 && invented === 0, turns, loops, reasks, invented, reason: notes.join(', '), transcript };
  };
  const fault = (text: string) => {
    if (!faults.includes(text)) faults.push(text);
  };
  let owed: Visitor['aside'] | null = null;
  for (let turn = 1; turn <= MAX_TURNS; turn++) {
    const wasAside = progress.aside;
    const wasFix = visitor.slip !== undefined && message === visitor.slip.fix && progress.slipFixed;
    const answer = await say(message);
    const question = questionOf(answer.response);
    // A question about her own chart before there is one may be answered with the reading, when Luna says so.
    if (wasAside && visitor.aside !== undefined && !visitor.aside.expect.test(answer.response)) {
      if (PROMISES_LATER.test(answer.response)) owed = visitor.aside;
      else fault(`question not answered: '${visitor.aside.say}'`);
    } else if (owed !== null && owed.expect.test(answer.response)) owed = null;
    if (wasFix && visitor.slip?.bare !== true) {
      const right = visitor.slip?.field === 'date' ? displayBirthDate(visitor.birthDate) : visitor.city;
      if (!includesFolded(answer.response, right)) fault(`correction '${visitor.slip?.fix}' not taken at once`);
    }
    if (visitor.unasked !== undefined && visitor.unasked.pattern.test(question)) fault(visitor.unasked.why);
    if (!wasAside && previousQuestion !== null && question.endsWith('?') && question === previousQuestion) {
      loops += 1;
      transcript.push(`! asked again: ${question}`);
    }
    previousQuestion = question;
    const asked = whatIsAsked(answer);
    if (!wasAside && asked !== 'other' && asked !== 'confirm' && asked === previousAsked) reasks += 1;
    previousAsked = asked;
    // The same thing asked again (a confirmation of the same detail counts as the same thing).
    const key = asked === 'other' ? null : `${asked}:${asked === 'confirm' ? (question.split(':').at(-1) ?? '').trim() : ''}`;
    sameInARow = !wasAside && key !== null && key === previousKey ? sameInARow + 1 : 1;
    previousKey = key;
    if (sameInARow >= PATIENCE) return result(false, turn, `left after being asked the same thing ${PATIENCE} times in a row`);
    const times = (askedBefore.get(question) ?? 0) + 1;
    askedBefore.set(question, times);
    if (question.endsWith('?') && times >= PATIENCE - 1) return result(false, turn, `left after '${question}' was asked ${times} times`);
    if (answer.response_type === 'reading_ready' || answer.response_type === 'overwrite_ack') {
      const { rows } = await engine.db.query<StoredProfile & Record<string, unknown>>(
        `select to_char(birth_date, 'YYYY-MM-DD') as birth_date, birth_city, to_char(birth_time, 'HH24:MI') as birth_time from profiles where lower(email) = lower($1)`,
        [visitor.email],
      );
      const stored = rows[0];
      if (stored !== undefined && !isNamed(visitor, stored.birth_city)) {
        invented += 1;
        transcript.push(`! stored a birth place never named: ${stored.birth_city}`);
      }
      if (visitor.afterReading !== undefined) {
        const after = await say(visitor.afterReading.say);
        const { expect } = visitor.afterReading;
        if (!(typeof expect === 'function' ? expect(after.response) : expect.test(after.response))) fault(`question after the reading not answered: '${visitor.afterReading.say}'`);
      }
      if (owed !== null) fault(`question not answered, though Luna said she would: '${owed.say}'`);
      const wrong = profileFault(visitor, stored);
      return result(wrong === null, turn, wrong ?? 'reading');
    }
    message = nextMessage(visitor, answer, progress, opening);
  }
  return result(false, MAX_TURNS, `no reading within ${MAX_TURNS} turns`);
};

/** Every visitor, one after another, on one in-memory database with a fixed clock. */
export const runSimulation = async (only?: (visitor: Visitor) => boolean): Promise<SimulationResult> => {
  const started = performance.now();
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
    const sum = (pick: (r: VisitorResult) => number) => results.reduce((total, r) => total + pick(r), 0);
    return {
      results,
      passed,
      total: results.length,
      passRate: results.length === 0 ? 0 : passed / results.length,
      loops: sum((r) => r.loops),
      reasks: sum((r) => r.reasks),
      invented: sum((r) => r.invented),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await engine.close();
  }
};

export const summary = (s: SimulationResult): string =>
  `${s.passed}/${s.total} visitors reached a correct reading (${(s.passRate * 100).toFixed(1)} %), ${s.loops} repeated question(s), ${s.invented} invented birth place(s), ${s.reasks} question(s) asked again after a misunderstanding, ${(s.results.reduce((sum, r) => sum + r.turns, 0) / Math.max(1, s.total)).toFixed(1)} turns on average, ${s.seconds.toFixed(1)} s`;

export interface KindFigures {
  kind: string;
  passed: number;
  total: number;
  failed: string[];
}

/** Pass rates by kind (a visitor counts once for each kind it carries), worst first. */
export const byKind = (s: SimulationResult): KindFigures[] => {
  const kinds = new Map<string, KindFigures>();
  for (const r of s.results) {
    for (const kind of r.kinds) {
      const figures = kinds.get(kind) ?? { kind, passed: 0, total: 0, failed: [] };
      figures.total += 1;
      if (r.passed) figures.passed += 1;
      else figures.failed.push(r.id);
      kinds.set(kind, figures);
    }
  }
  return [...kinds.values()].sort((a, b) => a.passed / a.total - b.passed / b.total || a.kind.localeCompare(b.kind));
};

export const kindSummary = (s: SimulationResult): string =>
  byKind(s)
    .map((k) => `  ${k.kind.padEnd(18)} ${String(k.passed).padStart(3)}/${String(k.total).padEnd(3)} ${((k.passed / k.total) * 100).toFixed(0).padStart(3)} %${k.failed.length > 0 ? `  failing: ${k.failed.join(' ')}` : ''}`)
    .join('\n');
