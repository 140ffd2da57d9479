import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  InternalServerError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';
import { Cause, Clock, Duration, Effect, Exit, Schedule } from 'effect';
import type { ChatCompletion } from 'openai/resources/chat/completions';
import { LUNA_EMPTY_RESPONSE_MESSAGE } from '../../contracts/luna-chat.contract';
import { CHAT_TIMEOUT_MS, type LanguageModel, LlmFailure, type LlmRequest } from '../../domain/kernel';

/**
 * The language model port over OpenAI's chat completions (any compatible server via baseURL).
 *
 * Retries are ours, not the SDK's (its maxRetries is 0): the SDK also retries 408, 409 and any
 * response carrying `x-should-retry: true`, and its wait before a retry ignores the abort
 * signal, so a long Retry-After could outlast the chat's time-out. Here the call is an Effect
 * (docs/decisions/003-effect-at-the-edges.md): `Effect.retry` with a Schedule retries only after
 * a connection failure, a 429 or a 5xx, only when its wait ends before the deadline, and
 * `Effect.timeout` interrupts whatever is running (a request or a wait) at the deadline.
 */
export interface OpenAiLanguageModelOptions {
  apiKey: string;
  /** An OpenAI-compatible server; OpenAI's own when absent (the SDK's env variable is not read). */
  baseURL?: string | undefined;
  model: string;
  /** The whole call, retries and waits included. */
  timeoutMs?: number;
  /** Extra attempts after a connection failure, 429 or 5xx. */
  maxRetries?: number;
  /** The wait before a retry when the server does not name one. */
  retryDelayMs?: number;
}

export const OPENAI_DEFAULT_MAX_RETRIES = 1;
export const OPENAI_DEFAULT_RETRY_DELAY_MS = 500;

/** Providers answer a blocked prompt with a 400 carrying one of these codes. */
const CONTENT_FILTER_CODES = new Set(['content_filter', 'content_policy_violation']);

const timedOut = (cause: unknown): LlmFailure => new LlmFailure('timeout', 'The language model did not answer in time', { cause });

const failureFor = (error: unknown): LlmFailure => {
  if (error instanceof LlmFailure) return error;
  if (Cause.isTimeoutError(error)) return timedOut(error);
  const cause = { cause: error };
  if (error instanceof APIUserAbortError || error instanceof APIConnectionTimeoutError) return timedOut(error);
  if (error instanceof APIConnectionError) return new LlmFailure('unavailable', 'The language model could not be reached', cause);
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) {
    return new LlmFailure('authentication', `The language model refused the credentials (${error.status})`, cause);
  }
  if (error instanceof RateLimitError) return new LlmFailure('rate_limited', 'The language model is rate limiting us (429)', cause);
  if (error instanceof APIError && typeof error.code === 'string' && CONTENT_FILTER_CODES.has(error.code)) {
    return new LlmFailure('refused', 'The language model declined the request', cause);
  }
  if (error instanceof APIError) return new LlmFailure('unavailable', `The language model failed (${error.status ?? 'no status'})`, cause);
  return new LlmFailure('unavailable', 'The language model call failed', cause);
};

const isRetryable = (error: unknown): boolean =>
  (error instanceof APIConnectionError && !(error instanceof APIConnectionTimeoutError)) ||
  error instanceof RateLimitError ||
  error instanceof InternalServerError;

/** The server's own Retry-After (ms or seconds) when it names one, else the default delay. */
const retryDelay = (error: unknown, defaultMs: number): number => {
  const headers = error instanceof APIError ? error.headers : undefined;
  const milliseconds = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const seconds = Number.parseFloat(headers?.get('retry-after') ?? '');
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  return defaultMs;
};

const replyText = (completion: ChatCompletion): string => {
  const choice = completion.choices[0];
  if (choice?.finish_reason === 'content_filter' || (choice?.message.refusal ?? '') !== '') {
    throw new LlmFailure('refused', 'The language model declined to answer');
  }
  const content = choice?.message.content ?? '';
  if (content.trim() === '') throw new LlmFailure('empty', LUNA_EMPTY_RESPONSE_MESSAGE);
  return content;
};

/**
 * At most `maxRetries` more attempts, each after the server's Retry-After or the default delay,
 * and only for a failure worth retrying whose wait ends before the deadline.
 */
const retryPolicy = ({ maxRetries, retryDelayMs, deadline }: { maxRetries: number; retryDelayMs: number; deadline: number }) =>
  Schedule.recurs(maxRetries).pipe(
    Schedule.setInputType<unknown>(),
    Schedule.modifyDelay(({ input }) => Effect.succeed(Duration.millis(retryDelay(input, retryDelayMs)))),
    Schedule.while(({ input, now, duration }) => isRetryable(input) && now + Duration.toMillis(duration) < deadline),
  );

export const openAiLanguageModel = ({
  apiKey,
  baseURL,
  model,
  timeoutMs = CHAT_TIMEOUT_MS,
  maxRetries = OPENAI_DEFAULT_MAX_RETRIES,
  retryDelayMs = OPENAI_DEFAULT_RETRY_DELAY_MS,
}: OpenAiLanguageModelOptions): LanguageModel => {
  const client = new OpenAI({ apiKey, baseURL: baseURL ?? null, maxRetries: 0, timeout: timeoutMs });

  return {
    name: `openai:${model}`,
    async complete({ messages, temperature, maxTokens, signal }: LlmRequest): Promise<string> {
      // One attempt; the signal Effect hands over is aborted when the attempt is interrupted.
      const attempt = Effect.tryPromise({
        try: (interrupted) =>
          client.chat.completions
            .create(
              { model, messages: messages.map(({ role, content }) => ({ role, content })), temperature, max_tokens: maxTokens },
              { signal: interrupted },
            )
            .then(replyText),
        catch: (error): unknown => error,
      });
      const call = Clock.currentTimeMillis.pipe(
        Effect.flatMap((start) => Effect.retry(attempt, retryPolicy({ maxRetries, retryDelayMs, deadline: start + timeoutMs }))),
        Effect.timeout(timeoutMs),
      );
      const exit = await Effect.runPromiseExit(call, signal === undefined ? undefined : { signal });
      if (Exit.isSuccess(exit)) return exit.value;
      // Interrupted only: the caller's signal stopped the call, which ran out of time as far as it knows.
      if (Cause.hasInterruptsOnly(exit.cause)) throw timedOut(signal?.reason);
      throw failureFor(Cause.squash(exit.cause));
    },
  };
};
