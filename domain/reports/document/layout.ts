/**
 * Fills pages with groups of blocks by an estimate of their height in body lines, so
 * every model page fits one A5 PDF page with room to spare. The estimate is deliberately
 * cautious: a group that overflowed would push the rest of its section a page on.
 */
import type { Block, ReportPage } from './report-document.types';

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

export const groupLines = (group: readonly Block[]): number => group.reduce((sum, block) => sum + linesOf(block), 0);

/**
 * Greedy: each group goes on the current page if it fits, else starts a new one. The first
 * page loses `firstPageLines` to the section heading. A group larger than a page gets its
 * own page (and may wrap when drawn: the adapter's measured contents handle that).
 */
export const paginate = (groups: ReadonlyArray<readonly Block[]>, firstPageLines = 3): ReportPage[] => {
  const pages: ReportPage[] = [];
  let current: Block[] = [];
  let used = firstPageLines;
  for (const group of groups) {
    const lines = groupLines(group);
    if (current.length > 0 && used + lines > PAGE_LINES) {
      pages.push({ blocks: current });
      current = [];
      used = 0;
    }
    current.push(...group);
    used += lines;
  }
  if (current.length > 0) pages.push({ blocks: current });
  return pages;
};
