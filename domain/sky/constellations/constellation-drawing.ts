/**
 * A constellation as a picture: its stars projected from the sky onto a flat box, as a star
 * chart draws them. The projection is gnomonic (the sky seen on a flat screen through its centre,
 * so the lines between stars stay straight, as great circles), centred on the figure's middle,
 * with north up and east on the LEFT (the sky seen from below, as on any chart).
 */
import type { ConstellationFigure } from './constellation-stars';

const DEG = Math.PI / 180;

export interface DrawnStar {
  label: string;
  x: number;
  y: number;
  /** Dot radius: brighter stars are bigger. */
  r: number;
}

export interface ConstellationDrawing {
  /** The box is 0 0 width height. */
  width: number;
  height: number;
  stars: readonly DrawnStar[];
  /** Indices into stars. */
  lines: readonly (readonly [number, number])[];
}

interface Box {
  width: number;
  height: number;
  /** Room left free on every side (room for the biggest dot is added to it). */
  margin: number;
}

/** Dot radius from magnitude: 0 mag → 3.2, 5 mag → 1.2, within those bounds. */
export const starRadius = (mag: number): number => Math.min(3.2, Math.max(1.2, 3.2 - 0.4 * mag));

const vectorOf = (ra: number, dec: number) => ({
  x: Math.cos(dec * DEG) * Math.cos(ra * DEG),
  y: Math.cos(dec * DEG) * Math.sin(ra * DEG),
  z: Math.sin(dec * DEG),
});

/** The figure drawn to fit the box, its shape kept (the same scale across and down). */
export function drawConstellation(figure: ConstellationFigure, box: Box = { width: 100, height: 100, margin: 6 }): ConstellationDrawing {
  const vectors = figure.stars.map(({ ra, dec }) => vectorOf(ra, dec));
  // The centre is the mean direction: unlike a mean of right ascensions, it does not break at 0h (Pisces).
  const sum = vectors.reduce((acc, v) => ({ x: acc.x + v.x, y: acc.y + v.y, z: acc.z + v.z }), { x: 0, y: 0, z: 0 });
  const length = Math.hypot(sum.x, sum.y, sum.z);
  const centre = { x: sum.x / length, y: sum.y / length, z: sum.z / length };
  const ra0 = Math.atan2(centre.y, centre.x);
  const dec0 = Math.asin(centre.z);
  const east = { x: -Math.sin(ra0), y: Math.cos(ra0), z: 0 };
  const north = { x: -Math.sin(dec0) * Math.cos(ra0), y: -Math.sin(dec0) * Math.sin(ra0), z: Math.cos(dec0) };
  const dot = (a: typeof centre, b: typeof centre) => a.x * b.x + a.y * b.y + a.z * b.z;
  // Gnomonic: a direction meets the plane tangent at the centre; east is drawn to the left.
  const flat = vectors.map((v) => {
    const depth = dot(v, centre);
    return { x: -dot(v, east) / depth, y: -dot(v, north) / depth };
  });
  const minX = Math.min(...flat.map((p) => p.x));
  const maxX = Math.max(...flat.map((p) => p.x));
  const minY = Math.min(...flat.map((p) => p.y));
  const maxY = Math.max(...flat.map((p) => p.y));
  const inset = box.margin + starRadius(Math.min(...figure.stars.map((star) => star.mag)));
  const spanX = Math.max(maxX - minX, 1e-9);
  const spanY = Math.max(maxY - minY, 1e-9);
  const scale = Math.min((box.width - 2 * inset) / spanX, (box.height - 2 * inset) / spanY);
  const offsetX = (box.width - spanX * scale) / 2;
  const offsetY = (box.height - spanY * scale) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  const stars = figure.stars.map((star, index) => ({
    label: star.label,
    x: round(offsetX + (flat[index]!.x - minX) * scale),
    y: round(offsetY + (flat[index]!.y - minY) * scale),
    r: round(starRadius(star.mag)),
  }));
  const indexOf = new Map(figure.stars.map((star, index) => [star.label, index]));
  const lines = figure.lines.map(([from, to]) => {
    const a = indexOf.get(from);
    const b = indexOf.get(to);
    if (a === undefined || b === undefined) throw new Error(`${figure.name}: a line joins a star the figure does not have (${from}–${to})`);
    return [a, b] as const;
  });
  return { width: box.width, height: box.height, stars, lines };
}
