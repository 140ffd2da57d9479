/**
 * The Moon as seen from Earth: the lit part drawn from the illuminated fraction, on the right
 * while waxing and on the left while waning (as seen from the northern hemisphere).
 * The terminator is a half-ellipse whose width follows the fraction: 0 new, 1 full.
 */
export const moonLitPath = (illumination: number, waxing: boolean, radius: number): string => {
  const k = Math.min(1, Math.max(0, illumination));
  const r = radius;
  const terminator = Math.abs(1 - 2 * k) * r;
  const litSide = waxing ? 1 : 0;
  // The limb: a half-circle on the lit side; the terminator bulges towards it while a crescent, away once gibbous.
  const terminatorSweep = k < 0.5 ? litSide : 1 - litSide;
  return `M 0 ${-r} A ${r} ${r} 0 0 ${litSide} 0 ${r} A ${terminator} ${r} 0 0 ${terminatorSweep} 0 ${-r} Z`;
};

export interface MoonDiscProps {
  illumination: number;
  waxing: boolean;
  size?: number;
  label: string;
}

export const MoonDisc = ({ illumination, waxing, size = 120, label }: MoonDiscProps) => (
  <svg className="moon-disc" role="img" aria-label={label} viewBox="-55 -55 110 110" width={size} height={size}>
    <circle r="50" fill="#2c2657" />
    <path d={moonLitPath(illumination, waxing, 50)} fill="#f4e7c3" />
    <circle r="50" fill="none" stroke="#f4e7c3" strokeOpacity="0.35" />
  </svg>
);
