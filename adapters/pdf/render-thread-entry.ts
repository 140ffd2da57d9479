/**
 * The report thread's own code (started by render-thread.ts, never imported by the server):
 * it loads the PDF renderer and its fonts, draws a small sample of each report once so the layout
 * engine's code is compiled before a buyer's report arrives, then draws one report document per
 * message, in the order they came, and sends the PDF's bytes back without copying them.
 */
import { parentPort } from 'node:worker_threads';
import { prepareReport, type ReportDocument } from '../../domain/reports';
import { createZoneRules } from '../zone-rules';
import { renderReportPdf } from './report-pdf';
import type { ThreadReply, ThreadRequest } from './render-thread';

const port = parentPort;
if (port === null) throw new Error('render-thread-entry runs as a worker thread (render-thread.ts starts it).');

/** A fixed birth whose two reports between them show every kind of block; only samples of them are drawn. */
const SAMPLE_BIRTH = { date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } } as const;
const SAMPLE_FROM = Date.UTC(2026, 0, 1);
/** Any address does: the warm-up's drawing is never kept. */
const SAMPLE_SITE_URL = 'https://moonwise.example';

/**
 * A sample of each report: the first page of each of its sections (about ten pages), so every
 * kind of block, both fonts, the wheel and the calendar are drawn once, at a fifth of the cost of
 * the whole reports.
 */
const sampleDocuments = (): ReportDocument[] => {
  const { rules } = createZoneRules();
  return (['lunar', 'astrology'] as const).map((type) => {
    const prepared = prepareReport(rules, { type, name: 'Sample', birth: SAMPLE_BIRTH, siteUrl: SAMPLE_SITE_URL }, SAMPLE_FROM);
    if (!prepared.ok) throw new Error(`The sample report could not be prepared: ${prepared.error}`);
    const sections = prepared.document.sections.map((section) => ({ ...section, pages: section.pages.slice(0, 1) }));
    return { ...prepared.document, sections, pageCount: sections.reduce((sum, section) => sum + section.pages.length, 0) };
  });
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The warm-up's outcome is reported once; a failed warm-up leaves the thread able to try real reports. */
const warmUp = async (): Promise<void> => {
  const started = performance.now();
  try {
    let pages = 0;
    for (const sample of sampleDocuments()) pages += (await renderReportPdf(sample)).pages;
    port.postMessage({ kind: 'warm', ms: performance.now() - started, pages } satisfies ThreadReply);
  } catch (error) {
    port.postMessage({ kind: 'warm-failed', message: messageOf(error) } satisfies ThreadReply);
  }
};

const draw = async ({ id, document }: ThreadRequest): Promise<void> => {
  try {
    const { bytes, pages } = await renderReportPdf(document);
    // The bytes' own buffer moves to the caller; a view into a larger buffer is copied out first.
    const buffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
    port.postMessage({ kind: 'done', id, bytes: buffer as ArrayBuffer, pages } satisfies ThreadReply, [buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({ kind: 'failed', id, message: messageOf(error) } satisfies ThreadReply);
  }
};

// One drawing at a time, the warm-up first: the caller sends one at a time anyway.
let turn = warmUp();
port.on('message', (request: ThreadRequest) => {
  turn = turn.then(() => draw(request));
});
