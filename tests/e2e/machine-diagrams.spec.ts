import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The state-machine diagrams are for product reviewers, who read them rendered (GitHub,
 * an editor preview). Each one must render in Mermaid itself, in a real browser.
 */
const machinesDir = path.resolve('docs/machines');
const mermaidScript = path.resolve('node_modules/mermaid/dist/mermaid.min.js');

const diagrams = readdirSync(machinesDir)
  .filter((file) => file.endsWith('.md') && file !== 'README.md')
  .map((file) => {
    const block = /```mermaid\n([\s\S]*?)```/.exec(readFileSync(path.join(machinesDir, file), 'utf8'));
    return { file, source: block?.[1] ?? '' };
  });

test('there is a diagram for each machine', () => {
  expect(diagrams.length).toBeGreaterThan(0);
});

for (const { file, source } of diagrams) {
  test(`${file} renders in Mermaid`, async ({ page }) => {
    expect(source, `${file} has no mermaid block`).not.toBe('');
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ path: mermaidScript });
    const result = await page.evaluate(async (text) => {
      const mermaid = (window as unknown as { mermaid: { initialize(o: object): void; render(id: string, t: string): Promise<{ svg: string }> } }).mermaid;
      mermaid.initialize({ startOnLoad: false });
      try {
        const { svg } = await mermaid.render('diagram', text);
        return { ok: true, svg };
      } catch (error) {
        return { ok: false, svg: String(error) };
      }
    }, source);
    expect(result.ok, result.svg).toBe(true);
    expect(result.svg).toContain('<svg');
  });
}
