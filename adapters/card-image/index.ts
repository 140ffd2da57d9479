/**
 * Picture cards (link previews, share cards, app icons) drawn as SVG and rasterised to PNG, since
 * link previews and app icons want bitmaps. resvg draws text only with TrueType/OpenType fonts it
 * is given (the web fonts' woff/woff2 files do not load), so text is set in DejaVu Sans and
 * DejaVu Serif, from the system's fonts-dejavu-core package (.ci/run installs it).
 */
import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

/** Where Debian's fonts-dejavu-core puts the faces the cards use. */
const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';
const DEJAVU_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf'].map((name) => `${DEJAVU_DIR}/${name}`);

/** The DejaVu faces present on this machine (none where the package is missing). */
const fontFiles = (): string[] => DEJAVU_FILES.filter((file) => existsSync(file));

/**
 * The SVG, drawn at its own width and height, as PNG bytes. An SVG with text needs the DejaVu
 * faces: without them resvg would leave the text out silently, so this throws instead.
 */
export const svgToPng = (svg: string): Uint8Array => {
  const files = fontFiles();
  if (files.length === 0 && /<text[\s>]/.test(svg)) {
    throw new Error(`svgToPng: this picture has text and needs the DejaVu fonts in ${DEJAVU_DIR} (Debian: apt-get install fonts-dejavu-core)`);
  }
  const image = new Resvg(svg, { font: { fontFiles: files, loadSystemFonts: files.length === 0, defaultFontFamily: 'DejaVu Sans' } }).render();
  return image.asPng();
};
