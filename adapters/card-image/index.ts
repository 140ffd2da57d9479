/**
 * Picture cards (link previews, share cards, app icons) drawn as SVG and rasterised to PNG, since
 * link previews and app icons want bitmaps. resvg draws text only with fonts it is given.
 */
import { Resvg } from '@resvg/resvg-js';

/** The SVG, drawn at its own width and height, as PNG bytes. */
export const svgToPng = (svg: string): Uint8Array => {
  const image = new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Serif' } }).render();
  return image.asPng();
};
