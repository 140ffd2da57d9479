import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The layering rule is only worth having if it fires: lint virtual files placed in domain/
// and check each outward reach is rejected, and that pure code passes. No TypeScript project
// holds a made-up file, so the type-aware rules (server/ and adapters/, ADR 030) are off here;
// the layering rules need no types.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });

const lintDomain = async (code: string, file = 'domain/example/example.ts') => {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result?.messages.map((m) => m.ruleId) ?? [];
};

describe('the domain layering lint rule', () => {
  it.each([
    ["import { x } from '../../adapters/pglite/db';", 'no-restricted-imports'],
    ["import { x } from '../../server/compose';", 'no-restricted-imports'],
    ["import { x } from '../../ui/app';", 'no-restricted-imports'],
    ["import { readFileSync } from 'node:fs';", 'no-restricted-imports'],
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
      "import type { Clock } from '../ports/clock';",
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
    expect(await lintDomain("export { localStorageBackend } from '../adapters/browser-storage';", 'ui/example.ts')).toEqual([]);
  });
});
