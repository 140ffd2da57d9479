import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The layering rule is only worth having if it fires: lint virtual files placed in domain/
// and check each outward reach is rejected, and that pure code passes. No TypeScript project
// holds a made-up file, so the type-aware rules (server/ and adapters/, ADR 030) are off here;
// the layering rules need no types.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });

const lintDomain = async (code: string, file = 'domain/sky/example.ts') => {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result?.messages.map((m) => m.ruleId) ?? [];
};

describe('the domain layering lint rule', () => {
  it.each([
    ["import { x } from '../../adapters/pglite/db';", 'no-restricted-imports'],
    ["import { x } from '../../server/compose';", 'no-restricted-imports'],
    ["import { x } from '../../ui/app';", 'no-restricted-imports'],
    ["import { readFileSync } from 'node:fs';", 'no-restricted-imports'],
    ["import { chatAssistantRequest } from '../../contracts/luna-chat-assistant.contract';", 'no-restricted-imports'],
    ["import { readFileSync } from 'fs';", 'no-restricted-imports'],
    ["export const get = () => fetch('/x');", 'no-restricted-globals'],
    ['export const id = () => crypto.randomUUID();', 'no-restricted-globals'],
    ['export const now = () => Date.now();', 'no-restricted-properties'],
    ['export const roll = () => Math.random();', 'no-restricted-properties'],
    ['export const today = () => new Date();', 'no-restricted-syntax'],
    ['export const today = () => Date();', 'no-restricted-syntax'],
  ])('rejects %s', async (code, rule) => {
    expect(await lintDomain(code)).toContain(rule);
  });

  it('accepts pure code that is given its clock', async () => {
    const code = [
      "import type { Clock } from '../kernel';",
      'export const age = (clock: Clock, born: number) => new Date(clock.now()).getUTCFullYear() - born;',
    ].join('\n');
    expect(await lintDomain(code)).toEqual([]);
  });

  it('does not restrict the server, which composes the adapters', async () => {
    const code = "import { readFileSync } from 'node:fs';\nexport const now = () => Date.now() + readFileSync('x').length;";
    expect(await lintDomain(code, 'server/example.ts')).toEqual([]);
  });

  it('keeps the UI away from the server and the server-side adapters', async () => {
    expect(await lintDomain("import { x } from '../server/compose';", 'ui/example.ts')).toContain('no-restricted-imports');
    expect(await lintDomain("import { x } from '../adapters/pglite';", 'ui/example.ts')).toContain('no-restricted-imports');
  });

  it('lets the UI compose the browser storage adapter', async () => {
    expect(await lintDomain("export { localStorageBackend } from './browser-storage/backends';", 'ui/example.ts')).toEqual([]);
  });
});

describe('the walls between the domain contexts', () => {
  it.each([
    ['past another context’s index', "import { moonLongitudeAt } from '../sky/astro/sky';", 'domain/conversation/example.ts'],
    ['past a context’s index from the server', "import { moonLongitudeAt } from '../domain/sky/astro/sky';", 'server/example.ts'],
    ['past a context’s index from the UI', "import { skyAt } from '../domain/sky/astro';", 'ui/example.ts'],
    ['astronomy reaching into the product', "import { composeReading } from '../reading';", 'domain/sky/example.ts'],
    ['the kernel reaching into any context', "import { skyAt } from '../sky';", 'domain/kernel/example.ts'],
    ['reports reaching into the conversation', "import { scriptedLanguageModel } from '../conversation';", 'domain/reports/example.ts'],
  ])('rejects an import %s', async (_, code, file) => {
    expect(await lintDomain(code, file)).toContain('no-restricted-imports');
  });

  it.each([
    ["export { skyAt } from '../sky';", 'domain/conversation/example.ts'],
    ["export { composeReading } from '../reading';", 'domain/conversation/example.ts'],
    ["export { skyAt } from '../domain/sky';", 'server/example.ts'],
  ])('accepts %s through the index', async (code, file) => {
    expect(await lintDomain(code, file)).toEqual([]);
  });
});

describe('test kits', () => {
  it('live under tests/ or fixtures/, and no production file imports them', () => {
    const production = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'domain', 'contracts', 'adapters', 'server', 'ui'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && existsSync(file));
    const kits = production.filter((file) => /(fixture|fake-|test-server|test-databases|scratch-database)/.test(file));
    expect(kits).toEqual([]);
    const reaching = production.filter((file) => /from\s*'(\.\.\/)+(tests|fixtures)\//.test(readFileSync(file, 'utf8')));
    expect(reaching).toEqual([]);
  });
});

/**
 * SQL lives in stores (files named *store*), the table API's planner and the adapters (issue 24).
 * These files still hold statements of their own; the list may only shrink.
 */
const SQL_OUTSIDE_STORES_YET: readonly string[] = [
  'server/commerce/payment-handlers.ts',
  'server/commerce/report-download.ts',
  'server/commerce/report-generation.ts',
  'server/commerce/report-library.ts',
  'server/commerce/report-queue.ts',
  'server/commerce/report-retry.ts',
  'server/commerce/report-status.ts',
  'server/commerce/report-workers.ts',
  'server/conversation/luna-engine.ts',
  'server/data-rights/data-erasure.ts',
  'server/data-rights/data-export.ts',
  'server/data-rights/data-links.ts',
  'server/data-rights/retention.ts',
  'server/reading/reading-form.ts',
  'server/reading/reading-links.ts',
  'server/site/contact.ts',
  'server/site/diagnostic.ts',
];

describe('where SQL lives', () => {
  it('only in stores, the table API and the adapters, besides the listed files, and the list only shrinks', () => {
    const serverFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'server'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && existsSync(file));
    const querying = serverFiles.filter((file) => /\.query(<|\()/.test(readFileSync(file, 'utf8')));
    const outside = querying.filter((file) => !/store[^/]*\.tsx?$/.test(file) && !file.startsWith('server/platform/rest/'));
    expect(outside).toEqual([...SQL_OUTSIDE_STORES_YET].sort());
  });
});
