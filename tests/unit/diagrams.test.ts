import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, createMachine, not, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate/graph';
import {
  MACHINE_DOCS_DIR,
  discoverMachines,
  eventLabel,
  expectedDiagramFiles,
  findMachineFiles,
  guardLabel,
  isStateMachine,
  renderMachineDiagram,
  renderMermaid,
  staleFiles,
  wrapWords,
} from '../../scripts/diagrams-lib';

const root = process.cwd();
const docsDir = join(root, MACHINE_DOCS_DIR);
const RUN_DIAGRAMS = 'Run `npm run diagrams` to regenerate docs/machines/.';

describe('the machine diagrams in docs/machines/', () => {
  it('exist and are up to date for every machine under domain/ and ui/', async () => {
    const expected = expectedDiagramFiles(await discoverMachines(root));
    const outOfDate = [...expected]
      .filter(([name, content]) => {
        const path = join(docsDir, name);
        return !existsSync(path) || readFileSync(path, 'utf8') !== content;
      })
      .map(([name]) => `${MACHINE_DOCS_DIR}/${name}`);
    expect(outOfDate, `Missing or stale diagrams. ${RUN_DIAGRAMS}`).toEqual([]);
  });

  it('describe every state and every transition of every machine, so reviewers can read them', async () => {
    const undescribed = (node: AnyStateNode): string[] => [
      ...(node.description ? [] : [`state ${node.id}`]),
      ...[...node.transitions.values(), node.always ?? []]
        .flat()
        .filter((transition) => !transition.description)
        .map((transition) => `${node.id} on ${transition.eventType}`),
      ...Object.values(node.states).flatMap(undescribed),
    ];
    for (const { machine } of await discoverMachines(root)) expect(undescribed(machine.root), machine.id).toEqual([]);
  });

  it('hold no diagram for a machine that no longer exists', async () => {
    const expected = expectedDiagramFiles(await discoverMachines(root));
    const present = existsSync(docsDir) ? readdirSync(docsDir) : [];
    expect(staleFiles(present, expected), `Stale files. ${RUN_DIAGRAMS}`).toEqual([]);
  });
});

describe('discovering machines', () => {
  it('finds every .machine.ts file under domain/ and ui/', () => {
    const files = findMachineFiles(root);
    expect(files).toContain('domain/conversation/stage/stage.machine.ts');
    expect(files).toContain('domain/birth/confirmation/confirmation.machine.ts');
    expect(files).toContain('ui/luna-widget/machine/widget.machine.ts');
    expect(files.every((file) => /^(domain|ui)\//.test(file) && file.endsWith('.machine.ts'))).toBe(true);
  });

  it('imports the machines they export, each once, sorted by id', async () => {
    const machines = await discoverMachines(root);
    const ids = machines.map((entry) => entry.machine.id);
    expect(ids).toContain('user-stage');
    expect(ids).toContain('birth-data-confirmation');
    expect(ids).toEqual([...ids].sort((a, b) => a.localeCompare(b)));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('tells a machine from other exports', () => {
    expect(isStateMachine(createMachine({ id: 'tiny' }))).toBe(true);
    expect(isStateMachine({ id: 'not-a-machine', config: {} })).toBe(false);
    expect(isStateMachine('machine')).toBe(false);
    expect(isStateMachine(null)).toBe(false);
  });
});

// A machine with every feature the renderer has to handle.
const sampleMachine = setup({
  types: { events: {} as { type: 'GO' } | { type: 'STOP' } | { type: 'PING' } },
  guards: { ready: () => true, calm: () => true },
  delays: { pause: 1000 },
}).createMachine({
  id: 'sample',
  description: 'A sample machine. It shows every feature.',
  meta: { eventDescriptions: { GO: 'Start moving.' } },
  initial: 'idle',
  on: { PING: { description: 'Answered anywhere.' } },
  states: {
    idle: {
      description: 'Nothing happens.',
      on: {
        GO: [
          { guard: 'ready', target: 'busy' },
          { guard: not('calm'), target: 'done' },
        ],
      },
      after: { 500: 'busy' },
    },
    busy: {
      type: 'parallel',
      description: 'Two things at once.',
      states: {
        left: { initial: 'one', states: { one: { description: 'Left side.' } } },
        right: { initial: 'one', states: { one: { description: 'Right side, same key.' } } },
      },
      on: { STOP: { guard: and(['ready', 'calm']), target: 'done', description: 'Stop when ready and calm.' } },
      after: { pause: { target: 'idle' } },
    },
    done: { type: 'final', description: 'Finished.' },
  },
});

describe('rendering a machine as Mermaid', () => {
  const mermaid = renderMermaid(sampleMachine);

  it('starts a stateDiagram-v2 at the initial state', () => {
    expect(mermaid.split('\n').slice(0, 2)).toEqual(['stateDiagram-v2', '  [*] --> idle']);
  });

  it('labels transitions with their event and guard', () => {
    expect(mermaid).toContain('  idle --> busy : GO [ready]');
    expect(mermaid).toContain('  idle --> done : GO [not(calm)]');
    expect(mermaid).toContain('  busy --> done : STOP [and(ready, calm)]');
    expect(mermaid).toContain('  idle --> busy : after 500 ms');
    expect(mermaid).toContain('  busy --> idle : after pause');
  });

  it('draws parallel regions as titled boxes side by side, never with the divider Mermaid cannot lay out', () => {
    expect(mermaid).toMatch(/state busy \{\n\s+state "left \(parallel region\)" as left\{[\s\S]*\}\n\s+state "right \(parallel region\)" as right\{/);
    expect(mermaid).not.toMatch(/^\s*--\s*$/m);
  });

  it('draws each edge inside the block that holds both ends', () => {
    const nested = createMachine({
      id: 'nested',
      initial: 'outer',
      states: {
        outer: {
          initial: 'a',
          states: { a: { on: { NEXT: 'b' } }, b: { on: { LEAVE: '#nested.after' } } },
        },
        after: {},
      },
    });
    const text = renderMermaid(nested);
    expect(text).toMatch(/state outer \{[^}]*a --> b : NEXT[^}]*\}/);
    // b sits inside outer, so the edge leaves from outer and says where it really starts.
    expect(text).toContain('\n  outer --> after : LEAVE (from b)');
  });

  it('gives states that share a key distinct ids', () => {
    expect(mermaid).toContain('state "one" as s_busy_left_one');
    expect(mermaid).toContain('state "one" as s_busy_right_one');
  });

  it('marks final states and describes leaf states under their name', () => {
    expect(mermaid).toContain('  done --> [*]');
    // Without the declaration first, Mermaid would show the description in place of the name.
    expect(mermaid).toContain('  state "idle" as idle\n  idle : Nothing happens.');
  });

  it('wraps a parallel machine in one composite state, as regions need a parent box', () => {
    const parallel = createMachine({
      id: 'two-sides',
      type: 'parallel',
      states: { left: { initial: 'a', states: { a: {} } }, right: { initial: 'b', states: { b: {} } } },
    });
    expect(renderMermaid(parallel)).toMatch(/\[\*\] --> machine_root\n\s+state "two-sides" as machine_root\{\n\s+state "left \(parallel region\)" as left\{/);
  });

  it('keeps Mermaid punctuation out of descriptions and labels', () => {
    const tricky = createMachine({
      id: 'tricky',
      initial: 'note',
      states: { note: { description: 'Careful: a; b #c <d>', on: { GO: 'note' } } },
    });
    const text = renderMermaid(tricky);
    expect(text).toContain('s_note : Careful - a, b ,c d');
    expect(text).toContain('state "note" as s_note');
  });

  it('leaves transitions that apply in any state out of the drawing', () => {
    expect(mermaid).not.toContain('PING');
  });

  it('lists states and events with their descriptions in tables', () => {
    const doc = renderMachineDiagram(sampleMachine);
    expect(doc).toContain('| `busy` | parallel | Two things at once. |');
    expect(doc).toContain('| `GO` | `idle` | Start moving. |');
    expect(doc).toContain('| `PING` | any state | Answered anywhere. |');
    expect(doc).toContain('| `STOP` | `busy` | Stop when ready and calm. |');
  });

  it('renders the same text every time', () => {
    expect(renderMachineDiagram(sampleMachine)).toBe(renderMachineDiagram(sampleMachine));
  });
});

describe('diagram labels', () => {
  it('names built-in events the way a reader would', () => {
    expect(eventLabel('')).toBe('always');
    expect(eventLabel('xstate.after.1500.widget.welcome')).toBe('after 1500 ms');
    expect(eventLabel('xstate.done.actor.fetchProfile')).toBe('fetchProfile done');
    expect(eventLabel('xstate.error.actor.fetchProfile')).toBe('fetchProfile failed');
    expect(eventLabel('SEND')).toBe('SEND');
  });

  it('names guards given by name, by object and by combination', () => {
    expect(guardLabel('ready')).toBe('ready');
    expect(guardLabel({ type: 'ready', params: {} })).toBe('ready');
    expect(guardLabel(undefined)).toBeUndefined();
  });

  it('wraps descriptions without losing or reordering words', () => {
    const text = 'The visitor chose to keep their current reading: it stays untouched, whatever happens next.';
    const lines = wrapWords(text, 20);
    expect(lines.join(' ')).toBe(text);
    expect(lines.every((line) => line.length <= 20 || !line.includes(' '))).toBe(true);
  });
});
