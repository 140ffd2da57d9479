/**
 * What each tz release changed, as far as a reading can tell: the zones whose UTC offsets
 * from 1970 to 2037 changed, and one offset that only that release and later ones give.
 * Two releases (the server's system files and an engine's ICU data) may disagree in the
 * changed zones without either being wrong (docs/decisions/005-time-zone-data.md).
 *
 * Found by compiling each release with zic, backzone included as Debian builds it, and
 * comparing `zdump -V -c 1970,2038` of every zone with the release before; the names were
 * checked against each release's NEWS. Links are listed with their zones.
 */

/** An offset that the release and every later one give, and every earlier one does not. */
interface Sentinel {
  zone: string;
  utcMs: number;
  offsetSeconds: number;
}

interface ReleaseChanges {
  release: string;
  changedZones: readonly string[];
  sentinel: Sentinel;
}

const at = (zone: string, iso: string, offsetSeconds: number): Sentinel => ({ zone, utcMs: Date.parse(iso), offsetSeconds });

/** The release the table starts from: its first entry lists what 2025a changed from it. */
const BASE_RELEASE = '2024b';

/** Oldest first. */
const RELEASES: readonly ReleaseChanges[] = [
  // Paraguay's permanent −03; the Philippines' 1970s history.
  { release: '2025a', changedZones: ['America/Asuncion', 'Asia/Manila'], sentinel: at('America/Asuncion', '2025-06-15T12:00:00Z', -3 * 3600) },
  // Aysén's new zone; Iran's history.
  { release: '2025b', changedZones: ['America/Coyhaique', 'Asia/Tehran', 'Iran'], sentinel: at('America/Coyhaique', '2025-06-15T12:00:00Z', -3 * 3600) },
  // Baja California's summer time of 1961–75.
  {
    release: '2025c',
    changedZones: ['America/Tijuana', 'America/Ensenada', 'America/Santa_Isabel', 'Mexico/BajaNorte'],
    sentinel: at('America/Tijuana', '1970-07-15T12:00:00Z', -7 * 3600),
  },
  // Moldova on EU transition times since 2022: 01:00 UTC, not 00:00.
  { release: '2026a', changedZones: ['Europe/Chisinau', 'Europe/Tiraspol'], sentinel: at('Europe/Chisinau', '2023-03-26T00:30:00Z', 2 * 3600) },
  // British Columbia's permanent −07.
  { release: '2026b', changedZones: ['America/Vancouver', 'Canada/Pacific'], sentinel: at('America/Vancouver', '2026-12-15T12:00:00Z', -7 * 3600) },
  // Alberta's permanent −06; Morocco's permanent +00.
  {
    release: '2026c',
    changedZones: ['America/Edmonton', 'America/Yellowknife', 'Canada/Mountain', 'Africa/Casablanca', 'Africa/El_Aaiun'],
    sentinel: at('Africa/Casablanca', '2027-01-15T12:00:00Z', 0),
  },
  // The Northwest Territories' permanent −06; Colombia's 1992 and Iran's 1979 spring forward.
  { release: '2026d', changedZones: ['America/Inuvik', 'America/Bogota', 'Asia/Tehran', 'Iran'], sentinel: at('America/Inuvik', '2026-12-15T12:00:00Z', -6 * 3600) },
  // Manitoba's permanent −05.
  { release: '2026e', changedZones: ['America/Winnipeg', 'America/Rainy_River', 'Canada/Central'], sentinel: at('America/Winnipeg', '2026-12-15T12:00:00Z', -5 * 3600) },
  // Cuba stays on −04 through 2027-11-07.
  { release: '2026f', changedZones: ['America/Havana', 'Cuba'], sentinel: at('America/Havana', '2026-12-15T12:00:00Z', -4 * 3600) },
];

/** tz releases sort as text: '2025c' < '2026a' < '2026f'. */
const RELEASE_NAME = /^\d{4}[a-z]+$/;

export const NEWEST_KNOWN_TZ_RELEASE = RELEASES[RELEASES.length - 1]?.release ?? BASE_RELEASE;

export interface ReleaseGap {
  /** The releases after the older one up to the newer one, oldest first. */
  releases: string[];
  /** Zones whose offsets since 1970 changed in those releases. */
  changedZones: Set<string>;
  /** Stretches of the gap this table does not know (beyond its ends, or a release not named). */
  unknownReleases: string[];
}

/** What changed between two tz releases, in either order. */
export const releaseGap = (a: string | null, b: string | null): ReleaseGap => {
  if (a === null || b === null || !RELEASE_NAME.test(a) || !RELEASE_NAME.test(b)) {
    return { releases: [], changedZones: new Set(), unknownReleases: [a, b].filter((r) => r === null || !RELEASE_NAME.test(r)).map(String) };
  }
  const [older, newer] = a <= b ? [a, b] : [b, a];
  const inGap = RELEASES.filter(({ release }) => release > older && release <= newer);
  const unknownReleases = [
    ...(older < BASE_RELEASE ? [`after ${older}, up to ${BASE_RELEASE}`] : []),
    ...(newer > NEWEST_KNOWN_TZ_RELEASE ? [`after ${NEWEST_KNOWN_TZ_RELEASE}, up to ${newer}`] : []),
  ];
  return { releases: inGap.map(({ release }) => release), changedZones: new Set(inGap.flatMap(({ changedZones }) => changedZones)), unknownReleases };
};

/** The bounds of a release told from its offsets: at least `atLeast`, older than `before`. */
export interface EstimatedRelease {
  atLeast: string | null;
  before: string | null;
}

/**
 * Which tz release a zone engine carries, told by the offsets it gives (a browser names
 * none): the newest release whose sentinel it gives. `offsetSecondsAt` answers null for a
 * zone it does not know.
 */
export const estimateTzRelease = (offsetSecondsAt: (zone: string, utcMs: number) => number | null): EstimatedRelease => {
  let newest = -1;
  RELEASES.forEach(({ sentinel }, index) => {
    if (offsetSecondsAt(sentinel.zone, sentinel.utcMs) === sentinel.offsetSeconds) newest = index;
  });
  return { atLeast: newest < 0 ? null : (RELEASES[newest]?.release ?? null), before: RELEASES[newest + 1]?.release ?? null };
};

/** 'tz 2026f or later', 'tz 2025c (or up to 2026a)', 'older than tz 2025a'. */
export const describeEstimatedRelease = ({ atLeast, before }: EstimatedRelease): string => {
  if (atLeast === null) return `older than tz ${before ?? BASE_RELEASE}`;
  if (before === null) return `tz ${atLeast} or later`;
  return `tz ${atLeast} (or later, before ${before})`;
};
