import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  agentLinkRequest,
  agentLinkResponse,
  functionError,
  gatewayError,
  placeResolveQuery,
  placeResolveResponse,
  placeSearchQuery,
  placeSearchResponse,
  profileByTokenQuery,
  profileByTokenResponse,
  reportErrorRequest,
  reportErrorResponse,
  saveProfileRequest,
  saveProfileResponse,
} from '../../domain/contracts/functions.contract';
import {
  lunaChatAssistantRequest,
  lunaChatAssistantResponse,
  lunaResetRequest,
  lunaResetResponse,
  lunaSessionQuery,
  lunaSessionResponse,
} from '../../domain/contracts/luna-chat-assistant.contract';
import { lunaChatRequest, lunaChatResponse } from '../../domain/contracts/luna-chat.contract';
import { contactRequest, contactResponse } from '../../domain/contracts/contact.contract';
import { moonSignRequest, moonSignResponse } from '../../domain/contracts/moon-sign.contract';
import { lunaAnalyticsRequest, lunaAnalyticsResponse } from '../../domain/contracts/luna-analytics.contract';
import { reportLibraryQuery, reportLibraryResponse, reportStatusQuery, reportStatusResponse } from '../../domain/contracts/report-library.contract';
import {
  freeReadingRefusal,
  freeReadingRequest,
  freeReadingResponse,
  readingByTokenQuery,
  readingByTokenResponse,
  securityQuestionResponse,
} from '../../domain/contracts/reading-form.contract';

/**
 * The OpenAPI 3.1 description of /functions/v1, generated from the zod contracts: the
 * document scripts/openapi.ts writes to docs/api/openapi.json and the server serves at
 * GET /functions/v1/openapi.json. Same input, same bytes: nothing here reads time or order.
 */
export const OPENAPI_INFO = {
  title: 'Moonwise functions',
  version: '1.0.0',
  description:
    'The functions under /functions/v1. Every call sends the public key in the `apikey` header and a bearer token: the public key itself (anonymous) or the accessToken from save-profile or get-profile-by-token. The chat session token travels in `x-luna-session`.',
};

const json = <S extends z.ZodType>(schema: S, description: string) => ({ description, content: { 'application/json': { schema } } });

const gatewayResponses = {
  401: json(gatewayError, 'The public key is missing or wrong, or the bearer token is not valid or has expired.'),
  500: json(gatewayError, 'Something went wrong on our side; the body carries the request id.'),
};
const bodyResponses = {
  413: json(gatewayError, 'The body is larger than 64 kB.'),
  415: json(gatewayError, 'The body is not JSON.'),
};
const databaseResponse = { 503: json(functionError, 'The database is unavailable; try again in a moment.') };

const sessionHeader = z.object({
  'x-luna-session': z.string().optional().meta({ description: 'The chat session token: 16 to 200 letters, digits, "_" or "-".' }),
});

export const buildOpenApiRegistry = (): OpenAPIRegistry => {
  const registry = new OpenAPIRegistry();
  const apiKey = registry.registerComponent('securitySchemes', 'apiKey', { type: 'apiKey', in: 'header', name: 'apikey' });
  const bearer = registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  const security = [{ [apiKey.name]: [], [bearer.name]: [] }];

  registry.registerPath({
    method: 'post',
    path: '/luna-chat-assistant',
    operationId: 'lunaChatAssistant',
    summary: 'One message to Luna; the server keeps the conversation',
    description:
      'The visitor’s message is stored first, then the conversation steps on (details understood, confirmations, the overwrite prompt, the reading) and Luna’s reply is stored and returned. Without a session token a new session starts; its token is in session_updates.',
    security,
    request: { headers: sessionHeader, body: { required: true, content: { 'application/json': { schema: lunaChatAssistantRequest } } } },
    responses: {
      200: json(lunaChatAssistantResponse, 'Luna’s reply, its response type and details, quick replies and the session as the server holds it.'),
      400: json(functionError, 'The body is not a chat message.'),
      ...gatewayResponses,
      ...bodyResponses,
      ...databaseResponse,
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/luna-chat-session',
    operationId: 'lunaChatSession',
    summary: 'The chat session as the server holds it: id, variant, context, birth data state',
    security,
    request: { headers: sessionHeader, query: lunaSessionQuery },
    responses: {
      200: json(lunaSessionResponse, 'The session.'),
      400: json(functionError, 'No session token was sent, or the two tokens differ.'),
      404: json(functionError, 'There is no session with this token.'),
      ...gatewayResponses,
      ...databaseResponse,
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/luna-chat-reset',
    operationId: 'lunaChatReset',
    summary: 'Start the conversation again (its messages stay as history)',
    security,
    request: { headers: sessionHeader, body: { required: false, content: { 'application/json': { schema: lunaResetRequest } } } },
    responses: {
      200: json(lunaResetResponse, 'Reset; the greeting to show when there is no history.'),
      400: json(functionError, 'No session token was sent, or the two tokens differ.'),
      404: json(functionError, 'There is no session with this token.'),
      ...gatewayResponses,
      ...bodyResponses,
      ...databaseResponse,
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/luna-chat',
    operationId: 'lunaChat',
    summary: 'The fallback chat call: Luna answers the given messages',
    description: 'Used when luna-chat-assistant fails with an agent authentication failure. The server writes Luna’s system prompt itself.',
    security,
    request: { body: { required: true, content: { 'application/json': { schema: lunaChatRequest } } } },
    responses: {
      200: json(lunaChatResponse, 'Luna’s reply, cleaned and shaped.'),
      400: json(functionError, 'The body is not valid.'),
      ...gatewayResponses,
      500: json(functionError, 'agent authentication failure: the language model refused the server’s key.'),
      502: json(functionError, 'Luna returned an empty response.'),
      503: json(functionError, 'Luna is temporarily unavailable.'),
      504: json(functionError, 'The model did not answer within 28 s.'),
      ...bodyResponses,
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/security-question',
    operationId: 'securityQuestion',
    summary: 'A security question for the free reading form (signed; answered within 15 minutes)',
    security,
    responses: { 200: json(securityQuestionResponse, 'The question and its signed id.'), ...gatewayResponses },
  });

  registry.registerPath({
    method: 'post',
    path: '/free-reading',
    operationId: 'freeReading',
    summary: 'Make the free moon reading from the form',
    description:
      'Checks the security answer and the chosen place, then makes the reading (success), asks before replacing a stored one with different details (needs_overwrite), keeps it (kept), or emails the link when the email belongs to someone else (pending, 202).',
    security,
    request: { headers: sessionHeader, body: { required: true, content: { 'application/json': { schema: freeReadingRequest } } } },
    responses: {
      200: json(freeReadingResponse, 'success, needs_overwrite or kept.'),
      202: json(freeReadingResponse, 'pending: the link was emailed to the address.'),
      400: json(freeReadingRefusal, 'The form is not valid: security answer, place, date or fields.'),
      429: json(freeReadingRefusal, 'A rate limit (email, session or connection) was reached.'),
      503: json(freeReadingRefusal, 'The reading form is switched off for now.'),
      ...gatewayResponses,
      ...bodyResponses,
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/moon-sign',
    operationId: 'moonSign',
    summary: 'The Moon’s sign and phase at a birth (the moon sign calculator)',
    security,
    request: { body: { required: true, content: { 'application/json': { schema: moonSignRequest } } } },
    responses: {
      200: json(moonSignResponse, 'Sign, degree, phase; both signs and the change time when the time is unknown and the Moon changed sign that day.'),
      400: json(functionError, 'The date, time or place is not valid.'),
      ...gatewayResponses,
      ...bodyResponses,
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/contact',
    operationId: 'contact',
    summary: 'A message to the team from the contact page',
    security,
    request: { body: { required: true, content: { 'application/json': { schema: contactRequest } } } },
    responses: {
      201: json(contactResponse, 'Stored.'),
      400: json(functionError, 'A field is missing or not valid.'),
      429: json(functionError, 'Too many messages from this email in the last hour.'),
      ...gatewayResponses,
      ...bodyResponses,
      ...databaseResponse,
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/reading-by-token',
    operationId: 'readingByToken',
    summary: 'The reading a profile link opens (viewing mode)',
    security,
    request: { query: readingByTokenQuery },
    responses: {
      200: json(readingByTokenResponse, 'The current reading and who it is for.'),
      404: json(functionError, 'The link is unknown or has expired.'),
      ...gatewayResponses,
      ...databaseResponse,
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/luna-agent-link',
    operationId: 'lunaAgentLink',
    summary: 'Link the chat session to the caller’s own profile',
    security,
    request: { headers: sessionHeader, body: { required: true, content: { 'application/json': { schema: agentLinkRequest } } } },
    responses: {
      200: json(agentLinkResponse, 'Linked; the session’s stage after the link.'),
      400: json(functionError, 'The body is not valid, or no session token was sent.'),
      403: json(functionError, 'profileId is not the profile the access token names.'),
      ...gatewayResponses,
      ...bodyResponses,
      ...databaseResponse,
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/get-profile-by-token',
    operationId: 'getProfileByToken',
    summary: 'The profile a reading link opens',
    security,
    request: { query: profileByTokenQuery },
    responses: {
      200: json(profileByTokenResponse, 'The profile, and an access token for its holder.'),
      400: json(functionError, 'No token was sent.'),
      404: json(functionError, 'The link is unknown or has expired.'),
      ...gatewayResponses,
      ...databaseResponse,
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/save-profile',
    operationId: 'saveProfile',
    summary: 'Save the visitor’s profile (keyed by email)',
    security,
    request: { body: { required: true, content: { 'application/json': { schema: saveProfileRequest } } } },
    responses: {
      200: json(saveProfileResponse, 'Saved: an access token and the profile link token (shown once).'),
      202: json(saveProfileResponse, 'The email already has a profile: a link was emailed to it; no tokens.'),
      400: json(saveProfileResponse, 'The body is not valid; error says why, issues say where.'),
      ...gatewayResponses,
      ...bodyResponses,
      ...databaseResponse,
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/report-error',
    operationId: 'reportError',
    summary: 'Report an error the browser saw',
    security,
    request: { body: { required: true, content: { 'application/json': { schema: reportErrorRequest } } } },
    responses: {
      202: json(reportErrorResponse, 'Stored (long parts cut to their limits).'),
      400: json(functionError, 'The body is not valid.'),
      ...gatewayResponses,
      ...bodyResponses,
      ...databaseResponse,
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/place-search',
    operationId: 'placeSearch',
    summary: 'Places whose name starts with the text ("City" or "City, Country")',
    security,
    request: { query: placeSearchQuery },
    responses: {
      200: json(placeSearchResponse, 'Best matches first; labels tell homonyms apart.'),
      400: json(functionError, 'q is missing or limit is out of range.'),
      ...gatewayResponses,
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/place-resolve',
    operationId: 'placeResolve',
    summary: 'One place by its id',
    security,
    request: { query: placeResolveQuery },
    responses: {
      200: json(placeResolveResponse, 'The place, with coordinates and IANA zone.'),
      400: json(functionError, 'id is missing or not a number.'),
      404: json(functionError, 'No place has this id.'),
      ...gatewayResponses,
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/luna-analytics',
    operationId: 'lunaAnalytics',
    summary: 'Record a browser-side analytics event of the chat (SPEC §7: moon_reading_link_clicked)',
    security,
    request: { headers: sessionHeader, body: { required: true, content: { 'application/json': { schema: lunaAnalyticsRequest } } } },
    responses: {
      200: json(lunaAnalyticsResponse, 'Recorded with the session’s other events.'),
      400: json(functionError, 'No session token was sent, the two tokens differ, or the event is not one the browser records.'),
      404: json(functionError, 'There is no session with this token.'),
      ...gatewayResponses,
      ...bodyResponses,
      ...databaseResponse,
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/report-library',
    operationId: 'reportLibrary',
    summary: 'The reports a profile link opens',
    security,
    request: { query: reportLibraryQuery },
    responses: {
      200: json(reportLibraryResponse, 'The profile’s first name and its reports, newest first.'),
      404: json(functionError, 'No token, or the link is unknown or has expired.'),
      ...gatewayResponses,
      ...databaseResponse,
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/report-status',
    operationId: 'reportStatus',
    summary: 'Where one paid report is',
    security,
    request: { query: reportStatusQuery },
    responses: {
      200: json(reportStatusResponse, 'The report paid with this checkout session.'),
      404: json(functionError, 'No report for this profile and checkout session, or the token is not this profile’s.'),
      ...gatewayResponses,
      ...databaseResponse,
    },
  });

  return registry;
};

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

export const openApiDocument = (): OpenApiDocument =>
  new OpenApiGeneratorV31(buildOpenApiRegistry().definitions).generateDocument({
    openapi: '3.1.0',
    info: OPENAPI_INFO,
    servers: [{ url: '/functions/v1' }],
  });

/** The file's exact text: two-space JSON and a final newline. */
export const openApiDocumentText = (): string => `${JSON.stringify(openApiDocument(), null, 2)}\n`;
