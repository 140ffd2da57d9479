import type { PublicShare } from '../../contracts/reading-share.contract';

/**
 * The share card: a 1200×630 picture of the shared Moon for link previews, drawn as SVG here
 * and rasterised by adapters/card-image. It shows what the share page shows and nothing more.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Text and attribute values in SVG and HTML. */
export const escapeMarkup = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The lit part of a disc of radius r at (cx, cy): the lit limb is a half circle (right while
 * waxing), the terminator half an ellipse whose width follows the lit fraction. The same
 * geometry as ui/components/moon-disc.tsx, which the server cannot import.
 */
export const litDiscPath = (illumination: number, waxing: boolean, cx: number, cy: number, r: number): string | null => {
  const lit = Math.min(1, Math.max(0, illumination));
  if (lit <= 0.001) return null;
  const terminator = (Math.abs(1 - 2 * lit) * r).toFixed(2);
  const limbSweep = waxing ? 1 : 0;
  const terminatorSweep = lit < 0.5 === waxing ? 0 : 1;
  return `M ${cx} ${cy - r} A ${r} ${r} 0 0 ${limbSweep} ${cx} ${cy + r} A ${terminator} ${r} 0 0 ${terminatorSweep} ${cx} ${cy - r} Z`;
};

/** Words into lines of at most `width` characters (a word longer than that gets a line of its own). */
export const wrapWords = (text: string, width: number, maxLines: number): string[] => {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').replace(/[.,;:]?$/, '')}…`;
  return kept;
};

/** Fixed stars, so every card of a share is the same picture. */
const STARS: ReadonlyArray<readonly [x: number, y: number, r: number]> = [
  [64, 70, 2], [180, 520, 1.5], [250, 120, 1.2], [420, 60, 1.8], [560, 560, 1.4], [700, 40, 2],
  [760, 590, 1.6], [880, 80, 1.3], [980, 560, 2], [1060, 120, 1.5], [1140, 48, 1.2], [1160, 400, 1.7], [90, 330, 1.1],
];

const SERIF = "Lora, 'DejaVu Serif', Georgia, serif";
const SANS = "Inter, 'DejaVu Sans', Arial, sans-serif";

export const shareCardSvg = (share: PublicShare, brandName: string): string => {
  const [cx, cy, r] = [270, 315, 190];
  const lit = litDiscPath(share.illumination, share.waxing, cx, cy, r);
  // The title already names the sign and phase; the card keeps the words after them.
  const words = share.line.split(': ')[1] ?? share.line;
  const line = wrapWords(`${words.charAt(0).toUpperCase()}${words.slice(1)}`, 38, 3);
  const x = 520;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#241d5c"/>
      <stop offset="1" stop-color="#0d0a2b"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0.6" stop-color="#f4e7c3" stop-opacity="0.22"/>
      <stop offset="1" stop-color="#f4e7c3" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#sky)"/>
  ${STARS.map(([sx, sy, size]) => `<circle cx="${sx}" cy="${sy}" r="${size}" fill="#ffffff" fill-opacity="0.8"/>`).join('\n  ')}
  <circle cx="${cx}" cy="${cy}" r="${r + 40}" fill="url(#glow)"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#2c2560"/>
  ${lit === null ? '' : `<path d="${lit}" fill="#f4e7c3"/>`}
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#8f86c9" stroke-width="2"/>
  <text x="${x}" y="130" font-family="${SANS}" font-size="24" font-weight="700" letter-spacing="4" fill="#f4e7c3">MY BIRTH MOON</text>
  <text x="${x}" y="200" font-family="${SERIF}" font-size="40" fill="#ece6ff">Moon in</text>
  <text x="${x}" y="285" font-family="${SERIF}" font-size="80" font-weight="700" fill="#ffffff">${escapeMarkup(share.moonSignName)}</text>
  <text x="${x}" y="342" font-family="${SERIF}" font-size="30" fill="#ece6ff">Born under a ${escapeMarkup(share.phaseName)} Moon</text>
  ${line.map((text, i) => `<text x="${x}" y="${405 + i * 36}" font-family="${SANS}" font-size="26" fill="#d9d2ee">${escapeMarkup(text)}</text>`).join('\n  ')}
  <text x="${x}" y="565" font-family="${SANS}" font-size="24" font-weight="700" fill="#f4e7c3">Get your free moon reading · ${escapeMarkup(brandName)}</text>
</svg>`;
};
