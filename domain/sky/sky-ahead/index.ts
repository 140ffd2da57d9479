export * from './sky-ahead.types';
export { eclipsesBetween } from './eclipses';
export { lunarReturnsBetween } from './lunar-returns';
export { lunationAt, lunationsBetween } from './lunations';
export { outerTransitsBetween, planetLongitudeAt } from './transits';
export { DEFAULT_LUNATIONS_PER_KIND, addUtcMonths, skyAhead } from './sky-ahead';
