import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { responseDetails, responseType } from '../contracts/chat.contract';
import type { LunaChatAssistantResponse } from '../contracts/luna-chat-assistant.contract';
import { DEFAULT_RATE_LIMIT_CONFIG, PERSONA_ARCHETYPE_IDS } from '../domain/reading';
import { fixedClock } from '../domain/kernel';
import type { SqlDatabase } from '../domain/kernel';
import { openLunaEngine, type LunaEngine } from '../server/conversation/luna-engine';

/**
 * Conversation fixtures (fixtures/conversations/*.json): real conversations with what Luna
 * answered, replayed against the engine with the scripted model and a fixed clock. A replay
 * that answers differently prints a readable diff; `--update` records the new answers.
 */
const expectation = z.object({
  response: z.string(),
  response_type: responseType.nullable(),
  response_details: responseDetails,
  quickReplies: z.array(z.string()),
  persona: z.enum(PERSONA_ARCHETYPE_IDS).nullable(),
  state: z.string(),
  moon_reading_generated: z.boolean(),
});
export type TurnExpectation = z.infer<typeof expectation>;

const turn = z.object({
  user: z.string(),
  /** A named visitor session; turns without one share the session 'main'. */
  session: z.string().min(1).optional(),
  /** The connection address, for the per-connection limit. */
  ip: z.string().min(1).optional(),
  /** Minutes the clock moves before this turn (default 1). */
  afterMinutes: z.number().min(0).optional(),
  expect: expectation.optional(),
});

export const conversationFixture = z.object({
  title: z.string().min(1),
  /** What the conversation shows: response types, personas, boundaries, limits... */
  covers: z.array(z.string()).default([]),
  now: z.iso.datetime(),
  rateLimits: z.object({ email: z.number().int().min(1), session: z.number().int().min(1), ip: z.number().int().min(1) }).optional(),
  turns: z.array(turn).min(1),
});
export type ConversationFixture = z.infer<typeof conversationFixture>;

export interface TurnMismatch {
  turn: number;
  user: string;
  field: keyof TurnExpectation;
  expected: unknown;
  actual: unknown;
}

export interface ReplayResult {
  fixture: ConversationFixture;
  actual: TurnExpectation[];
  mismatches: TurnMismatch[];
}

/** Profile tokens are random: a replay compares the link's shape, not its token. */
export const maskTokens = (text: string): string => text.replace(/token=[A-Za-z0-9_-]+/g, 'token=<token>');

export const observed = (answer: LunaChatAssistantResponse): TurnExpectation => ({
  response: maskTokens(answer.response),
  response_type: answer.response_type,
  response_details: answer.response_details,
  quickReplies: answer.response_metadata.quickReplies.map((reply) => reply.label),
  persona: answer.detectedPersona,
  state: answer.session_updates.conversationState,
  moon_reading_generated: answer.moon_reading_generated,
});

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export const readFixture = (file: string): ConversationFixture => conversationFixture.parse(JSON.parse(readFileSync(file, 'utf8')));

/** Replays one conversation on an emptied database with its own clock and limits. */
export const replayFixture = async (fixture: ConversationFixture, db: SqlDatabase): Promise<ReplayResult> => {
  const clock = fixedClock(Date.parse(fixture.now));
  const engine: LunaEngine = await openLunaEngine({
    clock,
    db,
    rateLimits: fixture.rateLimits ? { windowMs: DEFAULT_RATE_LIMIT_CONFIG.windowMs, max: fixture.rateLimits } : DEFAULT_RATE_LIMIT_CONFIG,
  });
  await engine.clear();
  const tokens = new Map<string, string>();
  const actual: TurnExpectation[] = [];
  const mismatches: TurnMismatch[] = [];
  for (const [index, step] of fixture.turns.entries()) {
    clock.advance((step.afterMinutes ?? 1) * 60_000);
    const session = step.session ?? 'main';
    const answer = await engine.say(step.user, { sessionToken: tokens.get(session) ?? null, ip: step.ip ?? '203.0.113.7' });
    tokens.set(session, answer.session_updates.sessionToken);
    const seen = observed(answer);
    actual.push(seen);
    const wanted = step.expect;
    if (wanted === undefined) continue;
    for (const field of Object.keys(wanted) as (keyof TurnExpectation)[]) {
      if (!same(wanted[field], seen[field])) mismatches.push({ turn: index + 1, user: step.user, field, expected: wanted[field], actual: seen[field] });
    }
  }
  return { fixture, actual, mismatches };
};

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** A mismatch as people read it: the turn, what was said, and the expected and actual lines. */
export const formatMismatches = (file: string, result: ReplayResult): string =>
  [
    `✗ ${file}: ${result.fixture.title}`,
    ...result.mismatches.flatMap((m) => {
      const expected = show(m.expected).split('\n');
      const actual = show(m.actual).split('\n');
      return [
        `  turn ${m.turn} (“${m.user}”), ${m.field}:`,
        ...expected.filter((line, i) => line !== actual[i]).map((line) => `    - ${line}`),
        ...actual.filter((line, i) => line !== expected[i]).map((line) => `    + ${line}`),
      ];
    }),
  ].join('\n');

/** Writes what the engine answered into the fixture, as its new expectations. */
export const recordFixture = (file: string, result: ReplayResult): void => {
  const fixture = { ...result.fixture, turns: result.fixture.turns.map((step, i) => ({ ...step, expect: result.actual[i] })) };
  writeFileSync(file, `${JSON.stringify(fixture, null, 2)}\n`);
};
