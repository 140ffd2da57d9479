import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/build-server';

const scripts = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('npm start and npm run worker', () => {
  it.each([
    ['start', 'dist-server/main.js'],
    ['worker', 'dist-server/worker.js'],
  ])('npm run %s builds the server when stale, then runs %s on node alone with the heap flags of ADR 018', (script, bundle) => {
    const [build, run] = (scripts[script] ?? '').split(' && ');
    expect(build).toBe('tsx scripts/build-server.ts --if-stale');
    expect(run?.startsWith(`node ${SERVER_NODE_FLAGS.join(' ')} ${bundle}`)).toBe(true);
    expect(run).not.toContain('tsx');
  });
});
