export type { ZoneRules } from './zone-rules.ports';
export {
  UNKNOWN_BIRTH_TIME_READ_AS,
  localDayBounds,
  localToUtc,
  utcToLocal,
} from './local-time';
export type {
  LocalBirthTime,
  LocalDayBounds,
  LocalReading,
  ResolvedBirthTime,
  TimeError,
  TimeErrorKind,
  TimeFailure,
  TimeResolution,
} from './local-time';
export {
  MS_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  MS_PER_SECOND,
  SECONDS_PER_DEGREE_OF_LONGITUDE,
  civilFromDays,
  daysFromCivil,
  MONTH_NAMES,
  daysInMonth,
  formatClockTime,
  formatIsoDate,
  formatUtcOffset,
  meanSolarOffsetSeconds,
  parseClockTime,
  parseIsoDate,
} from './civil-time';
export type { CivilDate, ClockTime } from './civil-time';
export { DEFAULT_SAMPLE_STEP_MS, findChanges } from './find-changes';
export { tableZoneRules } from './table-zone-rules';
export type { ZoneTable } from './table-zone-rules';
export { parseLongOffset } from './gmt-offset';
export { describeEstimatedRelease, estimateTzRelease, NEWEST_KNOWN_TZ_RELEASE, releaseGap } from './tz-releases';
export type { EstimatedRelease, ReleaseGap } from './tz-releases';
