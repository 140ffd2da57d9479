import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npx tsx scripts/layout-map.ts [--write]`: the README's layout map, drawn from the folders
 * themselves: every top-level folder, and the immediate sub-folders of those in
 * LAYOUT_SUBFOLDERS_OF, each with one line. The line is the first sentence of the leading comment
 * of the folder's index.ts when it has one, else the folder's entry in FOLDER_DESCRIPTIONS.
 * Without arguments it prints the map; with `--write` it replaces what README.md holds between
 * LAYOUT_START and LAYOUT_END. tests/unit/readme-layout.test.ts fails while the two differ.
 */
export const LAYOUT_START = '<!-- layout:start -->';
export const LAYOUT_END = '<!-- layout:end -->';
export const WRITE_COMMAND = 'npx tsx scripts/layout-map.ts --write';

/** The top-level folders whose own sub-folders are listed too. */
export const LAYOUT_SUBFOLDERS_OF = ['domain', 'server'] as const;

/**
 * What a folder is for, by its path from the project root, for folders whose index.ts has no
 * leading comment (or that have no index.ts). A comment in index.ts wins over an entry here.
 * Hidden folders are listed only when they have an entry.
 */
export const FOLDER_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '.ci': 'What CI runs on a fresh machine (`.ci/run`).',
  adapters: 'One folder per real component behind a port: the databases (PGlite, PostgreSQL, their SQL and migrations), the language model, mail, payments, places, zone rules, PDFs, report files, browser storage.',
  content: 'The words the site is made of: the reading’s texts, the paid reports’ texts, and the blog (about 70 articles as Markdown).',
  docs: 'The product rules (product.md), the decisions (decisions/, ADRs), and the generated state-machine diagrams (machines/) and OpenAPI document (api/).',
  domain: 'Pure TypeScript in eight bounded contexts, each entered through its index: the product’s rules and XState machines. No I/O, no clock, no randomness (a lint error); tests beside the code.',
  fixtures: 'Conversation fixtures for `luna replay`, sample data, pinned property-test counterexamples.',
  public: 'Static files served as they are (the favicon).',
  scripts: 'Build scripts, the `luna` CLI, and the generators of the diagrams, the OpenAPI document and this map.',
  server: 'Express: settings, the composition root (compose.ts), the HTTP edge (app.ts), the processes’ entry points and their resources’ lifetimes.',
  tests: 'Cross-cutting suites: unit/ (lint, diagrams, this map), integration/ (real servers), e2e/ (Chromium), bench/, simulator/ (visitors typing as people do), support/.',
  ui: 'React and React Router: the layout (header, footer, meta, scroll), one typed functions client, pages by area under `pages/`, each with its own lazy routes, the Luna widget and the report toasts.',

  'domain/places': 'Place search rules: folding, qualifiers, ranking, labels for homonyms.',
  'domain/reports': 'The report tracking machine, labels and notification texts.',
  'domain/site': 'Every page of the site as data (routes, sitemaps, header and footer), the blog’s articles, the chunk-load error.',

  'server/data-rights': 'A visitor’s data: the emailed /your-data link, the export, the erasure, and the retention sweep.',
  'server/api': '/functions/v1: the table of functions bound to each feature’s handlers, their dependencies as composed, and the OpenAPI document.',
  'server/commerce': 'The paid reports: checkout, the sandbox payment page and the webhook, the orders; the pg-boss queue and its workers, generation, download, retry, the library and status.',
  'server/conversation': 'Luna: luna-chat-assistant (one chat turn: store, step the machine, reading, reply), /verify, session tokens and reads, the luna-chat fallback and the agent link.',
  'server/platform': 'What every feature stands on: the HTTP edge’s security (gate, tokens, CSP, CORS, logs, sealed links), function errors, connection limits, the table API (/rest/v1) and the email outbox.',
  'server/reading': 'The one reading workflow (chat, form, emailed change) and its functions: the form, email codes and links, profiles, the moon sign, place search.',
  'server/site': 'The contact form, the browser’s error log (client errors) and the hidden diagnostic page.',
};

export interface LayoutFolder {
  /** From the project root, with '/' between parts: 'domain/astro'. */
  path: string;
  description: string | undefined;
  children: LayoutFolder[];
}

/**
 * The first sentence of the comment a source file starts with (a JSDoc or block comment, or a
 * run of line comments), on one line; undefined when the file starts with code.
 */
export const leadingComment = (source: string): string | undefined => {
  const text = source.replace(/^\uFEFF/, '').replace(/^#![^\n]*\n/, '').trimStart();
  let lines: string[];
  if (text.startsWith('/*')) {
    const end = text.indexOf('*/');
    if (end < 0) return undefined;
    lines = text
      .slice(2, end)
      .split('\n')
      .map((line) => line.trim().replace(/^\*+ ?/, '').replace(/^\*+$/, ''));
  } else if (text.startsWith('//')) {
    lines = [];
    for (const line of text.split('\n')) {
      const trimmed = line.trim();
      if (!trimmed.startsWith('//')) break;
      lines.push(trimmed.replace(/^\/\/+ ?/, ''));
    }
  } else {
    return undefined;
  }
  const paragraph: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('@')) {
      if (paragraph.length > 0) break;
      continue;
    }
    paragraph.push(trimmed);
  }
  const joined = paragraph.join(' ').replace(/\s+/g, ' ').trim();
  if (joined === '' || /^(eslint|@ts-|prettier)/.test(joined)) return undefined;
  const sentenceEnd = /[.!?](?=\s+[A-Z`(])/.exec(joined);
  return sentenceEnd === null ? joined : joined.slice(0, sentenceEnd.index + 1);
};

/** A .gitignore's patterns that can name a folder by its own name, as expressions. */
export const ignoredNamePatterns = (gitignore: string): RegExp[] =>
  gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => line.replace(/^\//, '').replace(/\/$/, ''))
    .filter((line) => !line.includes('/'))
    .map((glob) => new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')}$`));

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Whether a folder holds at least one file, at any depth: git keeps no empty folders. */
const holdsAFile = (dir: string): boolean =>
  readdirSync(dir, { withFileTypes: true }).some((entry) => entry.isFile() || (entry.isDirectory() && holdsAFile(path.join(dir, entry.name))));

const describeFolder = (root: string, relative: string): string | undefined => {
  const index = path.join(root, relative, 'index.ts');
  const fromIndex = existsSync(index) ? leadingComment(readFileSync(index, 'utf8')) : undefined;
  return fromIndex ?? FOLDER_DESCRIPTIONS[relative];
};

/** The folders the map lists, read from the tree under root (the only part that reads files). */
export const readLayout = (root: string): LayoutFolder[] => {
  const gitignorePath = path.join(root, '.gitignore');
  const ignored = existsSync(gitignorePath) ? ignoredNamePatterns(readFileSync(gitignorePath, 'utf8')) : [];
  const listed = (relative: string): string[] =>
    readdirSync(path.join(root, relative), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => name !== '.git' && name !== 'node_modules' && !ignored.some((pattern) => pattern.test(name)))
      .filter((name) => !name.startsWith('.') || FOLDER_DESCRIPTIONS[path.posix.join(relative, name)] !== undefined)
      .filter((name) => holdsAFile(path.join(root, relative, name)))
      .sort(byName);
  return listed('').map((name) => ({
    path: name,
    description: describeFolder(root, name),
    children: (LAYOUT_SUBFOLDERS_OF as readonly string[]).includes(name)
      ? listed(name).map((child) => {
          const relative = `${name}/${child}`;
          return { path: relative, description: describeFolder(root, relative), children: [] };
        })
      : [],
  }));
};

const UNDESCRIBED = 'No description yet: give its index.ts a leading comment, or add it to FOLDER_DESCRIPTIONS in scripts/layout-map.ts.';

const line = (folder: LayoutFolder, indent: string): string => {
  const name = folder.path.split('/').pop() ?? folder.path;
  return `${indent}- [\`${name}/\`](${folder.path}/): ${folder.description ?? UNDESCRIBED}`;
};

/** The map as Markdown: a list of the top-level folders, sub-folders nested under theirs. */
export const renderLayoutMap = (folders: readonly LayoutFolder[]): string =>
  [
    `<!-- Generated by \`${WRITE_COMMAND}\` from the folders and their index.ts comments; edits here are overwritten. -->`,
    '',
    ...folders.flatMap((folder) => [line(folder, ''), ...folder.children.map((child) => line(child, '  '))]),
  ].join('\n');

/** The map for the tree under root. */
export const layoutMap = (root: string): string => renderLayoutMap(readLayout(root));

const markers = (readme: string): { start: number; end: number } | undefined => {
  const start = readme.indexOf(LAYOUT_START);
  const end = readme.indexOf(LAYOUT_END);
  return start < 0 || end < start ? undefined : { start: start + LAYOUT_START.length, end };
};

/** What the README holds between the layout markers, without the blank lines around it; undefined without markers. */
export const layoutBlock = (readme: string): string | undefined => {
  const at = markers(readme);
  return at === undefined ? undefined : readme.slice(at.start, at.end).trim();
};

/** The README with the map between its layout markers. */
export const withLayoutMap = (readme: string, map: string): string => {
  const at = markers(readme);
  if (at === undefined) throw new Error(`README.md has no ${LAYOUT_START} … ${LAYOUT_END} block`);
  return `${readme.slice(0, at.start)}\n${map.trim()}\n${readme.slice(at.end)}`;
};

const main = (): void => {
  const root = path.resolve(import.meta.dirname, '..');
  const map = layoutMap(root);
  if (!process.argv.includes('--write')) {
    console.info(map);
    return;
  }
  const readmePath = path.join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const updated = withLayoutMap(readme, map);
  if (updated === readme) {
    console.info('README.md: the layout map is up to date');
    return;
  }
  writeFileSync(readmePath, updated);
  console.info('README.md: wrote the layout map');
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
