/**
 * A refusal with its status and body, thrown anywhere in a request and answered by the
 * error handler as it is. Bodies are fit to show; nothing internal goes in them.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    /** Headers the answer carries (a 429's Retry-After). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : `HTTP ${status}`);
  }
}

/** The edge's refusals share the database errors' shape (§8): message, details, hint, code. */
export const gatewayRefusal = (status: number, code: string, message: string, hint: string | null = null): HttpError =>
  new HttpError(status, { message, details: null, hint, code });

export const GATEWAY_MESSAGES = {
  missingApiKey: 'No API key found in request',
  invalidApiKey: 'Invalid API key',
  apiKeyHint: 'Send the public key in the apikey header',
  malformedAuthorization: 'The Authorization header must be "Bearer" followed by a token',
  expiredToken: 'Your access token has expired. Please save your details again to continue.',
  invalidToken: 'Your access token is not valid. Please save your details again to continue.',
  tokenHint: 'Send the public key, or the accessToken from save-profile, as "Authorization: Bearer <token>"',
  invalidSessionHeader: 'The x-luna-session header must be 16 to 200 letters, digits, "_" or "-"',
  unissuedSession: 'This chat session token was not issued by Moonwise',
  sessionHint: 'Start the chat with luna-chat-assistant and send the sessionToken it answers (session_updates.sessionToken) in the x-luna-session header',
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  bodyTooDeep: 'The request body is nested too deeply',
  bodyHasNul: 'The request body contains a NUL character (\\u0000), which no field accepts',
  unsupportedMediaType: 'Send the request body as JSON with "Content-Type: application/json"',
  internal: 'Something went wrong on our side. Please try again.',
  notFound: 'There is nothing at this address',
} as const;
