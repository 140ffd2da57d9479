/**
 * A reader for compiled tz database files (TZif, RFC 8536), the files zic writes under
 * /usr/share/zoneinfo. Version 1 files give 32-bit transition times; version 2+ repeat
 * the data with 64-bit times and end with a footer, a POSIX TZ string for instants after
 * the last transition. Leap-second files (the `right/` tree) are refused: their times
 * count leap seconds and would be 27 s off as UTC.
 */

export interface LocalTimeType {
  /** Seconds east of UTC. */
  utoffSeconds: number;
  isDst: boolean;
  /** 'LMT', 'CEST', '+0530', '-00'. */
  abbreviation: string;
}

export interface Tzif {
  version: 1 | 2 | 3 | 4;
  /** Transition instants in seconds since the epoch, ascending. */
  transitionTimes: number[];
  /** For each transition, the index into `types` in force from then on. */
  transitionTypes: number[];
  /** Local time types; types[0] holds before the first transition. */
  types: LocalTimeType[];
  /** The footer TZ string ('' when empty or absent, as in version 1). */
  footer: string;
}

export class TzifError extends Error {
  override readonly name = 'TzifError';
}

const HEADER_BYTES = 44;
const MAGIC = 'TZif';

interface Counts {
  isutcnt: number;
  isstdcnt: number;
  leapcnt: number;
  timecnt: number;
  typecnt: number;
  charcnt: number;
}

const readHeader = (view: DataView, at: number): { version: Tzif['version']; counts: Counts } => {
  if (view.byteLength < at + HEADER_BYTES) throw new TzifError('Truncated TZif header.');
  const magic = String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
  if (magic !== MAGIC) throw new TzifError('Not a TZif file (no "TZif" magic).');
  const versionByte = view.getUint8(at + 4);
  const version = versionByte === 0 ? 1 : versionByte - 0x30;
  if (version !== 1 && version !== 2 && version !== 3 && version !== 4) throw new TzifError(`Unknown TZif version byte ${versionByte}.`);
  const count = (index: number) => view.getUint32(at + 20 + 4 * index);
  const counts = { isutcnt: count(0), isstdcnt: count(1), leapcnt: count(2), timecnt: count(3), typecnt: count(4), charcnt: count(5) };
  if (counts.typecnt === 0) throw new TzifError('TZif file has no local time types.');
  if (counts.charcnt === 0) throw new TzifError('TZif file has no abbreviation characters.');
  if (counts.isutcnt !== 0 && counts.isutcnt !== counts.typecnt) throw new TzifError('TZif isutcnt must be 0 or typecnt.');
  if (counts.isstdcnt !== 0 && counts.isstdcnt !== counts.typecnt) throw new TzifError('TZif isstdcnt must be 0 or typecnt.');
  return { version, counts };
};

const dataBlockBytes = (counts: Counts, timeSize: 4 | 8): number =>
  counts.timecnt * timeSize + counts.timecnt + counts.typecnt * 6 + counts.charcnt + counts.leapcnt * (timeSize + 4) + counts.isstdcnt + counts.isutcnt;

const readDataBlock = (view: DataView, at: number, counts: Counts, timeSize: 4 | 8): Omit<Tzif, 'version' | 'footer'> => {
  if (view.byteLength < at + dataBlockBytes(counts, timeSize)) throw new TzifError('Truncated TZif data block.');
  if (counts.leapcnt > 0) throw new TzifError('TZif file counts leap seconds (a right/ zone); use the plain zone.');
  let offset = at;
  const transitionTimes: number[] = [];
  for (let i = 0; i < counts.timecnt; i++, offset += timeSize) {
    transitionTimes.push(timeSize === 8 ? Number(view.getBigInt64(offset)) : view.getInt32(offset));
  }
  const transitionTypes: number[] = [];
  for (let i = 0; i < counts.timecnt; i++, offset += 1) {
    const type = view.getUint8(offset);
    if (type >= counts.typecnt) throw new TzifError(`TZif transition ${i} names type ${type} of ${counts.typecnt}.`);
    transitionTypes.push(type);
  }
  const rawTypes: { utoffSeconds: number; isDst: boolean; abbreviationIndex: number }[] = [];
  for (let i = 0; i < counts.typecnt; i++, offset += 6) {
    const abbreviationIndex = view.getUint8(offset + 5);
    if (abbreviationIndex >= counts.charcnt) throw new TzifError(`TZif type ${i} names abbreviation byte ${abbreviationIndex} of ${counts.charcnt}.`);
    rawTypes.push({ utoffSeconds: view.getInt32(offset), isDst: view.getUint8(offset + 4) === 1, abbreviationIndex });
  }
  const chars = new Uint8Array(view.buffer, view.byteOffset + offset, counts.charcnt);
  const abbreviationAt = (index: number): string => {
    let end = index;
    while (end < chars.length && chars[end] !== 0) end++;
    return String.fromCharCode(...chars.subarray(index, end));
  };
  for (let i = 1; i < transitionTimes.length; i++) {
    if ((transitionTimes[i] ?? 0) <= (transitionTimes[i - 1] ?? 0)) throw new TzifError('TZif transition times are not ascending.');
  }
  return {
    transitionTimes,
    transitionTypes,
    types: rawTypes.map(({ utoffSeconds, isDst, abbreviationIndex }) => ({ utoffSeconds, isDst, abbreviation: abbreviationAt(abbreviationIndex) })),
  };
};

/** Parses a TZif file; throws TzifError when the bytes are not a well-formed one. */
export const parseTzif = (bytes: Uint8Array): Tzif => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const first = readHeader(view, 0);
  if (first.version === 1) return { version: 1, ...readDataBlock(view, HEADER_BYTES, first.counts, 4), footer: '' };

  // Version 2+: skip the 32-bit block and read the 64-bit one that follows its own header.
  const secondHeaderAt = HEADER_BYTES + dataBlockBytes(first.counts, 4);
  const second = readHeader(view, secondHeaderAt);
  const dataAt = secondHeaderAt + HEADER_BYTES;
  const data = readDataBlock(view, dataAt, second.counts, 8);
  const footerAt = dataAt + dataBlockBytes(second.counts, 8);
  return { version: second.version, ...data, footer: readFooter(bytes, footerAt) };
};

const readFooter = (bytes: Uint8Array, at: number): string => {
  if (bytes[at] !== 0x0a) throw new TzifError('TZif footer does not start with a newline.');
  const end = bytes.indexOf(0x0a, at + 1);
  if (end < 0) throw new TzifError('TZif footer does not end with a newline.');
  return String.fromCharCode(...bytes.subarray(at + 1, end));
};
