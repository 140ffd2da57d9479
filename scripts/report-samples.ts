import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { intlZoneRules } from '../adapters/zone-rules';
import { prepareReport, reportLabel, type ReportDocument, type ReportType } from '../domain/reports';

type ReportPage = ReportDocument['sections'][number]['pages'][number];

/**
 * `npm run report-samples` (ADR 037): sample pages of both paid reports, for the checkout. A
 * fictional sample birth goes through the real pipeline (prepareReport, then adapters/pdf's
 * renderReportPdf), chosen pages become PNG images with pdftoppm, and a manifest records what
 * they were made from: a hash of each sample's document model and of the PDF adapter's sources.
 * The images and the manifest are committed, so a machine without poppler still builds and
 * starts; `--check` (and a unit test) says when they are stale.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the images are served from (public/ is copied to the site's root). */
export const SAMPLES_DIR = path.join(ROOT, 'public', 'report-samples');
export const SAMPLES_URL = '/report-samples';
/** The manifest the checkout reads its gallery from. */
export const MANIFEST_PATH = path.join(ROOT, 'ui', 'pages', 'content', 'report-samples.json');
const PDF_ADAPTER_DIR = path.join(ROOT, 'adapters', 'pdf');

/** A fictional person: no one's real chart. */
export const SAMPLE_BIRTH = {
  name: 'Sample',
  date: '1990-04-12',
  time: '08:30',
  place: { label: 'Lisbon, Portugal', lat: 38.7223, lng: -9.1393, zone: 'Europe/Lisbon' },
} as const;
/**
 * The address the sample's links start from: an example one, so the samples do not depend on
 * where the script runs (the pages shown at checkout carry no link; a buyer's report has the site's own).
 */
export const SAMPLE_SITE_URL = 'https://moonwise.example';
/** The sample's report year starts here, whatever day the script runs. */
export const SAMPLE_FROM = '2027-01-01T00:00:00Z';
export const SAMPLE_DESCRIPTION = 'Sample chart: a fictional person born 12 April 1990 at 08:30 in Lisbon, Portugal';

/** The width of each image, in pixels: sharp on a phone at the gallery's size, small to send. */
export const IMAGE_WIDTH = 560;

export interface SamplePage {
  /** Served address of the image. */
  src: string;
  /** Page number in the report, from 1. */
  page: number;
  width: number;
  height: number;
  /** What the page shows, for a screen reader. */
  alt: string;
  /** A few words under the image. */
  caption: string;
}

export interface SampleReport {
  pageCount: number;
  /** sha256 of the sample's document model (JSON). */
  modelHash: string;
  pages: SamplePage[];
}

export interface SamplesManifest {
  sample: string;
  from: string;
  /** sha256 of every file under adapters/pdf, in path order. */
  pdfSourcesHash: string;
  reports: Record<ReportType, SampleReport>;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

export const sampleDocument = (type: ReportType): ReportDocument => {
  const prepared = prepareReport(intlZoneRules(), { type, name: SAMPLE_BIRTH.name, birth: { date: SAMPLE_BIRTH.date, time: SAMPLE_BIRTH.time, place: { ...SAMPLE_BIRTH.place } }, siteUrl: SAMPLE_SITE_URL }, Date.parse(SAMPLE_FROM));
  if (!prepared.ok) throw new Error(`the sample birth gives no report: ${prepared.error}`);
  return prepared.document;
};

export const modelHash = (document: ReportDocument): string => sha256(JSON.stringify(document));

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : Promise.resolve(entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx') ? [] : [path.join(dir, entry.name)]))),
  );
  return nested.flat().sort();
};

/**
 * The thread that runs the drawing (ADR 038) changes how a report is scheduled, never what it
 * looks like, so its files are left out of the hash.
 */
const RUNS_THE_DRAWING = new Set(['render-thread.ts', 'render-thread-entry.ts']);

/** The PDF adapter as it draws: every file under adapters/pdf (its tests and its thread aside), names and bytes. */
export const pdfSourcesHash = async (): Promise<string> => {
  const hash = createHash('sha256');
  for (const file of await filesUnder(PDF_ADAPTER_DIR)) {
    if (RUNS_THE_DRAWING.has(path.basename(file))) continue;
    hash.update(path.relative(PDF_ADAPTER_DIR, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex');
};

/** One page of the model as the document has it, with its number (from 1). */
interface NumberedPage {
  number: number;
  sectionId: string;
  heading: string | null;
  page: ReportPage;
}

const numberedPages = (document: ReportDocument): NumberedPage[] => {
  const pages: NumberedPage[] = [];
  for (const section of document.sections) for (const page of section.pages) pages.push({ number: pages.length + 1, sectionId: section.id, heading: section.heading, page });
  return pages;
};

const has = (page: ReportPage, kind: ReportPage['blocks'][number]['kind']) => page.blocks.some((block) => block.kind === kind);
const wordsOf = (page: ReportPage) =>
  page.blocks
    .map((block) => (block.kind === 'paragraph' || block.kind === 'entry' || block.kind === 'callout' ? block.text : ''))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;

/** A sentence-sized start of a text, for the alt text: whole words, at most `max` characters. */
const opening = (text: string, max = 150): string => {
  const sentence = /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= max) return sentence;
  return `${sentence.slice(0, max).replace(/\s+\S*$/, '')}…`;
};

/** What a page shows, said for a screen reader, from the model that made it. */
export const describePage = (document: ReportDocument, numbered: NumberedPage): string => {
  const { page, number } = numbered;
  const prefix = `Sample page ${number} of ${document.pageCount} of the ${reportLabel(document.type)}`;
  const cover = page.blocks.find((block) => block.kind === 'cover');
  if (cover?.kind === 'cover') return `${prefix}, the cover: the title, the name ${cover.name}, '${cover.birthLine}', with a drawing of the Moon.`;
  const wheel = page.blocks.find((block) => block.kind === 'wheel');
  if (wheel?.kind === 'wheel') {
    const houses = wheel.wheel.cusps === null ? '' : ' and the twelve houses';
    return `${prefix}: the sample's chart wheel, with the twelve signs${houses} around it, ${wheel.wheel.points.length} planets and points placed by degree, and lines for ${wheel.wheel.aspects.length} aspects between them.`;
  }
  const month = page.blocks.find((block) => block.kind === 'month');
  if (month?.kind === 'month') return `${prefix}: the moon calendar for ${month.month.title}, a grid of days each showing the Moon as lit that day, with the new and full moons marked.`;
  const heading = page.blocks.find((block) => block.kind === 'heading' || block.kind === 'entry');
  const title = heading?.kind === 'heading' ? heading.text : heading?.kind === 'entry' ? heading.title : (numbered.heading ?? 'a page of text');
  const text = page.blocks.find((block) => block.kind === 'paragraph' || block.kind === 'entry' || block.kind === 'callout');
  const start = text !== undefined && 'text' in text ? ` It begins: '${opening(text.text)}'` : '';
  return `${prefix}, '${title}': a page of text, about ${wordsOf(page)} words.${start}`;
};

interface Choice {
  pick: (pages: NumberedPage[]) => NumberedPage | undefined;
  /** A few words under the image, from what was picked. */
  caption: (picked: NumberedPage) => string;
}

const inSection = (id: string) => (pages: NumberedPage[]) => pages.filter((p) => p.sectionId === id);
/** The fullest page of a section after its opening page: what a reader meets in it, not its introduction or thin last page. */
const fullestIn = (id: string) => (pages: NumberedPage[]) => {
  const section = inSection(id)(pages);
  const body = section.length > 1 ? section.slice(1) : section;
  return [...body].sort((a, b) => wordsOf(b.page) - wordsOf(a.page) || a.number - b.number)[0];
};
const wheelOr = (fallback: string) => (picked: NumberedPage) => (has(picked.page, 'wheel') ? 'The chart wheel' : fallback);
const headingOf = (picked: NumberedPage, fallback: string) => {
  const block = picked.page.blocks.find((b) => b.kind === 'heading' || b.kind === 'entry');
  return block?.kind === 'heading' ? block.text : block?.kind === 'entry' ? block.title : fallback;
};

/** Which pages each report shows: the cover, the wheel, a page read in her chart and the year. */
const CHOICES: Record<ReportType, Choice[]> = {
  lunar: [
    { pick: (pages) => pages[0], caption: () => 'The cover' },
    { pick: (pages) => pages.find((p) => has(p.page, 'wheel')) ?? inSection('moon')(pages)[0], caption: wheelOr('The Moon in depth') },
    { pick: fullestIn('lunations'), caption: (picked) => `A lunation in the chart: ${headingOf(picked, 'the new and full moons')}` },
    { pick: (pages) => pages.find((p) => has(p.page, 'month')), caption: () => 'The moon calendar' },
  ],
  astrology: [
    { pick: (pages) => pages[0], caption: () => 'The cover' },
    { pick: (pages) => pages.find((p) => has(p.page, 'wheel')) ?? inSection('chart')(pages)[0], caption: wheelOr('The chart at a glance') },
    { pick: fullestIn('placements'), caption: (picked) => `A placement read in the chart: ${headingOf(picked, 'the planets')}` },
    { pick: fullestIn('year'), caption: () => 'The year ahead' },
  ],
};

export const chosenPages = (document: ReportDocument): Array<NumberedPage & { caption: string }> => {
  const pages = numberedPages(document);
  const chosen: Array<NumberedPage & { caption: string }> = [];
  for (const choice of CHOICES[document.type]) {
    const found = choice.pick(pages);
    if (found !== undefined && !chosen.some((c) => c.number === found.number)) chosen.push({ ...found, caption: choice.caption(found) });
  }
  return chosen;
};

/** What the manifest would say of the current code, without rendering: the freshness check. */
export const currentInputs = async (): Promise<{ pdfSourcesHash: string; reports: Record<ReportType, { modelHash: string; pages: Array<Pick<SamplePage, 'page' | 'alt' | 'caption'>> }> }> => {
  const of = (type: ReportType) => {
    const document = sampleDocument(type);
    return { modelHash: modelHash(document), pages: chosenPages(document).map((chosen) => ({ page: chosen.number, alt: describePage(document, chosen), caption: chosen.caption })) };
  };
  return { pdfSourcesHash: await pdfSourcesHash(), reports: { lunar: of('lunar'), astrology: of('astrology') } };
};

export const readManifest = async (): Promise<SamplesManifest> => JSON.parse(await readFile(MANIFEST_PATH, 'utf8')) as SamplesManifest;

/** Why the committed samples no longer match the code, or an empty list. */
export const staleness = async (manifest: SamplesManifest): Promise<string[]> => {
  const now = await currentInputs();
  const reasons: string[] = [];
  if (manifest.pdfSourcesHash !== now.pdfSourcesHash) reasons.push('adapters/pdf changed since the samples were made');
  for (const type of ['lunar', 'astrology'] as const) {
    const kept = manifest.reports[type];
    if (kept?.modelHash !== now.reports[type].modelHash) reasons.push(`the sample ${type} report's document changed since its samples were made`);
    const described = kept?.pages.map(({ page, alt, caption }) => ({ page, alt, caption }));
    if (JSON.stringify(described) !== JSON.stringify(now.reports[type].pages)) reasons.push(`the ${type} samples' pages, alt texts or captions are not the ones the script now chooses`);
  }
  return reasons;
};

const run = promisify(execFile);

/** Width and height from a PNG's header. */
const pngSize = (bytes: Uint8Array): { width: number; height: number } => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

const makeSamples = async (): Promise<SamplesManifest> => {
  const { renderReportPdf } = await import('../adapters/pdf');
  const work = await mkdtemp(path.join(tmpdir(), 'report-samples-'));
  await rm(SAMPLES_DIR, { recursive: true, force: true });
  await mkdir(SAMPLES_DIR, { recursive: true });
  try {
    const reports = {} as Record<ReportType, SampleReport>;
    for (const type of ['lunar', 'astrology'] as const) {
      const document = sampleDocument(type);
      const { bytes, pages } = await renderReportPdf(document);
      if (pages !== document.pageCount) throw new Error(`the ${type} sample has ${pages} PDF pages, its model ${document.pageCount}`);
      const pdf = path.join(work, `${type}.pdf`);
      await writeFile(pdf, bytes);
      const shown: SamplePage[] = [];
      for (const chosen of chosenPages(document)) {
        const stem = path.join(work, `${type}-${chosen.number}`);
        await run('pdftoppm', ['-f', String(chosen.number), '-l', String(chosen.number), '-scale-to-x', String(IMAGE_WIDTH), '-scale-to-y', '-1', '-png', '-singlefile', pdf, stem]);
        const image = await readFile(`${stem}.png`);
        const name = `${type}-page-${String(chosen.number).padStart(2, '0')}.png`;
        await writeFile(path.join(SAMPLES_DIR, name), image);
        shown.push({ src: `${SAMPLES_URL}/${name}`, page: chosen.number, ...pngSize(image), alt: describePage(document, chosen), caption: chosen.caption });
      }
      reports[type] = { pageCount: document.pageCount, modelHash: modelHash(document), pages: shown };
    }
    const manifest: SamplesManifest = { sample: SAMPLE_DESCRIPTION, from: SAMPLE_FROM, pdfSourcesHash: await pdfSourcesHash(), reports };
    await writeFile(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
};

const main = async () => {
  if (process.argv.includes('--check')) {
    const reasons = await staleness(await readManifest());
    if (reasons.length === 0) return void console.log('The report samples match the code.');
    console.error(`The report samples are stale: ${reasons.join('; ')}. Run npm run report-samples.`);
    process.exitCode = 1;
    return;
  }
  const started = performance.now();
  const manifest = await makeSamples();
  for (const [type, report] of Object.entries(manifest.reports)) console.log(`${type}: ${report.pageCount} pages, samples of pages ${report.pages.map((p) => p.page).join(', ')}`);
  console.log(`Wrote ${path.relative(ROOT, SAMPLES_DIR)} and ${path.relative(ROOT, MANIFEST_PATH)} in ${Math.round(performance.now() - started)} ms.`);
};

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
