import { describe, expect, it } from 'vitest';
import { describeEstimatedRelease, estimateTzRelease, NEWEST_KNOWN_TZ_RELEASE, releaseGap } from './tz-releases';

describe('what changed between two tz releases', () => {
  it('is nothing between a release and itself', () => {
    expect(releaseGap('2025c', '2025c')).toEqual({ releases: [], changedZones: new Set(), unknownReleases: [] });
  });

  it('names the releases after the older one up to the newer, in either order, with their zones', () => {
    const gap = releaseGap('2026f', '2025c');
    expect(gap.releases).toEqual(['2026a', '2026b', '2026c', '2026d', '2026e', '2026f']);
    expect(gap.unknownReleases).toEqual([]);
    for (const zone of ['Africa/Casablanca', 'America/Havana', 'America/Winnipeg', 'Europe/Chisinau']) expect(gap.changedZones.has(zone), zone).toBe(true);
    expect(gap.changedZones.has('America/Tijuana')).toBe(false);
    expect(gap.changedZones.has('Europe/London')).toBe(false);
  });

  it('says when a release is newer or older than the table knows, or not a release at all', () => {
    expect(releaseGap('2025c', '2027a').unknownReleases).toEqual(['after 2026f, up to 2027a']);
    expect(releaseGap('2023c', '2025c').unknownReleases).toEqual(['after 2023c, up to 2024b']);
    expect(releaseGap('2024b', '2025a')).toMatchObject({ releases: ['2025a'], unknownReleases: [] });
    expect(releaseGap(null, '2025c').unknownReleases).toEqual(['null']);
  });
});

describe('telling a release from the offsets it gives', () => {
  // The real engines are asked in adapters/zone-rules/system-zone-rules.test.ts.
  it('asks one offset a release, and takes an engine that knows none of them for one older than the table', () => {
    const asked: string[] = [];
    const estimate = estimateTzRelease((zone) => {
      asked.push(zone);
      return null;
    });
    expect(asked.length).toBe(releaseGap('2024b', NEWEST_KNOWN_TZ_RELEASE).releases.length);
    expect(estimate).toEqual({ atLeast: null, before: '2025a' });
  });

  it('says so in words', () => {
    expect(describeEstimatedRelease({ atLeast: '2025c', before: '2026a' })).toBe('tz 2025c (or later, before 2026a)');
    expect(describeEstimatedRelease({ atLeast: '2026f', before: null })).toBe('tz 2026f or later');
    expect(describeEstimatedRelease({ atLeast: null, before: '2025a' })).toBe('older than tz 2025a');
  });
});
