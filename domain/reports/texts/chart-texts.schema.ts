/**
 * The shape of content/reports/chart/: the texts that read a chart as a whole (element and
 * modality balance, the Sun and Moon together, the prominent planets), the chart patterns,
 * the nodal axis and the year's outer-planet transits. Strict objects, every text trimmed,
 * already clean for the output sanitiser and inside its word range, as the other report texts.
 */
import { z } from 'zod';
import { ELEMENTS, MODALITIES, MOON_PHASES, ZODIAC_SIGNS } from '../../sky';
import { wordsBetween } from './sign-texts.schema';

const byKeys = <K extends string, T extends z.ZodType>(keys: readonly K[], entry: T) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, entry])) as Record<K, T>);

const titled = (min: number, max: number) => z.strictObject({ title: wordsBetween(1, 8), text: wordsBetween(min, max) });

/** The ten planets, in the chart's order (the node is read in its own section). */
export const CHART_PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type ChartPlanet = (typeof CHART_PLANETS)[number];
export const RETROGRADE_PLANETS = CHART_PLANETS.filter((p) => p !== 'sun' && p !== 'moon') as Array<Exclude<ChartPlanet, 'sun' | 'moon'>>;

export const balanceFileSchema = z.strictObject({
  elements: byKeys(ELEMENTS, z.strictObject({ dominant: wordsBetween(55, 110), missing: wordsBetween(35, 90) })),
  modalities: byKeys(MODALITIES, z.strictObject({ dominant: wordsBetween(55, 110), missing: wordsBetween(35, 90) })),
});
export type BalanceTexts = z.infer<typeof balanceFileSchema>;

/** How far apart the Sun's and the Moon's signs are, counted the shorter way round. */
export const SIGN_RELATIONS = ['same-sign', 'semi-sextile', 'sextile', 'square', 'trine', 'quincunx', 'opposition'] as const;
export type SignRelation = (typeof SIGN_RELATIONS)[number];

/** Unordered element pairs, the earlier element of ELEMENTS first. */
export const ELEMENT_PAIRS = ELEMENTS.flatMap((a, i) => ELEMENTS.slice(i).map((b) => `${a}-${b}` as const));
export type ElementPair = (typeof ELEMENT_PAIRS)[number];

export const sunMoonFileSchema = z.strictObject({
  relations: byKeys(SIGN_RELATIONS, titled(60, 120)),
  elements: byKeys(ELEMENT_PAIRS, wordsBetween(35, 80)),
});
export type SunMoonTexts = z.infer<typeof sunMoonFileSchema>;

export const planetsFileSchema = z.strictObject({
  /** How an aspect sentence names what the planet stands for: 'your drive'. */
  keywords: byKeys(CHART_PLANETS, wordsBetween(2, 6)),
  /** What the planet does in any chart, before her placement is read. */
  intros: byKeys(CHART_PLANETS, wordsBetween(40, 80)),
  /** What the planet brings when it is prominent: on an angle, or ruling the Ascendant. */
  prominent: byKeys(CHART_PLANETS, wordsBetween(35, 80)),
  /** What a retrograde planet at birth adds; the Sun and the Moon never go retrograde. */
  retrograde: byKeys(RETROGRADE_PLANETS, wordsBetween(35, 80)),
  /** Mercury and Venus rising before the Sun (morning) or after it (evening). */
  visibility: byKeys(['mercury', 'venus'] as const, z.strictObject({ morning: wordsBetween(35, 80), evening: wordsBetween(35, 80) })),
});
export type PlanetTexts = z.infer<typeof planetsFileSchema>;

export const PATTERN_ELEMENTS = [...ELEMENTS, 'mixed'] as const;
export const PATTERN_MODALITIES = [...MODALITIES, 'mixed'] as const;

export const patternsFileSchema = z.strictObject({
  stellium: z.strictObject({ sign: wordsBetween(45, 100), house: wordsBetween(45, 100) }),
  grandTrine: byKeys(PATTERN_ELEMENTS, wordsBetween(45, 100)),
  tSquare: byKeys(PATTERN_MODALITIES, wordsBetween(45, 100)),
  grandCross: byKeys(PATTERN_MODALITIES, wordsBetween(45, 100)),
});
export type PatternTexts = z.infer<typeof patternsFileSchema>;

/** The six sign axes the nodes lie on, named from the Aries half of the zodiac. */
export const NODE_AXES = ['aries-libra', 'taurus-scorpio', 'gemini-sagittarius', 'cancer-capricorn', 'leo-aquarius', 'virgo-pisces'] as const;
export type NodeAxis = (typeof NODE_AXES)[number];
export const HOUSE_AXES = ['1-7', '2-8', '3-9', '4-10', '5-11', '6-12'] as const;
export type HouseAxis = (typeof HOUSE_AXES)[number];

export const nodesFileSchema = z.strictObject({
  axes: byKeys(NODE_AXES, titled(60, 120)),
  houses: byKeys(HOUSE_AXES, wordsBetween(45, 100)),
});
export type NodeTexts = z.infer<typeof nodesFileSchema>;

export const TRANSIT_PLANETS = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
/** Conjunction; sextile and trine (flowing); square and opposition (tense). */
export const ASPECT_FAMILIES = ['conjunction', 'flowing', 'tense'] as const;
export type AspectFamily = (typeof ASPECT_FAMILIES)[number];

export const transitsFileSchema = z.strictObject({
  planets: byKeys(TRANSIT_PLANETS, byKeys(ASPECT_FAMILIES, wordsBetween(25, 70))),
  points: z.strictObject({ sun: wordsBetween(15, 45), moon: wordsBetween(15, 45), ascendant: wordsBetween(15, 45) }),
  /** The long planetary cycles every life meets at about the same ages. */
  cycles: z.strictObject({ jupiter: wordsBetween(35, 80), saturn: wordsBetween(35, 80), nodes: wordsBetween(35, 80), uranus: wordsBetween(35, 80) }),
});
export type TransitTexts = z.infer<typeof transitsFileSchema>;

export const signsFileSchema = z.strictObject({
  /** How any planet behaves in the sign. */
  styles: byKeys(ZODIAC_SIGNS, wordsBetween(45, 90)),
  /** The Moon's phase at birth, the Sun–Moon cycle she was born into. */
  phases: byKeys(MOON_PHASES, wordsBetween(35, 80)),
});
export type SignTexts = z.infer<typeof signsFileSchema>;
