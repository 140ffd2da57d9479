/**
 * What the time rules need to know about a time zone. Synchronous on purpose: the answers
 * come from data loaded once (compiled tz files or ICU), and birth-time conversion sits in
 * hot loops (a day's Moon ingress search, the natal batch).
 *
 * Instants are milliseconds since the Unix epoch (UTC); offsets are seconds east of UTC,
 * because before standard time they are not whole minutes (Amsterdam kept +00:19:32).
 */
export interface ZoneRules {
  /** The zone's UTC offset in force at that instant, in seconds (east positive). */
  offsetSecondsAt(zone: string, utcMs: number): number;
  /**
   * True while the zone's clocks kept local mean time (the tz database's `LMT` entry,
   * before the place adopted a standard time). The time rules then use the birthplace's
   * own mean solar time instead of the reference city's.
   */
  isLocalMeanTime(zone: string, utcMs: number): boolean;
  /**
   * The instants in (fromUtcMs, toUtcMs] at which the zone's offset (or its LMT status)
   * changes, ascending. Optional: without it the time rules find changes by sampling.
   */
  transitionsBetween?(zone: string, fromUtcMs: number, toUtcMs: number): number[];
  /** Whether the zone name is one the data knows (an IANA name such as 'Europe/Lisbon'). */
  isKnownZone(zone: string): boolean;
}
