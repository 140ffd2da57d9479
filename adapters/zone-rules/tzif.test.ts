import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTzif, TzifError } from './tzif';

interface Draft {
  version: '\0' | '2' | '3' | '4';
  times: number[];
  typeIndices: number[];
  types: { utoff: number; isDst: boolean; abbreviationIndex: number }[];
  chars: string;
  leapCount?: number;
  footer?: string;
}

/** Builds a TZif file the way RFC 8536 lays it out (for version 2+, a minimal v1 block first). */
const buildTzif = (draft: Draft): Uint8Array => {
  const bytes: number[] = [];
  const u32 = (value: number) => bytes.push((value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255);
  const i64 = (value: number) => {
    const big = BigInt.asUintN(64, BigInt(value));
    for (let shift = 56n; shift >= 0n; shift -= 8n) bytes.push(Number((big >> shift) & 255n));
  };
  const header = (timecnt: number, typecnt: number, charcnt: number, leapcnt = 0) => {
    bytes.push(...[...'TZif'].map((c) => c.charCodeAt(0)), draft.version.charCodeAt(0), ...new Array<number>(15).fill(0));
    [0, 0, leapcnt, timecnt, typecnt, charcnt].forEach(u32);
  };
  const block = (timeWriter: (value: number) => void) => {
    draft.times.forEach(timeWriter);
    bytes.push(...draft.typeIndices);
    for (const type of draft.types) {
      u32(type.utoff >>> 0);
      bytes.push(type.isDst ? 1 : 0, type.abbreviationIndex);
    }
    bytes.push(...[...draft.chars].map((c) => c.charCodeAt(0)));
    for (let i = 0; i < (draft.leapCount ?? 0); i++) {
      timeWriter(0);
      u32(1);
    }
  };
  if (draft.version === '\0') {
    header(draft.times.length, draft.types.length, draft.chars.length, draft.leapCount);
    block(u32);
  } else {
    header(0, 1, 1);
    bytes.push(0, 0, 0, 0, 0, 0, 0);
    header(draft.times.length, draft.types.length, draft.chars.length, draft.leapCount);
    block(i64);
    bytes.push(10, ...[...(draft.footer ?? '')].map((c) => c.charCodeAt(0)), 10);
  }
  return Uint8Array.from(bytes);
};

const amsterdamLike: Draft = {
  version: '2',
  times: [-4_260_212_372, -1_025_745_572, 4_102_444_800],
  typeIndices: [1, 2, 1],
  types: [
    { utoff: 1172, isDst: false, abbreviationIndex: 0 },
    { utoff: 1172, isDst: false, abbreviationIndex: 4 },
    { utoff: 3600, isDst: false, abbreviationIndex: 8 },
  ],
  chars: 'LMT\0AMT\0CET\0',
  footer: 'CET-1CEST,M3.5.0,M10.5.0/3',
};

describe('reading TZif files', () => {
  it('reads the 64-bit data, the local time types and the footer of a version 2 file', () => {
    const tzif = parseTzif(buildTzif(amsterdamLike));
    expect(tzif.version).toBe(2);
    expect(tzif.transitionTimes).toEqual(amsterdamLike.times);
    expect(tzif.transitionTypes).toEqual([1, 2, 1]);
    expect(tzif.types).toEqual([
      { utoffSeconds: 1172, isDst: false, abbreviation: 'LMT' },
      { utoffSeconds: 1172, isDst: false, abbreviation: 'AMT' },
      { utoffSeconds: 3600, isDst: false, abbreviation: 'CET' },
    ]);
    expect(tzif.footer).toBe('CET-1CEST,M3.5.0,M10.5.0/3');
  });

  it('reads a version 1 file from its 32-bit data, with no footer', () => {
    const tzif = parseTzif(buildTzif({ ...amsterdamLike, version: '\0', times: [-1_025_745_572], typeIndices: [2] }));
    expect(tzif).toMatchObject({ version: 1, transitionTimes: [-1_025_745_572], transitionTypes: [2], footer: '' });
  });

  it('reads negative offsets and an abbreviation that starts inside another', () => {
    const tzif = parseTzif(buildTzif({ version: '3', times: [], typeIndices: [], types: [{ utoff: -12_600, isDst: false, abbreviationIndex: 1 }], chars: 'N-0330\0', footer: '<-0330>3:30' }));
    expect(tzif.types).toEqual([{ utoffSeconds: -12_600, isDst: false, abbreviation: '-0330' }]);
    expect(tzif.version).toBe(3);
  });

  it('refuses what is not a well-formed TZif file', () => {
    const good = buildTzif(amsterdamLike);
    expect(() => parseTzif(new TextEncoder().encode('# tzdb data for Europe/Amsterdam\n'))).toThrow(TzifError);
    expect(() => parseTzif(good.subarray(0, 30))).toThrow(/Truncated TZif header/);
    expect(() => parseTzif(good.subarray(0, good.length - 20))).toThrow(TzifError);
    expect(() => parseTzif(buildTzif({ ...amsterdamLike, typeIndices: [1, 3, 1] }))).toThrow(/names type 3/);
    expect(() => parseTzif(buildTzif({ ...amsterdamLike, times: [10, 5, 20] }))).toThrow(/not ascending/);
    expect(() => parseTzif(buildTzif({ ...amsterdamLike, leapCount: 1 }))).toThrow(/leap seconds/);
    expect(() => parseTzif(buildTzif({ ...amsterdamLike, types: [{ utoff: 0, isDst: false, abbreviationIndex: 40 }, ...amsterdamLike.types.slice(1)] }))).toThrow(/abbreviation byte 40/);
  });

  it('reads back any transitions it is given', () => {
    const draftArb = fc
      .uniqueArray(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), { maxLength: 50 })
      .chain((times) => fc.tuple(fc.constant(times.sort((a, b) => a - b)), fc.array(fc.integer({ min: 0, max: 2 }), { minLength: times.length, maxLength: times.length })));
    fc.assert(
      fc.property(draftArb, ([times, typeIndices]) => {
        const tzif = parseTzif(buildTzif({ ...amsterdamLike, times, typeIndices }));
        expect(tzif.transitionTimes).toEqual(times);
        expect(tzif.transitionTypes).toEqual(typeIndices);
      }),
    );
  });

  it('reads the system file for Amsterdam, with its own pre-war time', () => {
    const tzif = parseTzif(readFileSync('/usr/share/zoneinfo/Europe/Amsterdam'));
    expect(tzif.version).toBeGreaterThanOrEqual(2);
    expect(tzif.types).toContainEqual({ utoffSeconds: 1172, isDst: false, abbreviation: 'AMT' });
    expect(tzif.footer).toBe('CET-1CEST,M3.5.0,M10.5.0/3');
  });
});
