import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { PROJECT_ROOT } from '../../adapters/project-root';
import { buildServer } from '../../scripts/build-server';
import type { renderReportPdf } from '../../adapters/pdf';
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

const outputs = () => Object.keys(meta.outputs).filter((file) => file.endsWith('.js'));

describe('the compiled server (npm start)', { timeout: 60_000 }, () => {
  it('carries React’s production build, never its development one', () => {
    const code = outputs().map((file) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8'));
    expect(code.some((text) => text.includes('react-dom-server.node.production'))).toBe(true);
    for (const development of ['react.development.js', 'react-jsx-runtime.development.js', 'react-dom-server.node.development.js']) {
      expect(code.filter((text) => text.includes(development)), development).toEqual([]);
    }
  });

  it('renders a whole report PDF from its own PDF chunk, fonts and all', async () => {
    const chunk = outputs().find((file) => meta.outputs[file]?.entryPoint === 'adapters/pdf/index.ts');
    expect(chunk).toBeDefined();
    const pdf = (await import(pathToFileURL(path.join(PROJECT_ROOT, chunk as string)).href)) as { renderReportPdf: typeof renderReportPdf };
    const birth = { date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } };
    const prepared = prepareReport(createZoneRules().rules, { type: 'astrology', name: 'Ana Sofia', birth }, Date.UTC(2026, 10, 24, 9, 0));
    if (!prepared.ok) throw new Error(prepared.error);
    const { bytes, pages } = await pdf.renderReportPdf(prepared.document);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pages).toBeGreaterThan(40);
  });
});
