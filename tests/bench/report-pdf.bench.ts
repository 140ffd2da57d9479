import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createZoneRules } from '../../adapters/zone-rules';
import { prepareReport, type ReportDocument, type ReportOrder, type ReportType } from '../../domain/reports';

/**
 * The paid reports: pages, words, file size and render time, for a known and an unknown birth
 * time. Cold: a new process loads the renderer and its fonts and makes its first report (what
 * the first order after a worker starts waits). Warm: the same process again, the median of
 * three. A third figure renders a document whose every page is filled with text (about 13,000
 * words), the headroom for reports that grow. Aims: under 5 s cold, under 3 s warm, under 1 MB.
 */
export const title = 'Report PDFs: pages, size and render time, cold and warm';

const FROM = Date.UTC(2026, 10, 24, 9, 0);
const births: Array<[string, ReportOrder['birth']]> = [
  ['known time', { date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } }],
  ['unknown time', { date: '1985-11-03', time: null, place: { label: 'Chicago, United States', lat: 41.88, lng: -87.63, zone: 'America/Chicago' } }],
];
const TYPES: ReportType[] = ['lunar', 'astrology'];
const COLD_LIMIT_S = 5;
const WARM_LIMIT_S = 3;
const SIZE_LIMIT_KB = 1024;

const documentFor = (type: ReportType, birth: ReportOrder['birth']): ReportDocument => {
  const prepared = prepareReport(createZoneRules().rules, { type, name: 'Ana Sofia', birth }, FROM);
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.document;
};

const wordsOf = (doc: ReportDocument): number =>
  doc.sections
    .flatMap((s) => s.pages.flatMap((p) => p.blocks))
    .flatMap((b) => (b.kind === 'paragraph' ? [b.text] : b.kind === 'entry' ? [b.title, b.meta, b.text] : b.kind === 'callout' ? [b.label, b.text] : []))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;

/** The same report with every body page holding a page of its own prose: the most text 50 pages take. */
const filled = (doc: ReportDocument): ReportDocument => {
  const prose = doc.sections
    .flatMap((s) => s.pages.flatMap((p) => p.blocks))
    .flatMap((b) => (b.kind === 'paragraph' || b.kind === 'entry' ? [b.text] : []))
    .join(' ')
    .split(/\s+/);
  let at = 0;
  const take = (words: number) => Array.from({ length: words }, () => prose[at++ % prose.length]).join(' ');
  const sections = doc.sections.map((section, i) =>
    i < 2 ? section : { ...section, pages: section.pages.map(() => ({ blocks: [0, 1, 2].map(() => ({ kind: 'paragraph' as const, tone: 'body' as const, text: take(85) })) })) },
  );
  return { ...doc, sections };
};

const kb = (bytes: number) => bytes / 1024;
/** CPU seconds since `from`, all threads: steadier than the wall clock on a shared machine. */
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
};
const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** Run as a child process: the first report a new process makes, timed from loading the renderer. */
const cold = async (type: ReportType) => {
  process.env.NODE_ENV ??= 'production';
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { renderReportPdf } = await import('../../adapters/pdf');
  const { bytes, pages } = await renderReportPdf(documentFor(type, births[0]![1]));
  const seconds = (performance.now() - started) / 1000;
  console.info(JSON.stringify({ seconds, cpu: cpuSeconds(cpu), sinceStart: performance.now() / 1000, pages, bytes: bytes.length }));
};

export const main = async (): Promise<void> => {
  console.info(`\n${title} (report-pdf.bench.ts)`);
  // Wall-clock figures stretch when other work shares the cores; the load says how much did.
  console.info(`  machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} over the last minute`);
  const self = fileURLToPath(import.meta.url);
  console.info('  cold: a new process, from loading the renderer to the finished PDF');
  for (const type of TYPES) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', self, '--cold', type], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    const figures = JSON.parse(out.trim().split('\n').at(-1)!) as { seconds: number; cpu: number; sinceStart: number; pages: number; bytes: number };
    console.info(
      `  ${mark(figures.seconds < COLD_LIMIT_S && kb(figures.bytes) < SIZE_LIMIT_KB)} ${type.padEnd(9)} ${'known time'.padEnd(12)} ${String(figures.pages).padStart(3)} pages  ${kb(figures.bytes).toFixed(0).padStart(5)} KB  ${figures.seconds.toFixed(2)} s cold  (${figures.cpu.toFixed(2)} s CPU; ${figures.sinceStart.toFixed(2)} s from process start, TypeScript loading included)`,
    );
  }

  const { renderReportPdf } = await import('../../adapters/pdf');
  // One render each way first: fonts loaded, code paths compiled, as in a worker that has made a report.
  for (const type of TYPES) await renderReportPdf(documentFor(type, births[0]![1]));
  console.info('  warm: the same process, median of three renders (document built each time)');
  for (const type of TYPES) {
    for (const [label, birth] of births) {
      const times: Array<{ seconds: number; cpu: number }> = [];
      let result: { bytes: Uint8Array; pages: number } = { bytes: new Uint8Array(), pages: 0 };
      let words = 0;
      for (let i = 0; i < 3; i += 1) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        const doc = documentFor(type, birth);
        result = await renderReportPdf(doc);
        times.push({ seconds: (performance.now() - started) / 1000, cpu: cpuSeconds(cpu) });
        words = wordsOf(doc);
      }
      const { seconds, cpu } = times.sort((a, b) => a.seconds - b.seconds)[1]!;
      console.info(
        `  ${mark(seconds < WARM_LIMIT_S && kb(result.bytes.length) < SIZE_LIMIT_KB)} ${type.padEnd(9)} ${label.padEnd(12)} ${String(result.pages).padStart(3)} pages  ${kb(result.bytes.length).toFixed(0).padStart(5)} KB  ${seconds.toFixed(2)} s warm  (${cpu.toFixed(2)} s CPU; ${words} words)`,
      );
    }
  }
  console.info('  headroom: every body page filled with prose');
  for (const type of TYPES) {
    const doc = filled(documentFor(type, births[0]![1]));
    const started = performance.now();
    const cpu = process.cpuUsage();
    const { bytes, pages } = await renderReportPdf(doc);
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `  ${mark(seconds < WARM_LIMIT_S && kb(bytes.length) < SIZE_LIMIT_KB)} ${type.padEnd(9)} ${'full pages'.padEnd(12)} ${String(pages).padStart(3)} pages  ${kb(bytes.length).toFixed(0).padStart(5)} KB  ${seconds.toFixed(2)} s warm  (${cpuSeconds(cpu).toFixed(2)} s CPU; ${wordsOf(doc)} words)`,
    );
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--cold') await cold(process.argv[3] as ReportType);
