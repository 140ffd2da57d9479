import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChartWheel } from './report-document.types';
import { PLANET_GLYPHS, SIGN_GLYPHS } from './wheel';
import { LEADER_REACH_DEGREES, layoutWheel, normaliseDegrees, spreadOnCircle, turnBetween, WHEEL_SIZE, type WheelBox, type WheelLayout, type WheelPoint2 } from './wheel-layout';

const KEYS = Object.keys(PLANET_GLYPHS) as Array<keyof typeof PLANET_GLYPHS>;
const ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'];

// ---- plain geometry, written apart from the layout's own ----

const overlaps = (a: WheelBox, b: WheelBox): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the segment p→q meets the box (Liang–Barsky clipping). */
const segmentMeetsBox = (p: WheelPoint2, q: WheelPoint2, box: WheelBox): boolean => {
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  let t0 = 0;
  let t1 = 1;
  const edges: Array<[number, number]> = [
    [-dx, p.x - box.x],
    [dx, box.x + box.width - p.x],
    [-dy, p.y - box.y],
    [dy, box.y + box.height - p.y],
  ];
  for (const [pe, qe] of edges) {
    if (pe === 0) {
      if (qe < 0) return false;
      continue;
    }
    const t = qe / pe;
    if (pe < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
};

/** The nearest and farthest distance from c to any point of the box. */
const distances = (c: WheelPoint2, box: WheelBox): { near: number; far: number } => {
  const nx = Math.max(box.x - c.x, 0, c.x - (box.x + box.width));
  const ny = Math.max(box.y - c.y, 0, c.y - (box.y + box.height));
  const fx = Math.max(Math.abs(box.x - c.x), Math.abs(box.x + box.width - c.x));
  const fy = Math.max(Math.abs(box.y - c.y), Math.abs(box.y + box.height - c.y));
  return { near: Math.hypot(nx, ny), far: Math.hypot(fx, fy) };
};

const circleMeetsBox = (c: WheelPoint2, r: number, box: WheelBox): boolean => {
  const { near, far } = distances(c, box);
  return near <= r && r <= far;
};

const pointToBox = (p: WheelPoint2, box: WheelBox): number =>
  Math.hypot(Math.max(box.x - p.x, 0, p.x - (box.x + box.width)), Math.max(box.y - p.y, 0, p.y - (box.y + box.height)));

const segmentsOf = (layout: WheelLayout) => layout.lines.flatMap((line) => line.points.slice(1).map((q, i) => ({ line, p: line.points[i]!, q })));

/** Every rule the drawing must keep; returns what broke, or [] when none did. */
const problemsOf = (wheel: ChartWheel, layout: WheelLayout): string[] => {
  const problems: string[] = [];
  const { labels, centre, radii } = layout;
  labels.forEach((a, i) =>
    labels.slice(i + 1).forEach((b) => {
      if (overlaps(a.box, b.box)) problems.push(`${a.kind} ${a.key} overlaps ${b.kind} ${b.key}`);
    }),
  );
  const segments = segmentsOf(layout);
  for (const label of labels) {
    for (const { line, p, q } of segments) {
      if (segmentMeetsBox(p, q, label.box)) problems.push(`${label.kind} ${label.key} meets the ${line.kind} line ${line.key}`);
    }
    for (const circle of layout.circles) {
      if (circleMeetsBox(centre, circle.r, label.box)) problems.push(`${label.kind} ${label.key} meets the ${circle.kind} circle`);
    }
    const { near, far } = distances(centre, label.box);
    if (label.kind === 'sign' ? near <= radii.zodiacInner || far >= radii.outer : far >= radii.zodiacInner) {
      problems.push(`${label.kind} ${label.key} is ${label.kind === 'sign' ? 'outside' : 'inside'} the sign-glyph ring`);
    }
  }
  for (const point of wheel.points) {
    const label = labels.find((l) => l.kind === 'planet' && l.key === point.key)!;
    const leader = layout.lines.find((l) => l.kind === 'leader' && l.key === point.key)!;
    const tick = layout.lines.find((l) => l.kind === 'planet-tick' && l.key === point.key)!;
    if (Math.abs(turnBetween(point.longitude, label.shown)) > LEADER_REACH_DEGREES) problems.push(`${point.key} is drawn too far from its degree`);
    // The tick stands at the true degree; the leader runs from its foot to the glyph's box.
    if (Math.hypot(leader.points[0]!.x - tick.points[1]!.x, leader.points[0]!.y - tick.points[1]!.y) > 1e-9) {
      problems.push(`${point.key}'s leader does not start at its tick`);
    }
    if (pointToBox(leader.points.at(-1)!, label.box) > 3) problems.push(`${point.key}'s leader stops short of its glyph`);
    if (point.retrograde !== labels.some((l) => l.kind === 'retrograde' && l.key === point.key)) problems.push(`${point.key}'s ℞ is wrong`);
  }
  return problems;
};

// ---- random charts ----

const longitude = fc.double({ min: 0, max: 359.999, noNaN: true });

const cuspsArb = fc
  .tuple(longitude, fc.array(fc.double({ min: 0.15, max: 1, noNaN: true }), { minLength: 12, maxLength: 12 }))
  .map(([asc, weights]) => {
    const total = weights.reduce((s, w) => s + w, 0);
    let at = asc;
    return weights.map((w) => {
      const cusp = normaliseDegrees(at);
      at += (w / total) * 360;
      return cusp;
    });
  });

const wheelArb = (longitudes: fc.Arbitrary<number[]>): fc.Arbitrary<ChartWheel> =>
  fc
    .record({
      longitudes,
      retrograde: fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }),
      cusps: fc.option(cuspsArb, { nil: null }),
      aspects: fc.array(fc.record({ a: fc.nat(10), b: fc.nat(10), type: fc.constantFrom(...ASPECTS) }), { maxLength: 30 }),
    })
    .map(({ longitudes: ls, retrograde, cusps, aspects }) => ({
      ascendant: cusps ? cusps[0]! : null,
      midheaven: cusps ? cusps[9]! : null,
      cusps,
      points: KEYS.map((key, i) => ({ key, label: PLANET_GLYPHS[key], name: key, longitude: ls[i]!, retrograde: key !== 'trueNode' && retrograde[i]! })),
      aspects: aspects.filter((a) => a.a !== a.b).map((a) => ({ from: ls[a.a]!, to: ls[a.b]!, type: a.type })),
    }));

const anywhere = fc.array(longitude, { minLength: 11, maxLength: 11 });

/** Six to eleven bodies within 20° of one another (a stellium, or worse), the rest anywhere, in any order. */
const bunched = fc
  .tuple(longitude, fc.integer({ min: 6, max: 11 }), fc.array(fc.double({ min: 0, max: 20, noNaN: true }), { minLength: 11, maxLength: 11 }), anywhere, fc.array(fc.nat(), { minLength: 11, maxLength: 11 }))
  .map(([start, count, offsets, others, shuffle]) => {
    const ls = others.map((other, i) => (i < count ? normaliseDegrees(start + offsets[i]!) : other));
    return ls.map((l, i) => ({ l, k: shuffle[i]! })).sort((a, b) => a.k - b.k).map((x) => x.l);
  });

/** Every body on the same degree, or all within a degree of the Aries point across 0°. */
const extremes = fc.oneof(
  longitude.map((l) => Array.from({ length: 11 }, () => l)),
  fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 11, maxLength: 11 }).map((ds) => ds.map(normaliseDegrees)),
);

describe('layoutWheel', () => {
  it.each([
    ['anywhere', anywhere],
    ['six or more within 20°', bunched],
    ['all together', extremes],
  ] as const)('keeps every label clear of every other label, every line and the sign ring, near its true degree, for bodies %s', (_, longitudes) => {
    fc.assert(
      fc.property(wheelArb(longitudes), (wheel) => {
        expect(problemsOf(wheel, layoutWheel(wheel, WHEEL_SIZE))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('the checks catch a collision: two glyphs drawn on one spot', () => {
    const wheel = fc.sample(wheelArb(extremes), { numRuns: 1, seed: 7 })[0]!;
    const layout = layoutWheel(wheel, WHEEL_SIZE);
    const planets = layout.labels.filter((l) => l.kind === 'planet');
    planets[1]!.box = { ...planets[0]!.box };
    expect(problemsOf(wheel, layout).join('\n')).toMatch(/overlaps/);
  });

  it('draws no house cusp through the planet band, and no cusp at all without a birth time', () => {
    fc.assert(
      fc.property(wheelArb(anywhere), (wheel) => {
        const layout = layoutWheel(wheel, WHEEL_SIZE);
        const cusps = layout.lines.filter((l) => l.kind === 'cusp' || l.kind === 'angle');
        expect(cusps).toHaveLength(wheel.cusps ? 12 : 0);
        for (const cusp of cusps) {
          for (const p of cusp.points) expect(Math.hypot(p.x - layout.centre.x, p.y - layout.centre.y)).toBeLessThanOrEqual(layout.radii.planetsInner + 1e-9);
        }
        expect(layout.labels.filter((l) => l.kind === 'house')).toHaveLength(wheel.cusps ? 12 : 0);
      }),
    );
  });

  it('sets every sign glyph and every body glyph, each once', () => {
    const wheel = fc.sample(wheelArb(anywhere), { numRuns: 1, seed: 3 })[0]!;
    const texts = layoutWheel(wheel, WHEEL_SIZE).labels.filter((l) => l.kind === 'sign' || l.kind === 'planet').map((l) => l.text);
    expect(texts.sort()).toEqual([...SIGN_GLYPHS, ...Object.values(PLANET_GLYPHS)].sort());
  });

  it('puts the ascendant on the left, or 0° Aries without a birth time', () => {
    const wheel = fc.sample(wheelArb(anywhere), { numRuns: 1, seed: 11 })[0]!;
    for (const w of [wheel, { ...wheel, ascendant: null, midheaven: null, cusps: null }]) {
      const layout = layoutWheel(w, WHEEL_SIZE);
      const first = layout.lines.find((l) => l.kind === (w.cusps ? 'angle' : 'sign-boundary'))!;
      // The first sign boundary is 0° Aries; with houses the first angle is the ascendant.
      expect(first.points[0]!.x).toBeLessThan(layout.centre.x);
      expect(first.points[0]!.y).toBeCloseTo(layout.centre.y, 6);
    }
  });
});

describe('spreadOnCircle', () => {
  const separated = (shown: number[], gap: number) => {
    const sorted = [...shown].sort((a, b) => a - b);
    return sorted.every((s, i) => (i + 1 < sorted.length ? sorted[i + 1]! - s : sorted[0]! + 360 - s) >= gap - 1e-6);
  };

  it('leaves labels that are far enough apart where they are', () => {
    expect(spreadOnCircle([10, 50, 200, 355], 8)).toEqual([10, 50, 200, 355]);
  });

  it('spreads a bunch evenly about its middle, keeping its order', () => {
    const shown = spreadOnCircle([100, 101, 102], 8);
    expect(shown.map((s) => Math.round(s * 1e6) / 1e6)).toEqual([93, 101, 109]);
  });

  it('spreads a bunch across 0° Aries', () => {
    const shown = spreadOnCircle([359, 1], 8);
    expect(shown.map((s) => Math.round(s * 1e6) / 1e6)).toEqual([356, 4]);
  });

  it('always leaves every pair at least the gap apart and keeps the circular order', () => {
    fc.assert(
      fc.property(fc.array(longitude, { minLength: 1, maxLength: 14 }), fc.double({ min: 1, max: 20, noNaN: true }), (targets, gap) => {
        fc.pre(targets.length * gap <= 360);
        const shown = spreadOnCircle(targets, gap);
        expect(separated(shown, gap)).toBe(true);
        // Order: walking round from the first target's label, labels come in their targets' order.
        const order = (xs: number[]) => xs.map((x, i) => ({ x: normaliseDegrees(x - xs[0]!), i })).sort((a, b) => a.x - b.x || a.i - b.i);
        const byTarget = order(targets).map((o) => o.i);
        const byShown = order(shown).map((o) => o.i);
        // Targets whose offsets from the first round to the same double (0 and 7e-18, 0.087 on) have no order to keep.
        const distinct = new Set(order(targets).map((o) => o.x)).size === targets.length;
        if (distinct) expect([...byShown, ...byShown].join(',')).toContain(byTarget.join(','));
      }),
      { numRuns: 500 },
    );
  });

  it('refuses more labels than the circle can hold', () => {
    expect(() => spreadOnCircle(Array.from({ length: 40 }, (_, i) => i), 10)).toThrow(RangeError);
  });
});
