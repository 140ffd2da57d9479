/**
 * The Lunar Report's pages are filled by an estimate of their printed height (lunar-pages.ts);
 * this renders the report for five births, one without a birth time and two inside or near the
 * polar circle, and checks the PDF has exactly the model's pages (none overflowed) and prints
 * each lunation's reading of her chart.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReportPdf } from '../../adapters/pdf';
import { createZoneRules } from '../../adapters/zone-rules';
import { prepareReport, type Block, type ReportDocument, type ReportOrder } from '../../domain/reports';
import { documentWords } from '../support/report-text';

const FROM = Date.UTC(2026, 10, 24, 9, 0);
const { rules } = createZoneRules();
type Birth = ReportOrder['birth'];
const BIRTHS: Record<string, Birth> = {
  lisbon: { date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } },
  chicago: { date: '1985-11-03', time: null, place: { label: 'Chicago, United States', lat: 41.88, lng: -87.63, zone: 'America/Chicago' } },
  reykjavik: { date: '1950-01-15', time: '23:30', place: { label: 'Reykjavik, Iceland', lat: 64.15, lng: -21.94, zone: 'Atlantic/Reykjavik' } },
  tromso: { date: '1978-06-21', time: '04:10', place: { label: 'Tromsø, Norway', lat: 69.65, lng: 18.96, zone: 'Europe/Oslo' } },
  sydney: { date: '2001-09-30', time: '17:45', place: { label: 'Sydney, Australia', lat: -33.87, lng: 151.21, zone: 'Australia/Sydney' } },
};

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

let dir: string;
const made = new Map<string, { doc: ReportDocument; file: string; pages: number }>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lunar-report-'));
  for (const [key, birth] of Object.entries(BIRTHS)) {
    const prepared = prepareReport(rules, { type: 'lunar', name: 'Ana', birth }, FROM);
    if (!prepared.ok) throw new Error(prepared.error);
    const { bytes, pages } = await renderReportPdf(prepared.document);
    const file = join(dir, `${key}.pdf`);
    writeFileSync(file, bytes);
    made.set(key, { doc: prepared.document, file, pages });
  }
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.each(Object.keys(BIRTHS))('the Lunar Report PDF for the %s birth', (key) => {
  it('has exactly the pages the model laid out: no page overflowed', () => {
    const { doc, pages } = made.get(key)!;
    expect(pages).toBe(doc.pageCount);
    expect(documentWords(doc)).toBeGreaterThanOrEqual(8200);
  });

  it.runIf(hasPdftotext)('prints each lunation page’s reading of her chart on its own page', () => {
    const { doc, file } = made.get(key)!;
    const start = 1 + doc.sections.slice(0, doc.sections.findIndex((s) => s.id === 'lunations')).reduce((sum, s) => sum + s.pages.length, 0);
    const lunations = doc.sections.find((s) => s.id === 'lunations')!.pages;
    lunations.forEach((page, i) => {
      const printed = flat(execFileSync('pdftotext', ['-f', String(start + i), '-l', String(start + i), file, '-'], { encoding: 'utf8' }));
      const heading = page.blocks.find((b): b is Extract<Block, { kind: 'heading' }> => b.kind === 'heading')!;
      expect(printed).toContain(heading.text);
      // The personal paragraph (the Sun's place and the contacts) follows the facts.
      const personal = page.blocks.find((b): b is Extract<Block, { kind: 'paragraph' }> => b.kind === 'paragraph' && /^The Sun (stands|and Moon)/.test(b.text))!;
      expect(printed).toContain(flat(personal.text).slice(0, 60));
    });
  });
});
