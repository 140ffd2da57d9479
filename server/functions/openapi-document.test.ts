import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTION_NAMES } from '../../domain/contracts/functions.contract';
import { openApiDocument, openApiDocumentText } from './openapi-document';

const committed = path.resolve(import.meta.dirname, '..', '..', 'docs', 'api', 'openapi.json');

describe('the OpenAPI document', () => {
  it('docs/api/openapi.json is up to date with the contracts (run `npx tsx scripts/openapi.ts`)', () => {
    expect(readFileSync(committed, 'utf8')).toBe(openApiDocumentText());
  });

  it('is the same text every time it is generated', () => {
    expect(openApiDocumentText()).toBe(openApiDocumentText());
  });

  it('describes every function, each behind the public key and a bearer token', () => {
    const document = openApiDocument();
    expect(Object.keys(document.paths ?? {}).sort()).toEqual(FUNCTION_NAMES.map((name) => `/${name}`).sort());
    for (const item of Object.values(document.paths ?? {})) {
      const operation = item.get ?? item.post;
      expect(operation?.security).toEqual([{ apiKey: [], bearer: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toContain('401');
    }
  });

  it('names its request and answer schemas as components', () => {
    const schemas = Object.keys(openApiDocument().components?.schemas ?? {});
    expect(schemas).toEqual(expect.arrayContaining(['SaveProfileRequest', 'SaveProfileResponse', 'PublicProfile', 'AgentLinkRequest', 'PlaceMatch', 'FunctionError', 'GatewayError']));
  });
});
