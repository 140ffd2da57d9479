import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { intlZoneRules } from './intl-zone-rules.adapter';
import { DEFAULT_ZONEINFO_DIR, isZoneFileName, systemZoneRules } from './system-zone-rules.adapter';
import { estimateTzRelease, NEWEST_KNOWN_TZ_RELEASE, releaseGap } from '../../domain/sky';
import { createZoneRules } from './zone-rules';

const ms = (iso: string) => Date.parse(iso);
// ZONEINFO_DIR moves the files, to check another release's build.
const system = systemZoneRules({ zoneinfoDir: process.env.ZONEINFO_DIR ?? DEFAULT_ZONEINFO_DIR });
const intl = intlZoneRules();

describe('the backzone: pre-1970 history the system files keep and ICU folds away', () => {
  it('keeps Reykjavik on UTC−1 in the winter of 1950, where ICU reads Abidjan’s UTC+0', () => {
    expect(system.offsetSecondsAt('Atlantic/Reykjavik', ms('1950-01-15T12:00:00Z'))).toBe(-3600);
    expect(intl.offsetSecondsAt('Atlantic/Reykjavik', ms('1950-01-15T12:00:00Z'))).toBe(0);
  });

  it('keeps Reykjavik’s own local mean time, −01:28, until 1908', () => {
    expect(system.stateAt('Atlantic/Reykjavik', ms('1900-06-01T00:00:00Z'))).toEqual({ utoffSeconds: -5280, isDst: false, abbreviation: 'LMT' });
    expect(system.isLocalMeanTime('Atlantic/Reykjavik', ms('1907-12-31T12:00:00Z'))).toBe(true);
    expect(system.isLocalMeanTime('Atlantic/Reykjavik', ms('1908-01-02T00:00:00Z'))).toBe(false);
  });

  it('keeps Amsterdam Mean Time, +00:19:32, in 1930, where ICU reads Brussels’ +00:00', () => {
    expect(system.stateAt('Europe/Amsterdam', ms('1930-01-15T12:00:00Z'))).toEqual({ utoffSeconds: 1172, isDst: false, abbreviation: 'AMT' });
    expect(intl.offsetSecondsAt('Europe/Amsterdam', ms('1930-01-15T12:00:00Z'))).toBe(0);
    // AMT was the legal time, not local mean time: a birth in Rotterdam is on Amsterdam's clock.
    expect(system.isLocalMeanTime('Europe/Amsterdam', ms('1930-01-15T12:00:00Z'))).toBe(false);
  });

  it('keeps Oslo’s summer time of 1960 and Stockholm’s plain CET of 1945, where ICU reads Berlin', () => {
    expect(system.offsetSecondsAt('Europe/Oslo', ms('1960-07-01T00:00:00Z'))).toBe(7200);
    expect(intl.offsetSecondsAt('Europe/Oslo', ms('1960-07-01T00:00:00Z'))).toBe(3600);
    expect(system.offsetSecondsAt('Europe/Stockholm', ms('1945-07-01T00:00:00Z'))).toBe(3600);
    expect(intl.offsetSecondsAt('Europe/Stockholm', ms('1945-07-01T00:00:00Z'))).toBe(10_800);
  });

  it('keeps Kuala Lumpur’s own mean time before 1901, where ICU reads Singapore’s', () => {
    expect(system.stateAt('Asia/Kuala_Lumpur', ms('1900-06-01T00:00:00Z'))).toMatchObject({ utoffSeconds: 24_406, abbreviation: 'LMT' });
    expect(intl.offsetSecondsAt('Asia/Kuala_Lumpur', ms('1900-06-01T00:00:00Z'))).toBe(24_925);
  });
});

// ICU and the system files may carry different tz releases (Node 20.20's ICU has 2025c; a
// Debian machine has whatever its security updates brought). Two releases are compared only
// where they agree by design: every zone when the releases are the same, else the zones whose
// offsets since 1970 no release between them changed (tz-releases.ts).
const icuRelease = process.versions.tz ?? null;
const filesRelease = system.dataVersion();
const gap = releaseGap(icuRelease, filesRelease);
// A gap this code does not know yet (a release newer than the table): its changes cannot be
// named, but a release changes a handful of zones while a reader's fault shows in many.
const UNNAMED_CHANGES_PER_RELEASE = 8;

describe(`agreement with ICU since 1970: ICU's tz ${icuRelease ?? 'unknown'} and the system files' tz ${filesRelease ?? 'unknown'}`, () => {
  const buildDifferences = new Set([
    // Legacy names defined differently: tzdb 2024b made them links to Lisbon and Athens,
    // which ICU follows, while Debian's build keeps the older rule-only zones.
    'WET',
    'EET',
  ]);
  const zones = system.listZones().filter((zone) => intl.isKnownZone(zone) && !buildDifferences.has(zone) && !gap.changedZones.has(zone));
  const changedIn = gap.releases.length > 0 ? `, leaving out the ${gap.changedZones.size} zones changed in ${gap.releases.join(', ')}` : '';

  it('knows the zones ICU knows', () => {
    expect(zones.length).toBeGreaterThan(500);
  });

  it(`gives the offset ICU gives on both sides of every transition from 1970 to 2037, and twice a year, in every zone${changedIn}`, () => {
    const disagreements = new Map<string, string[]>();
    const twiceAYear = Array.from({ length: 2037 - 1970 + 1 }, (_, i) => [Date.UTC(1970 + i, 0, 15), Date.UTC(1970 + i, 6, 15)]).flat();
    for (const zone of zones) {
      const transitions = system.transitionsBetween(zone, ms('1970-01-01T00:00:00Z'), ms('2037-12-31T00:00:00Z'));
      const instants = [...twiceAYear, ...transitions.flatMap((at) => [at - 1000, at])];
      for (const at of instants) {
        const mine = system.offsetSecondsAt(zone, at);
        const icu = intl.offsetSecondsAt(zone, at);
        if (mine !== icu) disagreements.set(zone, [...(disagreements.get(zone) ?? []), `${new Date(at).toISOString()} system ${mine} ICU ${icu}`]);
      }
    }
    if (gap.unknownReleases.length === 0) {
      expect([...disagreements].map(([zone, lines]) => `${zone} ${lines[0]}`)).toEqual([]);
    } else {
      // Named in the output so the table can be brought up to date from the release's NEWS.
      if (disagreements.size > 0) console.info(`tz releases ${gap.unknownReleases.join(', ')} are not in tz-releases.ts; zones that differ: ${[...disagreements.keys()].join(', ')}`);
      expect(disagreements.size).toBeLessThanOrEqual(UNNAMED_CHANGES_PER_RELEASE * gap.unknownReleases.length);
    }
  });
});

describe('telling a tz release from its offsets, as the diagnostic page does in a browser', () => {
  const known = (release: string | null) => release !== null && release <= NEWEST_KNOWN_TZ_RELEASE;
  const offsets = (rules: { isKnownZone(zone: string): boolean; offsetSecondsAt(zone: string, utcMs: number): number }) => (zone: string, utcMs: number) =>
    rules.isKnownZone(zone) ? rules.offsetSecondsAt(zone, utcMs) : null;

  it(`names ICU's own release, tz ${icuRelease ?? 'unknown'}`, () => {
    const estimate = estimateTzRelease(offsets(intl));
    if (known(icuRelease)) expect(estimate.atLeast).toBe(icuRelease);
    else expect(estimate.atLeast).toBe(NEWEST_KNOWN_TZ_RELEASE);
  });

  it(`names the system files' release, tz ${filesRelease ?? 'unknown'}`, () => {
    const estimate = estimateTzRelease(offsets(system));
    if (known(filesRelease)) expect(estimate.atLeast).toBe(filesRelease);
    else expect(estimate.atLeast).toBe(NEWEST_KNOWN_TZ_RELEASE);
  });
});

describe('reading the directory safely', () => {
  it('accepts zone names and refuses paths, copies and aliases that are not zones', () => {
    expect(isZoneFileName('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isZoneFileName('Etc/GMT+5')).toBe(true);
    for (const name of ['../etc/passwd', 'Europe/../../etc/passwd', '/etc/passwd', 'Europe/.hidden', 'right/Europe/Paris', 'posix/Europe/Paris', 'localtime', 'posixrules', '', 'Europe//Paris']) {
      expect(isZoneFileName(name), name).toBe(false);
      expect(system.isKnownZone(name), name).toBe(false);
    }
  });

  it('does not take the directory’s other files for zones', () => {
    expect(system.isKnownZone('zone.tab')).toBe(false);
    expect(system.isKnownZone('Europe')).toBe(false);
    expect(system.stateAt('zone.tab', 0)).toBeNull();
    expect(() => system.offsetSecondsAt('Europe/Atlantis', 0)).toThrow(RangeError);
  });

  it('names the tz release the files come from', () => {
    expect(system.dataVersion()).toMatch(/^\d{4}[a-z]$/);
  });
});

describe('choosing the source', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'zoneinfo-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('uses the system files when present and says so, with the backzone', () => {
    const created = createZoneRules({ zoneinfoDir: DEFAULT_ZONEINFO_DIR });
    expect(created).toMatchObject({ source: 'system-tzdata', zoneinfoDir: DEFAULT_ZONEINFO_DIR, hasBackzone: true });
    expect(created.rules.sourceOf('Atlantic/Reykjavik')).toBe('system-tzdata');
    expect(created.rules.offsetSecondsAt('Atlantic/Reykjavik', ms('1950-01-15T12:00:00Z'))).toBe(-3600);
  });

  it('falls back to Intl when the directory is missing, and says so', () => {
    const created = createZoneRules({ zoneinfoDir: path.join(scratch, 'nowhere') });
    expect(created).toMatchObject({ source: 'intl', hasBackzone: false });
    expect(created.dataVersion).toBe(process.versions.tz ?? null);
    expect(created.rules.sourceOf('Europe/Lisbon')).toBe('intl');
    expect(created.rules.offsetSecondsAt('Europe/Lisbon', ms('1994-01-15T12:00:00Z'))).toBe(3600);
  });

  it('falls back to Intl for a zone the directory lacks, and reads the rest from the files', () => {
    const partial = path.join(scratch, 'partial');
    mkdirSync(path.join(partial, 'Atlantic'), { recursive: true });
    copyFileSync(path.join(DEFAULT_ZONEINFO_DIR, 'UTC'), path.join(partial, 'UTC'));
    copyFileSync(path.join(DEFAULT_ZONEINFO_DIR, 'Atlantic/Reykjavik'), path.join(partial, 'Atlantic/Reykjavik'));
    const created = createZoneRules({ zoneinfoDir: partial });
    expect(created.source).toBe('system-tzdata');
    expect(created.rules.sourceOf('Atlantic/Reykjavik')).toBe('system-tzdata');
    expect(created.rules.sourceOf('Europe/Amsterdam')).toBe('intl');
    expect(created.rules.sourceOf('Europe/Atlantis')).toBeNull();
    expect(created.rules.isKnownZone('Europe/Atlantis')).toBe(false);
  });

  it('finds the file for a name spelt in another case through ICU’s canonical name', () => {
    const { rules } = createZoneRules({ zoneinfoDir: DEFAULT_ZONEINFO_DIR });
    expect(rules.sourceOf('europe/amsterdam')).toBe('system-tzdata');
    expect(rules.offsetSecondsAt('europe/amsterdam', ms('1930-01-15T12:00:00Z'))).toBe(1172);
  });

  it('reads each zone file once and answers from memory after', () => {
    const cached = path.join(scratch, 'cached');
    mkdirSync(path.join(cached, 'Europe'), { recursive: true });
    copyFileSync(path.join(DEFAULT_ZONEINFO_DIR, 'Europe/Oslo'), path.join(cached, 'Europe/Oslo'));
    const rules = systemZoneRules({ zoneinfoDir: cached });
    expect(rules.offsetSecondsAt('Europe/Oslo', ms('1960-07-01T00:00:00Z'))).toBe(7200);
    rmSync(path.join(cached, 'Europe/Oslo'));
    expect(rules.offsetSecondsAt('Europe/Oslo', ms('1960-07-01T00:00:00Z'))).toBe(7200);
  });
});
