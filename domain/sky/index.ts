/**
 * The sky: astronomy and astrology, and nothing of the product. Sun and Moon positions, signs and
 * phases, the natal chart (planets, houses, aspects, balance), the year's lunations and eclipses,
 * and time zones through the ZoneRules port. Depends on the kernel only.
 */
export { MOON_PHASES, ZODIAC_SIGNS } from './astro/astro.types';
export type { BodyPosition, SkyAt } from './astro/astro.types';
export { nextLunarEclipse, nextSolarEclipse } from './astro/eclipses';
export { brightLimbAngle, brightLimbAngleAt, currentCycle, elongationAt, moonLongitudeAt, phaseOf, positionOf, signOf, skyAt } from './astro';
export type { EquatorialDirection, LunarCycle, MoonPhase, ZodiacSign } from './astro';
export { PHASE_RULE_TEXT, SIGN_RULE_TEXT } from './astro/sign-and-phase';
export { houseOf } from './chart/houses';
export { CHART_POINTS, natalChartAt } from './chart';
export type { Aspect, Chart, ChartAngle, ChartPoint } from './chart';
export { computeNatal } from './natal';
export type { BirthPlace, NatalChart } from './natal';
export { addUtcMonths, eclipsesBetween, lunarReturnsBetween, lunationsBetween, skyAhead } from './sky-ahead';
export type { Eclipse, EclipseKind, EclipseType, Lunation, LunationKind, SkyAhead, Transit } from './sky-ahead';
export { formatIsoDate } from './time/civil-time';
export { MS_PER_DAY, NEWEST_KNOWN_TZ_RELEASE, SECONDS_PER_DEGREE_OF_LONGITUDE, civilFromDays, daysFromCivil, daysInMonth, MONTH_NAMES, describeEstimatedRelease, estimateTzRelease, findChanges, localDayBounds, localToUtc, parseIsoDate, parseLongOffset, releaseGap, tableZoneRules, utcToLocal } from './time';
export type { CivilDate, ResolvedBirthTime, ZoneRules } from './time';
export { ELEMENTS, MODALITIES, areOppositeSigns, degreeText, elementOf, modalityOf, nearestNeighbourSign, nextSign, previousSign, signName } from './zodiac/zodiac';
export type { Element, Modality } from './zodiac/zodiac';
export { CONSTELLATIONS, drawConstellation } from './constellations';
export type { CatalogueStar, ConstellationDrawing, ConstellationFigure, DrawnStar } from './constellations';
export { RISE_SET_RULE_TEXT, VOID_OF_COURSE_ASPECTS, VOID_OF_COURSE_PLANETS, VOID_OF_COURSE_RULE_TEXT, isoInstant, moonTonight, moonTonightJson } from './tonight';
export type { MoonTonight, MoonTonightInput, MoonTonightJson, MoonTonightResult, VoidOfCourse, VoidOfCourseAspect, VoidOfCoursePlanet } from './tonight';
