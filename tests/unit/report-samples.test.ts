import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST_PATH, SAMPLES_DIR, SAMPLES_URL, chosenPages, describePage, readManifest, sampleDocument, staleness } from '../../scripts/report-samples';

/**
 * The checkout's sample pages (ADR 037) are committed, made by `npm run report-samples` from a
 * fictional birth through the real report pipeline. This fails when the reports' model or the
 * PDF adapter changed since: run the script again and commit what it writes.
 */
describe('the report samples', () => {
  it('were made from the current reports and PDF adapter (else run npm run report-samples)', async () => {
    expect(await staleness(await readManifest())).toEqual([]);
  }, 30_000);

  it('are real PNG files of the size the manifest gives, for 3 or 4 pages of each report', async () => {
    const manifest = await readManifest();
    for (const report of Object.values(manifest.reports)) {
      expect(report.pages.length).toBeGreaterThanOrEqual(3);
      expect(report.pages.length).toBeLessThanOrEqual(4);
      expect(report.pageCount).toBeGreaterThanOrEqual(45);
      expect(report.pageCount).toBeLessThanOrEqual(55);
      for (const page of report.pages) {
        expect(page.src.startsWith(`${SAMPLES_URL}/`)).toBe(true);
        const bytes = readFileSync(path.join(SAMPLES_DIR, page.src.slice(SAMPLES_URL.length + 1)));
        expect(bytes.subarray(1, 4).toString()).toBe('PNG');
        expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([page.width, page.height]);
        expect(bytes.byteLength).toBeLessThan(250_000);
        expect(page.page).toBeGreaterThanOrEqual(1);
        expect(page.page).toBeLessThanOrEqual(report.pageCount);
        expect(page.alt.length).toBeGreaterThan(40);
      }
    }
    expect(path.basename(MANIFEST_PATH)).toBe('report-samples.json');
  });

  it('show the cover first and describe each page from what is on it', () => {
    for (const type of ['lunar', 'astrology'] as const) {
      const document = sampleDocument(type);
      const chosen = chosenPages(document);
      expect(chosen[0]?.number).toBe(1);
      expect(new Set(chosen.map((c) => c.number)).size).toBe(chosen.length);
      const cover = describePage(document, chosen[0]!);
      expect(cover).toContain('the cover');
      expect(cover).toContain('12 April 1990');
      const month = chosen.find((c) => c.page.blocks.some((b) => b.kind === 'month'));
      if (month) expect(describePage(document, month)).toMatch(/moon calendar for [A-Z][a-z]+ \d{4}/);
    }
  });
});
