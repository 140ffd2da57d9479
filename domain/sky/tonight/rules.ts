/**
 * Tonight's rules as data and words, kept apart from the ephemeris (like sign-and-phase.ts) so
 * the pages can state them without loading astronomy-engine. ADR 046.
 */

/** The planets whose aspects count for the void of course: the classical seven bar the Moon. */
export const VOID_OF_COURSE_PLANETS = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export type VoidOfCoursePlanet = (typeof VOID_OF_COURSE_PLANETS)[number];

export const VOID_OF_COURSE_ASPECTS = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 } as const;
export type VoidOfCourseAspect = keyof typeof VOID_OF_COURSE_ASPECTS;

/** The rule, in words, for the page and the API description. */
export const VOID_OF_COURSE_RULE_TEXT =
  'The Moon is void of course from its last exact major aspect (conjunction, sextile, square, trine or opposition) ' +
  'to the Sun, Mercury, Venus, Mars, Jupiter or Saturn while it is in a sign, until it enters the next sign. ' +
  'Positions are apparent geocentric longitudes in the tropical zodiac.';

export const RISE_SET_RULE_TEXT =
  'Moonrise and moonset are the moments the top edge of the Moon crosses a flat sea-level horizon, allowing the ' +
  'standard 34′ of atmospheric refraction: the US Naval Observatory’s definition. Some days have no moonrise or no ' +
  'moonset, because the Moon rises about 50 minutes later each day; far north or south it can stay up or down all day.';

