import { assemblePlaceIndex, type PackedStrings, type PlaceColumns, type PlaceIndex } from '../../domain/places';

/**
 * The packed index: the place index's columns as one file, read back in milliseconds
 * instead of parsing the data file and folding every name again.
 *
 *   bytes 0-7    'MWPLACES'
 *   bytes 8-11   the JSON header's length in bytes (unsigned 32-bit, little-endian)
 *   then         the JSON header (UTF-8): format, source stamp, counts, the small
 *                tables (countries, regions, zones) and where each section lies
 *   then         the sections, each starting on an 8-byte boundary: the typed arrays'
 *                bytes (little-endian) and the packed texts as UTF-8
 *
 * Bump PACKED_FORMAT when this layout or the meaning of a column changes.
 */
export const PACKED_FORMAT = 2;

const MAGIC = 'MWPLACES';
const PREFIX_BYTES = 12;
const ALIGNMENT = 8;

/** What the file was made from; a reader compares it with what it would make the file from now. */
export type PackedSource = Readonly<Record<string, string>>;

type ArrayColumn = 'ids' | 'lats' | 'lngs' | 'populations' | 'countryOf' | 'regionOf' | 'zoneOf' | 'asciiRanks' | 'keyStarts' | 'keyRanks' | 'sortedIds' | 'sortedIdRanks' | 'nicknameRanks';
type TextColumn = 'names' | 'asciiNames' | 'alternateNames' | 'keys' | 'nicknameKeys';

const ARRAY_COLUMNS: readonly ArrayColumn[] = [
  'ids',
  'lats',
  'lngs',
  'populations',
  'countryOf',
  'regionOf',
  'zoneOf',
  'asciiRanks',
  'keyStarts',
  'keyRanks',
  'sortedIds',
  'sortedIdRanks',
  'nicknameRanks',
];
const TEXT_COLUMNS: readonly TextColumn[] = ['names', 'asciiNames', 'alternateNames', 'keys', 'nicknameKeys'];

/** [byte offset, byte length] of each section. */
type Sections = Record<string, readonly [number, number]>;

interface PackedHeader {
  format: number;
  source: PackedSource;
  size: number;
  countries: [code: string, name: string][];
  regions: [countryCode: string, admin1Code: string | null, admin1Name: string | null][];
  zones: readonly string[];
  sections: Sections;
}

export class PackedIndexError extends Error {
  override name = 'PackedIndexError';
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const align = (n: number) => Math.ceil(n / ALIGNMENT) * ALIGNMENT;

export const packPlaceIndex = (index: PlaceIndex, source: PackedSource): Uint8Array => {
  if (!LITTLE_ENDIAN) throw new PackedIndexError('The packed index is written on little-endian machines only.');
  const encoder = new TextEncoder();
  const parts: { name: string; bytes: Uint8Array }[] = [];
  for (const column of ARRAY_COLUMNS) {
    const array = index[column];
    parts.push({ name: column, bytes: new Uint8Array(array.buffer, array.byteOffset, array.byteLength) });
  }
  for (const column of TEXT_COLUMNS) {
    const { text, ends } = index[column];
    parts.push({ name: `${column}.ends`, bytes: new Uint8Array(ends.buffer, ends.byteOffset, ends.byteLength) });
    parts.push({ name: `${column}.text`, bytes: encoder.encode(text) });
  }
  const header = (sections: Sections): Uint8Array =>
    encoder.encode(
      JSON.stringify({
        format: PACKED_FORMAT,
        source,
        size: index.size,
        countries: index.countries.map((c) => [c.code, c.name]),
        regions: index.regions.map((r) => [r.countryCode, r.admin1Code, r.admin1Name]),
        zones: index.zones,
        sections,
      } satisfies PackedHeader),
    );
  // The offsets are written in the header, which comes before them: lay out with a
  // provisional header, then again with the offsets that header gives, until they hold.
  let sections: Sections = {};
  let headerBytes = header(sections);
  for (;;) {
    const laidOut: Record<string, readonly [number, number]> = {};
    let at = align(PREFIX_BYTES + headerBytes.length);
    for (const part of parts) {
      laidOut[part.name] = [at, part.bytes.length];
      at = align(at + part.bytes.length);
    }
    const next = header(laidOut);
    sections = laidOut;
    if (next.length === headerBytes.length) {
      headerBytes = next;
      break;
    }
    headerBytes = next;
  }
  const last = parts[parts.length - 1]!;
  const out = new Uint8Array(sections[last.name]![0] + last.bytes.length);
  out.set(encoder.encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(MAGIC.length, headerBytes.length, true);
  out.set(headerBytes, PREFIX_BYTES);
  for (const part of parts) out.set(part.bytes, sections[part.name]![0]);
  return out;
};

const readHeader = (bytes: Uint8Array): PackedHeader | null => {
  if (bytes.length < PREFIX_BYTES || new TextDecoder().decode(bytes.subarray(0, MAGIC.length)) !== MAGIC) return null;
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(MAGIC.length, true);
  if (PREFIX_BYTES + length > bytes.length) return null;
  try {
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(PREFIX_BYTES, PREFIX_BYTES + length))) as PackedHeader;
    return header.format === PACKED_FORMAT ? header : null;
  } catch {
    return null;
  }
};

/** The source stamp of a packed index of this format; null for anything else (another format, a cut-off or foreign file). */
export const packedSource = (bytes: Uint8Array): PackedSource | null => readHeader(bytes)?.source ?? null;

/**
 * The index a packed file holds. The typed arrays are copied out, so the file's bytes
 * are not kept alive by them. Throws PackedIndexError on a file it cannot read.
 */
export const unpackPlaceIndex = (bytes: Uint8Array): PlaceIndex => {
  if (!LITTLE_ENDIAN) throw new PackedIndexError('The packed index is read on little-endian machines only.');
  const header = readHeader(bytes);
  if (header === null) throw new PackedIndexError(`Not a packed place index of format ${PACKED_FORMAT}.`);
  const section = (name: string): Uint8Array => {
    const [offset, length] = header.sections[name] ?? [];
    if (offset === undefined || length === undefined || offset + length > bytes.length) throw new PackedIndexError(`The packed index has no section '${name}'.`);
    return bytes.subarray(offset, offset + length);
  };
  const copy = <T>(name: string, type: { new (buffer: ArrayBuffer): T; BYTES_PER_ELEMENT: number }): T => {
    const source = section(name);
    if (source.length % type.BYTES_PER_ELEMENT !== 0) throw new PackedIndexError(`Section '${name}' is cut off.`);
    // A copy of its own (not a view of a pooled Buffer, and aligned whatever the file's offset).
    return new type(new Uint8Array(source).buffer);
  };
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const packed = (column: TextColumn): PackedStrings => ({ text: decoder.decode(section(`${column}.text`)), ends: copy(`${column}.ends`, Uint32Array) });
  const columns: PlaceColumns = {
    size: header.size,
    ids: copy('ids', Int32Array),
    lats: copy('lats', Float64Array),
    lngs: copy('lngs', Float64Array),
    populations: copy('populations', Float64Array),
    countryOf: copy('countryOf', Uint16Array),
    regionOf: copy('regionOf', Uint16Array),
    zoneOf: copy('zoneOf', Uint16Array),
    asciiRanks: copy('asciiRanks', Int32Array),
    keyStarts: copy('keyStarts', Int32Array),
    keyRanks: copy('keyRanks', Int32Array),
    sortedIds: copy('sortedIds', Int32Array),
    sortedIdRanks: copy('sortedIdRanks', Int32Array),
    nicknameRanks: copy('nicknameRanks', Int32Array),
    countries: header.countries.map(([code, name]) => ({ code, name })),
    regions: header.regions.map(([countryCode, admin1Code, admin1Name]) => ({ countryCode, admin1Code, admin1Name })),
    zones: header.zones,
    names: packed('names'),
    asciiNames: packed('asciiNames'),
    alternateNames: packed('alternateNames'),
    keys: packed('keys'),
    nicknameKeys: packed('nicknameKeys'),
  };
  const { size } = columns;
  const perPlace = [columns.ids, columns.lats, columns.lngs, columns.populations, columns.countryOf, columns.regionOf, columns.zoneOf, columns.names.ends, columns.alternateNames.ends];
  if (perPlace.some((column) => column.length !== size) || columns.keyStarts.length !== columns.keys.ends.length + 1 || columns.nicknameRanks.length !== columns.nicknameKeys.ends.length) {
    throw new PackedIndexError('The packed index has columns of unequal lengths.');
  }
  return assemblePlaceIndex(columns);
};
