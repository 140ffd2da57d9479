import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * `npm run architecture` (`tsx scripts/context-map.ts --write`): draws docs/architecture/contexts.md,
 * two Mermaid diagrams of the arrows the lint allows, checked against the imports the code has.
 *
 * 1. The domain's bounded contexts: the arrows of `DOMAIN_CONTEXTS` in eslint.config.js, against
 *    the imports between the folders of domain/ (tests left out, as the lint leaves them out).
 * 2. The layers (ui, server, adapters, contracts, domain): the arrows of LAYER_ARROWS below, against
 *    the imports between those top-level folders.
 *
 * An arrow allowed and used is solid; allowed and unused is dashed. An import along an arrow that
 * is not allowed makes the script fail (exit 1) and name the file. Without `--write` it prints the
 * document. tests/unit/context-map.test.ts fails while the file is stale.
 */
export const CONTEXT_MAP_FILE = 'docs/architecture/contexts.md';
export const WRITE_COMMAND = 'npm run architecture';

/** Who may import whom: each key's list names what it may import. */
export type Arrows = Readonly<Record<string, readonly string[]>>;

/** One import that crosses from one context (or layer) into another. */
export interface CrossingImport {
  from: string;
  to: string;
  /** The importing file, from the project root: 'domain/sky/natal/natal.ts'. */
  file: string;
  specifier: string;
}

/**
 * The layers and the arrows between them, as the no-restricted-imports rules in eslint.config.js
 * allow them (read from the rules, not from a wish): domain imports no other layer; contracts
 * only the domain; adapters not ui or server; ui not server or adapters; the server is not
 * restricted. tests/unit/context-map.test.ts lints a made-up import for every pair of layers and
 * fails when this table and the lint disagree.
 */
export const LAYER_ARROWS: Arrows = {
  ui: ['contracts', 'domain'],
  server: ['adapters', 'contracts', 'domain'],
  adapters: ['contracts', 'domain'],
  contracts: ['domain'],
  domain: [],
};

export const LAYERS = Object.keys(LAYER_ARROWS);

const SOURCE_FILE = /\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const arrowName = (from: string, to: string): string => `${from} → ${to}`;

/** The module specifiers a source file names: imports, re-exports, dynamic imports and import types. */
export const moduleSpecifiers = (fileName: string, text: string): string[] => {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      found.push(node.moduleReference.expression.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] !== undefined && ts.isStringLiteralLike(node.arguments[0])) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** Where a relative specifier in a file points, from the project root with '/' between parts; undefined for a package. */
export const resolveSpecifier = (file: string, specifier: string): string | undefined =>
  specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../')
    ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
    : undefined;

/** The top-level folder a path lies in, when it is a layer. */
export const layerOf = (target: string): string | undefined => {
  const [first] = target.split('/');
  return first !== undefined && LAYERS.includes(first) ? first : undefined;
};

/** The context a path under domain/ lies in ('domain/sky/astro' → 'sky'); undefined outside domain/<context>. */
export const contextOf = (target: string): string | undefined => {
  const [first, second] = target.split('/');
  return first === 'domain' && second !== undefined && second !== '' ? second : undefined;
};

/** Every non-test source file under a folder of the project, from the root, sorted. */
const sourceFiles = (root: string, folder: string): string[] => {
  const walk = (relative: string): string[] =>
    readdirSync(path.join(root, relative), { withFileTypes: true }).flatMap((entry) => {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(child);
      return entry.isFile() && SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [child] : [];
    });
  return existsSync(path.join(root, folder)) ? walk(folder).sort(byText) : [];
};

/** Every relative import in the given files that leaves the part (context or layer) `partOf` puts its file in. */
const crossingImports = (root: string, files: readonly string[], partOf: (target: string) => string | undefined): CrossingImport[] =>
  files.flatMap((file) => {
    const from = partOf(file);
    if (from === undefined) return [];
    return moduleSpecifiers(file, readFileSync(path.join(root, file), 'utf8')).flatMap((specifier) => {
      const target = resolveSpecifier(file, specifier);
      const to = target === undefined ? undefined : partOf(target);
      return to === undefined || to === from ? [] : [{ from, to, file, specifier }];
    });
  });

/** The imports between the contexts of domain/, tests left out. */
export const readContextImports = (root: string): CrossingImport[] => crossingImports(root, sourceFiles(root, 'domain'), contextOf);

/** The imports between the layers, tests left out. */
export const readLayerImports = (root: string): CrossingImport[] =>
  crossingImports(
    root,
    LAYERS.flatMap((layer) => sourceFiles(root, layer)),
    layerOf,
  );

/** The folders of domain/ (each one a context, or it should be). */
export const readContextFolders = (root: string): string[] =>
  readdirSync(path.join(root, 'domain'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort(byText);

const isArrows = (value: unknown): value is Arrows =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((targets) => Array.isArray(targets) && targets.every((target) => typeof target === 'string'));

/** `DOMAIN_CONTEXTS` as eslint.config.js exports it (the lint and this map read the same table). */
export const loadDomainContexts = async (root: string): Promise<Arrows> => {
  const config: unknown = await import(pathToFileURL(path.join(root, 'eslint.config.js')).href);
  const contexts = typeof config === 'object' && config !== null && 'DOMAIN_CONTEXTS' in config ? config.DOMAIN_CONTEXTS : undefined;
  if (!isArrows(contexts)) throw new Error('eslint.config.js does not export DOMAIN_CONTEXTS as { context: [contexts it may use] }');
  return contexts;
};

/** One diagram's inputs: the parts (contexts or layers), the arrows allowed between them and the imports found. */
export interface DiagramInput {
  allowed: Arrows;
  imports: readonly CrossingImport[];
  /** Parts found in the code (for contexts: the folders of domain/); each must be a key of `allowed`. */
  parts?: readonly string[];
}

export interface ArchitectureInput {
  contexts: DiagramInput;
  layers: DiagramInput;
}

/** What is wrong with one diagram's imports: arrows not allowed, and parts the table does not know. */
export const forbiddenArrows = (kind: string, input: DiagramInput): string[] => {
  const problems: string[] = [];
  for (const part of input.parts ?? []) {
    if (input.allowed[part] === undefined) problems.push(`${part} is not a ${kind} the lint knows: add it to the table with the arrows it may use.`);
  }
  const byArrow = new Map<string, CrossingImport[]>();
  for (const crossing of input.imports) {
    const allowedTargets = input.allowed[crossing.from];
    if (allowedTargets?.includes(crossing.to)) continue;
    const name = arrowName(crossing.from, crossing.to);
    byArrow.set(name, [...(byArrow.get(name) ?? []), crossing]);
  }
  for (const [name, crossings] of [...byArrow].sort(([a], [b]) => byText(a, b))) {
    const [first] = crossings;
    if (first === undefined) continue;
    const allowedTargets = input.allowed[first.from];
    const may = allowedTargets === undefined ? `${first.from} is not in the table` : `${first.from} may use: ${allowedTargets.join(', ') || 'nothing'}`;
    const shown = crossings.slice(0, 3).map((crossing) => `    ${crossing.file} imports '${crossing.specifier}'`);
    const more = crossings.length > 3 ? [`    … and ${crossings.length - 3} more`] : [];
    problems.push([`${name} is not allowed (${may}):`, ...shown, ...more].join('\n'));
  }
  return problems;
};

/** Raised when the code uses an arrow the lint does not allow; the message names every such import. */
export class ForbiddenArrowsError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      [
        'The code uses arrows the lint does not allow:',
        ...problems.map((problem) => `  ${problem}`),
        'Move the code or the import. If the arrow is right, change DOMAIN_CONTEXTS (or the layer rules) in eslint.config.js',
        `and LAYER_ARROWS in scripts/context-map.ts, say why in docs/architecture.md, then run \`${WRITE_COMMAND}\`.`,
      ].join('\n'),
    );
    this.name = 'ForbiddenArrowsError';
    this.problems = problems;
  }
}

/** The allowed arrows that no import uses, as 'from → to', in the table's order. */
export const unusedArrows = (input: DiagramInput): string[] => {
  const used = new Set(input.imports.map((crossing) => arrowName(crossing.from, crossing.to)));
  return Object.entries(input.allowed).flatMap(([from, targets]) => targets.map((to) => arrowName(from, to)).filter((name) => !used.has(name)));
};

/** A Mermaid flowchart: a node per part, a solid arrow where an allowed arrow is used, a dashed one where it is not. */
export const renderFlowchart = (input: DiagramInput, idPrefix: string, label: (part: string) => string): string => {
  const unused = new Set(unusedArrows(input));
  const id = (part: string): string => `${idPrefix}_${part.replace(/[^A-Za-z0-9]/g, '_')}`;
  const nodes = Object.keys(input.allowed).map((part) => `  ${id(part)}["${label(part)}"]`);
  const edges = Object.entries(input.allowed).flatMap(([from, targets]) =>
    targets.map((to) => `  ${id(from)} ${unused.has(arrowName(from, to)) ? '-.->' : '-->'} ${id(to)}`),
  );
  return ['```mermaid', 'flowchart TD', ...nodes, ...edges, '```'].join('\n');
};

const unusedLine = (input: DiagramInput): string => {
  const unused = unusedArrows(input);
  return unused.length === 0 ? 'Every allowed arrow is used.' : `Allowed but not used (dashed): ${unused.map((name) => `\`${name}\``).join(', ')}.`;
};

/**
 * The document: both diagrams, each with its unused arrows in words. Pure: given the tables and
 * the imports, it returns the text, or throws ForbiddenArrowsError when an import is not allowed.
 */
export const renderArchitecture = (input: ArchitectureInput): string => {
  const problems = [...forbiddenArrows('context', input.contexts), ...forbiddenArrows('layer', input.layers)];
  if (problems.length > 0) throw new ForbiddenArrowsError(problems);
  return [
    '# Architecture maps',
    '',
    `<!-- Generated by \`${WRITE_COMMAND}\` (scripts/context-map.ts). Do not edit by hand. -->`,
    '',
    `Generated by \`${WRITE_COMMAND}\` (scripts/context-map.ts) from the lint's tables in eslint.config.js and the imports in the code. Do not edit it by hand: run \`${WRITE_COMMAND}\` after changing an import between contexts or layers. A unit test (tests/unit/context-map.test.ts) fails while this file is stale. What each context does is in [docs/architecture.md](../architecture.md).`,
    '',
    '`A → B` means code in A imports B. A solid arrow is allowed by the lint and used by the code. A dashed arrow is allowed but no code uses it yet. An arrow the lint does not allow is never drawn: the script fails on it.',
    '',
    '## The domain’s contexts',
    '',
    'Each context is a folder of `domain/`, entered only through its `index.ts`. The arrows are `DOMAIN_CONTEXTS` in eslint.config.js; tests beside the code are left out, as the lint leaves them out.',
    '',
    renderFlowchart(input.contexts, 'context', (context) => context),
    '',
    unusedLine(input.contexts),
    '',
    '## The layers',
    '',
    'Each layer is a top-level folder. The arrows are what the `no-restricted-imports` rules in eslint.config.js allow. The UI reaches the server only over HTTP, through its typed client.',
    '',
    renderFlowchart(input.layers, 'layer', (layer) => `${layer}/`),
    '',
    unusedLine(input.layers),
    '',
  ].join('\n');
};

/** The document for the tree under root, as the code and the lint stand now. */
export const architectureMap = async (root: string): Promise<string> =>
  renderArchitecture({
    contexts: { allowed: await loadDomainContexts(root), imports: readContextImports(root), parts: readContextFolders(root) },
    layers: { allowed: LAYER_ARROWS, imports: readLayerImports(root) },
  });

const main = async (): Promise<void> => {
  const root = path.resolve(import.meta.dirname, '..');
  let map: string;
  try {
    map = await architectureMap(root);
  } catch (error) {
    if (!(error instanceof ForbiddenArrowsError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
    return;
  }
  if (!process.argv.includes('--write')) {
    console.info(map);
    return;
  }
  const file = path.join(root, CONTEXT_MAP_FILE);
  if (existsSync(file) && readFileSync(file, 'utf8') === map) {
    console.info(`${CONTEXT_MAP_FILE} is up to date`);
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, map);
  console.info(`Wrote ${CONTEXT_MAP_FILE}`);
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
