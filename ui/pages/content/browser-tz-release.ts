import type { TimeZoneFacts } from '../../../contracts/diagnostic.contract';
import { describeEstimatedRelease, estimateTzRelease, parseLongOffset, releaseGap } from '../../../domain/sky';

/** This browser's offset for a zone at an instant, from its own ICU data; null for a zone it does not know. */
const browserOffsetSeconds = (zone: string, utcMs: number): number | null => {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(utcMs)
      .find((part) => part.type === 'timeZoneName');
    return name ? parseLongOffset(name.value) : null;
  } catch {
    return null;
  }
};

export interface BrowserZoneData {
  /** 'tz 2026a (or later, before 2026b)': a browser names no release, so its offsets tell it. */
  release: string;
  /** The device's zone, which this browser formats local times in. */
  zone: string;
  /** How the browser's data and the server's files compare, in a sentence. */
  comparison: string;
}

/**
 * What tz data this browser carries beside the server's (docs/decisions/005-time-zone-data.md):
 * readings are the server's; the browser formats only times it shows itself, in the device's zone.
 */
export const browserZoneData = (server: TimeZoneFacts | null): BrowserZoneData => {
  const estimate = estimateTzRelease(browserOffsetSeconds);
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const release = describeEstimatedRelease(estimate);
  if (server?.release == null) return { release, zone, comparison: 'The server does not name its tz release.' };
  if (estimate.atLeast === server.release || (estimate.before === null && estimate.atLeast !== null && server.release >= estimate.atLeast)) {
    return { release, zone, comparison: `Same as the server’s tz ${server.release}: every zone agrees.` };
  }
  const gap = releaseGap(estimate.atLeast, server.release);
  if (gap.changedZones.size === 0 && gap.unknownReleases.length > 0) {
    return { release, zone, comparison: `The releases differ in ways this page cannot name. Readings follow the server’s tz ${server.release}.` };
  }
  const zones = [...gap.changedZones].sort();
  const yours = gap.changedZones.has(zone) ? ` Your zone, ${zone}, is among them.` : '';
  return {
    release,
    zone,
    comparison: `Readings follow the server’s tz ${server.release}. Times this browser shows itself (Today’s Moon) may differ from it in ${zones.length} zones changed in ${gap.releases.join(', ')}: ${zones.join(', ')}.${yours}`,
  };
};
