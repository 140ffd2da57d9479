import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPdfPages, renderReportPdf } from '../../adapters/pdf';
import { localToUtc, natalChartAt } from '../../domain/sky';
import { bodySignTexts, prepareReport, type ReportDocument, type ReportOrder, type ReportType } from '../../domain/reports';
import { createZoneRules } from '../../adapters/zone-rules';
import { reportCommand } from '../../scripts/luna-report';

const FROM = Date.UTC(2026, 10, 24, 9, 0);
const { rules } = createZoneRules();
type Birth = ReportOrder['birth'];
const known: Birth = { date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } };
const unknown: Birth = { date: '1985-11-03', time: null, place: { label: 'Chicago, United States', lat: 41.88, lng: -87.63, zone: 'America/Chicago' } };

const cases = [
  { type: 'lunar', birth: known, name: 'Ana Sofia' },
  { type: 'lunar', birth: unknown, name: 'Marcus Lee' },
  { type: 'astrology', birth: known, name: 'Ana Sofia' },
  { type: 'astrology', birth: unknown, name: 'Marcus Lee' },
] as const satisfies ReadonlyArray<{ type: ReportType; birth: Birth; name: string }>;

const documentFor = (type: ReportType, name: string, birth: Birth): ReportDocument => {
  const prepared = prepareReport(rules, { type, name, birth, siteUrl: 'https://moonwise.example' }, FROM);
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.document;
};

const hasTool = (tool: string) => {
  try {
    execFileSync(tool, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
let dir: string;
const files = new Map<string, { file: string; pages: number }>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
  for (const c of cases) {
    const { bytes, pages } = await renderReportPdf(documentFor(c.type, c.name, c.birth));
    const file = join(dir, `${c.type}-${c.birth.time ? 'known' : 'unknown'}.pdf`);
    writeFileSync(file, bytes);
    files.set(`${c.type}-${c.birth.time ? 'known' : 'unknown'}`, { file, pages });
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(cases)('the $type report for a birth time of $birth.time', ({ type, birth, name }) => {
  const key = `${type}-${birth.time ? 'known' : 'unknown'}`;

  it('has 45 to 55 pages, as the PDF itself counts them', () => {
    const { file, pages } = files.get(key)!;
    const counted = hasTool('pdfinfo')
      ? Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1])
      : countPdfPages(readFileSync(file));
    expect(counted).toBe(pages);
    // No page overflowed: the PDF has exactly the pages the document model laid out.
    expect(counted).toBe(documentFor(type, name, birth).pageCount);
    expect(counted).toBeGreaterThanOrEqual(45);
    expect(counted).toBeLessThanOrEqual(55);
  });

  it.runIf(hasTool('pdftotext'))('puts the visitor’s name on the cover and their real Moon sign text inside', () => {
    const { file } = files.get(key)!;
    const cover = flat(execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' }));
    expect(cover).toContain(name);
    const instant = localToUtc(rules, { date: birth.date, time: birth.time, zone: birth.place.zone, longitude: birth.place.lng });
    if (!instant.ok) throw new Error(instant.error.message);
    const chart = natalChartAt({ utcMs: instant.utcMs, lat: birth.place.lat, lng: birth.place.lng, timeKnown: birth.time !== null });
    const sentence = flat(bodySignTexts.moon[chart.bodies.moon.sign].text.split('. ')[0]!);
    expect(flat(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }))).toContain(sentence);
  });

  it.runIf(hasTool('pdffonts'))('embeds its fonts', () => {
    const fonts = execFileSync('pdffonts', [files.get(key)!.file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    // Lora for the text, DejaVu Sans for the glyphs Lora lacks (the wheel's ☉ ♈ …), all embedded.
    for (const line of fonts) expect(line).toMatch(/(Lora|DejaVuSans).*\byes\b/);
    expect(fonts.some((line) => line.includes('DejaVuSans'))).toBe(true);
  });
});

describe('the contents page', () => {
  it.runIf(hasTool('pdftotext'))('points at the page each section really starts on', () => {
    const { file } = files.get('lunar-known')!;
    const contents = execFileSync('pdftotext', ['-layout', '-f', '2', '-l', '2', file, '-'], { encoding: 'utf8' });
    // The page's last line is its footer, not an entry.
    const entries = [...contents.trimEnd().split('\n').slice(0, -1).join('\n').matchAll(/^\s*(\S.*?\S)\s{2,}(\d+)\s*$/gm)].map((m) => ({ title: m[1]!, page: Number(m[2]) }));
    expect(entries.map((e) => e.title)).toContain('Your moon calendar');
    for (const { title, page } of entries) {
      const text = flat(execFileSync('pdftotext', ['-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' }));
      expect(text.startsWith(title)).toBe(true);
    }
  });
});

describe('the cover of a Reykjavik birth', () => {
  it.runIf(hasTool('pdftotext'))('says the day the visitor was born as they entered it (ADR 031): Sunday, 15 January 1950 at 23:30', async () => {
    const birth: Birth = { date: '1950-01-15', time: '23:30', place: { label: 'Reykjavik, Iceland', lat: 64.15, lng: -21.94, zone: 'Atlantic/Reykjavik' } };
    const file = join(dir, 'reykjavik.pdf');
    writeFileSync(file, (await renderReportPdf(documentFor('astrology', 'Gudrun', birth))).bytes);
    const cover = flat(execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' }));
    expect(cover).toContain('Born Sunday, 15 January 1950 at 23:30, Reykjavik, Iceland');
    expect(cover).not.toContain('16 January 1950');
  });
});

describe('reportCommand', () => {
  const written: Array<{ path: string; bytes: Uint8Array }> = [];
  const deps = {
    rules,
    findPlace: () => null,
    nowUtcMs: () => FROM,
    siteUrl: 'https://moonwise.example',
    writeFile: async (path: string, bytes: Uint8Array) => {
      written.push({ path, bytes });
    },
  };

  it('writes the report for a birth given by coordinates and zone', async () => {
    const result = await reportCommand(
      { type: 'astrology', name: 'Ana Sofia', date: '1990-04-12', time: '08:30', lat: 38.72, lng: -9.14, tz: 'Europe/Lisbon', out: 'ana.pdf' },
      deps,
    );
    if (result instanceof Error) throw result;
    expect(result.pages).toBeGreaterThanOrEqual(45);
    expect(written.at(-1)!.path).toBe('ana.pdf');
    expect(countPdfPages(written.at(-1)!.bytes)).toBe(result.pages);
  });

  it('says what is wrong instead of writing a file', async () => {
    const before = written.length;
    const badTime = await reportCommand({ type: 'lunar', name: 'Ana', date: '1990-04-12', time: '25:00', lat: 1, lng: 1, tz: 'UTC', out: 'x.pdf' }, deps);
    expect(badTime).toBeInstanceOf(Error);
    const noPlace = await reportCommand({ type: 'lunar', name: 'Ana', date: '1990-04-12', place: 'Nowhere at all', out: 'x.pdf' }, deps);
    expect(noPlace).toEqual(new Error('No place matches "Nowhere at all". Try "City, Country", e.g. "Lisbon, Portugal".'));
    expect(written.length).toBe(before);
  });
});
