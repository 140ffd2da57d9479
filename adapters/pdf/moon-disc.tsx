import { Circle, Path, Svg } from '@react-pdf/renderer';
import { colours } from './theme';

/**
 * The lit part of the Moon's disc as an SVG path: the bright limb is a half circle on the
 * lit side (right while waxing, as seen from the northern hemisphere), closed by the
 * terminator, a half ellipse whose width is |1 − 2f| of the radius for lit fraction f.
 */
export const litPath = (cx: number, cy: number, r: number, illumination: number, waxing: boolean): string => {
  const f = Math.min(1, Math.max(0, illumination));
  const rx = Math.abs(1 - 2 * f) * r;
  const limbSweep = waxing ? 1 : 0;
  // A crescent's terminator bulges toward the lit limb, a gibbous one's away from it.
  const terminatorSweep = f < 0.5 === waxing ? 0 : 1;
  return `M ${cx} ${cy - r} A ${r} ${r} 0 0 ${limbSweep} ${cx} ${cy + r} A ${rx.toFixed(2)} ${r} 0 0 ${terminatorSweep} ${cx} ${cy - r} Z`;
};

export const MoonDisc = ({ size, illumination, waxing }: { size: number; illumination: number; waxing: boolean }) => {
  const r = size / 2 - 0.5;
  const c = size / 2;
  return (
    <Svg width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
      <Circle cx={c} cy={c} r={r} fill={colours.moonDark} />
      {illumination > 0.005 ? <Path d={litPath(c, c, r, illumination, waxing)} fill={colours.moonLit} /> : null}
      <Circle cx={c} cy={c} r={r} stroke={colours.moonDark} strokeWidth={0.6} fill="none" />
    </Svg>
  );
};
