import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine } from 'xstate';
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph } from 'xstate/graph';
import type { AnyStateNode, DirectedGraphNode } from 'xstate/graph';

/**
 * Renders every XState machine under domain/ as Mermaid stateDiagram-v2 Markdown in
 * docs/machines/. Pure rendering lives here so the staleness test and the CLI agree byte
 * for byte; the output is deterministic (document order, sorted lists, no dates).
 */

export const MACHINE_DOCS_DIR = join('docs', 'machines');
export const INDEX_FILE = 'README.md';
/** Files in docs/machines/ that are not generated and must not be flagged or deleted. */
export const KEPT_FILES: readonly string[] = ['.gitkeep'];

export interface DiscoveredMachine {
  machine: AnyStateMachine;
  /** Path of the defining module, relative to the project root, with forward slashes. */
  file: string;
  exportName: string;
}

const toPosix = (path: string) => path.split(sep).join('/');

/** Where the machines live: the domain's, and the browser's own state (the widget, the report toasts). */
export const MACHINE_DIRS = ['domain', 'ui'] as const;

/** Every `*.machine.ts` under `dirs`, sorted, relative to `root`. */
export const findMachineFiles = (root: string, dirs: readonly string[] = MACHINE_DIRS): string[] => {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(join(root, current), { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.machine.ts')) found.push(toPosix(path));
    }
  };
  for (const dir of dirs) walk(dir);
  return found.sort();
};

/**
 * `instanceof` is the plain check; the shape check covers a module that resolved a second
 * copy of xstate (ESM and CJS builds side by side), where `instanceof` would say no.
 */
export const isStateMachine = (value: unknown): value is AnyStateMachine => {
  if (value instanceof StateMachine) return true;
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnyStateMachine>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.transition === 'function' &&
    typeof candidate.getInitialSnapshot === 'function' &&
    typeof candidate.root === 'object' &&
    candidate.root !== null &&
    typeof candidate.config === 'object'
  );
};

/** Imports every machine module under domain/ and ui/ and returns each exported machine once, sorted by id. */
export const discoverMachines = async (root: string = process.cwd()): Promise<DiscoveredMachine[]> => {
  const discovered: DiscoveredMachine[] = [];
  for (const file of findMachineFiles(root)) {
    const module = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>;
    for (const exportName of Object.keys(module).sort()) {
      const value = module[exportName];
      if (isStateMachine(value) && !discovered.some((d) => d.machine === value)) {
        discovered.push({ machine: value, file, exportName });
      }
    }
  }
  const byId = new Map<string, DiscoveredMachine>();
  for (const entry of discovered) {
    const clash = byId.get(entry.machine.id);
    if (clash) {
      throw new Error(
        `Two machines share the id '${entry.machine.id}' (${clash.file} ${clash.exportName} and ${entry.file} ${entry.exportName}); give each a unique id.`,
      );
    }
    byId.set(entry.machine.id, entry);
  }
  return [...byId.values()].sort((a, b) => a.machine.id.localeCompare(b.machine.id));
};

// --- rendering ------------------------------------------------------------------------------

/** One line of prose: Mermaid and Markdown tables both break on newlines, `;` and `|`. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const mermaidText = (text: string) => oneLine(text).replace(/[;#{}]/g, ',').replace(/:/g, ' -').replace(/[<>]/g, '');
const tableCell = (text: string) => oneLine(text).replace(/\|/g, '\\|');

/** Word-wraps a description so state boxes stay narrow; each line becomes one Mermaid description line. */
export const wrapWords = (text: string, width = 48): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of oneLine(text).split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
};

/** A readable name for an event type, including XState's built-in delayed and done events. */
export const eventLabel = (eventType: string): string => {
  if (eventType === '') return 'always';
  if (eventType === '*') return 'any event';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after?.[1] !== undefined) return /^\d+$/.test(after[1]) ? `after ${after[1]} ms` : `after ${after[1]}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done?.[1] !== undefined) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error?.[1] !== undefined) return `${error[1]} failed`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
};

/** The guard's name as written in `setup({ guards })`, including and/or/not combinations. */
export const guardLabel = (guard: unknown): string | undefined => {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown }).guards;
    if (Array.isArray(inner)) return `${guard.name}(${inner.map((g) => guardLabel(g) ?? 'inline').join(', ')})`;
    return 'inline guard';
  }
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    return (guard as { type: string }).type;
  }
  return 'guard';
};

const transitionLabel = (transition: AnyTransitionDefinition): string => {
  const guard = guardLabel(transition.guard);
  return guard === undefined ? eventLabel(transition.eventType) : `${eventLabel(transition.eventType)} [${guard}]`;
};

const allNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states).flatMap((child) => allNodes(child as AnyStateNode)),
];

/** A parallel machine is wrapped in one composite state with this id, since its regions need a parent. */
const ROOT_ID = 'machine_root';
// Mermaid's lexer is case-insensitive, so a state called `Note` would read as a keyword.
const MERMAID_RESERVED = new Set(['state', 'note', 'end', 'direction', 'classdef', 'class', 'style', 'click', 'default', 'as', 'hide', 'scale', ROOT_ID]);

/** Short Mermaid ids (the state key) where unique in the machine, otherwise the joined path. */
const mermaidIds = (machine: AnyStateMachine): Map<AnyStateNode, string> => {
  const nodes = allNodes(machine.root).filter((node) => node !== machine.root);
  const keyCount = new Map<string, number>();
  for (const node of nodes) keyCount.set(node.key, (keyCount.get(node.key) ?? 0) + 1);
  const ids = new Map<AnyStateNode, string>();
  for (const node of nodes) {
    const short = /^[A-Za-z][A-Za-z0-9_]*$/.test(node.key) && keyCount.get(node.key) === 1 && !MERMAID_RESERVED.has(node.key.toLowerCase());
    ids.set(node, short ? node.key : `s_${node.path.join('_').replace(/[^A-Za-z0-9_]/g, '_')}`);
  }
  return ids;
};

interface Edge {
  source: AnyStateNode;
  target: AnyStateNode;
  label: string;
}

/**
 * Edges come from `toDirectedGraph` (all event, delayed and done transitions; a targetless
 * transition points back at its source). It leaves out eventless `always` transitions, so
 * those are read from the state node itself.
 */
const edgesOf = (graph: DirectedGraphNode): Edge[] => {
  const node = graph.stateNode;
  const eventEdges = graph.edges.map((edge) => ({ source: edge.source, target: edge.target, label: transitionLabel(edge.transition) }));
  const alwaysEdges = (node.always ?? []).flatMap((transition: AnyTransitionDefinition) =>
    (transition.target ?? [node]).map((target: AnyStateNode) => ({ source: node, target, label: transitionLabel(transition) })),
  );
  return [...eventEdges, ...alwaysEdges, ...graph.children.flatMap(edgesOf)];
};

/** The chain from the root down to the node, both included. */
const lineage = (node: AnyStateNode): AnyStateNode[] => (node.parent ? [...lineage(node.parent), node] : [node]);

/**
 * Mermaid lays out an edge only between states of the same block: an edge that names a
 * state nested in another block redeclares it there, or breaks the layout inside parallel
 * regions. So each edge is drawn in the block of the deepest state that contains both ends,
 * between the children of that block on the way to each end. A lifted source says where the
 * transition really starts ("from typing"); a lifted target is a composite state, entered at
 * its initial state as drawn inside it.
 */
const placeEdge = (edge: Edge): { block: AnyStateNode; source: AnyStateNode; target: AnyStateNode; label: string } => {
  const up = lineage(edge.source);
  const down = lineage(edge.target);
  let depth = 0;
  while (depth < up.length && depth < down.length && up[depth] === down[depth]) depth++;
  // The block must be a proper ancestor of both ends, so a self-loop or a transition into a
  // descendant is drawn one level up.
  const blockDepth = Math.min(depth, up.length - 1, down.length - 1) - 1;
  const block = up[blockDepth]!;
  const source = up[blockDepth + 1]!;
  const target = down[blockDepth + 1]!;
  const label = source === edge.source ? edge.label : `${edge.label} (from ${edge.source.key})`;
  return { block, source, target, label };
};

/**
 * Mermaid quirks this also works around (see its stateDiagram grammar):
 * - a leaf state is declared as `state "key" as id` before its `id : line` descriptions, or
 *   Mermaid drops the state's name and shows the first description line as its title;
 * - `state "key" as id{` has no space before the brace, which would become part of the id;
 * - parallel regions are drawn as side-by-side boxes titled "(parallel region)", not with
 *   Mermaid's `--` divider: its layout crashes when an edge enters a composite state inside
 *   a divided region (tests/e2e/machine-diagrams.spec.ts renders every diagram to check).
 */
const renderStructure = (
  node: AnyStateNode,
  ids: Map<AnyStateNode, string>,
  edgesIn: Map<AnyStateNode, string[]>,
  indent: string,
): string[] => {
  const children = Object.values(node.states) as AnyStateNode[];
  const lines: string[] = [];
  if (node.type !== 'parallel') {
    for (const target of node.initial?.target ?? []) lines.push(`${indent}[*] --> ${ids.get(target)}`);
  }
  children.forEach((child) => {
    const id = ids.get(child) ?? child.key;
    if (Object.keys(child.states).length > 0) {
      const title = node.type === 'parallel' ? `${child.key} (parallel region)` : child.key;
      const opening = id === title ? `state ${id} {` : `state "${mermaidText(title)}" as ${id}{`;
      lines.push(`${indent}${opening}`, ...renderStructure(child, ids, edgesIn, `${indent}  `), `${indent}}`);
    } else {
      lines.push(`${indent}state "${mermaidText(child.key)}" as ${id}`);
      for (const line of wrapWords(child.description ?? '')) lines.push(`${indent}${id} : ${mermaidText(line)}`);
    }
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
  });
  // Edges after the states they join, or Mermaid would declare those states a second time.
  lines.push(...(edgesIn.get(node) ?? []).map((edge) => `${indent}${edge}`));
  return lines;
};

export const renderMermaid = (machine: AnyStateMachine): string => {
  const ids = mermaidIds(machine);
  const edgesIn = new Map<AnyStateNode, string[]>();
  // Transitions on the machine itself apply in every state; they have no box to start from,
  // so the events table lists them as handled in any state instead.
  for (const edge of edgesOf(toDirectedGraph(machine)).filter((e) => e.source !== machine.root)) {
    const { block, source, target, label } = placeEdge(edge);
    const line = `${ids.get(source)} --> ${ids.get(target)} : ${mermaidText(label)}`;
    edgesIn.set(block, [...(edgesIn.get(block) ?? []), line]);
  }
  const structure =
    machine.root.type === 'parallel'
      ? [
          '  [*] --> ' + ROOT_ID,
          `  state "${mermaidText(machine.id)}" as ${ROOT_ID}{`,
          ...renderStructure(machine.root, ids, edgesIn, '    '),
          '  }',
        ]
      : renderStructure(machine.root, ids, edgesIn, '  ');
  return ['stateDiagram-v2', ...structure].join('\n');
};

const stateKind = (node: AnyStateNode, parent: AnyStateNode | undefined): string => {
  const kinds: string[] = [];
  if (parent?.initial?.target.includes(node)) kinds.push('initial');
  if (node.type === 'final') kinds.push('final');
  if (node.type === 'parallel') kinds.push('parallel');
  if (node.type === 'history') kinds.push('history');
  if (node.always !== undefined && node.always.some((t: AnyTransitionDefinition) => t.guard === undefined)) {
    kinds.push('transient');
  }
  return kinds.join(', ');
};

const stateRows = (machine: AnyStateMachine): string[] => {
  const rows: string[] = [];
  const visit = (node: AnyStateNode, parent: AnyStateNode | undefined) => {
    if (parent !== undefined) {
      rows.push(`| \`${node.path.join('.')}\` | ${stateKind(node, parent)} | ${tableCell(node.description ?? '—')} |`);
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child, node);
  };
  visit(machine.root, undefined);
  return rows;
};

const eventDescriptionsFromMeta = (machine: AnyStateMachine): Record<string, string> => {
  const meta = machine.root.meta as { eventDescriptions?: Record<string, string> } | undefined;
  return meta?.eventDescriptions ?? {};
};

/**
 * Event descriptions come from the root `meta.eventDescriptions` when the machine gives one,
 * otherwise from the descriptions written on its transitions.
 */
const eventRows = (machine: AnyStateMachine): string[] => {
  const fromMeta = eventDescriptionsFromMeta(machine);
  const fromTransitions = new Map<string, Set<string>>();
  const handledIn = new Map<string, Set<string>>();
  for (const node of allNodes(machine.root)) {
    for (const [eventType, transitions] of node.transitions as Map<string, AnyTransitionDefinition[]>) {
      const descriptions = fromTransitions.get(eventType) ?? new Set<string>();
      for (const transition of transitions) if (transition.description) descriptions.add(oneLine(transition.description));
      fromTransitions.set(eventType, descriptions);
      const states = handledIn.get(eventType) ?? new Set<string>();
      states.add(node === machine.root ? 'any state' : `\`${node.path.join('.')}\``);
      handledIn.set(eventType, states);
    }
  }
  const types = [...new Set([...fromTransitions.keys(), ...Object.keys(fromMeta)])].sort();
  return types.map((type) => {
    const description = fromMeta[type] ?? ([...(fromTransitions.get(type) ?? [])].join(' ') || '—');
    const label = eventLabel(type);
    const states = [...(handledIn.get(type) ?? [])].join(', ') || 'nowhere (ignored)';
    return `| \`${type}\`${label === type ? '' : ` (${label})`} | ${states} | ${tableCell(description)} |`;
  });
};

export const GENERATED_NOTICE = '<!-- Generated by `npm run diagrams` from the machine definition. Do not edit by hand. -->';

export const diagramFileName = (machine: AnyStateMachine) => `${machine.id}.md`;

export const renderMachineDiagram = (machine: AnyStateMachine, source?: Pick<DiscoveredMachine, 'file' | 'exportName'>): string =>
  [
    `# \`${machine.id}\` state machine`,
    '',
    GENERATED_NOTICE,
    '',
    oneLine(machine.root.description ?? 'No description yet.'),
    '',
    ...(source ? [`Defined in \`${source.file}\` as \`${source.exportName}\`.`, ''] : []),
    'Transitions read `EVENT [guard]`; `always` marks a choice the machine makes on its own.',
    '',
    '```mermaid',
    renderMermaid(machine),
    '```',
    '',
    '## States',
    '',
    '| State | Kind | Description |',
    '|---|---|---|',
    ...stateRows(machine),
    '',
    '## Events',
    '',
    '| Event | Handled in | Description |',
    '|---|---|---|',
    ...eventRows(machine),
    '',
  ].join('\n');

const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(oneLine(text))?.[0] ?? oneLine(text);

export const renderIndex = (machines: readonly DiscoveredMachine[]): string =>
  [
    '# State machines',
    '',
    GENERATED_NOTICE,
    '',
    'One diagram per XState machine under `domain/` and `ui/`. Run `npm run diagrams` after changing a machine; a unit test fails while these files are stale.',
    '',
    '| Machine | Defined in | What it does |',
    '|---|---|---|',
    ...machines.map(
      ({ machine, file }) =>
        `| [\`${machine.id}\`](${diagramFileName(machine)}) | \`${file}\` | ${tableCell(firstSentence(machine.root.description ?? '—'))} |`,
    ),
    '',
  ].join('\n');

/** Every file docs/machines/ should contain, by file name. */
export const expectedDiagramFiles = (machines: readonly DiscoveredMachine[]): Map<string, string> =>
  new Map([
    ...machines.map((entry) => [diagramFileName(entry.machine), renderMachineDiagram(entry.machine, entry)] as const),
    [INDEX_FILE, renderIndex(machines)],
  ]);

/** Files present in docs/machines/ that no machine produces any more. */
export const staleFiles = (present: readonly string[], expected: ReadonlyMap<string, string>): string[] =>
  present.filter((name) => !expected.has(name) && !KEPT_FILES.includes(name)).sort();

export const relativeToRoot = (root: string, path: string) => toPosix(relative(root, path));
