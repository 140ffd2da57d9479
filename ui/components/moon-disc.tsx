import { useId } from 'react';
import { describeIllumination } from '../../domain/reading';
import './moon-disc.css';

import { C, R, litPath } from './moon-shape';

export { litPath };

/**
 * The clockwise turn (SVG degrees) that brings a limb drawn on the right to the position angle
 * χ (from north through east, north up and east on the left, as the sky is seen). The right is
 * west, χ = 270; turning anticlockwise by χ − 270 is a clockwise turn of 270 − χ.
 */
export const limbRotation = (brightLimbAngle: number): number => {
  const turn = (((270 - brightLimbAngle) % 360) + 360) % 360;
  return Math.round(turn * 10) / 10;
};

/**
 * The seas (maria) of the near side as soft patches, in disc units with north up: the Moon keeps
 * this face toward us, so they do not turn with the lit side. Imbrium, Serenitatis,
 * Tranquillitatis, Crisium, Fecunditatis, Nectaris, Procellarum, Nubium, Humorum, Frigoris.
 */
const MARIA = [
  [-0.3, -0.45, 0.27, 0.21],
  [0.22, -0.38, 0.16, 0.15],
  [0.33, -0.08, 0.2, 0.16],
  [0.7, -0.3, 0.11, 0.09],
  [0.6, 0.14, 0.11, 0.16],
  [0.38, 0.32, 0.09, 0.09],
  [-0.62, -0.05, 0.21, 0.36],
  [-0.15, 0.38, 0.17, 0.12],
  [-0.5, 0.38, 0.09, 0.09],
  [0.02, -0.72, 0.34, 0.06],
] as const;

interface MoonDiscProps {
  /** Illuminated fraction of the disc, 0 to 1. */
  illumination: number;
  waxing: boolean;
  /** What the Moon is, for the accessible name ('Waxing Gibbous Moon'). */
  label: string;
  size?: number;
  className?: string;
  /**
   * Where the lit side faces: the bright limb's position angle (degrees from north through east,
   * domain/sky's brightLimbAngle). Without it the lit side is drawn right while waxing and left
   * while waning.
   */
  brightLimbAngle?: number;
}

/**
 * The Moon drawn from its lit fraction, with a name a screen reader can read (no percentages):
 * the seas as soft patches, and the unlit part faintly lit by the Earth (earthshine).
 */
export const MoonDisc = ({ illumination, waxing, label, size = 96, className, brightLimbAngle }: MoonDiscProps) => {
  // Plain letters only: React's ids carry characters a url(#…) reference may not survive.
  const id = `moon${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const rotated = brightLimbAngle !== undefined && Number.isFinite(brightLimbAngle);
  const path = litPath(illumination, rotated ? true : waxing);
  const softId = `${id}-soft`;
  const discId = `${id}-disc`;
  return (
    <svg
      className={className === undefined ? 'moon-disc' : `moon-disc ${className}`}
      role="img"
      aria-label={`${label}: ${describeIllumination(illumination)}`}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      focusable="false"
      data-bright-limb-angle={rotated ? Math.round(brightLimbAngle) : undefined}
    >
      <defs>
        <filter id={softId} x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation="2.2" />
        </filter>
        <clipPath id={discId}>
          <circle cx={C} cy={C} r={R} />
        </clipPath>
      </defs>
      <circle className="moon-disc-dark" cx={C} cy={C} r={R} />
      <circle className="moon-disc-earthshine" cx={C} cy={C} r={R} />
      {path !== undefined && (
        <path className="moon-disc-lit" d={path} transform={rotated ? `rotate(${limbRotation(brightLimbAngle)} ${C} ${C})` : undefined} />
      )}
      <g className="moon-disc-maria" clipPath={`url(#${discId})`} filter={`url(#${softId})`}>
        {MARIA.map(([x, y, rx, ry]) => (
          <ellipse key={`${x} ${y}`} cx={C + x * R} cy={C + y * R} rx={rx * R} ry={ry * R} />
        ))}
      </g>
      <circle className="moon-disc-rim" cx={C} cy={C} r={R} fill="none" />
    </svg>
  );
};
