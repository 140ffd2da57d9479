import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTION_TABLE, type FunctionEntry } from '../../contracts/function-table';
import { openApiDocument, openApiDocumentText } from './openapi-document';

const committed = path.resolve(import.meta.dirname, '..', '..', 'docs', 'api', 'openapi.json');

const listed: readonly FunctionEntry[] = FUNCTION_TABLE.filter((entry: FunctionEntry) => entry.unlisted !== true);

/** 'POST /save-profile' for every operation the document describes. */
const documentedRoutes = (): string[] =>
  Object.entries(openApiDocument().paths ?? {}).flatMap(([pathName, item]) =>
    (['get', 'post'] as const).filter((method) => item[method] !== undefined).map((method) => `${method.toUpperCase()} ${pathName}`),
  );

describe('the OpenAPI document', () => {
  it('docs/api/openapi.json is up to date with the table of functions (run `npm run openapi`)', () => {
    expect(readFileSync(committed, 'utf8')).toBe(openApiDocumentText());
  });

  it('is the same text every time it is generated', () => {
    expect(openApiDocumentText()).toBe(openApiDocumentText());
  });

  it('describes every listed function of the table at its method, and nothing else', () => {
    expect(documentedRoutes().sort()).toEqual(listed.map((entry) => `${entry.method} /${entry.name}`).sort());
  });

  it('leaves the unlisted functions out', () => {
    const unlisted = FUNCTION_TABLE.filter((entry: FunctionEntry) => entry.unlisted === true).map((entry) => `/${entry.name}`);
    expect(unlisted).toContain('/diagnostic');
    for (const pathName of unlisted) expect(openApiDocument().paths?.[pathName]).toBeUndefined();
  });

  it('takes each operation’s id, summary and answers from the table, behind the public key and a bearer token unless keyless', () => {
    const paths = openApiDocument().paths ?? {};
    for (const entry of listed) {
      const operation = paths[`/${entry.name}`]?.[entry.method === 'GET' ? 'get' : 'post'];
      expect(operation?.operationId).toBe(entry.operationId);
      expect(operation?.summary).toBe(entry.summary);
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(Object.keys(entry.responses).sort());
      expect(operation?.security).toEqual(entry.keyless === true ? [] : [{ apiKey: [], bearer: [] }]);
    }
  });

  it('names its request and answer schemas as components', () => {
    const schemas = Object.keys(openApiDocument().components?.schemas ?? {});
    expect(schemas).toEqual(expect.arrayContaining(['SaveProfileRequest', 'SaveProfileResponse', 'PublicProfile', 'AgentLinkRequest', 'PlaceMatch', 'FunctionError', 'GatewayError']));
  });
});
