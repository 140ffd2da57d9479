import { kindSummary, runSimulation, summary } from '../simulator/simulate';

/** Issues 13 and 27: the visitor simulator's pass rate (visitors reaching a correct reading), by kind, with loops and invented birth places. */
export const title = 'Visitor simulator: visitors who type as people do';

export const main = async (): Promise<void> => {
  const result = await runSimulation();
  console.info(`\n${title} (visitor-simulator.bench.ts)`);
  console.info(`  ${summary(result)}`);
  console.info(kindSummary(result));
  for (const failed of result.results.filter((r) => !r.passed)) console.info(`  ✗ ${failed.id} (${failed.kinds.join(', ')}): ${failed.reason}`);
};
