import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, it, expect } from 'vitest';

/**
 * Every regular expression the site runs must take linear time, since most run on what a
 * visitor typed or a model wrote (docs/decisions/022-linear-text-patterns.md). This finds each
 * literal (and `new RegExp('literal')`) in the sources with the TypeScript parser and asks
 * recheck, which also counts the scan restarting at every position (`/\s+$/` is quadratic).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const LAYERS = ['domain', 'contracts', 'server', 'adapters', 'ui'];

/**
 * Patterns not checked here, each with the text it runs on and why. The list may only shrink:
 * an entry whose pattern is gone fails the test. Only patterns on our own data (settings, build
 * output, articles, CLDR names) may be here: a long run in them is our own doing. Every pattern
 * on visitor, model or log text is checked below, and must be one recheck proves safe quickly.
 */
const NOT_YET_LINEAR: readonly { file: string; pattern: string; runsOn: string; status: 'vulnerable' | 'unknown'; why: string }[] = [
  { file: "domain/places/qualifiers.ts", pattern: "/^(.*?)\\s*\\((.*)\\)\\s*$/", runsOn: "CLDR country names, our own data", status: "vulnerable", why: "quadratic: a long run restarts the scan at every position" },
  { file: "domain/site/article-quality.ts", pattern: "/\\]\\((\\/[^)#\\s]*)(#[^)\\s]*)?\\)/g", runsOn: "our own article markdown", status: "vulnerable", why: "quadratic: a long run restarts the scan at every position" },
  { file: "domain/site/article-quality.ts", pattern: "/\\]\\([^)]*\\)/g", runsOn: "our own article markdown", status: "vulnerable", why: "quadratic: a long run restarts the scan at every position" },
  { file: "domain/site/articles.ts", pattern: "/\\]\\([^)]*\\)/g", runsOn: "our own article markdown", status: "vulnerable", why: "quadratic: a long run restarts the scan at every position" },
  { file: "domain/site/chunk-load-error.ts", pattern: "/(?:https?:\\/\\/|\\/)[^\\s'\"]+\\.m?js\\b/", runsOn: "the browser's message naming one of our own script files", status: "vulnerable", why: "quadratic: a long run restarts the scan at every position" },
  { file: "server/config.ts", pattern: "/^(?:[^<>@]*<[^\\s<>@]+@[^\\s<>@]+\\.[^\\s<>@]+>|[^\\s<>@]+@[^\\s<>@]+\\.[^\\s<>@]+)$/", runsOn: "our own settings, at start", status: "vulnerable", why: "quadratic: a long run restarts the scan at every position" },
  { file: "server/platform/email/outbox-relay.ts", pattern: "/@([^>\\s]+)>?\\s*$/", runsOn: "our own sender address", status: "vulnerable", why: "quadratic: a long run restarts the scan at every position" },
  { file: "server/ui-build.ts", pattern: "/<meta name=\"description\" content=\"[^\"]*\"/", runsOn: "our own build files", status: "unknown", why: "only our own build output; recheck needs seconds for it" },
];

interface FoundPattern {
  readonly where: string;
  readonly source: string;
  readonly flags: string;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const literalText = (node: ts.Expression | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

const findPatterns = (): { found: FoundPattern[]; built: string[] } => {
  const found: FoundPattern[] = [];
  const built: string[] = [];
  for (const file of LAYERS.flatMap((layer) => sourceFiles(path.join(ROOT, layer)))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) => `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isRegularExpressionLiteral(node)) {
        const slash = node.text.lastIndexOf('/');
        found.push({ where: where(node), source: node.text.slice(1, slash), flags: node.text.slice(slash + 1) });
      } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
        const pattern = literalText(node.arguments?.[0]);
        if (pattern === undefined) built.push(where(node));
        else found.push({ where: where(node), source: pattern, flags: literalText(node.arguments?.[1]) ?? '' });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { found, built };
};

describe('regular expressions', () => {
  const { found } = findPatterns();

  it('finds the patterns it is meant to check', () => {
    // A literal and a constructed one this file knows exist, so a broken finder cannot pass.
    expect(found.some((p) => p.where.startsWith('domain/kernel/copy-policy/sanitise.ts') && p.source === '^[A-Z](?![A-Z])')).toBe(true);
    expect(found.length).toBeGreaterThan(100);
  });

  const pending = (pattern: FoundPattern) =>
    NOT_YET_LINEAR.some((entry) => pattern.where.startsWith(`${entry.file}:`) && entry.pattern === `/${pattern.source}/${pattern.flags}`);

  it('every listed pattern not yet linear still exists, so the list only shrinks', () => {
    const gone = NOT_YET_LINEAR.filter((entry) => !found.some((p) => p.where.startsWith(`${entry.file}:`) && entry.pattern === `/${p.source}/${p.flags}`));
    expect(gone).toEqual([]);
  });

  it('every other pattern in domain/, server/, adapters/ and ui/ is linear by recheck', () => {
    const started = Date.now();
    const problems: string[] = [];
    for (const pattern of found.filter((p) => !pending(p))) {
      // 'auto' picks the automaton checker when the pattern allows and fuzzing otherwise; the
      // timeout bounds the patterns too big for either, which then report 'unknown'.
      const result = checkSync(pattern.source, pattern.flags, { randomSeed: 23, timeout: 10_000, attackTimeout: null, recallTimeout: null });
      if (result.status !== 'safe') problems.push(`${pattern.where} /${pattern.source}/${pattern.flags}: ${result.status}`);
    }
    console.info(`recheck: ${found.length} patterns, ${found.filter(pending).length} listed as not yet linear, the rest checked in ${Date.now() - started} ms`);
    expect(problems).toEqual([]);
  }, 300_000);
});
