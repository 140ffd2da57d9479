/**
 * How the reports fill their A5 pages, every section of both: the printed height of each block
 * and a greedy page filler that lets a paragraph run on overleaf between sentences. The
 * integration tests render sample births and check that every model page stays one PDF page.
 */
import type { Block, ReportPage } from './report-document.types';

/** The height of one ruled writing line on a journaling page, in points, as the PDF draws it. */
export const RULED_LINE_POINTS = 21;

/** Body lines an A5 page holds under a section heading's worth of margin. */
export const PAGE_LINES = 30;
const CHARS_PER_LINE = 58;

const textLines = (text: string, charsPerLine = CHARS_PER_LINE): number => Math.ceil(text.length / charsPerLine);

export const linesOf = (block: Block): number => {
  switch (block.kind) {
    case 'heading':
      return 2.5;
    case 'paragraph':
      return textLines(block.text) + 0.8;
    case 'facts':
      return block.rows.reduce((sum, row) => sum + Math.max(1, textLines(row.value, 30)), 0) * 1.1 + 1;
    case 'table':
      return (block.rows.length + 1) * 1.25 + 1;
    case 'entry':
      return 2 + (block.meta ? 1 : 0) + textLines(block.text) + 1;
    case 'callout':
      return 1 + textLines(block.text, 46) + 1.5;
    case 'ruled':
      return (block.prompt ? textLines(block.prompt) + 0.5 : 0) + block.lines * 1.6;
    default:
      return PAGE_LINES;
  }
};

/*
 * How tall a block prints, in points, from the A5 page's type sizes (11.5 pt body at 1.55
 * leading, 347.5 pt measure) and the face's own glyph widths: text is wrapped word by word as
 * the renderer does, so pages fill close to the foot. Blocks without running text (tables,
 * ruled lines) take linesOf's cautious line count.
 */

/**
 * Advance widths of the report's face (Lora, regular) in thousandths of an em, read once from the
 * font file the PDF embeds; a character not listed counts as an 'm', the widest lower-case letter.
 */
const GLYPHS = "0123456789 !\"#$%&'()*+,-./:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~°′’—–";
const GLYPH_WIDTHS: readonly number[] = [621,364,537,557,542,545,578,461,562,578,263,266,346,830,529,870,695,208,305,305,520,530,253,489,246,690,250,263,530,530,530,474,796,626,622,699,745,622,548,761,780,335,373,683,578,918,762,794,606,796,628,567,640,752,653,995,649,634,610,359,690,359,823,729,252,516,582,532,598,542,338,553,599,281,261,537,272,894,607,585,597,576,433,463,387,597,505,801,530,528,511,334,231,334,530,405,248,174,841,590];
const WIDTH_OF = new Map([...GLYPHS].map((glyph, i) => [glyph, GLYPH_WIDTHS[i]!]));
const widthOf = (text: string, fontSize: number, weight = 1): number => {
  let units = 0;
  for (const glyph of text) units += WIDTH_OF.get(glyph) ?? 894;
  return (units / 1000) * fontSize * weight;
};

/** The measure of the A5 text block: 419.5 pt less two 36 pt margins. */
const MEASURE = 347.5;

/**
 * Lines a text takes when wrapped word by word at `width` points, with 1.5% of the width kept
 * spare (semibold and italic run a little wider than the regular widths; the renderer may
 * hyphenate, which only shortens the text).
 */
const wrappedLines = (text: string, width: number, fontSize: number, weight = 1): number => {
  const limit = width * 0.985;
  const space = widthOf(' ', fontSize, weight);
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter((w) => w.length > 0)) {
    const w = widthOf(word, fontSize, weight);
    if (used > 0 && used + space + w > limit) {
      lines += 1;
      used = w;
    } else used = used === 0 ? w : used + space + w;
  }
  return lines;
};

const BODY_SIZE = 11.5;
const BODY_LINE = BODY_SIZE * 1.55;
export const bodyLines = (text: string, width = MEASURE): number => wrappedLines(text, width, BODY_SIZE);

export const printedHeight = (block: Block): number => {
  switch (block.kind) {
    case 'heading':
      return 8 + wrappedLines(block.text, MEASURE, 14.5, 1.05) * 14.5 * 1.3 + 4;
    case 'paragraph':
      if (block.tone === 'lead') return wrappedLines(block.text, MEASURE, 12.5, 1.03) * 12.5 * 1.55 + 10;
      if (block.tone === 'note') return wrappedLines(block.text, MEASURE, 10) * 10 * 1.55 + 8;
      return bodyLines(block.text) * BODY_LINE + 8;
    case 'facts':
      // A one-line row measures 23.3 pt in the PDF; each further line of a wrapped value adds 17 pt.
      return block.rows.reduce((sum, row) => sum + 23.3 + (Math.max(wrappedLines(row.value, MEASURE * 0.66, 11), wrappedLines(row.label, MEASURE * 0.34, 10)) - 1) * 11 * 1.55, 0) + 10;
    case 'callout':
      return 16 + 9 * 1.55 + 2 + bodyLines(block.text, MEASURE - 19) * BODY_LINE + 8 + 2;
    case 'entry':
      return wrappedLines(block.title, MEASURE, 14, 1.05) * 14 * 1.3 + (block.meta ? wrappedLines(block.meta, MEASURE, 9.5, 1.03) * 9.5 * 1.55 + 4 : 0) + bodyLines(block.text) * BODY_LINE + 12;
    default:
      return linesOf(block) * BODY_LINE;
  }
};

export const printedHeightOf = (blocks: readonly Block[]): number => blocks.reduce((sum, block) => sum + printedHeight(block), 0);

/**
 * Points of an A5 page's text block (595 pt less 38 pt top and 52 pt bottom), less 14 pt kept
 * free: the renderer moves a paragraph whole to the next page a little before the sum of
 * heights says it must.
 */
export const PAGE_POINTS = 505 - 14;
/** The section heading on a section's first page. */
export const SECTION_HEADING_POINTS = 35;

export const sentencesOf = (text: string): string[] => text.match(/[^.!?]+[.!?]+(?:['’”)]*)\s*/g)?.map((t) => t.trim()) ?? [text];

/**
 * Splits a group whose last block is prose so its head fills `room` points: the text breaks
 * between sentences, the rest carrying on as a paragraph at the top of the next page, as a
 * book's paragraph runs over a page. Null when no sentence boundary leaves two lines a side.
 */
const splitToFit = (group: readonly Block[], room: number): [Block[], Block[]] | null => {
  const last = group[group.length - 1];
  if (!last || (last.kind !== 'paragraph' && last.kind !== 'entry')) return null;
  const head = group.slice(0, -1);
  const sentences = sentencesOf(last.text);
  for (let cut = sentences.length - 1; cut >= 1; cut--) {
    const first = sentences.slice(0, cut).join(' ');
    const rest = sentences.slice(cut).join(' ');
    const firstBlock: Block = { ...last, text: first };
    const restBlock: Block = { kind: 'paragraph', tone: last.kind === 'paragraph' ? last.tone : 'body', text: rest };
    if (printedHeightOf([...head, firstBlock]) <= room && bodyLines(first) >= 2 && bodyLines(rest) >= 2) {
      return [[...head, firstBlock], [restBlock]];
    }
  }
  return null;
};

/**
 * Greedy page filling by printed height: each group goes on the current page if it fits; else a
 * prose group breaks between sentences so the page is filled to its foot, and the rest starts
 * the next page. The first page loses `firstPageUsed` points to the section heading (0 when the
 * heading is on an earlier page).
 */
export const packPages = (
  groups: ReadonlyArray<readonly Block[]>,
  { budget = PAGE_POINTS, firstPageUsed = SECTION_HEADING_POINTS }: { budget?: number; firstPageUsed?: number } = {},
): ReportPage[] => {
  const pages: ReportPage[] = [];
  let current: Block[] = [];
  let used = firstPageUsed;
  const queue = groups.map((g) => [...g]);
  while (queue.length > 0) {
    const group = queue.shift()!;
    const height = printedHeightOf(group);
    if (current.length > 0 && used + height > budget) {
      const split = splitToFit(group, budget - used);
      if (split) {
        current.push(...split[0]);
        queue.unshift(split[1]);
      } else queue.unshift(group);
      pages.push({ blocks: current });
      current = [];
      used = 0;
      continue;
    }
    current.push(...group);
    used += height;
  }
  if (current.length > 0) pages.push({ blocks: current });
  return pages;
};

/** Adds each filler group to the last page when it fits there, so a section's last page is full too. */
export const withFillers = (pages: ReportPage[], fillers: ReadonlyArray<readonly Block[]>, budget = PAGE_POINTS): ReportPage[] => {
  if (pages.length === 0) return pages;
  const last = [...pages[pages.length - 1]!.blocks];
  for (const filler of fillers) {
    const used = printedHeightOf(last) + (pages.length === 1 ? SECTION_HEADING_POINTS : 0);
    if (used + printedHeightOf(filler) <= budget) last.push(...filler);
  }
  return [...pages.slice(0, -1), { blocks: last }];
};
