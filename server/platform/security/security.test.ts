import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../domain/kernel';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, ACCESS_TOKEN_LIFETIME_MS, accessTokens } from './access-token';
import { resolveClaims } from './api-gate';
import { JSON_BODY_LIMIT_BYTES } from './json-body';
import { sessionTokens } from '../../conversation/session-tokens';
import { type TestServer, startTestServer, TEST_SESSION_SECRET } from '../../../tests/support/test-server';

/**
 * The edge on a real socket: public key, bearer tokens, session header, security headers,
 * CORS, request ids, body limits, error bodies and what the logs keep.
 */
const PUBLIC_KEY = 'test-public-key-0123456789';
const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const T0 = Date.UTC(2026, 0, 15, 12);
const PROFILE_ID = '7d0c5f3e-8f0a-4a37-9a52-2d2f8c3e1b11';
const SESSION = sessionTokens(TEST_SESSION_SECRET).issue();
const MADE_UP_SESSION = 'session_token_0123456789';
const ALLOWED_ORIGIN = 'https://partner.example';

const clock = fixedClock(T0);
const tokens = accessTokens({ secret: SECRET, clock });
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    publicKey: PUBLIC_KEY,
    tokens,
    corsOrigins: [ALLOWED_ORIGIN],
    mount: (app) => {
      app.get('/', (_req, res) => void res.type('html').send('<!doctype html><title>Moonwise</title>'));
      app.get('/functions/v1/openapi.json', (_req, res) => void res.json({ openapi: '3.1.0' }));
      app.get(['/functions/v1/whoami', '/rest/v1/whoami'], (req, res) => void res.json(resolveClaims(req)));
      app.post('/functions/v1/echo', (req, res) => void res.json({ received: req.body as unknown }));
      app.get('/functions/v1/boom', () => {
        throw new Error('connection to db failed for ana@example.com born 1990-03-14');
      });
    },
  });
});

afterAll(async () => {
  await server?.close();
});

const anonymous = { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}` };
const call = (path: string, init: RequestInit = {}) => fetch(`${server.baseUrl}${path}`, init);
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

describe('the public key', () => {
  it.each(['/functions/v1/whoami', '/rest/v1/whoami'])('is required on %s: without it the answer is 401 with a hint', async (path) => {
    const response = await call(path);
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ message: 'No API key found in request', hint: 'Send the public key in the apikey header', code: '401' });
  });

  it('must be the right one', async () => {
    const response = await call('/functions/v1/whoami', { headers: { apikey: `${PUBLIC_KEY}x` } });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ message: 'Invalid API key', hint: 'Send the public key in the apikey header', code: '401' });
  });

  it('is not needed to read the API description', async () => {
    expect((await call('/functions/v1/openapi.json')).status).toBe(200);
  });

  it('is not asked of the site itself', async () => {
    expect((await call('/')).status).toBe(200);
  });
});

describe('bearer tokens', () => {
  it('the public key as bearer is an anonymous visitor', async () => {
    const response = await call('/rest/v1/whoami', { headers: anonymous });
    expect(await json(response)).toEqual({ sessionToken: null, profileId: null });
  });

  it('no bearer at all is an anonymous visitor too', async () => {
    const response = await call('/rest/v1/whoami', { headers: { apikey: PUBLIC_KEY } });
    expect(await json(response)).toEqual({ sessionToken: null, profileId: null });
  });

  it('a signed access token makes its profile the caller, with the session from the header', async () => {
    const token = await tokens.issue(PROFILE_ID);
    const response = await call('/functions/v1/whoami', {
      headers: { apikey: PUBLIC_KEY, authorization: `Bearer ${token}`, 'x-luna-session': SESSION },
    });
    expect(await json(response)).toEqual({ sessionToken: SESSION, profileId: PROFILE_ID });
  });

  it('a session token the server never issued: the table API refuses it, a function gets it to judge', async () => {
    const headers = { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}`, 'x-luna-session': MADE_UP_SESSION };
    const functionCall = await call('/functions/v1/whoami', { headers });
    expect(await json(functionCall)).toEqual({ sessionToken: MADE_UP_SESSION, profileId: null });
    const tableCall = await call('/rest/v1/whoami', { headers });
    expect(tableCall.status).toBe(401);
    expect(await json(tableCall)).toMatchObject({ code: 'unissued_session', message: 'This chat session token was not issued by Moonwise' });
  });

  it('an access token lives seven days and is refused as expired after that', async () => {
    const issuedEarlier = accessTokens({ secret: SECRET, clock: fixedClock(T0 - ACCESS_TOKEN_LIFETIME_MS - 1000) });
    const response = await call('/functions/v1/whoami', {
      headers: { apikey: PUBLIC_KEY, authorization: `Bearer ${await issuedEarlier.issue(PROFILE_ID)}` },
    });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({
      message: 'Your access token has expired. Please save your details again to continue.',
      code: 'PGRST303',
    });
  });

  it('is still accepted a moment before its seventh day ends', async () => {
    const issuedEarlier = accessTokens({ secret: SECRET, clock: fixedClock(T0 - ACCESS_TOKEN_LIFETIME_MS + 1000) });
    const response = await call('/functions/v1/whoami', {
      headers: { apikey: PUBLIC_KEY, authorization: `Bearer ${await issuedEarlier.issue(PROFILE_ID)}` },
    });
    expect(response.status).toBe(200);
  });

  const invalidTokens: [string, () => Promise<string>][] = [
    [
      'a token whose profile was changed',
      async () => {
        const [header, , signature] = (await tokens.issue(PROFILE_ID)).split('.');
        const payload = Buffer.from(
          JSON.stringify({ sub: '00000000-0000-4000-8000-000000000000', iss: ACCESS_TOKEN_ISSUER, aud: ACCESS_TOKEN_AUDIENCE, iat: T0 / 1000, exp: T0 / 1000 + 3600 }),
        ).toString('base64url');
        return `${header}.${payload}.${signature}`;
      },
    ],
    ['a token signed with another secret', () => accessTokens({ secret: `${SECRET}-other`, clock }).issue(PROFILE_ID)],
    [
      'a token for another audience',
      () =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(ACCESS_TOKEN_ISSUER)
          .setAudience('someone-else')
          .setSubject(PROFILE_ID)
          .setIssuedAt(T0 / 1000)
          .setExpirationTime(T0 / 1000 + 3600)
          .sign(new TextEncoder().encode(SECRET)),
    ],
    [
      'an unsigned token',
      async () => {
        const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: PROFILE_ID, iss: ACCESS_TOKEN_ISSUER, aud: ACCESS_TOKEN_AUDIENCE, exp: T0 / 1000 + 3600 })}.`;
      },
    ],
    ['something that is not a token', async () => 'not-a-token'],
  ];

  it.each(invalidTokens)('%s is refused with 401 and a clear message', async (_name, make) => {
    const response = await call('/functions/v1/whoami', { headers: { apikey: PUBLIC_KEY, authorization: `Bearer ${await make()}` } });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({
      message: 'Your access token is not valid. Please save your details again to continue.',
      code: 'PGRST301',
    });
  });

  it('an Authorization header that is not "Bearer <token>" is refused', async () => {
    const response = await call('/functions/v1/whoami', { headers: { apikey: PUBLIC_KEY, authorization: 'Basic YW5hOnNlY3JldA==' } });
    expect(response.status).toBe(401);
    expect((await json(response)).message).toBe('The Authorization header must be "Bearer" followed by a token');
  });
});

describe('the session header', () => {
  it.each(['short', 'has spaces in it, sixteen+', 'x'.repeat(201), 'dots.are.not.allowed.here'])('refuses %j with 400', async (value) => {
    const response = await call('/functions/v1/whoami', { headers: { ...anonymous, 'x-luna-session': value } });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('The x-luna-session header must be 16 to 200 letters, digits, "_" or "-"');
  });
});

describe('security headers', () => {
  it('sends a content security policy for a same-origin React app', async () => {
    const policy = (await call('/')).headers.get('content-security-policy') ?? '';
    const directives = new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('style-src')).toBe("'self'");
    expect(directives.get('img-src')).toBe("'self' data:");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('worker-src')).toBe("'self'");
    expect(directives.get('manifest-src')).toBe("'self'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(policy).not.toContain('unsafe');
  });

  it('forbids framing and sniffing on API answers too', async () => {
    const response = await call('/functions/v1/whoami', { headers: anonymous });
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('request ids', () => {
  it('gives every answer an id when the request brought none', async () => {
    const id = (await call('/')).headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('echoes a sane incoming id', async () => {
    const response = await call('/', { headers: { 'x-request-id': 'lb-4f2a9c1e.77' } });
    expect(response.headers.get('x-request-id')).toBe('lb-4f2a9c1e.77');
  });

  it('replaces an incoming id that could forge a log line', async () => {
    const response = await call('/', { headers: { 'x-request-id': 'abc"}{"level":60 and more' } });
    expect(response.headers.get('x-request-id')).not.toContain('"');
    expect(response.headers.get('x-request-id')).toHaveLength(36);
  });
});

describe('CORS', () => {
  it('lets an origin from CORS_ORIGINS read answers', async () => {
    const response = await call('/functions/v1/whoami', { headers: { ...anonymous, origin: ALLOWED_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
  });

  it('answers a preflight from an allowed origin without asking for the key', async () => {
    const response = await call('/functions/v1/echo', {
      method: 'OPTIONS',
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey,authorization,content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('gives any other origin no CORS headers, so browsers keep its pages out', async () => {
    const response = await call('/functions/v1/whoami', { headers: { ...anonymous, origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('request bodies', () => {
  const post = (body: string, contentType = 'application/json') =>
    call('/functions/v1/echo', { method: 'POST', headers: { ...anonymous, 'content-type': contentType }, body });

  it('parses JSON', async () => {
    expect(await json(await post('{"a":1}'))).toEqual({ received: { a: 1 } });
  });

  it('answers malformed JSON with 400 and says so', async () => {
    const response = await post('{"a":');
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ message: 'The request body is not valid JSON', code: 'invalid_json' });
  });

  it('answers a body over 64 kB with 413', async () => {
    const response = await post(JSON.stringify({ text: 'x'.repeat(JSON_BODY_LIMIT_BYTES) }));
    expect(response.status).toBe(413);
    expect(await json(response)).toMatchObject({ message: 'The request body is too large', code: 'payload_too_large' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('answers a %s body with 415', async (type) => {
    const response = await post('a=1', type);
    expect(response.status).toBe(415);
    expect((await json(response)).message).toBe('Send the request body as JSON with "Content-Type: application/json"');
  });
});

describe('errors', () => {
  it('an unexpected error is a plain 500 with the request id, never its message or stack', async () => {
    const response = await call('/functions/v1/boom', { headers: { ...anonymous, 'x-request-id': 'trace-boom-0001' } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'internal_error', requestId: 'trace-boom-0001' });
    expect(text).not.toMatch(/at .*\.ts|ana@example|stack/);
  });

  it('logs the unexpected error in full for us, with its request id and without personal data', async () => {
    await call('/functions/v1/boom', { headers: { ...anonymous, 'x-request-id': 'trace-boom-0002' } });
    const line = server.logs().find((entry) => (entry.req as { id?: string } | undefined)?.id === 'trace-boom-0002');
    expect(line?.level).toBe(50);
    const err = line?.err as { message: string; stack: string };
    expect(err.message).toBe('connection to db failed for [email] born [date]');
    expect(err.stack).toContain('security.test.ts');
  });

  it('no error body carries a stack trace', async () => {
    const answers = await Promise.all([
      call('/functions/v1/whoami'),
      call('/functions/v1/whoami', { headers: { apikey: PUBLIC_KEY, authorization: 'Bearer x.y.z' } }),
      call('/functions/v1/echo', { method: 'POST', headers: { ...anonymous, 'content-type': 'application/json' }, body: '{' }),
      call('/functions/v1/echo', { method: 'POST', headers: { ...anonymous, 'content-type': 'text/plain' }, body: 'a' }),
      call('/functions/v1/boom', { headers: anonymous }),
    ]);
    for (const answer of answers) expect(await answer.text()).not.toMatch(/\n\s+at |"stack"/);
  });
});

describe('logs', () => {
  it('keep no email, birth data, token or key from the address or the headers', async () => {
    const token = await tokens.issue(PROFILE_ID);
    await call('/functions/v1/whoami?email=ana%40example.com&birth_date=1990-03-14&lat=38.72&token=link-token-secret-value', {
      headers: { apikey: PUBLIC_KEY, authorization: `Bearer ${token}`, 'x-luna-session': SESSION, cookie: 'sid=cookie-secret' },
    });
    const written = server.logLines.join('\n');
    for (const secret of ['ana@example.com', 'ana%40example.com', '1990-03-14', '38.72', 'link-token-secret-value', token, PUBLIC_KEY, SESSION, 'cookie-secret']) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('/functions/v1/whoami?email=[redacted]');
  });
});
