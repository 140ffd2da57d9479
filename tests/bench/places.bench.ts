import { DEFAULT_GAZETTEER_PATH, loadGazetteer, packGazetteer, type Gazetteer } from '../../adapters/gazetteer';
import type { BenchCase } from './harness';

/**
 * Place search runs on every keystroke of the birth-place field, so it should answer in
 * well under a millisecond. The queries mimic typing: prefixes of 1 to 10 letters of
 * real birth places, whole names (some with accents, some without), and the
 * 'City, Country' / 'City, Region' forms.
 */
export const title = 'Place search, per query';

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** Time and memory of one load, settled after GC; only the loaded gazetteer is kept. */
const measureLoad = (how: string, load: () => Gazetteer): Gazetteer => {
  gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  const loaded = load();
  const loadMs = performance.now() - started;
  gc?.();
  const after = process.memoryUsage();
  const { stats } = loaded;
  console.info(
    `Gazetteer ${how}: ${stats.places} places, ${stats.alternateNames} alternate names, ${stats.indexKeys} index keys; ` +
      `loaded in ${loadMs.toFixed(0)} ms (read ${stats.readMs.toFixed(0)}, parse ${stats.parseMs.toFixed(0)}, index ${stats.indexMs.toFixed(0)}, ` +
      `pack ${stats.packMs.toFixed(0)}, unpack ${stats.unpackMs.toFixed(0)}); heap +${mb(after.heapUsed - before.heapUsed)}, ` +
      `array buffers +${mb(after.arrayBuffers - before.arrayBuffers)}, RSS +${mb(after.rss - before.rss)}` +
      `${gc ? '' : ' (run node with --expose-gc for settled figures)'}`,
  );
  return loaded;
};

console.info('');
measureLoad('from the data file', () => loadGazetteer(DEFAULT_GAZETTEER_PATH, { packedPath: null }));
packGazetteer();
const gazetteer = measureLoad('from the packed index', () => loadGazetteer());

const NAMES = [
  'Lisbon', 'München', 'Springfield', 'San José', 'Paris', 'São Paulo', 'New York', 'Los Angeles', 'Zürich', 'Kraków',
  'Mumbai', 'Guadalajara', 'Ho Chi Minh City', 'Reykjavík', 'Buenos Aires', 'Manchester', 'Toronto', 'Melbourne', 'Lagos',
  'Istanbul', 'Saint Petersburg', 'Düsseldorf', 'Cluj-Napoca', 'Thessaloniki', 'Porto Alegre', 'Kyiv', 'Ciudad Juárez',
  'Brownsville', 'Tuba City', 'Auckland', 'Dublin', 'Seville', 'Łódź', 'Göteborg', 'Québec', 'Abidjan', 'Córdoba',
];
const QUALIFIED = [
  'Paris, France', 'Paris, TX', 'Springfield, IL', 'Springfield, Missouri', 'San Jose, Costa Rica', 'San Jose, CA',
  'Lisbon, Portugal', 'Portland, OR', 'Perth, WA', 'London, Ontario', 'Cordoba, Argentina', 'Valencia, Venezuela',
  'Birmingham, UK', 'Athens, GA', 'Kingston, Jamaica', 'Santiago, Chile', 'Victoria, BC', 'Frankfurt, Germany',
];
const prefixes = (min: number, max: number) =>
  NAMES.flatMap((name) => Array.from({ length: max - min + 1 }, (_, i) => name.slice(0, min + i))).filter((p, i, all) => all.indexOf(p) === i);
const SHORT = prefixes(1, 3);
const LONGER = prefixes(4, 10);
const FULL = [...NAMES, ...NAMES.map((name) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())];
const MIXED = [...SHORT, ...LONGER, ...FULL, ...QUALIFIED];

const pick = (list: readonly string[], i: number) => list[i % list.length]!;
const TARGET = 'p50 < 1 ms, p99 < 5 ms';

export const cases: BenchCase[] = [
  { name: `prefixes of 1-3 letters (${SHORT.length})`, target: TARGET, run: (i) => gazetteer.search(pick(SHORT, i)) },
  { name: `prefixes of 4-10 letters (${LONGER.length})`, target: TARGET, run: (i) => gazetteer.search(pick(LONGER, i)) },
  { name: `full names (${FULL.length})`, target: TARGET, run: (i) => gazetteer.search(pick(FULL, i)) },
  { name: `'City, Country' and 'City, Region' (${QUALIFIED.length})`, target: TARGET, run: (i) => gazetteer.search(pick(QUALIFIED, i)) },
  { name: `all of the above, mixed (${MIXED.length})`, target: TARGET, run: (i) => gazetteer.search(pick(MIXED, (i * 7919) % MIXED.length)) },
  { name: 'resolve a chosen place by id', target: 'p99 < 0.01 ms', run: () => gazetteer.resolve(2267057) },
];
