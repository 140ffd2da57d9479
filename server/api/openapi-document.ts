import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { FUNCTION_TABLE, type FunctionAnswer, type FunctionEntry } from '../../contracts/function-table';

/**
 * The OpenAPI 3.1 description of /functions/v1, generated from the table of functions and
 * their zod contracts: the document scripts/openapi.ts writes to docs/api/openapi.json and the server serves at
 * GET /functions/v1/openapi.json. Same input, same bytes: nothing here reads time or order.
 */
export const OPENAPI_INFO = {
  title: 'Moonwise functions',
  version: '1.0.0',
  description:
    'The functions under /functions/v1. Every call sends the public key in the `apikey` header and a bearer token: the public key itself (anonymous) or the accessToken from save-profile or get-profile-by-token. The chat session token travels in `x-luna-session`.',
};

const jsonContent = ({ schema, description }: FunctionAnswer) => ({ description, content: { 'application/json': { schema } } });

/** One table entry as an OpenAPI path item: its schemas, its answers, the public key and a bearer token. */
const routeConfig = (entry: FunctionEntry, security: RouteConfig['security']): RouteConfig => {
  const { headers, query, body, bodyRequired = true } = entry.request ?? {};
  return {
    method: entry.method === 'GET' ? 'get' : 'post',
    path: `/${entry.name}`,
    operationId: entry.operationId,
    summary: entry.summary,
    ...(entry.description === undefined ? {} : { description: entry.description }),
    security,
    ...(entry.request === undefined
      ? {}
      : {
          request: {
            ...(headers ? { headers } : {}),
            ...(query ? { query } : {}),
            ...(body ? { body: { required: bodyRequired, content: { 'application/json': { schema: body } } } } : {}),
          },
        }),
    responses: Object.fromEntries(Object.entries(entry.responses).map(([status, answer]) => [status, jsonContent(answer)])),
  };
};

/** Every listed function of the table (domain/contracts/function-table.ts), in table order. */
export const buildOpenApiRegistry = (): OpenAPIRegistry => {
  const registry = new OpenAPIRegistry();
  const apiKey = registry.registerComponent('securitySchemes', 'apiKey', { type: 'apiKey', in: 'header', name: 'apikey' });
  const bearer = registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  const security = [{ [apiKey.name]: [], [bearer.name]: [] }];
  const listed: readonly FunctionEntry[] = FUNCTION_TABLE.filter((entry: FunctionEntry) => entry.unlisted !== true);
  // A keyless function needs neither the key nor a token: an empty security list says so.
  for (const entry of listed) registry.registerPath(routeConfig(entry, entry.keyless === true ? [] : security));
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
