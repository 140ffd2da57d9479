export * from './astro.types';
export {
  NEAR_BOUNDARY_DEGREES,
  PHASE_RULE_TEXT,
  PHASE_SECTOR_DEGREES,
  SIGN_RULE_TEXT,
  SIGN_WIDTH_DEGREES,
  normaliseDegrees,
  phaseIndexOf,
  phaseOf,
  positionOf,
  signIndexOf,
  signOf,
} from './sign-and-phase';
export { elongationAt, moonLongitudeAt, skyAt, sunLongitudeAt } from './sky';
export { brightLimbAngle, brightLimbAngleAt, type EquatorialDirection } from './bright-limb';
export { skyOverLocalDay, type LocalDay, type SkyOverLocalDay } from './unknown-time';
export {
  FULL_MOON_ELONGATION,
  MEAN_SYNODIC_MONTH_DAYS,
  NEW_MOON_ELONGATION,
  currentCycle,
  nextFullMoonAfter,
  nextNewMoonAfter,
  type LunarCycle,
} from './cycle';
