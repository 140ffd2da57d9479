/** The natal chart: bodies, node, angles, houses, aspects and balance for one birth. */
export { natalChartAt, type Chart, type ChartAngle, type ChartBody, type ChartInput, type MoonRange } from './chart';
export { CHART_POINTS, PLANETS, type BodyAt, type ChartPoint, type Planet } from './bodies';
export { ASPECTS, ASPECT_TYPES, LUMINARY_ORB_BONUS, orbAllowed, type Aspect, type AspectType } from './aspects';
export { type Balance } from './balance';
export { type HouseSystem, type Houses } from './houses';
