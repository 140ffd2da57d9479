import { describeIllumination } from '../../domain/reading';

const R = 45;
const C = 50;

/**
 * The lit part of the disc as an SVG path, drawn from the illuminated fraction. The lit limb
 * is a half circle (right while waxing, left while waning, as seen from the northern
 * hemisphere); the terminator is half an ellipse whose horizontal radius shrinks to nothing at
 * the quarters, bulging toward the lit limb for a crescent and away from it for a gibbous Moon.
 * Returns undefined for a dark Moon.
 */
export const litPath = (illumination: number, waxing: boolean): string | undefined => {
  const lit = Math.min(1, Math.max(0, illumination));
  if (lit <= 0.001) return undefined;
  const top = `${C} ${C - R}`;
  const bottom = `${C} ${C + R}`;
  const terminatorRadius = Math.abs(1 - 2 * lit) * R;
  const crescent = lit < 0.5;
  const limbSweep = waxing ? 1 : 0;
  const terminatorSweep = crescent === waxing ? 0 : 1;
  return `M ${top} A ${R} ${R} 0 0 ${limbSweep} ${bottom} A ${terminatorRadius.toFixed(2)} ${R} 0 0 ${terminatorSweep} ${top} Z`;
};

interface MoonDiscProps {
  /** Illuminated fraction of the disc, 0 to 1. */
  illumination: number;
  waxing: boolean;
  /** What the Moon is, for the accessible name ('Waxing Gibbous Moon'). */
  label: string;
  size?: number;
  className?: string;
}

/** The Moon drawn from its lit fraction, with a name a screen reader can read (no percentages). */
export const MoonDisc = ({ illumination, waxing, label, size = 96, className }: MoonDiscProps) => {
  const path = litPath(illumination, waxing);
  return (
    <svg
      className={className === undefined ? 'moon-disc' : `moon-disc ${className}`}
      role="img"
      aria-label={`${label}: ${describeIllumination(illumination)}`}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      focusable="false"
    >
      <circle className="moon-disc-dark" cx={C} cy={C} r={R} />
      {path !== undefined && <path className="moon-disc-lit" d={path} />}
      <circle className="moon-disc-rim" cx={C} cy={C} r={R} fill="none" />
    </svg>
  );
};
