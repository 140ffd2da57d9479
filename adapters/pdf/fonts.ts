/**
 * Lora, embedded from the pinned @fontsource/lora package (not one of the 14 standard PDF
 * fonts, which are not embedded and cover few glyphs). Resolved through Node's module
 * resolution so it works from any working directory, with no network at run time.
 *
 * The astrological glyphs (☉ ☽ ☿ … ☊, ♈–♓, ℞) are not in Lora: they come from DejaVu Sans, from
 * the pinned dejavu-fonts-ttf package (Bitstream Vera licence with DejaVu's public-domain
 * changes: free to embed). Every page's font family is Lora with DejaVu Sans behind it, so any
 * character Lora lacks falls back to DejaVu Sans and is still set as real text, subset into
 * the PDF with its Unicode mapping, so it can be copied and read aloud.
 *
 * Fontsource ships WOFF only. fontkit reads WOFF but inflates a table again on every
 * access, which cost about half a second per report; unpacking each file once into a plain
 * TrueType (sfnt) buffer here removes that.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { Font } from '@react-pdf/renderer';

export const FONT_FAMILY = 'Lora';
export const GLYPH_FAMILY = 'DejaVu Sans';
/** What every page sets: Lora, and DejaVu Sans for the characters Lora lacks. */
export const PAGE_FONTS = [FONT_FAMILY, GLYPH_FAMILY];
const require = createRequire(import.meta.url);
const fontFile = (weight: number, style: 'normal' | 'italic') => require.resolve(`@fontsource/lora/files/lora-latin-${weight}-${style}.woff`);

/** WOFF 1.0 → sfnt: the same tables, inflated where compressed, behind an sfnt directory. */
export const sfntFromWoff = (woff: Buffer): Buffer => {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font.');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = header.length;
  const bodies: Buffer[] = [];
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
};

const fontSource = (weight: number, style: 'normal' | 'italic') =>
  `data:font/ttf;base64,${sfntFromWoff(readFileSync(fontFile(weight, style))).toString('base64')}`;

const glyphFontFile = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

/**
 * Where each glyph's ink sits in DejaVu Sans 2.37, in em from its origin on the baseline (x to
 * the right, y up): the middle of its bounding box. The wheel centres each glyph's ink on the
 * box its layout gave it, whatever the glyph's advance (☽'s ink sits right of its advance's middle).
 */
export const GLYPH_INK_CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  '☉': [0.448, 0.365],
  '☽': [0.586, 0.365],
  '☿': [0.307, 0.315],
  '♀': [0.366, 0.303],
  '♂': [0.455, 0.353],
  '♃': [0.448, 0.365],
  '♄': [0.448, 0.365],
  '♅': [0.448, 0.365],
  '♆': [0.448, 0.365],
  '♇': [0.448, 0.365],
  '☊': [0.444, 0.364],
  '♈': [0.448, 0.366],
  '♉': [0.448, 0.365],
  '♊': [0.448, 0.366],
  '♋': [0.448, 0.355],
  '♌': [0.448, 0.365],
  '♍': [0.448, 0.275],
  '♎': [0.448, 0.353],
  '♏': [0.448, 0.317],
  '♐': [0.448, 0.365],
  '♑': [0.448, 0.365],
  '♒': [0.448, 0.366],
  '♓': [0.448, 0.365],
  '℞': [0.448, 0.365],
};

let registered = false;

export const registerFonts = (): void => {
  if (registered) return;
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: fontSource(400, 'normal'), fontWeight: 400 },
      { src: fontSource(400, 'italic'), fontWeight: 400, fontStyle: 'italic' },
      { src: fontSource(600, 'normal'), fontWeight: 600 },
      { src: fontSource(700, 'normal'), fontWeight: 700 },
    ],
  });
  // One face serves every weight and style: the glyphs are symbols, drawn the same in a heading.
  Font.register({
    family: GLYPH_FAMILY,
    fonts: [
      { src: glyphFontFile, fontWeight: 400 },
      { src: glyphFontFile, fontWeight: 400, fontStyle: 'italic' },
      { src: glyphFontFile, fontWeight: 600 },
      { src: glyphFontFile, fontWeight: 700 },
    ],
  });
  // Hyphenation splits words at odd places on a narrow page; whole words read better.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
};
