import { renderReportPdf } from '../../adapters/pdf';
import { createZoneRules } from '../../adapters/zone-rules';
import { prepareReport, type ReportOrder, type ReportType } from '../../domain/reports';

/** The paid reports: pages, file size and time to prepare and render, for a known and an unknown birth time. Aim: under 3 s and 5 MB each. */
export const title = 'Report PDFs: pages, size and render time';

const FROM = Date.UTC(2026, 10, 24, 9, 0);
const births: Array<[string, ReportOrder['birth']]> = [
  ['known time', { date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } }],
  ['unknown time', { date: '1985-11-03', time: null, place: { label: 'Chicago, United States', lat: 41.88, lng: -87.63, zone: 'America/Chicago' } }],
];

export const main = async (): Promise<void> => {
  console.info(`\n${title} (report-pdf.bench.ts)`);
  const { rules } = createZoneRules();
  // The first render loads fonts and warms the layout engine; it is reported, not hidden.
  for (const type of ['lunar', 'astrology', 'lunar', 'astrology'] as ReportType[]) {
    for (const [label, birth] of births) {
      const started = performance.now();
      const prepared = prepareReport(rules, { type, name: 'Ana Sofia', birth }, FROM);
      if (!prepared.ok) throw new Error(prepared.error);
      const prepareSeconds = (performance.now() - started) / 1000;
      const { bytes, pages } = await renderReportPdf(prepared.document);
      const seconds = (performance.now() - started) / 1000;
      const kb = bytes.length / 1024;
      const ok = seconds < 3 && kb < 5 * 1024 ? '✓' : '✗';
      console.info(
        `  ${ok} ${type.padEnd(9)} ${label.padEnd(12)} ${String(pages).padStart(3)} pages  ${kb.toFixed(0).padStart(5)} KB  ${seconds.toFixed(2)} s (document ${prepareSeconds.toFixed(2)} s)`,
      );
    }
  }
};
