import { http, HttpResponse, type JsonBodyType } from 'msw';
import { z } from 'zod';

/**
 * Test support: OpenAI's chat completions endpoint as msw handlers, so tests run the real SDK
 * against a fake network edge. Only tests import this file.
 */
export const FAKE_OPENAI_BASE_URL = 'https://llm.test/v1';
export const FAKE_OPENAI_API_KEY = 'sk-test-fake-key';
export const completionsUrl = (baseURL: string = FAKE_OPENAI_BASE_URL): string => `${baseURL}/chat/completions`;

/** What the adapter must send; every request the fake receives is parsed with it. */
export const chatCompletionRequest = z.object({
  model: z.string().min(1),
  messages: z.array(z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() })).min(1),
  temperature: z.number(),
  max_tokens: z.number().int(),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequest>;

export interface CompletionChoice {
  content: string | null;
  finish_reason?: 'stop' | 'length' | 'content_filter';
  refusal?: string | null;
}

export const chatCompletion = ({ content, finish_reason = 'stop', refusal = null }: CompletionChoice, model = 'gpt-4o-mini') => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 1_767_225_600,
  model,
  choices: [{ index: 0, message: { role: 'assistant', content, refusal }, finish_reason, logprobs: null }],
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
});

export const apiErrorBody = (message: string, code: string | null = null): JsonBodyType => ({
  error: { message, type: 'invalid_request_error', param: null, code },
});

/** One handler for the endpoint; `answer` sees each parsed body, its 0-based number and the request. */
export const fakeCompletions = (
  answer: (body: ChatCompletionRequest, call: number, request: Request) => Response | Promise<Response>,
  baseURL: string = FAKE_OPENAI_BASE_URL,
) => {
  const received: ChatCompletionRequest[] = [];
  const handler = http.post(completionsUrl(baseURL), async ({ request }) => {
    const body = chatCompletionRequest.parse(await request.json());
    received.push(body);
    return answer(body, received.length - 1, request);
  });
  return { handler, received };
};

export const replyWith = (content: string | null, rest: Omit<CompletionChoice, 'content'> = {}) =>
  HttpResponse.json(chatCompletion({ content, ...rest }));
