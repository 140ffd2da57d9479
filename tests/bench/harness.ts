import { performance } from 'node:perf_hooks';

export interface BenchCase {
  name: string;
  /** The target the figure is read against, e.g. 'p99 < 0.05 ms'; printed, never asserted. */
  target?: string;
  /** Called once per sample with the sample index; should do one unit of work. */
  run: (i: number) => unknown;
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
export const measure = (bench: BenchCase, samples = 20_000, warmup = 2_000): BenchFigures => {
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
