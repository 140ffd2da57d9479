import { runSimulation, summary } from '../simulator/simulate';

/** Issue 13 §1: the visitor simulator's pass rate (visitors reaching a correct reading) and repeated questions. */
export const title = 'Visitor simulator: visitors who type as people do';

export const main = async (): Promise<void> => {
  const started = performance.now();
  const result = await runSimulation();
  console.info(`\n${title} (visitor-simulator.bench.ts)`);
  console.info(`  ${summary(result)}; ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const failed of result.results.filter((r) => !r.passed)) console.info(`  ✗ ${failed.id}: ${failed.reason}`);
};
