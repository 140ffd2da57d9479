/**
 * Both paid reports as a buyer reads them, for five births: the text pdftotext takes out of each
 * PDF. Each has exactly the pages its model laid out (none overflowed), 45 to 55 of them, at least
 * 9,000 words, under 1 MB, and no two written pages sharing more than 60% of their five-word runs
 * (the calendar grid and the journal frame aside). Each lunation page prints its reading of her chart,
 * and the last page the link to the site's /accuracy page, one a reader can follow.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReportPdf } from '../../adapters/pdf';
import { createZoneRules } from '../../adapters/zone-rules';
import { prepareReport, type Block, type ReportDocument, type ReportType } from '../../domain/reports';
import { SAMPLE_BIRTHS, SAMPLE_FROM } from '../support/report-births';
import { countWords, shingleOverlap, shingles } from '../support/report-text';

const { rules } = createZoneRules();
const UNWRITTEN = new Set(['cover', 'contents', 'calendar', 'journal']);
const TYPES: ReportType[] = ['lunar', 'astrology'];

interface Rendered {
  doc: ReportDocument;
  pages: string[];
  bytes: number;
  /** The addresses of the PDF's link annotations. */
  links: string[];
}
const rendered = new Map<string, Rendered>();
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'report-text-'));
  for (const type of TYPES) {
    for (const { key, name, birth } of SAMPLE_BIRTHS) {
      const prepared = prepareReport(rules, { type, name, birth, siteUrl: 'https://moonwise.example' }, SAMPLE_FROM);
      if (!prepared.ok) throw new Error(prepared.error);
      const { bytes } = await renderReportPdf(prepared.document);
      const file = join(dir, `${type}-${key}.pdf`);
      writeFileSync(file, bytes);
      // pdftotext ends every page with a form feed.
      const pages = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }).split('\f').slice(0, -1);
      const links = [...Buffer.from(bytes).toString('latin1').matchAll(/\/URI \(([^)]*)\)/g)].map((m) => m[1]!);
      rendered.set(`${type}-${key}`, { doc: prepared.document, pages, bytes: bytes.length, links });
    }
  }
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each PDF page's section, in the model's order. */
const sectionOfPage = (doc: ReportDocument): string[] => doc.sections.flatMap((section) => section.pages.map(() => section.id));
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

const cases = TYPES.flatMap((type) => SAMPLE_BIRTHS.map(({ key, label }) => ({ type, key, label })));

describe.each(cases)('the $type report for $label, as printed', ({ type, key }) => {
  const get = () => rendered.get(`${type}-${key}`)!;

  it('prints exactly the model’s pages, 45 to 55 of them, at least 9,000 words, in under 1 MB', () => {
    const { doc, pages, bytes } = get();
    expect(pages).toHaveLength(doc.pageCount);
    expect(pages.length).toBeGreaterThanOrEqual(45);
    expect(pages.length).toBeLessThanOrEqual(55);
    expect(countWords(pages.join(' '))).toBeGreaterThanOrEqual(9000);
    expect(bytes).toBeLessThan(1024 * 1024);
  });

  it('never repeats a page: no two written pages share more than 60% of their five-word runs', () => {
    const { doc, pages } = get();
    const sections = sectionOfPage(doc);
    const written = pages
      .map((text, i) => ({ page: i + 1, text, runs: shingles(text) }))
      .filter(({ page, text }) => !UNWRITTEN.has(sections[page - 1]!) && countWords(text) >= 40);
    expect(written.length).toBeGreaterThan(25);
    let worst = { overlap: 0, pages: '' };
    for (let i = 0; i < written.length; i++) {
      for (let j = i + 1; j < written.length; j++) {
        const overlap = shingleOverlap(written[i]!.runs, written[j]!.runs);
        if (overlap > worst.overlap) worst = { overlap, pages: `${written[i]!.page} and ${written[j]!.page}` };
      }
    }
    expect(worst.overlap, `pages ${worst.pages}`).toBeLessThanOrEqual(0.6);
  });

  it('ends with the link to the site’s /accuracy page on its last page, as a link a reader can follow', () => {
    const { pages, links } = get();
    expect(flat(pages.at(-1)!)).toContain('against the Swiss Ephemeris: charts for a few hundred sample births, and thirty years of new and full moons and eclipses. The figures, and the conventions behind every chart, are published at https://moonwise.example/accuracy');
    expect(pages.slice(0, -1).some((page) => page.includes('/accuracy'))).toBe(false);
    expect(links).toEqual(['https://moonwise.example/accuracy']);
  });
});

describe.each(SAMPLE_BIRTHS)('the Lunar Report for $label, as printed', ({ key }) => {
  it('prints each lunation’s reading of her chart on its own page', () => {
    const { doc, pages } = rendered.get(`lunar-${key}`)!;
    const sections = sectionOfPage(doc);
    const start = sections.indexOf('lunations');
    doc.sections.find((s) => s.id === 'lunations')!.pages.forEach((page, i) => {
      const printed = flat(pages[start + i]!);
      const heading = page.blocks.find((b): b is Extract<Block, { kind: 'heading' }> => b.kind === 'heading')!;
      expect(printed).toContain(heading.text);
      // The personal paragraph (the Sun's place and the contacts) follows the facts.
      const personal = page.blocks.find((b): b is Extract<Block, { kind: 'paragraph' }> => b.kind === 'paragraph' && /^The Sun (stands|and Moon)/.test(b.text))!;
      expect(printed).toContain(flat(personal.text).slice(0, 60));
    });
  });
});
