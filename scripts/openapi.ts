import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openApiDocumentText } from '../server/api/openapi-document';

/** `npx tsx scripts/openapi.ts`: writes docs/api/openapi.json from the zod contracts (a test fails when it is stale). */
export const OPENAPI_FILE = path.resolve(import.meta.dirname, '..', 'docs', 'api', 'openapi.json');

const main = (): void => {
  mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
  writeFileSync(OPENAPI_FILE, openApiDocumentText());
  console.info(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
