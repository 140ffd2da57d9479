import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody, fakeCompletions, replyWith } from '../../tests/support/fake-openai';
import { openTestDatabase, type TestDatabase } from '../../tests/support/test-databases';
import { modelChatDeps } from '../../tests/support/model-chat-deps';
import { chatTurn, type LunaDeps } from './chat-turn';

/**
 * Luna's replies worded by a language model: the real openai SDK against a fake network edge.
 * The model's words are used when it answers, cleaned, with the fixed lines kept; when it
 * fails, the scripted words stand in and the visitor still gets an answer.
 */
describe('Luna’s replies worded by a language model', () => {
  let target: TestDatabase;
  let deps: LunaDeps;
  let failing = false;
  const fake = fakeCompletions((_body, call) => {
    if (failing) return HttpResponse.json(apiErrorBody('Incorrect API key provided: sk-test-fake-key'), { status: 401 });
    // The second reply leaves out the fixed confirmation question and breaks the style rules.
    return call % 2 === 0 ? replyWith('What a lovely goal — truly. May I ask your first name?') : replyWith('90% of people find this helps within 3 days.');
  });
  const msw = setupServer(fake.handler);
  const failures: unknown[] = [];

  beforeAll(async () => {
    msw.listen({ onUnhandledRequest: 'bypass' });
    target = await openTestDatabase('pglite');
    deps = modelChatDeps(target.db, Date.UTC(2026, 10, 22, 12), { onModelFailure: (error) => failures.push(error) });
  });

  afterAll(async () => {
    msw.close();
    await target?.dispose();
  });

  it('uses the model’s wording, cleaned by the sanitiser', async () => {
    const answer = await chatTurn(deps, { body: { message: 'I want to feel calmer at work' }, ip: '192.0.2.1' });
    expect(answer.response).toBe('What a lovely goal - truly. May I ask your first name?');
    expect(answer.response_metadata.model).toBe('openai:gpt-4o-mini');
    const sent = fake.received.at(-1);
    expect(sent?.messages[0]?.role).toBe('system');
    expect(sent?.messages.at(-1)).toEqual({ role: 'user', content: 'I want to feel calmer at work' });
  });

  it('puts back a fixed line the model left out', async () => {
    const first = await chatTurn(deps, { body: { message: 'Hi! I’m Ana, born 14 March 1990 in Lisbon, ana.model@example.com' }, ip: '192.0.2.1' });
    expect(first.response_type).toBe('need_confirmations');
    expect(first.response).toContain('Is ana.model@example.com the right email for your reading?');
    expect(first.response).not.toMatch(/90%|within 3 days/);
  });

  it('keeps the scripted words when the model refuses the key, and says nothing of the key', async () => {
    failing = true;
    const answer = await chatTurn(deps, { body: { message: 'I feel stuck' }, ip: '192.0.2.1' });
    failing = false;
    expect(answer.response_metadata.model).toBe('scripted');
    expect(answer.response).toContain('What’s your first name?');
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).not.toContain('sk-test-fake-key');
  });

  it('answers a visitor in danger with the care reply as written, without asking the model', async () => {
    const before = fake.received.length;
    const first = await chatTurn(deps, { body: { message: 'I want to feel calmer, I live in the UK' }, ip: '192.0.2.1' });
    const session = first.session_updates.sessionToken;
    const asked = fake.received.length;
    expect(asked).toBeGreaterThan(before);
    const answer = await chatTurn(deps, { body: { message: 'honestly everyone would be better off without me', sessionToken: session }, ip: '192.0.2.1' });
    expect(fake.received.length).toBe(asked);
    expect(answer.response_metadata.model).toBe('scripted');
    expect(answer.response).toContain('116 123');
    expect(answer.response).toContain('https://findahelpline.com');
    expect(answer.response_metadata.quickReplies).toEqual([]);
  });
});
