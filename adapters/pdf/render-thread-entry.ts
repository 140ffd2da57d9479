/**
 * The report thread's own code (started by render-thread.ts, never imported by the server):
 * it loads the PDF renderer and its fonts, draws a small sample report once so the layout
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

/** A fixed order whose report shows every kind of block; only its sample is drawn. */
const SAMPLE_ORDER = {
  type: 'astrology',
  name: 'Sample',
  birth: { date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } },
} as const;
const SAMPLE_FROM = Date.UTC(2026, 0, 1);

/**
 * The sample: the first page of each section of a real report (about ten pages), so every kind
 * of block, both fonts and the wheel are drawn once, at a fifth of a whole report's cost.
 */
const sampleDocument = (): ReportDocument => {
  const prepared = prepareReport(createZoneRules().rules, SAMPLE_ORDER, SAMPLE_FROM);
  if (!prepared.ok) throw new Error(`The sample report could not be prepared: ${prepared.error}`);
  const { document } = prepared;
  const sections = document.sections.map((section) => ({ ...section, pages: section.pages.slice(0, 1) }));
  return { ...document, sections, pageCount: sections.reduce((sum, section) => sum + section.pages.length, 0) };
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The warm-up's outcome is reported once; a failed warm-up leaves the thread able to try real reports. */
const warmUp = async (): Promise<void> => {
  const started = performance.now();
  try {
    const { pages } = await renderReportPdf(sampleDocument());
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
