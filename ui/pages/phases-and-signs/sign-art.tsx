import { CONSTELLATIONS, drawConstellation, type ZodiacSign } from '../../../domain/sky';
import { SIGN_GUIDES } from './sign-guide';
import './sign-art.css';

const SIZE = 100;

/** The Unicode request for a glyph drawn as text, not as a colour emoji. */
const AS_TEXT = '\uFE0E';

/**
 * A sign's picture: its constellation drawn from the real stars (domain/sky's table from the
 * Bright Star Catalogue, north up, east left, brighter stars bigger) on a patch of night sky, over
 * the sign's glyph. With a label it is an image with that name; without, it is decoration
 * (the card or heading beside it already names the sign).
 */
export const SignArt = ({ sign, label, size = 160, className }: { sign: ZodiacSign; label?: string; size?: number; className?: string }) => {
  const figure = CONSTELLATIONS[sign];
  const drawing = drawConstellation(figure, { width: SIZE, height: SIZE, margin: 12 });
  const named = label !== undefined;
  return (
    <svg
      className={className === undefined ? 'sign-art' : `sign-art ${className}`}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width={size}
      height={size}
      focusable="false"
      data-constellation={figure.name}
      {...(named ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect className="sign-art-sky" width={SIZE} height={SIZE} rx="14" />
      <text className="sign-art-glyph" x={SIZE / 2} y={SIZE / 2} textAnchor="middle" dominantBaseline="central" fontSize="64">
        {SIGN_GUIDES[sign].glyph}
        {AS_TEXT}
      </text>
      <g className="sign-art-lines">
        {drawing.lines.map(([a, b]) => {
          const from = drawing.stars[a]!;
          const to = drawing.stars[b]!;
          return <line key={`${from.label}-${to.label}`} x1={from.x} y1={from.y} x2={to.x} y2={to.y} />;
        })}
      </g>
      <g className="sign-art-stars">
        {drawing.stars.map((star) => (
          <circle key={star.label} cx={star.x} cy={star.y} r={star.r} />
        ))}
      </g>
    </svg>
  );
};
