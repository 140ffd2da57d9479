/**
 * The natal chart wheel both reports draw: the chart as data (wheelOf), the astrological glyphs
 * it is drawn with, and the page that shows it with its key. The glyphs are ordinary Unicode
 * characters (☉ U+2609, ♈ U+2648 …), so the PDF sets them as text in a font that has them and
 * they can be copied, searched and read aloud; their geometry is wheel-layout.ts.
 */
import { CHART_POINTS, type ChartPoint, ZODIAC_SIGNS } from '../../sky';
import type { ReportContext } from './context';
import { bodyName, signName } from './format';
import type { Block, ChartWheel, ReportPage } from './report-document.types';

/** The planets' and the North Node's glyphs. */
export const PLANET_GLYPHS: Record<ChartPoint, string> = {
  sun: '☉',
  moon: '☽',
  mercury: '☿',
  venus: '♀',
  mars: '♂',
  jupiter: '♃',
  saturn: '♄',
  uranus: '♅',
  neptune: '♆',
  pluto: '♇',
  trueNode: '☊',
};

/** ♈ Aries (U+2648) to ♓ Pisces (U+2653), in zodiac order. */
export const SIGN_GLYPHS: readonly string[] = ZODIAC_SIGNS.map((_, i) => String.fromCodePoint(0x2648 + i));

/** The mark beside a retrograde planet: the prescription sign, as printed ephemerides use it. */
export const RETROGRADE_GLYPH = '℞';

export const wheelOf = (context: ReportContext): ChartWheel => {
  const { chart } = context;
  return {
    ascendant: chart.ascendant?.longitude ?? null,
    midheaven: chart.midheaven?.longitude ?? null,
    cusps: chart.houses?.cusps ?? null,
    points: CHART_POINTS.map((point) => ({
      key: point,
      label: PLANET_GLYPHS[point],
      name: bodyName(point),
      longitude: chart.bodies[point].longitude,
      // The node's motion is not a planet's; the wheel marks only planets as retrograde.
      retrograde: point !== 'trueNode' && chart.bodies[point].retrograde,
    })),
    aspects: chart.aspects.map((a) => ({ from: chart.bodies[a.a].longitude, to: chart.bodies[a.b].longitude, type: a.type })),
  };
};

/** The key under the wheel: each glyph with its name, planets then signs. */
export const wheelKey = (): { planets: string; signs: string } => ({
  planets: CHART_POINTS.map((p) => `${PLANET_GLYPHS[p]} ${bodyName(p)}`).join(' · '),
  signs: ZODIAC_SIGNS.map((s, i) => `${SIGN_GLYPHS[i]} ${signName(s)}`).join(' · '),
});

/** How to read the wheel, in words: where it starts, what the lines' colours and the marks mean. */
export const wheelNote = (context: ReportContext): string =>
  `${context.chart.ascendant ? 'Your Ascendant is on the left, the houses numbered on the inner ring.' : 'Without a birth time the wheel starts at 0° Aries on the left, with no houses.'} ` +
  `A stroke marks each planet’s exact degree. Blue lines are trines and sextiles, red squares and oppositions; ${RETROGRADE_GLYPH} marks a retrograde planet.`;

/**
 * The wheel with its reading note and key, a page's worth under the section heading: the
 * Astrology Report's chart page and the first page of the Lunar Report's Moon section.
 */
export const wheelBlocks = (context: ReportContext): Block[] => {
  const { request } = context;
  const place = request.birth.placeLabel.trim();
  const key = wheelKey();
  return [
    { kind: 'paragraph', tone: 'lead', text: `The sky ${place === '' ? '' : `over ${place} `}as ${request.name} was born.` },
    { kind: 'wheel', wheel: wheelOf(context) },
    { kind: 'paragraph', tone: 'key', text: `${key.planets}.` },
    { kind: 'paragraph', tone: 'key', text: `${key.signs}.` },
    { kind: 'paragraph', tone: 'note', text: wheelNote(context) },
  ];
};

export const wheelPage = (context: ReportContext): ReportPage => ({ blocks: wheelBlocks(context) });
