import { HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LUNA_EMPTY_RESPONSE_MESSAGE } from '../../contracts/luna-chat.contract';
import { type LanguageModel, LlmFailure, type LlmFailureKind, type LlmRequest } from '../../domain/kernel';
import { FAKE_OPENAI_API_KEY, FAKE_OPENAI_BASE_URL, apiErrorBody, fakeCompletions, replyWith } from '../../tests/support/fake-openai';
import { openAiLanguageModel, type OpenAiLanguageModelOptions } from './openai-language-model.adapter';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const request: LlmRequest = {
  messages: [
    { role: 'system', content: 'You are Luna.' },
    { role: 'user', content: 'Hello' },
  ],
  temperature: 0.8,
  maxTokens: 500,
};

const modelWith = (options: Partial<OpenAiLanguageModelOptions> = {}): LanguageModel =>
  openAiLanguageModel({ apiKey: FAKE_OPENAI_API_KEY, baseURL: FAKE_OPENAI_BASE_URL, model: 'gpt-4o-mini', retryDelayMs: 10, ...options });

/** Serves `answer` and returns what the fake received. */
const serve = (answer: Parameters<typeof fakeCompletions>[0]) => {
  const fake = fakeCompletions(answer);
  server.use(fake.handler);
  return fake.received;
};

const failureOf = async (call: Promise<unknown>): Promise<LlmFailure> => {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(LlmFailure);
  return outcome as LlmFailure;
};

const kindOf = async (call: Promise<unknown>): Promise<LlmFailureKind> => (await failureOf(call)).kind;

describe('the OpenAI language model', () => {
  it('is named after its model', () => {
    expect(modelWith({ model: 'gpt-4o-mini' }).name).toBe('openai:gpt-4o-mini');
  });

  it('sends the model, messages, temperature and max_tokens with the key, and answers the reply text', async () => {
    let authorization: string | null = null;
    const received = serve((_body, _call, incoming) => {
      authorization = incoming.headers.get('authorization');
      return replyWith('The moon is waxing, Ana.');
    });
    await expect(modelWith().complete({ ...request, temperature: 0.3, maxTokens: 120 })).resolves.toBe('The moon is waxing, Ana.');
    expect(received).toEqual([{ model: 'gpt-4o-mini', messages: request.messages, temperature: 0.3, max_tokens: 120 }]);
    expect(authorization).toBe(`Bearer ${FAKE_OPENAI_API_KEY}`);
  });

  it.each([401, 403])('fails with authentication when the key is refused (%i), without retrying', async (status) => {
    const received = serve(() => HttpResponse.json(apiErrorBody('Incorrect API key provided'), { status }));
    expect(await kindOf(modelWith().complete(request))).toBe('authentication');
    expect(received).toHaveLength(1);
  });

  it('fails with rate_limited on 429, after one retry', async () => {
    const received = serve(() => HttpResponse.json(apiErrorBody('Slow down', 'rate_limit_exceeded'), { status: 429 }));
    expect(await kindOf(modelWith().complete(request))).toBe('rate_limited');
    expect(received).toHaveLength(2);
  });

  it.each([500, 502, 503])('fails with unavailable on %i, after one retry', async (status) => {
    const received = serve(() => HttpResponse.json(apiErrorBody('Overloaded'), { status }));
    expect(await kindOf(modelWith().complete(request))).toBe('unavailable');
    expect(received).toHaveLength(2);
  });

  it('retries once on 503 and answers with the second reply', async () => {
    const received = serve((_body, call) => (call === 0 ? HttpResponse.json(apiErrorBody('Overloaded'), { status: 503 }) : replyWith('Welcome back.')));
    await expect(modelWith().complete(request)).resolves.toBe('Welcome back.');
    expect(received).toHaveLength(2);
  });

  it('does not retry when maxRetries is 0', async () => {
    const received = serve(() => HttpResponse.json(apiErrorBody('Overloaded'), { status: 503 }));
    expect(await kindOf(modelWith({ maxRetries: 0 }).complete(request))).toBe('unavailable');
    expect(received).toHaveLength(1);
  });

  it.each([400, 404, 408, 409, 422])('never retries a %i, even when the server asks for it', async (status) => {
    const received = serve(() =>
      HttpResponse.json(apiErrorBody('Bad request'), { status, headers: { 'x-should-retry': 'true' } }),
    );
    expect(await kindOf(modelWith().complete(request))).toBe('unavailable');
    expect(received).toHaveLength(1);
  });

  it('retries a lost connection once, then fails with unavailable', async () => {
    const received = serve(() => HttpResponse.error());
    expect(await kindOf(modelWith().complete(request))).toBe('unavailable');
    expect(received).toHaveLength(2);
  });

  it('does not retry when the server’s Retry-After ends after the time-out', async () => {
    const received = serve(() => HttpResponse.json(apiErrorBody('Slow down'), { status: 429, headers: { 'retry-after': '30' } }));
    const started = performance.now();
    expect(await kindOf(modelWith({ timeoutMs: 2_000 }).complete(request))).toBe('rate_limited');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(received).toHaveLength(1);
  });

  it('waits as long as the server’s Retry-After asks when it fits in the time-out', async () => {
    const received = serve((_body, call) =>
      call === 0 ? HttpResponse.json(apiErrorBody('Slow down'), { status: 429, headers: { 'retry-after-ms': '150' } }) : replyWith('Here now.'),
    );
    const started = performance.now();
    await expect(modelWith({ timeoutMs: 2_000 }).complete(request)).resolves.toBe('Here now.');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(received).toHaveLength(2);
  });

  it('fails with timeout when the server is slower than the time-out', async () => {
    serve(async () => {
      await delay(2_000);
      return replyWith('Too late.');
    });
    const started = performance.now();
    expect(await kindOf(modelWith({ timeoutMs: 200 }).complete(request))).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('never retries past the time-out: a slow retry still ends at the deadline', async () => {
    const received = serve(async (_body, call) => {
      if (call === 0) return HttpResponse.json(apiErrorBody('Overloaded'), { status: 503 });
      await delay(2_000);
      return replyWith('Too late.');
    });
    const started = performance.now();
    expect(await kindOf(modelWith({ timeoutMs: 300 }).complete(request))).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(received).toHaveLength(2);
  });

  it('fails with timeout when the caller aborts', async () => {
    serve(async () => {
      await delay(2_000);
      return replyWith('Too late.');
    });
    const controller = new AbortController();
    const call = modelWith().complete({ ...request, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await kindOf(call)).toBe('timeout');
  });

  it.each([
    ['blank', '  \n '],
    ['missing', null],
  ])('fails with empty, in the product rules’ words, when the reply is %s', async (_label, content) => {
    serve(() => replyWith(content));
    const failure = await failureOf(modelWith().complete(request));
    expect(failure.kind).toBe('empty');
    expect(failure.message).toBe(LUNA_EMPTY_RESPONSE_MESSAGE);
  });

  it('fails with empty when there is no choice at all', async () => {
    serve(() => HttpResponse.json({ id: 'x', object: 'chat.completion', created: 0, model: 'gpt-4o-mini', choices: [] }));
    expect(await kindOf(modelWith().complete(request))).toBe('empty');
  });

  it('fails with refused when the content filter stopped the reply', async () => {
    serve(() => replyWith(null, { finish_reason: 'content_filter' }));
    expect(await kindOf(modelWith().complete(request))).toBe('refused');
  });

  it('fails with refused when the model declines in words', async () => {
    serve(() => replyWith(null, { refusal: 'I can’t help with that.' }));
    expect(await kindOf(modelWith().complete(request))).toBe('refused');
  });

  it('fails with refused when the provider blocks the prompt', async () => {
    const received = serve(() => HttpResponse.json(apiErrorBody('Blocked by policy', 'content_filter'), { status: 400 }));
    expect(await kindOf(modelWith().complete(request))).toBe('refused');
    expect(received).toHaveLength(1);
  });

  it('keeps the key out of its failure message', async () => {
    serve(() => HttpResponse.json(apiErrorBody(`Incorrect API key provided: ${FAKE_OPENAI_API_KEY}`), { status: 401 }));
    expect((await failureOf(modelWith().complete(request))).message).not.toContain(FAKE_OPENAI_API_KEY);
  });
});
