/**
 * Chart patterns found in a chart's own placements and aspects: stelliums (three or more
 * planets in one sign or one house), grand trines, T-squares and grand crosses. Pure and
 * total: it reads only the bodies and the aspects the chart code found, so a pattern is
 * reported exactly when its aspects are in the chart. The node is a point, not a planet,
 * and takes no part.
 */
import { CHART_POINTS, elementOf, modalityOf, type Aspect, type Chart, type ChartPoint, type Element, type Modality, type ZodiacSign } from '../../sky';

export type Planet = Exclude<ChartPoint, 'trueNode'>;
/** The ten planets in the chart's order; the node is left out. */
export const PLANETS: readonly Planet[] = CHART_POINTS.filter((p): p is Planet => p !== 'trueNode');

export type ChartPattern =
  | { kind: 'stellium'; by: 'sign'; sign: ZodiacSign; planets: Planet[] }
  | { kind: 'stellium'; by: 'house'; house: number; planets: Planet[] }
  | { kind: 'grand-trine'; planets: [Planet, Planet, Planet]; element: Element | 'mixed' }
  | { kind: 't-square'; apex: Planet; opposed: [Planet, Planet]; modality: Modality | 'mixed' }
  | { kind: 'grand-cross'; planets: [Planet, Planet, Planet, Planet]; modality: Modality | 'mixed' };

/** What detection reads: each planet's sign and house, and the aspects among them. */
export type PatternInput = Pick<Chart, 'aspects'> & { bodies: Record<Planet, { sign: ZodiacSign; house: number | null }> };

const isPlanet = (point: string): point is Planet => (PLANETS as readonly string[]).includes(point);
const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

const shared = <T extends string>(values: T[]): T | 'mixed' => (values.every((v) => v === values[0]) ? values[0]! : 'mixed');

/** Stelliums by sign, then by house, each listing its planets in chart order. */
const stelliums = (input: PatternInput): ChartPattern[] => {
  const bySign = new Map<ZodiacSign, Planet[]>();
  const byHouse = new Map<number, Planet[]>();
  for (const planet of PLANETS) {
    const { sign, house } = input.bodies[planet];
    bySign.set(sign, [...(bySign.get(sign) ?? []), planet]);
    if (house !== null) byHouse.set(house, [...(byHouse.get(house) ?? []), planet]);
  }
  return [
    ...[...bySign].filter(([, list]) => list.length >= 3).map(([sign, planets]) => ({ kind: 'stellium' as const, by: 'sign' as const, sign, planets })),
    ...[...byHouse]
      .filter(([, list]) => list.length >= 3)
      .sort((x, y) => x[0] - y[0])
      .map(([house, planets]) => ({ kind: 'stellium' as const, by: 'house' as const, house, planets })),
  ];
};

export const findPatterns = (input: PatternInput): ChartPattern[] => {
  const links = new Map<string, Aspect['type']>();
  for (const aspect of input.aspects) if (isPlanet(aspect.a) && isPlanet(aspect.b)) links.set(key(aspect.a, aspect.b), aspect.type);
  const is = (a: Planet, b: Planet, type: Aspect['type']) => links.get(key(a, b)) === type;
  const signOf = (p: Planet) => input.bodies[p].sign;

  const trines: ChartPattern[] = [];
  const crosses: ChartPattern[] = [];
  const tSquares: ChartPattern[] = [];
  const n = PLANETS.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      for (let k = j + 1; k < n; k++) {
        const [a, b, c] = [PLANETS[i]!, PLANETS[j]!, PLANETS[k]!];
        if (is(a, b, 'trine') && is(b, c, 'trine') && is(a, c, 'trine')) {
          trines.push({ kind: 'grand-trine', planets: [a, b, c], element: shared([a, b, c].map((p) => elementOf(signOf(p)))) });
        }
      }
    }
  }
  // Two oppositions whose ends all square each other make a grand cross.
  const oppositions = input.aspects.filter((x) => x.type === 'opposition' && isPlanet(x.a) && isPlanet(x.b)) as Array<Aspect & { a: Planet; b: Planet }>;
  const inCross = new Set<string>();
  for (let i = 0; i < oppositions.length; i++) {
    for (let j = i + 1; j < oppositions.length; j++) {
      const { a, b } = oppositions[i]!;
      const { a: c, b: d } = oppositions[j]!;
      if (new Set([a, b, c, d]).size === 4 && is(a, c, 'square') && is(a, d, 'square') && is(b, c, 'square') && is(b, d, 'square')) {
        const planets = PLANETS.filter((p) => p === a || p === b || p === c || p === d) as [Planet, Planet, Planet, Planet];
        crosses.push({ kind: 'grand-cross', planets, modality: shared(planets.map((p) => modalityOf(signOf(p)))) });
        for (const p of planets) inCross.add(p);
      }
    }
  }
  // A T-square: an opposition and a planet square to both ends; those inside a grand cross are read as the cross.
  for (const { a, b } of oppositions) {
    for (const apex of PLANETS) {
      if (apex === a || apex === b || !is(apex, a, 'square') || !is(apex, b, 'square')) continue;
      if (inCross.has(a) && inCross.has(b) && inCross.has(apex)) continue;
      const opposed = PLANETS.filter((p) => p === a || p === b) as [Planet, Planet];
      tSquares.push({ kind: 't-square', apex, opposed, modality: shared([apex, ...opposed].map((p) => modalityOf(signOf(p)))) });
    }
  }
  return [...stelliums(input), ...trines, ...tSquares, ...crosses];
};

/** The planets a pattern involves, in chart order. */
export const patternPlanets = (pattern: ChartPattern): Planet[] => {
  switch (pattern.kind) {
    case 'stellium':
    case 'grand-trine':
    case 'grand-cross':
      return [...pattern.planets];
    case 't-square':
      return PLANETS.filter((p) => p === pattern.apex || pattern.opposed.includes(p));
  }
};
