import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPdfPages, renderReportPdf } from '../../adapters/pdf';
import { reportThread, type RenderedReport, type ReportThread } from '../../adapters/pdf/render-thread';
import { createZoneRules } from '../../adapters/zone-rules';
import { prepareReport, type ReportDocument, type ReportType } from '../../domain/reports';

/**
 * Issue 26 §6 (ADR 038): the report PDF drawn in a worker thread kept warm is the PDF the
 * renderer draws in the process itself, while the process's event loop keeps turning; a
 * document the renderer fails on rejects with its message, a thread that dies is replaced at the
 * next report, and a stop ends the thread.
 */
const { rules } = createZoneRules();
/** The thread started on tests/support/crashing-report-thread.ts ends itself on a document of this name. */
const CRASHING_NAME = 'Crash Test';
const birth = { date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } };
const documentFor = (type: ReportType, name = 'Ana Sofia'): ReportDocument => {
  const prepared = prepareReport(rules, { type, name, birth, siteUrl: 'https://moonwise.example' }, Date.UTC(2026, 10, 24, 9, 0));
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.document;
};

/** How many times the event loop turned (a setImmediate each turn) while `work` ran. */
const turnsDuring = async <T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> => {
  let turns = 0;
  let running = true;
  const turn = () => {
    turns += 1;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  try {
    return { result: await work(), turns };
  } finally {
    running = false;
  }
};

const isPdf = (bytes: Uint8Array) => {
  const text = Buffer.from(bytes).toString('latin1');
  return text.startsWith('%PDF-') && text.trimEnd().endsWith('%%EOF');
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'report-thread-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const textOf = (bytes: Uint8Array, name: string): string => {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('the report thread', { timeout: 120_000 }, () => {
  let thread: ReportThread;
  beforeAll(() => {
    thread = reportThread();
  });
  afterAll(() => thread.stop());

  it('warms up by drawing its sample report, and says how long that took', async () => {
    expect(await thread.warm()).toBeGreaterThan(0);
  });

  it('draws the same PDF as the renderer in the process, while the event loop keeps turning', async () => {
    const doc = documentFor('astrology');
    const direct = await turnsDuring(() => renderReportPdf(doc));
    const threaded = await turnsDuring(() => thread.render(doc));
    expect(isPdf(threaded.result.bytes)).toBe(true);
    expect(threaded.result.pages).toBe(direct.result.pages);
    expect(countPdfPages(threaded.result.bytes)).toBe(threaded.result.pages);
    expect(threaded.result.pages).toBe(doc.pageCount);
    expect(textOf(threaded.result.bytes, 'threaded')).toBe(textOf(direct.result.bytes, 'direct'));
    // Drawn here, the loop waits for most of the drawing; drawn in the thread, it spins all along.
    expect(threaded.turns).toBeGreaterThan(1_000);
    expect(threaded.turns).toBeGreaterThan(10 * direct.turns);
  });

  it('draws reports asked at once one after another, each its own', async () => {
    const lunar = documentFor('lunar', 'Marcus Lee');
    const astrology = documentFor('astrology', 'Rae Okafor');
    const finished: string[] = [];
    const track = (name: string, drawing: Promise<RenderedReport>) => drawing.then((report) => (finished.push(name), report));
    const [first, second] = await Promise.all([track('lunar', thread.render(lunar)), track('astrology', thread.render(astrology))]);
    expect(finished).toEqual(['lunar', 'astrology']);
    expect(first.pages).toBe(lunar.pageCount);
    expect(second.pages).toBe(astrology.pageCount);
    expect(textOf(first.bytes, 'lunar')).toContain('Marcus Lee');
    expect(textOf(second.bytes, 'astrology')).toContain('Rae Okafor');
  });

  it('rejects a document the renderer fails on with the renderer’s own message, and draws the next', async () => {
    const broken = { ...documentFor('lunar'), sections: null } as unknown as ReportDocument;
    await expect(thread.render(broken)).rejects.toThrow(/^Cannot read properties of null/);
    const next = await thread.render(documentFor('lunar'));
    expect(isPdf(next.bytes)).toBe(true);
  });

  it('rejects a document that cannot be sent to the thread, saying so', async () => {
    const unsendable = { ...documentFor('lunar'), title: () => 'a function' } as unknown as ReportDocument;
    await expect(thread.render(unsendable)).rejects.toThrow(/could not be sent to its thread/);
  });
});

describe('a report thread that dies or overruns', { timeout: 120_000 }, () => {
  it('fails the report in hand and is replaced by a new thread for the next', async () => {
    const thread = reportThread({ entry: new URL('../support/crashing-report-thread.ts', import.meta.url) });
    try {
      await expect(thread.render(documentFor('lunar', CRASHING_NAME))).rejects.toThrow('The report thread stopped (exit code 70)');
      const next = await thread.render(documentFor('lunar'));
      expect(isPdf(next.bytes)).toBe(true);
      expect(next.pages).toBe(documentFor('lunar').pageCount);
    } finally {
      await thread.stop();
    }
  });

  it('counts only the drawing against the time limit, not a slow start of its thread', async () => {
    // Starting takes 3 s beyond loading (tests/support/slow-start-report-thread.ts); the limit is 2 s.
    const thread = reportThread({ entry: new URL('../support/slow-start-report-thread.ts', import.meta.url), timeLimitMs: 2_000 });
    try {
      const small = documentFor('astrology');
      const sample = { ...small, sections: small.sections.slice(0, 1).map((section) => ({ ...section, pages: section.pages.slice(0, 1) })), pageCount: 1 };
      const drawn = await thread.render(sample);
      expect(isPdf(drawn.bytes)).toBe(true);
    } finally {
      await thread.stop();
    }
  });

  it('is stopped when its start overruns the start limit, failing the report waiting for it', async () => {
    const thread = reportThread({ entry: new URL('../support/slow-start-report-thread.ts', import.meta.url), warmLimitMs: 500 });
    try {
      await expect(thread.render(documentFor('lunar'))).rejects.toThrow(/took longer than .* to start; it was stopped/);
    } finally {
      await thread.stop();
    }
  });

  it('is stopped when a drawing overruns the time limit, failing that report', async () => {
    const thread = reportThread({ timeLimitMs: 1 });
    try {
      await expect(thread.render(documentFor('lunar'))).rejects.toThrow(/took longer than .* to draw; its thread was stopped/);
    } finally {
      await thread.stop();
    }
  });
});

describe('stopping the report thread', { timeout: 120_000 }, () => {
  it('abandons the drawing in hand and refuses later ones', async () => {
    const thread = reportThread();
    const drawing = thread.render(documentFor('astrology'));
    // A turn of the loop: the drawing has gone to the thread.
    await new Promise((resolve) => setImmediate(resolve));
    await thread.stop();
    await expect(drawing).rejects.toThrow('The report renderer stopped before the report was drawn.');
    await expect(thread.render(documentFor('lunar'))).rejects.toThrow('The report renderer has stopped.');
    await expect(thread.warm()).rejects.toThrow('The report renderer has stopped.');
  });
});
