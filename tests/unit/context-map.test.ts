import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import {
  CONTEXT_MAP_FILE,
  ForbiddenArrowsError,
  LAYER_ARROWS,
  LAYERS,
  WRITE_COMMAND,
  architectureMap,
  loadDomainContexts,
  moduleSpecifiers,
  renderArchitecture,
  type CrossingImport,
} from '../../scripts/context-map';

const root = path.resolve(import.meta.dirname, '../..');
const STALE = `${CONTEXT_MAP_FILE} differs from what scripts/context-map.ts draws now. Run \`${WRITE_COMMAND}\` to regenerate it.`;
const SLOW = 30_000;

const crossing = (from: string, to: string, file = `domain/${from}/made-up.ts`): CrossingImport => ({ from, to, file, specifier: `../${to}` });

describe('docs/architecture/contexts.md', () => {
  it(
    'is what scripts/context-map.ts draws from the lint and the imports now',
    async () => {
      const file = path.join(root, CONTEXT_MAP_FILE);
      expect(existsSync(file), STALE).toBe(true);
      expect(readFileSync(file, 'utf8'), STALE).toBe(await architectureMap(root));
    },
    SLOW,
  );
});

describe('the context map script', () => {
  it(
    'rejects an import along an arrow the lint does not allow, and names the file',
    async () => {
      const allowed = await loadDomainContexts(root);
      expect(allowed.sky, 'the made-up arrow below must stay one the lint forbids').not.toContain('reading');
      const input = {
        contexts: { allowed, imports: [crossing('conversation', 'reading'), crossing('sky', 'reading', 'domain/sky/astro/made-up.ts')] },
        layers: { allowed: LAYER_ARROWS, imports: [] },
      };
      expect(() => renderArchitecture(input)).toThrow(ForbiddenArrowsError);
      expect(() => renderArchitecture(input)).toThrow(/sky → reading is not allowed \(sky may use: kernel\):\n\s+domain\/sky\/astro\/made-up\.ts imports '\.\.\/reading'/);
    },
    SLOW,
  );

  it('rejects a layer arrow the lint does not allow, and a context the table does not know', () => {
    const contexts = { allowed: { kernel: [], sky: ['kernel'] }, imports: [], parts: ['kernel', 'sky', 'weather'] };
    expect(() => renderArchitecture({ contexts, layers: { allowed: LAYER_ARROWS, imports: [] } })).toThrow(/weather is not a context the lint knows/);
    const layers = { allowed: LAYER_ARROWS, imports: [crossing('domain', 'server', 'domain/sky/made-up.ts')] };
    expect(() => renderArchitecture({ contexts: { allowed: { kernel: [] }, imports: [] }, layers })).toThrow(/domain → server is not allowed/);
  });

  it('draws a used arrow solid and an unused one dashed, and lists the unused ones', () => {
    const text = renderArchitecture({
      contexts: { allowed: { kernel: [], sky: ['kernel'], birth: ['kernel', 'sky'] }, imports: [crossing('birth', 'sky'), crossing('birth', 'sky')] },
      layers: { allowed: { ui: ['domain'], domain: [] }, imports: [crossing('ui', 'domain', 'ui/made-up.tsx')] },
    });
    expect(text).toContain('  context_birth --> context_sky\n');
    expect(text).toContain('  context_sky -.-> context_kernel\n');
    expect(text).toContain('Allowed but not used (dashed): `sky → kernel`, `birth → kernel`.');
    expect(text).toContain('  layer_ui --> layer_domain\n');
    expect(text).toContain('Every allowed arrow is used.');
    expect(text).toContain(WRITE_COMMAND);
  });

  it('finds imports, re-exports, dynamic imports and import types, not comments or strings', () => {
    const source = [
      "import type { A } from './a';",
      "export type * from './b';",
      "export * as c from '../c';",
      "const d = await import('./d');",
      "type E = import('./e').E;",
      "// import { z } from './z';",
      "const s = \"from './s'\";",
    ].join('\n');
    expect(moduleSpecifiers('made-up.ts', source)).toEqual(['./a', './b', '../c', './d', './e']);
  });
});

describe('the layer arrows the map draws', () => {
  const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
  const lintRejects = async (from: string, to: string): Promise<boolean> => {
    const file = from === 'domain' ? 'domain/kernel/made-up.ts' : `${from}/made-up.ts`;
    const up = from === 'domain' ? '../..' : '..';
    const target = to === 'domain' ? `${up}/domain/kernel` : `${up}/${to}/made-up`;
    const [result] = await eslint.lintText(`export { x } from '${target}';\n`, { filePath: file });
    return (result?.messages ?? []).some((message) => message.ruleId === 'no-restricted-imports');
  };

  it(
    'are exactly the ones the lint allows (LAYER_ARROWS in scripts/context-map.ts mirrors eslint.config.js)',
    async () => {
      const disagreements: string[] = [];
      for (const from of LAYERS) {
        for (const to of LAYERS.filter((layer) => layer !== from)) {
          const drawn = LAYER_ARROWS[from]?.includes(to) ?? false;
          const linted = !(await lintRejects(from, to));
          if (drawn !== linted) disagreements.push(`${from} → ${to}: the map says ${drawn ? 'allowed' : 'forbidden'}, the lint says ${linted ? 'allowed' : 'forbidden'}`);
        }
      }
      expect(disagreements).toEqual([]);
    },
    SLOW,
  );
});
