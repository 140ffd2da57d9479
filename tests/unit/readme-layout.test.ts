import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUT_END, LAYOUT_START, WRITE_COMMAND, layoutBlock, layoutMap, leadingComment, renderLayoutMap, withLayoutMap } from '../../scripts/layout-map';

const root = path.resolve(import.meta.dirname, '../..');
const STALE = `The README's layout map differs from the folders. Run \`${WRITE_COMMAND}\` to regenerate it.`;

describe("the README's layout map", () => {
  it('is what scripts/layout-map.ts draws from the tree now', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const block = layoutBlock(readme);
    expect(block, `README.md has no ${LAYOUT_START} … ${LAYOUT_END} block. ${STALE}`).toBeDefined();
    expect(block, STALE).toBe(layoutMap(root).trim());
  });
});

describe('the layout map script', () => {
  it("takes a folder's line from the first sentence of its index.ts's leading comment", () => {
    expect(leadingComment("/** Luna's words for a model: the prompt. More detail. */\nexport {};")).toBe("Luna's words for a model: the prompt.");
    expect(leadingComment('/**\n * One line\n * continued here.\n *\n * A second paragraph.\n */')).toBe('One line continued here.');
    expect(leadingComment('// A line comment\n// in two parts.\nexport {};')).toBe('A line comment in two parts.');
    expect(leadingComment("export { a } from './a';\n/** Not leading. */")).toBeUndefined();
    expect(leadingComment('/* eslint-disable no-console */\nexport {};')).toBeUndefined();
  });

  it('nests sub-folders under their folder and links each one', () => {
    const map = renderLayoutMap([
      { path: 'domain', description: 'Pure rules.', children: [{ path: 'domain/astro', description: 'The sky.', children: [] }] },
      { path: 'public', description: undefined, children: [] },
    ]);
    expect(map).toContain('- [`domain/`](domain/): Pure rules.\n  - [`astro/`](domain/astro/): The sky.\n');
    expect(map).toContain('- [`public/`](public/): No description yet');
  });

  it('replaces only what lies between the markers', () => {
    const readme = `# T\n\n## Layout\n\n${LAYOUT_START}\nold\n${LAYOUT_END}\n\nAfter.\n`;
    const updated = withLayoutMap(readme, 'new map');
    expect(updated).toBe(`# T\n\n## Layout\n\n${LAYOUT_START}\nnew map\n${LAYOUT_END}\n\nAfter.\n`);
    expect(layoutBlock(updated)).toBe('new map');
    expect(() => withLayoutMap('# No markers\n', 'map')).toThrow(LAYOUT_START);
  });
});
