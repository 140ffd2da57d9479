import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { natalError, natalOutput } from '../../contracts';

const exec = promisify(execFile);
const luna = (...args: string[]) => exec('npx', ['tsx', 'scripts/luna.ts', ...args], { encoding: 'utf8' });

const natal = (input: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'scripts/luna.ts', 'natal', '--jsonl']);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
    child.stdin.end(input);
  });

// The real gazetteer and the real zone rules, as QA runs them.
describe('npm run luna -- natal --jsonl', () => {
  it('answers each line in order, and a bad line does not stop the run', async () => {
    const lines = [
      { id: 'lisbon', birthDate: '1990-03-14', birthTime: '08:30', place: 'Lisbon, Portugal' },
      { id: 'bad', birthDate: '1990-02-30', birthTime: null, place: 'Lisbon, Portugal' },
      { id: 'reykjavik', birthDate: '1950-01-15', birthTime: '12:00', place: 'Reykjavik, Iceland' },
      { id: 'tokyo', birthDate: '2015-02-10', birthTime: null, lat: 35.68, lng: 139.69, timezone: 'Asia/Tokyo' },
    ];
    const out = (await natal(lines.map((l) => JSON.stringify(l)).join('\n'))).trim().split('\n').map((l) => JSON.parse(l) as unknown);
    expect(out).toHaveLength(4);
    const [lisbon, bad, reykjavik, tokyo] = out;
    expect(natalOutput.parse(lisbon)).toMatchObject({ timezone: 'Europe/Lisbon', utc: '1990-03-14T08:30:00.000Z', moon: { sign: 'libra' } });
    expect(natalError.parse(bad).id).toBe('bad');
    // Reykjavik kept UTC−1 until 1968: the backzone history, not Abidjan's.
    expect(natalOutput.parse(reykjavik)).toMatchObject({ utcOffsetMinutes: -60, utc: '1950-01-15T13:00:00.000Z' });
    expect(natalOutput.parse(tokyo).candidates).toEqual({ moonSigns: ['libra', 'scorpio'], changeAtLocal: '16:05' });
  });
});

describe('npm run luna -- places', () => {
  it('tells homonyms apart', async () => {
    const { stdout } = await luna('places', 'springfield', '--limit', '8');
    for (const state of ['Illinois', 'Missouri', 'Massachusetts']) expect(stdout).toContain(`Springfield, ${state}, United States`);
  });
});

describe('npm run luna -- reading', () => {
  it('prints the reading with the name, the sign and an honest note for an unknown time', async () => {
    const { stdout } = await luna('reading', '--name', 'Ana', '--date', '2015-02-10', '--place', 'Tokyo, Japan');
    expect(stdout).toContain('Ana');
    expect(stdout).toMatch(/Libra/);
    expect(stdout).toMatch(/Scorpio/);
    expect(stdout).toContain('16:05');
  });

  it('prints JSON with --json', async () => {
    const { stdout } = await luna('reading', '--name', 'Ana', '--date', '1990-03-14', '--time', '08:30', '--lat', '38.7167', '--lng', '-9.1333', '--tz', 'Europe/Lisbon', '--json');
    const parsed = JSON.parse(stdout) as { chart: { utcMs: number }; reading: { moonSign: { sign: string } } };
    expect(parsed.chart.utcMs).toBe(Date.UTC(1990, 2, 14, 8, 30));
    expect(parsed.reading.moonSign.sign).toBe('libra');
  });

  it('exits 2 with the reason when the input is incomplete', async () => {
    await expect(luna('reading', '--name', 'Ana', '--date', '1990-03-14')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--place') });
  });
});
