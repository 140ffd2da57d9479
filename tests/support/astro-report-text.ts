/**
 * The measures the Astrology Report is held to, on the document model: the words it prints and
 * how much any two pages repeat each other (five-word runs, lower-cased; overlap = shared runs
 * over the smaller page's runs, for pages of 40 words or more, calendar and journal aside).
 */
import type { Block, ReportDocument } from '../../domain/reports';

/** Every word a block prints: titles, dates, labels, table cells and texts. */
export const blockWords = (block: Block): string[] => {
  const texts = (() => {
    switch (block.kind) {
      case 'paragraph':
        return [block.text];
      case 'entry':
        return [block.title, block.meta, block.text];
      case 'callout':
        return [block.label, block.text];
      case 'heading':
        return [block.text];
      case 'facts':
        return block.rows.flatMap((r) => [r.label, r.value]);
      case 'table':
        return [block.columns.join(' '), ...block.rows.map((r) => r.join(' '))];
      case 'ruled':
        return block.prompt ? [block.prompt] : [];
      default:
        return [];
    }
  })();
  return texts.flatMap((t) => t.split(/\s+/)).filter((w) => w.length > 0);
};

export interface PageWords {
  sectionId: string;
  index: number;
  words: string[];
}

export const pagesOf = (doc: ReportDocument): PageWords[] =>
  doc.sections.flatMap((section) => section.pages.map((page, index) => ({ sectionId: section.id, index, words: page.blocks.flatMap(blockWords) })));

/** Words of model text, the journaling pages' prompts aside. */
export const modelWords = (doc: ReportDocument): number =>
  pagesOf(doc)
    .filter((p) => p.sectionId !== 'journal')
    .reduce((sum, p) => sum + p.words.length, 0);

const shingles = (words: readonly string[]): Set<string> => {
  const lower = words.map((w) => w.toLowerCase());
  const set = new Set<string>();
  for (let i = 0; i + 5 <= lower.length; i++) set.add(lower.slice(i, i + 5).join(' '));
  return set;
};

/** The largest overlap between any two measured pages, and where. */
export const maxPageOverlap = (doc: ReportDocument): { overlap: number; pages: [string, string] | null } => {
  const pages = pagesOf(doc).filter((p) => p.sectionId !== 'journal' && p.sectionId !== 'calendar' && p.words.length >= 40);
  const sets = pages.map((p) => shingles(p.words));
  let best = { overlap: 0, pages: null as [string, string] | null };
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const [a, b] = [sets[i]!, sets[j]!];
      let shared = 0;
      for (const s of a) if (b.has(s)) shared++;
      const overlap = shared / Math.min(a.size, b.size);
      if (overlap > best.overlap) best = { overlap, pages: [`${pages[i]!.sectionId}#${pages[i]!.index}`, `${pages[j]!.sectionId}#${pages[j]!.index}`] };
    }
  }
  return best;
};
