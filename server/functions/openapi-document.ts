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
