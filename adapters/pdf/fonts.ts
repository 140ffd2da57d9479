/**
 * Lora, embedded from the pinned @fontsource/lora package (not one of the 14 standard PDF
 * fonts, which are not embedded and cover few glyphs). Resolved through Node's module
 * resolution so it works from any working directory, with no network at run time.
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
  // Hyphenation splits words at odd places on a narrow page; whole words read better.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
};
