import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { PROJECT_ROOT } from '../../adapters/project-root';
import { buildServer } from '../../scripts/build-server';
import { reportThread, threadEntry } from '../../adapters/pdf/render-thread';
import { countPdfPages } from '../../adapters/pdf';
import { checkoutSessionResponse } from '../../contracts/payments.contract';
import { reportLibraryResponse } from '../../contracts/report-library.contract';
import { EMBEDDED_PUBLIC_API_KEY } from '../../server/platform/security/settings';
import { askForReading } from '../support/free-reading-client';
import { startServerProcess, stopServerProcess, waitUntilHealthy } from '../support/server-process';
import { createZoneRules } from '../../adapters/zone-rules';
import { prepareReport } from '../../domain/reports';

// Inside the project, so the bundle's packages resolve from node_modules as dist-server's do.
const cache = path.join(PROJECT_ROOT, 'node_modules', '.cache');
let outDir = '';
let meta: Metafile;

beforeAll(async () => {
  mkdirSync(cache, { recursive: true });
  outDir = mkdtempSync(path.join(cache, 'server-build-'));
  meta = await buildServer(outDir);
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const headers = { apikey: EMBEDDED_PUBLIC_API_KEY, authorization: `Bearer ${EMBEDDED_PUBLIC_API_KEY}`, 'content-type': 'application/json' };
const outputs = () => Object.keys(meta.outputs).filter((file) => file.endsWith('.js'));

describe('the compiled server (npm start)', { timeout: 60_000 }, () => {
  it('carries React’s production build, never its development one', () => {
    const code = outputs().map((file) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8'));
    expect(code.some((text) => text.includes('react-dom-server.node.production'))).toBe(true);
    for (const development of ['react.development.js', 'react-jsx-runtime.development.js', 'react-dom-server.node.development.js']) {
      expect(code.filter((text) => text.includes(development)), development).toEqual([]);
    }
  });

  it('keeps the PDF library out of the server and the worker: only the report thread’s bundle loads it', () => {
    const withPdf = outputs().filter((file) => Object.keys(meta.outputs[file]?.inputs ?? {}).some((input) => input.includes('@react-pdf/')));
    expect(withPdf).toEqual([outputs().find((file) => meta.outputs[file]?.entryPoint === 'adapters/pdf/render-thread-entry.ts')]);
    expect(withPdf[0]).toMatch(/render-thread-entry\.js$/);
  });

  it('finds the report thread’s bundle from the server’s own files and chunks', () => {
    const entry = path.join(outDir, 'render-thread-entry.js');
    for (const from of ['main.js', 'worker.js', path.join('chunks', 'any-chunk.js')]) {
      expect(fileURLToPath(threadEntry(pathToFileURL(path.join(outDir, from)).href))).toBe(entry);
    }
  });

  it('renders a whole report PDF in the report thread started from its bundle, fonts and all', async () => {
    const thread = reportThread({ entry: pathToFileURL(path.join(outDir, 'render-thread-entry.js')) });
    try {
      expect(await thread.warm()).toBeGreaterThan(0);
      const birth = { date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } };
      const prepared = prepareReport(createZoneRules().rules, { type: 'astrology', name: 'Ana Sofia', birth, siteUrl: 'https://moonwise.example' }, Date.UTC(2026, 10, 24, 9, 0));
      if (!prepared.ok) throw new Error(prepared.error);
      const { bytes, pages } = await thread.render(prepared.document);
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      expect(pages).toBeGreaterThan(40);
    } finally {
      await thread.stop();
    }
  });

  it('makes a sandbox purchase’s report in the report thread it warmed at start-up', { timeout: 180_000 }, async () => {
    const server = await startServerProcess('compiled', { LOG_LEVEL: 'info', MAIL_RELAY: 'off' }, `${outDir}/main.js`);
    try {
      await waitUntilHealthy(server);
      await server.printed('the report thread is warm');
      const { token } = await askForReading(server.baseUrl, EMBEDDED_PUBLIC_API_KEY, { email: `thread.${process.pid}@example.com` });
      const post = (name: string, body: unknown) => fetch(`${server.baseUrl}/functions/v1/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const started = checkoutSessionResponse.parse(await (await post('checkout-session', { report: 'lunar', token })).json());
      const session = new URL(started.url, server.baseUrl).searchParams.get('session') ?? '';
      expect((await post('sandbox-checkout', { session, choice: 'pay' })).status).toBe(200);
      const library = async () => reportLibraryResponse.parse(await (await fetch(`${server.baseUrl}/functions/v1/report-library?token=${token}`, { headers })).json());
      let listed = await library();
      for (const until = Date.now() + 120_000; listed.reports[0]?.status !== 'ready' && Date.now() < until; listed = await library()) await new Promise((resolve) => setTimeout(resolve, 250));
      expect(listed.reports[0]?.status).toBe('ready');
      const bytes = new Uint8Array(await (await fetch(`${server.baseUrl}${listed.reports[0]?.reportUrl ?? ''}`)).arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      expect(countPdfPages(bytes)).toBeGreaterThanOrEqual(45);
    } finally {
      await stopServerProcess(server);
    }
    expect(server.child.exitCode).toBe(0);
  });
});
