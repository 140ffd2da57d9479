/**
 * The report PDFs as finished documents, read back with poppler's tools: page numbers against
 * the contents and the bookmarks, the glyphs set as text in an embedded font, the cover's Moon
 * against the sky at birth (its name and, from the drawn pixels, its lit fraction and side), the
 * metadata, and a birth date that a zone could shift.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReportPdf } from '../../adapters/pdf';
import { GLYPH_INK_CENTRES } from '../../adapters/pdf/fonts';
import { createZoneRules } from '../../adapters/zone-rules';
import { prepareReport, type ReportDocument, type ReportOrder, type ReportType } from '../../domain/reports';
import { localToUtc, skyAt } from '../../domain/sky';

const FROM = Date.UTC(2026, 10, 24, 9, 0);
const { rules } = createZoneRules();
type Birth = ReportOrder['birth'];

const lisbon: Birth = { date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } };
const chicagoNoTime: Birth = { date: '1985-11-03', time: null, place: { label: 'Chicago, United States', lat: 41.88, lng: -87.63, zone: 'America/Chicago' } };
const tromso: Birth = { date: '1995-12-10', time: '06:00', place: { label: 'Tromsø, Norway', lat: 69.65, lng: 18.96, zone: 'Europe/Oslo' } };
const reykjavik: Birth = { date: '1950-01-15', time: '23:30', place: { label: 'Reykjavik, Iceland', lat: 64.15, lng: -21.94, zone: 'Atlantic/Reykjavik' } };
const tokyo: Birth = { date: '2001-07-30', time: '14:10', place: { label: 'Tokyo, Japan', lat: 35.68, lng: 139.69, zone: 'Asia/Tokyo' } };
const crescent: Birth = { date: '1988-03-20', time: '12:00', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } };
/** The longest lead the wheel page has to hold: a long place and a 20-letter name, time unknown. */
const tenerife: Birth = { date: '1979-09-01', time: null, place: { label: 'Santa Cruz de Tenerife, Canary Islands, Spain', lat: 28.47, lng: -16.25, zone: 'Atlantic/Canary' } };
const quarter: Birth = { date: '1993-06-27', time: null, place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } };

const reports = [
  { id: 'lunar-lisbon', type: 'lunar', birth: lisbon },
  { id: 'astrology-lisbon', type: 'astrology', birth: lisbon },
  { id: 'lunar-chicago', type: 'lunar', birth: chicagoNoTime },
  { id: 'astrology-tromso', type: 'astrology', birth: tromso },
  { id: 'lunar-reykjavik', type: 'lunar', birth: reykjavik },
  { id: 'astrology-tenerife', type: 'astrology', birth: tenerife, name: 'Maximiliana Ferreira' },
] as const satisfies ReadonlyArray<{ id: string; type: ReportType; birth: Birth; name?: string }>;

const documentFor = (type: ReportType, birth: Birth, name = 'Ana Sofia'): ReportDocument => {
  const prepared = prepareReport(rules, { type, name, birth, siteUrl: 'https://moonwise.example' }, FROM);
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.document;
};

const nameOf = (r: (typeof reports)[number]) => ('name' in r ? r.name : 'Ana Sofia');
const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const pageText = (file: string, page: number, layout = false) => run('pdftotext', [...(layout ? ['-layout'] : []), '-f', String(page), '-l', String(page), file, '-']);
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const pagesOf = (file: string) => Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))![1]);

let dir: string;
const files = new Map<string, string>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'report-pdf-document-'));
  for (const r of reports) {
    const file = join(dir, `${r.id}.pdf`);
    writeFileSync(file, (await renderReportPdf(documentFor(r.type, r.birth, nameOf(r)))).bytes);
    files.set(r.id, file);
  }
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The contents page's entries: title and page number, the footer left out. */
const contentsOf = (file: string) => {
  const lines = pageText(file, 2, true).split('\n').filter((l) => l.trim() !== '');
  // The last line is the page's footer ('Your Lunar Report · Ana Sofia   2').
  return lines
    .slice(1, -1)
    .map((line) => /^\s*(\S.*?\S)\s{2,}(\d+)\s*$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ title: m[1]!, page: Number(m[2]) }));
};

describe.each(reports)('the $id report', (report) => {
  const { id, type, birth } = report;
  const file = () => files.get(id)!;

  it('numbers every page but the cover, at its foot', () => {
    const pages = pagesOf(file());
    expect(flat(pageText(file(), 1))).not.toMatch(/\b1$/);
    for (let page = 2; page <= pages; page += 1) {
      const lines = pageText(file(), page, true)
        .split('\n')
        .filter((l) => l.trim() !== '');
      expect(lines.at(-1), `page ${page}`).toMatch(new RegExp(`·.*\\s${page}\\s*$`));
    }
  });

  it('lists every section in the contents, each on the page where its heading really is', () => {
    const doc = documentFor(type, birth);
    const entries = contentsOf(file());
    expect(entries.map((e) => e.title)).toEqual(doc.sections.slice(2).map((s) => s.heading));
    const pages = pagesOf(file());
    for (const { title, page } of entries) {
      expect(page).toBeLessThanOrEqual(pages);
      expect(flat(pageText(file(), page)).startsWith(title), `${title} on page ${page}`).toBe(true);
      // …and on no earlier page: the contents name where a section starts.
      expect(flat(pageText(file(), page - 1)).startsWith(title), `${title} before page ${page}`).toBe(false);
    }
  });

  it('has a bookmark for every section, at the page the contents give', () => {
    const xml = run('pdftohtml', ['-xml', '-i', '-stdout', '-q', file()]);
    const outline = [...(/<outline>([\s\S]*?)<\/outline>/.exec(xml)?.[1] ?? '').matchAll(/<item page="(\d+)">([^<]*)<\/item>/g)].map((m) => ({ page: Number(m[1]), title: m[2]! }));
    const doc = documentFor(type, birth);
    expect(outline[0]).toEqual({ page: 1, title: doc.title });
    expect(outline[1]).toEqual({ page: 2, title: 'Contents' });
    expect(outline.slice(2)).toEqual(contentsOf(file()));
  });

  it('carries its title, author, subject, keywords and language', () => {
    const doc = documentFor(type, birth);
    const info = run('pdfinfo', [file()]);
    expect(info).toMatch(new RegExp(`^Title:\\s+${doc.title} for ${nameOf(report)}$`, 'm'));
    expect(info).toMatch(/^Author:\s+Moonwise$/m);
    expect(info).toContain(`Subject:         ${doc.subtitle}`);
    expect(info).toMatch(/^Keywords:\s+\S/m);
    // The language sits in the document catalogue, which the renderer writes uncompressed.
    expect(readFileSync(file()).toString('latin1')).toMatch(/\/Type \/Catalog[^>]*\/Lang \(en-GB\)/);
  });

  it('sets the wheel’s glyphs as text, in an embedded font that has them', () => {
    const doc = documentFor(type, birth);
    const section = type === 'lunar' ? 'moon' : 'chart';
    const wheelPage = contentsOf(file()).find((e) => e.title === doc.sections.find((s) => s.id === section)!.heading)!.page;
    const text = pageText(file(), wheelPage);
    for (const glyph of ['☉', '☽', '☿', '♀', '♂', '♃', '♄', '♅', '♆', '♇', '☊', '♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓']) {
      // Each glyph on the wheel and again in its key, beside its name.
      expect(text.split(glyph).length - 1, glyph).toBeGreaterThanOrEqual(2);
    }
    expect(flat(text)).toContain('☉ Sun · ☽ Moon · ☿ Mercury');
    expect(flat(text)).toContain('♈ Aries · ♉ Taurus');
    const fonts = run('pdffonts', [file()]).split('\n').slice(2).filter(Boolean);
    expect(fonts.some((line) => /DejaVuSans\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/.test(line))).toBe(true);
    for (const line of fonts) expect(line).toMatch(/(Lora|DejaVuSans).*\byes\s+yes\s+yes\b/);
  });
});

describe('the page count', () => {
  it.each(reports)('of the $id report is the model’s, 45 to 55', async (report) => {
    const pages = pagesOf(files.get(report.id)!);
    // No page overflowed, the wheel's page with the longest lead included.
    expect(pages).toBe(documentFor(report.type, report.birth, nameOf(report)).pageCount);
    expect(pages).toBeGreaterThanOrEqual(45);
    expect(pages).toBeLessThanOrEqual(55);
  });
});

/** A greyscale image of a PDF page, one byte a pixel. */
const greyPage = (file: string, page: number, dpi: number) => {
  const base = join(dir, `grey-${page}-${Math.random().toString(36).slice(2)}`);
  run('pdftoppm', ['-gray', '-singlefile', '-r', String(dpi), '-f', String(page), '-l', String(page), file, base]);
  const bytes = readFileSync(`${base}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.toString('latin1', 0, 40))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = bytes.subarray(header[0].length);
  return { width, height, at: (x: number, y: number) => pixels[y * width + x]! };
};

/** The Moon disc on a cover: found on the page's middle column, then measured pixel by pixel. */
const coverMoon = (file: string) => {
  const image = greyPage(file, 1, 100);
  const x0 = Math.round(image.width / 2);
  // The night sky is about 31 grey, the Moon's dark part about 58, its lit part about 228.
  let best = { start: 0, length: 0 };
  for (let y = 0, start = -1; y < image.height / 2; y += 1) {
    if (image.at(x0, y) > 45) {
      if (start < 0) start = y;
      if (y - start + 1 > best.length) best = { start, length: y - start + 1 };
    } else start = -1;
  }
  const r = best.length / 2 - 2;
  const cy = best.start + best.length / 2;
  let lit = 0;
  let all = 0;
  let left = 0;
  let right = 0;
  for (let y = Math.ceil(cy - r); y <= cy + r; y += 1) {
    for (let x = Math.ceil(x0 - r); x <= x0 + r; x += 1) {
      if ((x - x0) ** 2 + (y - cy) ** 2 > r * r) continue;
      all += 1;
      if (image.at(x, y) > 140) {
        lit += 1;
        if (x < x0) left += 1;
        else right += 1;
      }
    }
  }
  return { diameter: best.length, lit: lit / all, litSide: right > left ? 'right' : 'left' };
};

describe('the cover', () => {
  it.each([
    ['Lisbon', lisbon],
    ['Tokyo', tokyo],
    ['Reykjavik', reykjavik],
    ['a waxing crescent', crescent],
    ['a first quarter, time unknown', quarter],
  ] as const)('draws and names the Moon of a birth in %s as the sky had it', async (_, birth) => {
    const doc = documentFor('lunar', birth);
    const file = join(dir, `cover-${birth.date}.pdf`);
    writeFileSync(file, (await renderReportPdf({ ...doc, sections: doc.sections.slice(0, 1), pageCount: 1 })).bytes);
    // The sky at the birth instant (local noon for an unknown time), worked out here.
    const instant = localToUtc(rules, { date: birth.date, time: birth.time ?? '12:00', zone: birth.place.zone, longitude: birth.place.lng });
    if (!instant.ok) throw new Error(instant.error.message);
    const { phase } = skyAt(instant.utcMs);
    const name = phase.name.replace('-', ' ');
    expect(flat(pageText(file, 1))).toContain(`${name.charAt(0).toUpperCase()}${name.slice(1)}, ${Math.round(phase.illumination * 100)}% lit`);
    const moon = coverMoon(file);
    expect(moon.diameter).toBeGreaterThan(140);
    expect(moon.lit).toBeCloseTo(phase.illumination, 1);
    // Seen from the northern hemisphere, as the site draws it: a waxing Moon is lit on the right.
    if (phase.illumination > 0.03 && phase.illumination < 0.97) expect(moon.litSide).toBe(phase.elongation < 180 ? 'right' : 'left');
  });

  it('prints the day a Reykjavik birth at 23:30 on 15 January 1950 was entered, a Sunday, and never the 16th', () => {
    const cover = flat(pageText(files.get('lunar-reykjavik')!, 1));
    // The weekday from the calendar itself, not from the code under test.
    expect(new Date(Date.UTC(1950, 0, 15)).getUTCDay()).toBe(0);
    expect(cover).toContain('Born Sunday, 15 January 1950 at 23:30, Reykjavik, Iceland');
    expect(cover).not.toContain('16 January');
    expect(flat(run('pdftotext', [files.get('lunar-reykjavik')!, '-']))).not.toContain('16 January 1950');
  });
});

describe('the glyph font', () => {
  it('has the ink of each glyph where the wheel expects it to centre it', () => {
    const require = createRequire(import.meta.url);
    const fontkit = require('fontkit') as { openSync(path: string): { unitsPerEm: number; glyphForCodePoint(c: number): { bbox: { minX: number; minY: number; maxX: number; maxY: number } } } };
    const font = fontkit.openSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
    for (const [glyph, [x, y]] of Object.entries(GLYPH_INK_CENTRES)) {
      const { bbox } = font.glyphForCodePoint(glyph.codePointAt(0)!);
      expect((bbox.minX + bbox.maxX) / 2 / font.unitsPerEm, glyph).toBeCloseTo(x, 2);
      expect((bbox.minY + bbox.maxY) / 2 / font.unitsPerEm, glyph).toBeCloseTo(y, 2);
      // The layout gives each glyph a 1 em box: its ink fits inside.
      expect((bbox.maxX - bbox.minX) / font.unitsPerEm).toBeLessThanOrEqual(1);
      expect((bbox.maxY - bbox.minY) / font.unitsPerEm).toBeLessThanOrEqual(1);
    }
  });
});
