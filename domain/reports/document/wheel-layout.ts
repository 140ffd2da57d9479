/**
 * Where everything on the chart wheel goes, as plain geometry the PDF adapter only draws: the
 * rings, the lines (sign boundaries, degree ticks, planet ticks and their leaders, house cusps,
 * aspects) and every label's box. Nothing here knows about fonts beyond each label's font size
 * and the box its ink fits in (the adapter centres each glyph's ink on its box).
 *
 * From the outside in (radii for the 290 pt wheel the reports print):
 * - the zodiac band (143 → 119): sign glyphs at each sign's middle, sign boundaries across the
 *   band, degree ticks every 5° on its inner edge;
 * - the planet band (119 → 80): a tick at each body's exact longitude, a leader curving through a
 *   thin annulus to where its glyph is shown, the glyphs, and a ℞ under a retrograde planet. No
 *   house cusp crosses this band, so a glyph never meets a cusp;
 * - with a birth time, the house cusps (80 → 70), then a ring of house numbers (70 → 56) with no
 *   line in it;
 * - the aspect circle (56, or 80 without houses), aspects drawn as chords inside it.
 *
 * Glyphs that bunch are spread along their ring (spreadOnCircle): a cluster keeps its order and
 * is centred on its members' true longitudes, each glyph joined to its true degree by its leader.
 * Leaders live in their own annulus, move outward-to-inward monotonically and keep the planets'
 * order, so they cross neither each other nor any box.
 */
import type { ChartWheel } from './report-document.types';
import { RETROGRADE_GLYPH, SIGN_GLYPHS } from './wheel';

export interface WheelPoint2 {
  x: number;
  y: number;
}

/** An axis-aligned box, top-left corner and size, in the wheel's own points (y downward). */
export interface WheelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type WheelLabelKind = 'sign' | 'planet' | 'retrograde' | 'house';

export interface WheelLabel {
  kind: WheelLabelKind;
  /** The planet's key, the sign's or house's number. */
  key: string;
  text: string;
  fontSize: number;
  /** Where the label's ink is centred; the box is centred here too. */
  centre: WheelPoint2;
  box: WheelBox;
  /** The longitude the label stands for (a planet's true degree, a sign's or house's middle). */
  target: number;
  /** The longitude it is drawn at, after spreading. */
  shown: number;
}

export type WheelLineKind = 'sign-boundary' | 'degree-tick' | 'planet-tick' | 'leader' | 'cusp' | 'angle' | 'aspect-harmonious' | 'aspect-tense';

/** A straight segment, or a polyline (a leader) through its points. */
export interface WheelLine {
  kind: WheelLineKind;
  key: string;
  points: WheelPoint2[];
}

export type WheelCircleKind = 'outer' | 'zodiac' | 'planets' | 'cusps' | 'aspects';

export interface WheelCircle {
  kind: WheelCircleKind;
  r: number;
}

export interface WheelRadii {
  outer: number;
  zodiacInner: number;
  tickEnd: number;
  leaderEnd: number;
  planet: number;
  retrograde: number;
  planetsInner: number;
  /** Outer edge of the house-number ring (the cusps end here); null without houses. */
  housesOuter: number | null;
  house: number | null;
  aspects: number;
}

export interface WheelLayout {
  size: number;
  centre: WheelPoint2;
  radii: WheelRadii;
  circles: WheelCircle[];
  lines: WheelLine[];
  labels: WheelLabel[];
}

/** Font sizes and the boxes (in em) their glyphs' ink fits in. */
export const WHEEL_TYPE = {
  signSize: 11,
  planetSize: 12.5,
  /** DejaVu Sans' astrological glyphs: ink at most 0.83 em wide and 0.91 em tall. */
  glyphBoxEm: 1,
  retrogradeSize: 6,
  houseSize: 7,
  /** Lora's figures: about 0.62 em wide each, 0.73 em tall. */
  digitWidthEm: 0.65,
  digitHeightEm: 0.8,
} as const;

/** The wheel's square on the page, in points: an A5 page keeps room under it for its note and key. */
export const WHEEL_SIZE = 290;

/** Clear space kept between neighbouring boxes, in points. */
const MARGIN = 1.5;
/** A leader is drawn as a polyline with a point at least every this many degrees. */
const LEADER_STEP = 2;
/** No glyph is drawn further than this from its true longitude (its leader reaches that far). */
export const LEADER_REACH_DEGREES = 60;

const DEG = Math.PI / 180;
export const normaliseDegrees = (d: number): number => ((d % 360) + 360) % 360;
/** The signed shortest turn from a to b, in (−180, 180]. */
export const turnBetween = (a: number, b: number): number => {
  const d = normaliseDegrees(b - a);
  return d > 180 ? d - 360 : d;
};

/** The angle (degrees) two points on a circle of radius r need between them for boxes w × h centred there never to overlap. */
export const separationFor = (width: number, height: number, r: number): number => {
  const chord = Math.hypot(width, height) + MARGIN;
  return (2 * Math.asin(Math.min(1, chord / (2 * r)))) / DEG;
};

/**
 * Spreads longitudes round a circle so neighbours stand at least `gap` degrees apart, moving
 * them as little as it can: the circle is cut at its widest empty arc, then neighbours closer
 * than `gap` merge into clusters, each cluster spaced by `gap` and centred on the mean of its
 * members' true longitudes, until no two clusters overlap. Order is kept. Returns the shown
 * longitudes in the order given, each in [0, 360).
 */
export const spreadOnCircle = (targets: readonly number[], gap: number): number[] => {
  const n = targets.length;
  if (n * gap > 360) throw new RangeError(`${n} labels ${gap.toFixed(1)}° apart do not fit round a circle.`);
  if (n < 2) return targets.map(normaliseDegrees);
  const order = targets.map((t, i) => ({ t: normaliseDegrees(t), i })).sort((a, b) => a.t - b.t || a.i - b.i);
  let cut = 0;
  let widest = -1;
  order.forEach((o, k) => {
    const next = k + 1 < n ? order[k + 1]!.t : order[0]!.t + 360;
    if (next - o.t > widest) {
      widest = next - o.t;
      cut = (k + 1) % n;
    }
  });
  const seq = [...order.slice(cut), ...order.slice(0, cut).map((o) => ({ ...o, t: o.t + 360 }))];
  type Cluster = { size: number; mean: number };
  const at = (c: Cluster, j: number) => c.mean + (j - (c.size - 1) / 2) * gap;
  let clusters: Cluster[] = seq.map((o) => ({ size: 1, mean: o.t }));
  const settle = () => {
    for (let merged = true; merged; ) {
      merged = false;
      for (let k = 0; k + 1 < clusters.length; k += 1) {
        const a = clusters[k]!;
        const b = clusters[k + 1]!;
        if (at(b, 0) - at(a, a.size - 1) < gap - 1e-9) {
          const size = a.size + b.size;
          clusters.splice(k, 2, { size, mean: (a.mean * a.size + b.mean * b.size) / size });
          merged = true;
          break;
        }
      }
    }
  };
  settle();
  const first = clusters[0]!;
  const last = clusters.at(-1)!;
  // Spread past the cut until the ends meet round the back: one cluster holds them all.
  if (clusters.length > 1 && at(first, 0) + 360 - at(last, last.size - 1) < gap - 1e-9) {
    clusters = [{ size: n, mean: seq.reduce((sum, o) => sum + o.t, 0) / n }];
  }
  const shown = new Array<number>(n);
  let k = 0;
  for (const c of clusters) {
    for (let j = 0; j < c.size; j += 1, k += 1) shown[seq[k]!.i] = normaliseDegrees(at(c, j));
  }
  return shown;
};

const ASPECT_TONES: Record<string, 'aspect-harmonious' | 'aspect-tense' | null> = {
  conjunction: null,
  sextile: 'aspect-harmonious',
  trine: 'aspect-harmonious',
  square: 'aspect-tense',
  opposition: 'aspect-tense',
};

/** The wheel's geometry for a square of `size` points (the ascendant on the left, or 0° Aries without a birth time). */
export const layoutWheel = (wheel: ChartWheel, size: number): WheelLayout => {
  const T = WHEEL_TYPE;
  const c = size / 2;
  const centre = { x: c, y: c };
  const turn = wheel.ascendant ?? 0;
  const at = (longitude: number, r: number): WheelPoint2 => {
    const theta = (180 + longitude - turn) * DEG;
    return { x: c + r * Math.cos(theta), y: c - r * Math.sin(theta) };
  };
  const planetBox = T.planetSize * T.glyphBoxEm;
  const signBox = T.signSize * T.glyphBoxEm;
  const retroBox = T.retrogradeSize * T.glyphBoxEm;
  const houseHeight = T.houseSize * T.digitHeightEm;
  const houseWidth = (digits: number) => T.houseSize * T.digitWidthEm * digits + 1;
  /** How far an axis-aligned w × h box reaches from its centre at worst (its half diagonal). */
  const reach = (w: number, h: number) => Math.hypot(w, h) / 2;

  const outer = c - 2;
  const zodiacInner = outer - 24;
  const tickEnd = zodiacInner - 4;
  const leaderEnd = tickEnd - 4;
  const planet = leaderEnd - MARGIN - reach(planetBox, planetBox);
  const retrograde = planet - reach(planetBox, planetBox) - MARGIN - reach(retroBox, retroBox);
  const planetsInner = retrograde - reach(retroBox, retroBox) - MARGIN;
  const hasHouses = wheel.cusps !== null && wheel.cusps.length === 12;
  const housesOuter = hasHouses ? planetsInner - 10 : null;
  const houseReach = reach(houseWidth(2), houseHeight);
  const house = housesOuter === null ? null : housesOuter - MARGIN - houseReach;
  const aspects = house === null ? planetsInner : house - houseReach - MARGIN;
  const radii: WheelRadii = { outer, zodiacInner, tickEnd, leaderEnd, planet, retrograde, planetsInner, housesOuter, house, aspects };

  const circles: WheelCircle[] = [
    { kind: 'outer', r: outer },
    { kind: 'zodiac', r: zodiacInner },
    { kind: 'planets', r: planetsInner },
    ...(housesOuter === null ? [] : [{ kind: 'cusps' as const, r: housesOuter }]),
    ...(house === null ? [] : [{ kind: 'aspects' as const, r: aspects }]),
  ];

  const lines: WheelLine[] = [];
  const labels: WheelLabel[] = [];
  const boxAt = (p: WheelPoint2, w: number, h: number): WheelBox => ({ x: p.x - w / 2, y: p.y - h / 2, width: w, height: h });
  const label = (kind: WheelLabelKind, key: string, text: string, fontSize: number, shown: number, target: number, r: number, w: number, h: number) => {
    const p = at(shown, r);
    labels.push({ kind, key, text, fontSize, centre: p, box: boxAt(p, w, h), target, shown });
  };
  /**
   * The radius that puts a w × h box, seen in the direction of `longitude`, with its farthest
   * corner exactly `limit` from the centre: a glyph sits as close to its leader as its box allows
   * at every angle (at least as far in as its half diagonal at the worst angle).
   */
  const snugRadius = (longitude: number, limit: number, w: number, h: number) => {
    const theta = (180 + longitude - turn) * DEG;
    const support = (w / 2) * Math.abs(Math.cos(theta)) + (h / 2) * Math.abs(Math.sin(theta));
    const corner2 = (w / 2) ** 2 + (h / 2) ** 2;
    return -support + Math.sqrt(support ** 2 - corner2 + limit ** 2);
  };

  // The zodiac band.
  SIGN_GLYPHS.forEach((glyph, k) => {
    lines.push({ kind: 'sign-boundary', key: `sign-${k}`, points: [at(k * 30, zodiacInner), at(k * 30, outer)] });
    label('sign', String(k), glyph, T.signSize, k * 30 + 15, k * 30 + 15, (outer + zodiacInner) / 2, signBox, signBox);
  });
  for (let d = 5; d < 360; d += 5) {
    if (d % 30 === 0) continue;
    lines.push({ kind: 'degree-tick', key: `deg-${d}`, points: [at(d, zodiacInner), at(d, zodiacInner + (d % 10 === 0 ? 4 : 2.5))] });
  }

  // The planet band: ticks at the true degree, leaders to the spread glyphs.
  const gap = separationFor(planetBox, planetBox, planet);
  const shown = spreadOnCircle(
    wheel.points.map((p) => p.longitude),
    gap,
  );
  wheel.points.forEach((point, i) => {
    const to = shown[i]!;
    const turnBy = turnBetween(point.longitude, to);
    lines.push({ kind: 'planet-tick', key: point.key, points: [at(point.longitude, zodiacInner), at(point.longitude, tickEnd)] });
    const steps = Math.max(1, Math.ceil(Math.abs(turnBy) / LEADER_STEP));
    lines.push({
      kind: 'leader',
      key: point.key,
      points: Array.from({ length: steps + 1 }, (_, s) => at(point.longitude + (turnBy * s) / steps, tickEnd + ((leaderEnd - tickEnd) * s) / steps)),
    });
    label('planet', point.key, point.label, T.planetSize, to, point.longitude, snugRadius(to, leaderEnd - MARGIN, planetBox, planetBox), planetBox, planetBox);
    if (point.retrograde) label('retrograde', point.key, RETROGRADE_GLYPH, T.retrogradeSize, to, point.longitude, retrograde, retroBox, retroBox);
  });

  // The houses: cusps between the planet band and the number ring, numbers spread in the ring.
  if (hasHouses && housesOuter !== null && house !== null) {
    const cusps = wheel.cusps!;
    cusps.forEach((cusp, k) => {
      const angle = k === 0 || k === 3 || k === 6 || k === 9;
      lines.push({ kind: angle ? 'angle' : 'cusp', key: `cusp-${k + 1}`, points: [at(cusp, planetsInner), at(cusp, housesOuter)] });
    });
    const middles = cusps.map((cusp, k) => cusp + normaliseDegrees(cusps[(k + 1) % 12]! - cusp) / 2);
    const houseShown = spreadOnCircle(middles, separationFor(houseWidth(2), houseHeight, house));
    middles.forEach((middle, k) => {
      const text = String(k + 1);
      label('house', text, text, T.houseSize, houseShown[k]!, normaliseDegrees(middle), house, houseWidth(text.length), houseHeight);
    });
  }

  // Aspects as chords of the aspect circle (conjunctions are plain on the wheel already).
  wheel.aspects.forEach((aspect, k) => {
    const tone = ASPECT_TONES[aspect.type];
    if (tone) lines.push({ kind: tone, key: `aspect-${k}`, points: [at(aspect.from, aspects), at(aspect.to, aspects)] });
  });

  return { size, centre, radii, circles, lines, labels };
};
