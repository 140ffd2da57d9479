/**
 * The Astrology Report's prose pages fill to synthesis.ts's closer estimate of the printed
 * page; this renders the five sample births and checks that no page overflowed (the PDF has
 * exactly the model's pages) and that the printed text still reaches 9,500 words.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderReportPdf } from '../../adapters/pdf';
import { createZoneRules } from '../../adapters/zone-rules';
import { prepareReport, type ReportOrder } from '../../domain/reports';

const FROM = Date.UTC(2026, 10, 24, 9, 0);
const { rules } = createZoneRules();
const births: Array<[string, ReportOrder['birth']]> = [
  ['Lisbon', { date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } }],
  ['Chicago, time unknown', { date: '1985-11-03', time: null, place: { label: 'Chicago, United States', lat: 41.88, lng: -87.63, zone: 'America/Chicago' } }],
  ['Reykjavik', { date: '1950-01-15', time: '23:30', place: { label: 'Reykjavik, Iceland', lat: 64.15, lng: -21.94, zone: 'Atlantic/Reykjavik' } }],
  ['Tromsø, above the polar circle', { date: '1978-06-21', time: '04:10', place: { label: 'Tromsø, Norway', lat: 69.65, lng: 18.96, zone: 'Europe/Oslo' } }],
  ['Sydney', { date: '2001-09-30', time: '17:45', place: { label: 'Sydney, Australia', lat: -33.87, lng: 151.21, zone: 'Australia/Sydney' } }],
];

const hasTool = (tool: string) => {
  try {
    execFileSync(tool, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const dir = mkdtempSync(join(tmpdir(), 'astrology-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(births)('the Astrology Report for %s, as a PDF', (label, birth) => {
  it('prints exactly the pages the model laid out, and 9,500 words or more', { timeout: 60_000 }, async () => {
    const prepared = prepareReport(rules, { type: 'astrology', name: 'Ana Sofia', birth }, FROM);
    if (!prepared.ok) throw new Error(prepared.error);
    const { bytes, pages } = await renderReportPdf(prepared.document);
    expect(pages).toBe(prepared.document.pageCount);
    if (!hasTool('pdfinfo')) return;
    const file = join(dir, `${label.replace(/\W+/g, '-')}.pdf`);
    writeFileSync(file, bytes);
    expect(Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1])).toBe(prepared.document.pageCount);
    const words = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).split(/\s+/).filter((w) => w.length > 0).length;
    expect(words).toBeGreaterThanOrEqual(9500);
  });
});
