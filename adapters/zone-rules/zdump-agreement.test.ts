import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ZONEINFO_DIR, systemZoneRules, type ZoneState } from './system-zone-rules.adapter';

// Our TZif reader against an independent one on the same files: glibc's zdump (Debian's
// libc-bin, on every Debian machine) lists each change of offset, DST flag or abbreviation
// as the last second before it and the first second of it. Same data on both sides, so
// any difference is a reader's, whatever the tz release.

const zoneinfoDir = process.env.ZONEINFO_DIR ?? DEFAULT_ZONEINFO_DIR;
const system = systemZoneRules({ zoneinfoDir });
const FROM_MS = Date.UTC(1900, 0, 2);
const TO_MS = Date.UTC(2037, 11, 31);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// 'Europe/Oslo  Sun May 21 23:59:59 1916 UT = Mon May 22 00:59:59 1916 CET isdst=0 gmtoff=3600'
const LINE = /^(\S+)\s+\w{3} (\w{3}) +(\d+) (\d\d):(\d\d):(\d\d) (-?\d+) UT = .* (\S+) isdst=(\d) gmtoff=(-?\d+)$/;

interface ZdumpLine {
  utcMs: number;
  state: ZoneState;
}

const parseLine = (line: string): [string, ZdumpLine] | null => {
  const match = LINE.exec(line);
  if (!match) return null;
  const [, zone = '', month = '', day, hh, mm, ss, year, abbreviation = '', isdst, gmtoff] = match;
  const utcMs = Date.UTC(Number(year), MONTHS.indexOf(month), Number(day), Number(hh), Number(mm), Number(ss));
  return [zone, { utcMs, state: { utoffSeconds: Number(gmtoff), isDst: isdst === '1', abbreviation } }];
};

const execFileAsync = promisify(execFile);

/** zdump over the zones, in two halves at once (two cores), TZDIR at our directory. */
const zdumpAll = async (zones: string[]): Promise<Map<string, ZdumpLine[]>> => {
  const half = Math.ceil(zones.length / 2);
  const outputs = await Promise.all(
    [zones.slice(0, half), zones.slice(half)].map((part) =>
      execFileAsync('zdump', ['-V', '-c', '1900,2038', ...part], { env: { ...process.env, TZDIR: zoneinfoDir }, maxBuffer: 64 * 1024 * 1024 }),
    ),
  );
  const byZone = new Map<string, ZdumpLine[]>(zones.map((zone) => [zone, []]));
  for (const { stdout } of outputs) {
    for (const line of stdout.split('\n')) {
      const parsed = parseLine(line);
      if (parsed && parsed[1].utcMs >= FROM_MS && parsed[1].utcMs <= TO_MS) byZone.get(parsed[0])?.push(parsed[1]);
    }
  }
  return byZone;
};

const isOffsetChange = (before: ZoneState, after: ZoneState) =>
  before.utoffSeconds !== after.utoffSeconds || (before.abbreviation === 'LMT') !== (after.abbreviation === 'LMT');

describe(`the TZif reader against glibc's zdump on the same files (tz ${system.dataVersion() ?? 'release unknown'}), 1900 to 2037`, () => {
  const zones = system.listZones();
  let zdump = new Map<string, ZdumpLine[]>();
  beforeAll(async () => {
    zdump = await zdumpAll(zones);
  }, 120_000);

  it('reads every zone zdump reads, and zdump lists transitions in most of them', () => {
    expect(zones.length).toBeGreaterThan(400);
    const withTransitions = [...zdump.values()].filter((lines) => lines.length > 0).length;
    expect(withTransitions).toBeGreaterThan(zones.length * 0.8);
  });

  it('gives the offset, DST flag and abbreviation zdump gives on both sides of every change, in every zone', () => {
    const disagreements: string[] = [];
    for (const [zone, lines] of zdump) {
      for (const { utcMs, state } of lines) {
        const mine = system.stateAt(zone, utcMs);
        if (JSON.stringify(mine) !== JSON.stringify(state)) {
          disagreements.push(`${zone} ${new Date(utcMs).toISOString()} ours ${JSON.stringify(mine)} zdump ${JSON.stringify(state)}`);
        }
      }
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  });

  it('finds the same changes of offset zdump finds, no more and no fewer, in every zone', () => {
    const disagreements: string[] = [];
    for (const [zone, lines] of zdump) {
      const theirs: number[] = [];
      for (let i = 1; i < lines.length; i++) {
        const before = lines[i - 1];
        const after = lines[i];
        if (before && after && after.utcMs - before.utcMs === 1000 && isOffsetChange(before.state, after.state)) theirs.push(after.utcMs);
      }
      const ours = system.transitionsBetween(zone, FROM_MS, TO_MS).filter((at) => at - 1000 >= FROM_MS);
      if (JSON.stringify(ours) !== JSON.stringify(theirs)) {
        const missing = theirs.filter((at) => !ours.includes(at)).map((at) => new Date(at).toISOString());
        const extra = ours.filter((at) => !theirs.includes(at)).map((at) => new Date(at).toISOString());
        disagreements.push(`${zone}: zdump only ${missing.join(' ')}; ours only ${extra.join(' ')}`);
      }
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  });
});
