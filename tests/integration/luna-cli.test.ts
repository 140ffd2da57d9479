import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const luna = (...args: string[]) => exec('npx', ['tsx', 'scripts/luna.ts', ...args], { encoding: 'utf8' });

describe('npm run luna', () => {
  it('runs a command from the terminal', async () => {
    const { stdout } = await luna('link', 'mailto:hello@example.com');
    expect(stdout.trim()).toBe('kept: mailto:hello@example.com');
  });

  it('exits 2 and shows the help for an unknown command', async () => {
    await expect(luna('horoscope')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown command "horoscope"') });
  });
});
