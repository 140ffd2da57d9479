import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeCompletions, replyWith } from '../../tests/support/fake-openai';
import { openTestDatabase, type TestDatabase } from '../../tests/support/test-databases';
import { currentCycle } from '../../domain/sky';
import { formatSkyDate } from '../../domain/conversation';
import { modelChatDeps } from '../../tests/support/model-chat-deps';
import { chatTurn, type LunaDeps } from './chat-turn';

/**
 * Dates and signs come from our astronomy, never from the model (issue 13 §3): the model is
 * told the turn's facts, and a recorded reply that invents a date or says it is an AI is
 * replaced by the scripted words. The real openai SDK talks to a fake network edge (msw).
 */
const NOW = Date.UTC(2026, 10, 22, 12);
const cycle = currentCycle(NOW);
const FULL_MOON = formatSkyDate(cycle.nextFullMoonUtcMs, null);
const NEW_MOON = formatSkyDate(cycle.nextNewMoonUtcMs, null);

/** What the model answers to each visitor message, as a recorded response. */
const RECORDED: Readonly<Record<string, string>> = {
  'When is the next full moon?': 'Great question! The next full moon falls on Saturday 28 November, a lovely time to release. What is your first name?',
  'what is a lunar eclipse?': 'As an AI language model I cannot see the sky, but a lunar eclipse is when the Earth’s shadow covers the Moon.',
  'When is the next new moon?': `Lovely question. The next new moon is on ${NEW_MOON}, and times are in UTC. By the way, what is your first name?`,
  'when will the moon be full?': 'In 3 days the Moon will be full in Gemini. What is your first name?',
};

describe('a model’s wording keeps to our dates and signs', () => {
  let target: TestDatabase;
  let deps: LunaDeps;
  const fake = fakeCompletions((body) => {
    const last = body.messages.at(-1);
    const said = typeof last?.content === 'string' ? last.content : '';
    return replyWith(RECORDED[said] ?? 'Tell me more about that.');
  });
  const msw = setupServer(fake.handler);
  /** What the logs are told about replies set aside. */
  const rejected: string[] = [];

  beforeAll(async () => {
    msw.listen({ onUnhandledRequest: 'bypass' });
    target = await openTestDatabase('pglite');
    deps = modelChatDeps(target.db, NOW, { onModelReplyRejected: (problem) => rejected.push(problem) });
  });

  afterAll(async () => {
    msw.close();
    await target?.dispose();
  });

  const systemPromptOf = (index: number): string => {
    const content = fake.received[index]?.messages[0]?.content;
    return typeof content === 'string' ? content : '';
  };

  it('tells the model the turn’s dates as facts, and replaces a reply that invents another date', async () => {
    const answer = await chatTurn(deps, { body: { message: 'When is the next full moon?' }, ip: '192.0.2.1' });
    expect(systemPromptOf(fake.received.length - 1)).toContain(`FACT: The next full moon is on ${FULL_MOON}.`);
    expect(answer.response_metadata.model).toBe('scripted');
    expect(answer.response).toContain(`The next full moon is on ${FULL_MOON}.`);
    expect(answer.response).not.toContain('28 November');
    expect(answer.response).toContain('what’s your first name?');
  });

  it('replaces a reply that says it is an AI', async () => {
    const answer = await chatTurn(deps, { body: { message: 'what is a lunar eclipse?' }, ip: '192.0.2.1' });
    expect(answer.response_metadata.model).toBe('scripted');
    expect(answer.response).not.toMatch(/\bAI\b|language model/);
    expect(rejected.at(-1)).toBe('claims-ai');
    expect(answer.response).toContain('A lunar eclipse happens at a full moon');
  });

  it('replaces a reply that counts days itself or names a sign of its own', async () => {
    const answer = await chatTurn(deps, { body: { message: 'when will the moon be full?' }, ip: '192.0.2.1' });
    expect(answer.response_metadata.model).toBe('scripted');
    expect(answer.response).not.toMatch(/In 3 days|Gemini/);
  });

  it('uses a reply that keeps to our date', async () => {
    const answer = await chatTurn(deps, { body: { message: 'When is the next new moon?' }, ip: '192.0.2.1' });
    expect(answer.response_metadata.model).toBe('openai:gpt-4o-mini');
    expect(answer.response).toContain(`The next new moon is on ${NEW_MOON}`);
  });
});
