import { useId } from 'react';
import { seededRandom } from '../../../domain/kernel';
import { CONSTELLATIONS, drawConstellation, type ZodiacSign } from '../../../domain/sky';
import type { BlogCategorySlug } from './blog-articles';
import { litPath } from '../../components/moon-shape';

/** Covers are 16:9. */
export const COVER_WIDTH = 320;
export const COVER_HEIGHT = 180;

/** FNV-1a: a string to 32 bits, so the same slug always seeds the same picture. */
export const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};


export interface CoverStar {
  x: number;
  y: number;
  r: number;
  /** Brightness, as opacity. */
  o: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A field of faint stars, the same for the same seed; each one inside the picture. */
export const starfield = (seed: string, count = 36): CoverStar[] => {
  const random = seededRandom(hashOf(seed));
  return Array.from({ length: count }, () => {
    const r = round1(0.4 + random() * random() * 1.4);
    return {
      x: round1(r + random() * (COVER_WIDTH - 2 * r)),
      y: round1(r + random() * (COVER_HEIGHT - 2 * r)),
      r,
      o: Math.round((0.35 + random() * 0.6) * 100) / 100,
    };
  });
};

/** What each category draws over its stars. */
type Motif = { kind: 'moon' } | { kind: 'moon-arc' } | { kind: 'constellation'; signs: readonly ZodiacSign[] };

export const CATEGORY_MOTIFS: Readonly<Record<BlogCategorySlug, Motif>> = {
  'moon-wisdom': { kind: 'moon' },
  'manifestation-mastery': { kind: 'moon-arc' },
  // Venus's and the Moon's signs for love; the earth signs and the Sun's for money.
  'love-relationships': { kind: 'constellation', signs: ['libra', 'taurus', 'cancer', 'pisces'] },
  'money-abundance': { kind: 'constellation', signs: ['taurus', 'capricorn', 'virgo', 'leo'] },
  'beginners-corner': { kind: 'moon' },
};

/** The lit fractions of the eight phases' centres, waxing then waning. */
const PHASES = [
  [0.146, true],
  [0.5, true],
  [0.854, true],
  [1, true],
  [0.854, false],
  [0.5, false],
  [0.146, false],
] as const;

/** A Moon of the cover: the 100-unit disc of moon-disc.tsx moved and scaled. */
const CoverMoon = ({ x, y, radius, illumination, waxing }: { x: number; y: number; radius: number; illumination: number; waxing: boolean }) => {
  const path = litPath(illumination, waxing);
  const scale = radius / 45;
  return (
    <g transform={`translate(${round1(x - 50 * scale)} ${round1(y - 50 * scale)}) scale(${Math.round(scale * 1000) / 1000})`}>
      <circle className="blog-cover-moon-dark" cx="50" cy="50" r="45" />
      {path !== undefined && <path className="blog-cover-moon-lit" d={path} />}
    </g>
  );
};

const MotifDrawing = ({ motif, seed }: { motif: Motif; seed: string }) => {
  const choice = hashOf(`${seed}#motif`);
  if (motif.kind === 'moon') {
    const [illumination, waxing] = PHASES[choice % PHASES.length]!;
    const x = COVER_WIDTH * (choice % 2 === 0 ? 0.72 : 0.28);
    return <CoverMoon x={x} y={COVER_HEIGHT * 0.46} radius={46} illumination={illumination} waxing={waxing} />;
  }
  if (motif.kind === 'moon-arc') {
    // From the new moon's intention to the full moon's harvest, rising across the picture.
    const steps = [0.04, 0.25, 0.5, 0.75, 1];
    return (
      <g>
        {steps.map((illumination, index) => {
          const t = index / (steps.length - 1);
          return (
            <CoverMoon
              key={illumination}
              x={40 + t * (COVER_WIDTH - 80)}
              y={COVER_HEIGHT * (0.72 - 0.44 * Math.sin(t * Math.PI * 0.5))}
              radius={12 + index * 3}
              illumination={illumination}
              waxing
            />
          );
        })}
      </g>
    );
  }
  const sign = motif.signs[choice % motif.signs.length]!;
  const box = { width: 150, height: 150, margin: 8 };
  const drawing = drawConstellation(CONSTELLATIONS[sign], box);
  const left = choice % 2 === 0 ? COVER_WIDTH - box.width - 15 : 15;
  return (
    <g transform={`translate(${left} ${(COVER_HEIGHT - box.height) / 2})`} data-constellation={CONSTELLATIONS[sign].name}>
      {drawing.lines.map(([a, b]) => (
        <line
          key={`${a}-${b}`}
          className="blog-cover-line"
          x1={drawing.stars[a]!.x}
          y1={drawing.stars[a]!.y}
          x2={drawing.stars[b]!.x}
          y2={drawing.stars[b]!.y}
        />
      ))}
      {drawing.stars.map((star) => (
        <circle key={star.label} className="blog-cover-bright" cx={star.x} cy={star.y} r={star.r} />
      ))}
    </g>
  );
};

/**
 * An article's or a category's cover, drawn from its slug: a starfield seeded by the slug, a
 * glow, and the category's motif (a Moon at one of its phases, the Moon waxing across the sky,
 * or a constellation from the real stars). Decoration only: the title beside it says what it is.
 */
export const BlogCover = ({ seed, category, className }: { seed: string; category: BlogCategorySlug; className?: string }) => {
  const glowId = `cover${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const glowAtLeft = hashOf(`${seed}#glow`) % 2 === 0;
  return (
    <svg
      className={className === undefined ? 'blog-cover' : `blog-cover ${className}`}
      viewBox={`0 0 ${COVER_WIDTH} ${COVER_HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-cover={seed}
    >
      <defs>
        <radialGradient id={glowId} cx={glowAtLeft ? '15%' : '85%'} cy="100%" r="80%">
          <stop offset="0" className="blog-cover-glow-stop" />
          <stop offset="1" className="blog-cover-glow-stop" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect className="blog-cover-sky" width={COVER_WIDTH} height={COVER_HEIGHT} />
      <rect width={COVER_WIDTH} height={COVER_HEIGHT} fill={`url(#${glowId})`} opacity="0.45" />
      <g className="blog-cover-stars">
        {starfield(seed).map((star, index) => (
          <circle key={index} cx={star.x} cy={star.y} r={star.r} opacity={star.o} />
        ))}
      </g>
      <MotifDrawing motif={CATEGORY_MOTIFS[category]} seed={seed} />
    </svg>
  );
};
