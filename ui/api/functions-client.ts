import type { z } from 'zod';
import { functionError } from '../../contracts/functions.contract';
import {
  emailCodeCheckResponse,
  emailCodeResponse,
  readingChangeResponse,
  readingChangeResult,
  readingLinkResponse,
  type ReadingLinkRequest,
  type EmailCodeCheckRequest,
  type EmailCodeRequest,
  type ReadingChangeRequest,
} from '../../contracts/reading-form.contract';
import {
  checkoutSessionResponse,
  sandboxCheckoutResponse,
  sandboxCheckoutResult,
  type CheckoutSessionRequest,
  type SandboxCheckoutRequest,
} from '../../contracts/payments.contract';
import {
  dataDeleteResponse,
  dataExportDocument,
  dataRequestResponse,
  type DataDeleteRequest,
  type DataRequestRequest,
} from '../../contracts/data-rights.contract';
import { runtimeConfig } from './runtime-config';

/**
 * A function refused or failed: `message` is fit to show; `issues` name the fields for forms;
 * `body` is the refusal as sent, for the endpoints whose refusals say more (parse it with their contract).
 */
export class FunctionCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issues: readonly { path: string; message: string }[] = [],
    readonly body: unknown = null,
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
      ? new FunctionCallError(refusal.data.error, response.status, refusal.data.issues ?? [], json)
      : new FunctionCallError(`Something went wrong (${response.status}). Please try again.`, response.status, [], json);
  }
  const parsed = answer.safeParse(json);
  if (!parsed.success) throw new FunctionCallError('Moonwise answered in a way this page does not understand. Please reload and try again.', response.status);
  return parsed.data;
};

// --- proving an email is yours, and the owner's emailed change ---------------------------

/** POST email-code: a six-digit code is emailed (429 when too many were sent). */
export const requestEmailCode = (body: EmailCodeRequest) => callFunction('email-code', emailCodeResponse, { method: 'POST', body });

/** POST email-code-check: the code typed back; a 400 refusal carries `emailCodeRefusal` (status, triesLeft). */
export const checkEmailCode = (body: EmailCodeCheckRequest) => callFunction('email-code-check', emailCodeCheckResponse, { method: 'POST', body });

/** GET reading-change: what the emailed change would do (404 once used or expired). */
export const fetchReadingChange = (token: string, signal?: AbortSignal) =>
  callFunction('reading-change', readingChangeResponse, { query: { token }, ...(signal ? { signal } : {}) });

/** POST reading-change: the owner's choice; the link works once. */
export const decideReadingChange = (body: ReadingChangeRequest) => callFunction('reading-change', readingChangeResult, { method: 'POST', body });

// --- paying for a report ----------------------------------------------------------------

/** POST checkout-session: the payment page for one report of the profile the link token opens. */
export const startCheckout = (body: CheckoutSessionRequest) => callFunction('checkout-session', checkoutSessionResponse, { method: 'POST', body });

/** GET sandbox-checkout: what the test-mode payment page shows (404 once its link has expired). */
export const fetchSandboxCheckout = (session: string, signal?: AbortSignal) =>
  callFunction('sandbox-checkout', sandboxCheckoutResponse, { query: { session }, ...(signal ? { signal } : {}) });

/** POST sandbox-checkout: Pay now or Decline payment; answers where to go next. */
export const decideSandboxCheckout = (body: SandboxCheckoutRequest) => callFunction('sandbox-checkout', sandboxCheckoutResult, { method: 'POST', body });

/** POST reading-link: 'Email me my reading link' (the same answer whether or not the address has a reading). */
export const emailReadingLink = (body: ReadingLinkRequest) => callFunction('reading-link', readingLinkResponse, { method: 'POST', body });

// --- a visitor's copy of their data, and its erasure -------------------------------------

/** POST data-request: a link to /your-data is emailed (the same answer for every address). */
export const requestDataLink = (body: DataRequestRequest) => callFunction('data-request', dataRequestResponse, { method: 'POST', body });

/** POST data-delete: everything goes, and the link with it (404 once spent or expired). */
export const deleteMyData = (body: DataDeleteRequest) => callFunction('data-delete', dataDeleteResponse, { method: 'POST', body });

/**
 * GET data-export: the JSON document as sent (to save it byte for byte) and the file name the
 * server gave it. The document is still checked against its contract before it is offered.
 */
export const downloadMyData = async (token: string): Promise<{ fileName: string; json: string }> => {
  const config = runtimeConfig();
  let response: Response;
  try {
    response = await fetch(`${config.functionsUrl}/data-export?${new URLSearchParams({ token }).toString()}`, {
      headers: { apikey: config.publicApiKey, authorization: `Bearer ${config.publicApiKey}` },
    });
  } catch {
    throw new FunctionCallError(NETWORK_FAILURE, 0);
  }
  const json = await response.text();
  const body: unknown = (() => {
    try {
      return JSON.parse(json) as unknown;
    } catch {
      return null;
    }
  })();
  if (!response.ok) {
    const refusal = functionError.safeParse(body);
    throw new FunctionCallError(refusal.success ? refusal.data.error : `Something went wrong (${response.status}). Please try again.`, response.status, [], body);
  }
  if (!dataExportDocument.safeParse(body).success) throw new FunctionCallError('Moonwise answered in a way this page does not understand. Please reload and try again.', response.status);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'moonwise-data.json';
  return { fileName, json };
};
