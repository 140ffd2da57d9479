/**
 * The new and full moons after an instant, in time order. The instants come from the
 * project's own elongation search (domain/astro cycle.ts: apparent longitudes, almanac
 * definition); the sign and degree are the Moon's apparent longitude at that instant.
 */
import { moonLongitudeAt, nextFullMoonAfter, nextNewMoonAfter, positionOf } from '../astro';
import type { Lunation, LunationKind, LunationLimit } from './sky-ahead.types';

/** A guard against a runaway loop: a century of lunations. */
const MAX_LUNATIONS = 2_500;

const nextOf = (kind: LunationKind, utcMs: number) => (kind === 'new-moon' ? nextNewMoonAfter(utcMs) : nextFullMoonAfter(utcMs));

export function lunationAt(kind: LunationKind, utcMs: number): Lunation {
  const position = positionOf(moonLongitudeAt(utcMs));
  return { kind, utcMs, sign: position.sign, degree: position.degreeInSign };
}

/** The next lunations strictly after fromUtcMs: `count` of them, or all before `untilUtcMs`. */
export function lunationsBetween(fromUtcMs: number, limit: LunationLimit): Lunation[] {
  const count = 'count' in limit ? limit.count : MAX_LUNATIONS;
  const untilUtcMs = 'untilUtcMs' in limit ? limit.untilUtcMs : Infinity;
  if (!Number.isInteger(count) || count < 0 || count > MAX_LUNATIONS) {
    throw new RangeError(`Lunation count must be a whole number from 0 to ${MAX_LUNATIONS} (got ${count}).`);
  }
  if (Number.isNaN(untilUtcMs)) throw new RangeError('The end instant is not a number.');
  const found: Lunation[] = [];
  // Each kind is searched on from its own last instant, so neither is found twice.
  let nextNew = nextOf('new-moon', fromUtcMs);
  let nextFull = nextOf('full-moon', fromUtcMs);
  while (found.length < count) {
    const kind: LunationKind = nextNew <= nextFull ? 'new-moon' : 'full-moon';
    const utcMs = kind === 'new-moon' ? nextNew : nextFull;
    if (utcMs >= untilUtcMs) break;
    found.push(lunationAt(kind, utcMs));
    if (kind === 'new-moon') nextNew = nextOf(kind, utcMs);
    else nextFull = nextOf(kind, utcMs);
  }
  return found;
}
