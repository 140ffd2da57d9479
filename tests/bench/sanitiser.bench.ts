import { sanitiseAssistantText } from '../../domain/kernel';
import type { BenchCase } from './harness';

/**
 * The reply sanitiser on 10,000 characters built to hurt a backtracking matcher: long runs
 * that a number phrase could split in many ways, ending in the word that completes a match so
 * the rule cannot give up early. The old expressions took 36 s on 9,000 characters of the
 * first; the target keeps a long model reply from ever holding up the server.
 */
export const title = 'Sanitiser on 10,000 adversarial characters';

const LENGTH = 10_000;
const run = (unit: string, tail: string) => unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH - tail.length) + tail;

const shapes: [name: string, text: string][] = [
  ["'one - ' repeated", run('one - ', '')],
  ["'one - ' repeated, then 'percent'", run('one - ', ' percent')],
  ["'one - ' repeated, then '%'", run('one - ', '%')],
  ["'5-' repeated, then '%'", run('5-', '%')],
  ["'one to ' repeated, then '%'", run('one to ', '%')],
  ["'a hundred and ' repeated, then '%'", run('a hundred and ', '%')],
  ["'within one - ' repeated, then 'days'", run('within one - ', ' days')],
  ["'within 3 days ' repeated (a match every 14 characters)", run('within 3 days ', '')],
  ["'5 % of ' repeated", run('5 % of ', 'us')],
  ['dashes, then an em dash', run('-', '—')],
  ['asterisks', run('*', '')],
  ["spaces, then '%'", run(' ', '%')],
  ["'rare - ' repeated, then 'alignment'", run('rare - ', 'alignment')],
];

export const cases: BenchCase[] = shapes.map(([name, text]) => ({ name, target: 'p50 < 10 ms', samples: 200, run: () => sanitiseAssistantText(text) }));
