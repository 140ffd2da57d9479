/**
 * The report document's text as a reader meets it, for tests: the words each page prints,
 * word counts, and how much two pages repeat each other, measured as the share of their
 * five-word runs (shingles of lower-cased words) they have in common:
 * overlap = |A ∩ B| / min(|A|, |B|).
 */
import type { Block, ReportDocument } from '../../domain/reports';

export interface PageText {
  /** 1-based, as the PDF numbers pages. */
  page: number;
  sectionId: string;
  text: string;
}

/** The words a block prints; a calendar month prints its title, a wheel nothing. */
export const blockText = (block: Block): string => {
  switch (block.kind) {
    case 'cover':
      return [block.title, block.subtitle, block.name, block.birthLine, block.preparedLine].join(' ');
    case 'contents':
      return block.entries.map((e) => `${e.title} ${e.page}`).join(' ');
    case 'heading':
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map((r) => `${r.label} ${r.value}`).join(' ');
    case 'table':
      return [...block.columns, ...block.rows.flat()].join(' ');
    case 'entry':
      return [block.title, block.meta, block.text].join(' ');
    case 'callout':
      return `${block.label} ${block.text}`;
    case 'ruled':
      return block.prompt ?? '';
    case 'month':
      return block.month.title;
    case 'wheel':
      return '';
  }
};

/** Every page's text, the section heading on its section's first page. */
export const pageTexts = (doc: ReportDocument): PageText[] => {
  let page = 0;
  return doc.sections.flatMap((section) =>
    section.pages.map((p, i) => {
      page += 1;
      const heading = i === 0 && section.heading ? `${section.heading} ` : '';
      return { page, sectionId: section.id, text: heading + p.blocks.map(blockText).filter((t) => t !== '').join(' ') };
    }),
  );
};

/** Words as a reader counts them: runs of non-space characters. */
export const countWords = (text: string): number => text.split(/\s+/).filter((w) => w.length > 0).length;

/** Words in the whole document, leaving out the given sections. */
export const documentWords = (doc: ReportDocument, leaveOut: readonly string[] = []): number =>
  pageTexts(doc)
    .filter((p) => !leaveOut.includes(p.sectionId))
    .reduce((sum, p) => sum + countWords(p.text), 0);

/** Lower-cased words, punctuation stripped (apostrophes kept inside words). */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? [];

/** The set of n-word runs of a text. */
export const shingles = (text: string, n = 5): Set<string> => {
  const words = wordsOf(text);
  const runs = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) runs.add(words.slice(i, i + n).join(' '));
  return runs;
};

/** |A ∩ B| / min(|A|, |B|); 0 when either is empty. */
export const shingleOverlap = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const run of small) if (large.has(run)) shared += 1;
  return shared / small.size;
};

export interface OverlapFinding {
  overlap: number;
  a: PageText;
  b: PageText;
}

/**
 * The pair of pages (each of at least `minWords` words, outside the left-out sections) that
 * share the most five-word runs, or null with fewer than two such pages.
 */
export const maxPageOverlap = (
  doc: ReportDocument,
  { leaveOut = ['calendar', 'journal'], minWords = 40 }: { leaveOut?: readonly string[]; minWords?: number } = {},
): OverlapFinding | null => {
  const pages = pageTexts(doc)
    .filter((p) => !leaveOut.includes(p.sectionId) && wordsOf(p.text).length >= minWords)
    .map((p) => ({ p, runs: shingles(p.text) }));
  let worst: OverlapFinding | null = null;
  for (let i = 0; i < pages.length; i++) {
    for (let j = i + 1; j < pages.length; j++) {
      const overlap = shingleOverlap(pages[i]!.runs, pages[j]!.runs);
      if (!worst || overlap > worst.overlap) worst = { overlap, a: pages[i]!.p, b: pages[j]!.p };
    }
  }
  return worst;
};
