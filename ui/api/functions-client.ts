import type { z } from 'zod';
import { functionError } from '../../domain/contracts/functions.contract';
import { runtimeConfig } from './runtime-config';

/** A function refused or failed: `message` is fit to show; `issues` name the fields for forms. */
export class FunctionCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issues: readonly { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'FunctionCallError';
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string>;
  /** The access token after save-profile or a profile link; the public key otherwise. */
  accessToken?: string | null;
  sessionToken?: string | null;
  signal?: AbortSignal;
}

const NETWORK_FAILURE = 'We could not reach Moonwise. Please check your connection and try again.';

/**
 * The one way the UI calls /functions/v1: the public key and bearer token on every call, and
 * every answer parsed with its shared contract, so a malformed answer is an error, not a guess.
 */
export const callFunction = async <S extends z.ZodType>(name: string, answer: S, options: CallOptions = {}): Promise<z.infer<S>> => {
  const config = runtimeConfig();
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const headers: Record<string, string> = {
    apikey: config.publicApiKey,
    authorization: `Bearer ${options.accessToken ?? config.publicApiKey}`,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.sessionToken) headers['x-luna-session'] = options.sessionToken;
  let response: Response;
  try {
    response = await fetch(`${config.functionsUrl}/${name}${query}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new FunctionCallError(NETWORK_FAILURE, 0);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = functionError.safeParse(json);
    throw refusal.success
      ? new FunctionCallError(refusal.data.error, response.status, refusal.data.issues ?? [])
      : new FunctionCallError(`Something went wrong (${response.status}). Please try again.`, response.status);
  }
  const parsed = answer.safeParse(json);
  if (!parsed.success) throw new FunctionCallError('Moonwise answered in a way this page does not understand. Please reload and try again.', response.status);
  return parsed.data;
};
