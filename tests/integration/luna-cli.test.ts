import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const luna = (...args: string[]) => exec('npx', ['tsx', 'scripts/luna.ts', ...args], { encoding: 'utf8' });

// A fresh process per test (npx, tsx, the scripts' imports): slow on a busy machine, hence the timeout.
describe('npm run luna', { timeout: 120_000 }, () => {
  it('runs a command from the terminal', async () => {
    const { stdout } = await luna('link', 'mailto:hello@example.com');
    expect(stdout.trim()).toBe('kept: mailto:hello@example.com');
  });

  it('exits 2 and shows the help for an unknown command', async () => {
    await expect(luna('horoscope')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown command "horoscope"') });
  });
});

describe('npm run luna -- tonight', { timeout: 120_000 }, () => {
  it('prints tonight’s Moon as JSON: the nine fields, rise and set in the local date or null', async () => {
    const { stdout } = await luna('tonight', '--lat', '-54.8019', '--lng', '-68.303', '--tz', 'America/Argentina/Ushuaia', '--date', '2027-06-10', '--json');
    const answer = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(answer)).toEqual(['date', 'moonrise', 'moonset', 'illumination', 'phase', 'sign', 'nextNewMoon', 'nextFullMoon', 'voidOfCourse']);
    expect(answer.date).toBe('2027-06-10');
    for (const key of ['moonrise', 'moonset']) expect(answer[key] === null || /^2027-06-1[01]T\d\d:\d\d:\d\dZ$/.test(String(answer[key]))).toBe(true);
  });

  it('exits 2 with a readable message for bad input', async () => {
    await expect(luna('tonight', '--lat', '95', '--lng', '0', '--tz', 'UTC', '--date', '2027-01-01', '--json')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('lat must be from -90 to 90 degrees'),
    });
  });
});

describe('npm run luna -- migrate', { timeout: 120_000 }, () => {
  it('applies the migrations once, then finds the database up to date', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'moonwise-migrate-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    try {
      const first = await exec('npx', ['tsx', 'scripts/luna.ts', 'migrate'], { encoding: 'utf8', env });
      expect(first.stdout).toMatch(/Applied \d+ migration\(s\) to pglite\./);
      const second = await exec('npx', ['tsx', 'scripts/luna.ts', 'migrate'], { encoding: 'utf8', env });
      expect(second.stdout).toContain('The pglite database is up to date.');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('npm run luna -- chat', { timeout: 120_000 }, () => {
  it('talks with Luna as the server composes her, then ends on an empty line', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/luna.ts', 'chat'], {
      env: { ...process.env, BRAND_NAME: 'Moonwise', OPENAI_API_KEY: 'sk-never-used-by-the-terminal-chat' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end('Hi, my name is Ana\n\n');
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    const replies = stdout.split('\n').filter((line) => line.startsWith('Luna'));
    expect(replies).toHaveLength(2);
    expect(replies[1]).toContain('Ana');
    // The scripted Luna answered: a language model asked with that key would have failed, and said so here.
    expect(stderr).toBe('');
  });
});

describe('npm run luna -- outbox', { timeout: 120_000 }, () => {
  it('lists pending, sent and failed mail, and retries a failed one', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { openDatabase } = await import('../../adapters/sql');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'moonwise-outbox-cli-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const outbox = (...args: string[]) => exec('npx', ['tsx', 'scripts/luna.ts', 'outbox', ...args], { encoding: 'utf8', env });
    try {
      const db = await openDatabase({ dataDir });
      const { rows } = await db.query<{ id: string }>(
        `insert into email_outbox (to_address, subject, body_text, status, attempts, last_error)
         values ('a@example.com', 'Your moon reading', 'text', 'failed', 20, '451: Try again later'),
                ('b@example.com', 'Your moon reading', 'text', 'sent', 1, null)
         returning id::text as id`,
      );
      await db.close();
      const listed = (await outbox()).stdout;
      expect(listed).toContain('0 pending, 1 sent, 1 failed');
      expect(listed).toMatch(/failed +[0-9a-f-]{36} .+ to a@example\.com/);
      expect(listed).toContain('last error: 451: Try again later');
      const failedId = rows[0]?.id ?? '';
      expect((await outbox('retry', failedId)).stdout).toContain(`Email ${failedId} is pending again`);
      expect((await outbox('retry', rows[1]?.id ?? '')).stdout).toContain('was already sent; nothing changed');
      const json = JSON.parse((await outbox('--json')).stdout) as { status: string; attempts: number }[];
      expect(json.map(({ status, attempts }) => ({ status, attempts })).sort((a, b) => a.status.localeCompare(b.status))).toEqual([
        { status: 'pending', attempts: 0 },
        { status: 'sent', attempts: 1 },
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
