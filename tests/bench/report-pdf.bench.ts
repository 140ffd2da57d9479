import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { reportThread } from '../../adapters/pdf/render-thread';
import { createZoneRules } from '../../adapters/zone-rules';
import { SERVER_OUT_DIR, serverBuildIsStale } from '../../scripts/build-server';
import { prepareReport, type ReportDocument, type ReportOrder, type ReportType } from '../../domain/reports';

/**
 * The paid reports: pages, words, file size and render time, for a known and an unknown birth
 * time. Cold: a new process loads the renderer and its fonts and makes its first report (what
 * the first order after a worker starts waits). Warm: the same process again, the median of
 * three. A third figure renders a document whose every page is filled with text (about 13,000
 * words), the headroom for reports that grow. A fourth draws in the worker thread kept warm, as
 * the server does (ADR 038): how long the thread takes to start and draw its sample, then the
 * first report after that warm-up (what a buyer's first order waits) and warm ones, with how
 * long this process's event loop was held meanwhile (the document is built here, the PDF there). Aims: under 5 s cold, under 3 s warm
 * and first after warm-up, under 1 MB.
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
  const prepared = prepareReport(createZoneRules().rules, { type, name: 'Ana Sofia', birth, siteUrl: 'https://moonwise.example' }, FROM);
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

/**
 * The event loop's longest stall while `work` ran: the longest gap between the runs of a 5 ms
 * timer (costing next to nothing), what a request arriving meanwhile could have waited. Node's
 * own delay monitor misses a stall that long, so the gaps are measured here.
 */
const stallDuring = async <T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number; seconds: number }> => {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    const started = performance.now();
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    // A stall is measured when the timer runs again after it: wait for that run.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { result, stallMs: longest, seconds };
  } finally {
    clearInterval(timer);
  }
};

/** The server's way: a worker thread started, warmed with its sample, then asked for reports. */
const threaded = async () => {
  // The compiled server's thread when its build is current (npm run build), as the server runs it; the sources through tsx otherwise.
  const compiled = !serverBuildIsStale();
  console.info(`  thread: drawn in a worker thread kept warm, as the server draws them (from ${compiled ? 'dist-server, as compiled' : 'the TypeScript sources: dist-server is missing or stale'})`);
  const thread = reportThread(compiled ? { entry: pathToFileURL(path.join(SERVER_OUT_DIR, 'render-thread-entry.js')) } : {});
  try {
    const started = performance.now();
    const sampleMs = await thread.warm();
    console.info(`    thread started and its sample drawn in ${((performance.now() - started) / 1000).toFixed(2)} s (the sample itself ${(sampleMs / 1000).toFixed(2)} s)`);
    const line = (ok: boolean, type: ReportType, label: string, pages: number, bytes: number, seconds: number, cpu: number, what: string, stallMs: number) =>
      console.info(
        `  ${mark(ok && kb(bytes) < SIZE_LIMIT_KB)} ${type.padEnd(9)} ${label.padEnd(12)} ${String(pages).padStart(3)} pages  ${kb(bytes).toFixed(0).padStart(5)} KB  ${seconds.toFixed(2)} s ${what}  (${cpu.toFixed(2)} s CPU; event loop held at most ${stallMs.toFixed(0)} ms)`,
      );
    for (const [i, type] of TYPES.entries()) {
      // The first of all is the first order after start-up; each type's first is its code paths' first.
      const doc = documentFor(type, births[0]![1]);
      const cpu = process.cpuUsage();
      const { result, stallMs, seconds } = await stallDuring(() => thread.render(doc));
      line(seconds < WARM_LIMIT_S, type, births[0]![0], result.pages, result.bytes.length, seconds, cpuSeconds(cpu), i === 0 ? 'first after warm-up' : 'first of its type', stallMs);
    }
    for (const type of TYPES) {
      for (const [label, birth] of births) {
        const runs: Array<{ seconds: number; cpu: number; stallMs: number; pages: number; bytes: number }> = [];
        for (let i = 0; i < 3; i += 1) {
          const at = performance.now();
          const cpu = process.cpuUsage();
          const doc = documentFor(type, birth);
          const built = (performance.now() - at) / 1000;
          const { result, stallMs, seconds } = await stallDuring(() => thread.render(doc));
          runs.push({ seconds: built + seconds, cpu: cpuSeconds(cpu), stallMs, pages: result.pages, bytes: result.bytes.length });
        }
        const median = runs.sort((a, b) => a.seconds - b.seconds)[1]!;
        line(median.seconds < WARM_LIMIT_S, type, label, median.pages, median.bytes, median.seconds, median.cpu, 'warm', median.stallMs);
      }
    }
  } finally {
    await thread.stop();
  }
};

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
      const times: Array<{ seconds: number; cpu: number; stallMs: number }> = [];
      let result: { bytes: Uint8Array; pages: number } = { bytes: new Uint8Array(), pages: 0 };
      let words = 0;
      for (let i = 0; i < 3; i += 1) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        const doc = documentFor(type, birth);
        const built = (performance.now() - started) / 1000;
        const drawn = await stallDuring(() => renderReportPdf(doc));
        result = drawn.result;
        // The document's building counts; the wait for the stall's sample does not.
        times.push({ seconds: built + drawn.seconds, cpu: cpuSeconds(cpu), stallMs: drawn.stallMs });
        words = wordsOf(doc);
      }
      const { seconds, cpu, stallMs } = times.sort((a, b) => a.seconds - b.seconds)[1]!;
      console.info(
        `  ${mark(seconds < WARM_LIMIT_S && kb(result.bytes.length) < SIZE_LIMIT_KB)} ${type.padEnd(9)} ${label.padEnd(12)} ${String(result.pages).padStart(3)} pages  ${kb(result.bytes.length).toFixed(0).padStart(5)} KB  ${seconds.toFixed(2)} s warm  (${cpu.toFixed(2)} s CPU; ${words} words; event loop held at most ${stallMs.toFixed(0)} ms)`,
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
  await threaded();
};

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--cold') await cold(process.argv[3] as ReportType);
