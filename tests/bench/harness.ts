import { performance } from 'node:perf_hooks';

export interface BenchCase {
  name: string;
  /** The target the figure is read against, e.g. 'p99 < 0.05 ms'; printed, never asserted. */
  target?: string;
  /** Called once per sample with the sample index; should do one unit of work. */
  run: (i: number) => unknown;
  /** Fewer samples than the default, for work measured in milliseconds rather than microseconds. */
  samples?: number;
}

export interface BenchFigures {
  name: string;
  samples: number;
  p50Ms: number;
  p99Ms: number;
  opsPerSecond: number;
  target: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** Times each call separately after a warm-up, so p50 and p99 are per operation. */
export const measure = (bench: BenchCase, samples = bench.samples ?? 20_000, warmup = Math.min(2_000, Math.max(100, samples / 10))): BenchFigures => {
  let sink: unknown;
  for (let i = 0; i < warmup; i++) sink = bench.run(i);
  const times = new Float64Array(samples);
  const started = performance.now();
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    sink = bench.run(i);
    times[i] = performance.now() - t0;
  }
  const total = performance.now() - started;
  if (sink === Symbol.for('never')) console.info(sink); // keeps the work observable
  const sorted = Array.from(times).sort((a, b) => a - b);
  return {
    name: bench.name,
    samples,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    opsPerSecond: Math.round((samples / total) * 1000),
    target: bench.target ?? '',
  };
};

export const printTable = (title: string, rows: BenchFigures[]) => {
  console.info(`\n${title}`);
  console.table(
    rows.map((r) => ({
      case: r.name,
      samples: r.samples,
      'p50 ms': r.p50Ms.toFixed(4),
      'p99 ms': r.p99Ms.toFixed(4),
      'ops/s': r.opsPerSecond,
      target: r.target,
    })),
  );
};

export interface AsyncBenchCase {
  name: string;
  target?: string;
  /** One unit of work, e.g. one HTTP request; awaited before it counts as done. */
  run: (i: number) => Promise<unknown>;
}

/**
 * Like `measure`, for work that awaits (HTTP, a database): `concurrency` loops run at once,
 * each timing its own calls, so p50/p99 are per operation and ops/s is the total throughput.
 */
export const measureAsync = async (bench: AsyncBenchCase, samples = 1_000, warmup = 100, concurrency = 1): Promise<BenchFigures> => {
  for (let i = 0; i < warmup; i++) await bench.run(i);
  const times = new Float64Array(samples);
  let next = 0;
  const loop = async () => {
    for (let i = next++; i < samples; i = next++) {
      const t0 = performance.now();
      await bench.run(warmup + i);
      times[i] = performance.now() - t0;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, loop));
  const total = performance.now() - started;
  const sorted = Array.from(times).sort((a, b) => a - b);
  return {
    name: bench.name,
    samples,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    opsPerSecond: Math.round((samples / total) * 1000),
    target: bench.target ?? '',
  };
};
