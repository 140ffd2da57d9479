/**
 * The link-preview cards (1200×630) a shared link shows, as SVG. Drawn from the brand moon (the header's mark) and, on a moon-phase page, that phase as
 * the page draws it. The build rasterises them to PNG (server/ui-build.ts); text is set in DejaVu,
 * the one typeface resvg is sure to have (see adapters/card-image).
 */
import { MOON_PHASES, type MoonPhase } from '../../domain/sky';
import { litPath } from '../components/moon-disc';
import { PHASE_GUIDES, typicalIllumination } from '../pages/phases-and-signs/phase-guide';
import { MOON, NIGHT } from './app-icon';

const NIGHT_DEEP = '#0b0920';
const ON_NIGHT_MUTED = '#c9c3e6';

export const LINK_PREVIEW_WIDTH = 1200;
export const LINK_PREVIEW_HEIGHT = 630;

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words to lines of at most `width` characters, at most `lines` lines, the last cut with an ellipsis. */
const wrap = (text: string, width: number, lines: number): string[] => {
  const result: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (next.length <= width || line === '') line = next;
    else {
      result.push(line);
      line = word;
    }
  }
  if (line !== '') result.push(line);
  if (result.length <= lines) return result;
  const kept = result.slice(0, lines);
  kept[lines - 1] = `${(kept[lines - 1] ?? '').replace(/[\s,.;:]+$/, '')}…`;
  return kept;
};

/** Small stars in fixed places, seeded by the page so each card's sky differs a little. */
const stars = (seed: string): string => {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: 60 }, () => {
    const x = (next() * LINK_PREVIEW_WIDTH).toFixed(0);
    const y = (next() * LINK_PREVIEW_HEIGHT).toFixed(0);
    const r = (0.8 + next() * 1.6).toFixed(1);
    const opacity = (0.3 + next() * 0.6).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`;
  }).join('');
};

/** The moon-phase a page is about, if it is a phase page. */
const phaseOfPage = (pagePath: string): MoonPhase | undefined => MOON_PHASES.find((phase) => pagePath === `/moon-phases/${phase}`);

/** The art on the card's right: the page's phase drawn at its typical light, or the brand moon. */
const moonArt = (pagePath: string): string => {
  const phase = phaseOfPage(pagePath);
  if (phase === undefined) {
    // The brand's crescent: the disc with a bite cut out by a mask, so the sky shows through.
    return [
      '<mask id="bite"><rect width="1200" height="630" fill="#fff"/><circle cx="1030" cy="255" r="130" fill="#000"/></mask>',
      `<circle cx="960" cy="315" r="150" fill="${MOON}" mask="url(#bite)"/>`,
    ].join('');
  }
  const lit = litPath(typicalIllumination(phase), PHASE_GUIDES[phase].waxing);
  // litPath draws on a 100-unit square (disc radius 45); this places it at radius 157.5, centred at (960, 315).
  return [
    `<g transform="translate(785 140) scale(3.5)">`,
    `<circle cx="50" cy="50" r="48" fill="${MOON}" fill-opacity="0.08"/>`,
    `<circle cx="50" cy="50" r="45" fill="#2c2657"/>`,
    lit === undefined ? '' : `<path d="${lit}" fill="${MOON}"/>`,
    `<circle cx="50" cy="50" r="45" fill="none" stroke="${MOON}" stroke-opacity="0.5" stroke-width="0.6"/>`,
    '</g>',
  ].join('');
};

/** A night-sky card with the page's title and description, for a shared link's preview. */
export const linkPreviewSvg = ({ pagePath, title, description }: { pagePath: string; title: string; description: string }): string => {
  const titleLines = wrap(title, 20, 3);
  const descriptionLines = wrap(description, 38, 3);
  const titleTop = 230;
  const descriptionTop = titleTop + titleLines.length * 64 + 24;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LINK_PREVIEW_WIDTH}" height="${LINK_PREVIEW_HEIGHT}" viewBox="0 0 ${LINK_PREVIEW_WIDTH} ${LINK_PREVIEW_HEIGHT}">`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1">',
    `<stop offset="0" stop-color="${NIGHT}"/><stop offset="1" stop-color="${NIGHT_DEEP}"/>`,
    '</linearGradient></defs>',
    `<rect width="${LINK_PREVIEW_WIDTH}" height="${LINK_PREVIEW_HEIGHT}" fill="url(#sky)"/>`,
    stars(pagePath),
    moonArt(pagePath),
    `<mask id="mark-bite"><rect width="1200" height="630" fill="#fff"/><circle cx="103" cy="130" r="13.5" fill="#000"/></mask>`,
    `<circle cx="96" cy="136" r="16" fill="${MOON}" mask="url(#mark-bite)"/>`,
    `<text x="128" y="148" font-family="DejaVu Sans" font-size="34" font-weight="bold" fill="${MOON}" letter-spacing="1">Moonwise</text>`,
    ...titleLines.map(
      (line, index) =>
        `<text x="80" y="${titleTop + 50 + index * 64}" font-family="DejaVu Serif" font-size="52" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
    ),
    ...descriptionLines.map(
      (line, index) =>
        `<text x="80" y="${descriptionTop + 30 + index * 40}" font-family="DejaVu Sans" font-size="27" fill="${ON_NIGHT_MUTED}">${escapeXml(line)}</text>`,
    ),
    '</svg>',
  ].join('');
};
