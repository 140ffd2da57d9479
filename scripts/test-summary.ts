import { existsSync, readFileSync } from 'node:fs';

/**
 * One closing line for the whole `npm test` run, `N passed, N failed`, from the JSON the
 * runners write into .test-reports/: vitest (unit, integration) and Playwright (e2e).
 * Exits non-zero when a suite's report is missing or counted a failure.
 */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const read = <T>(file: string): T | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined);

const suites = [
  ['unit', read<VitestReport>('.test-reports/unit.json')],
  ['integration', read<VitestReport>('.test-reports/integration.json')],
] as const;
const e2e = read<PlaywrightReport>('.test-reports/e2e.json');

let passed = 0;
let failed = 0;
let skipped = 0;
const parts: string[] = [];
for (const [name, report] of suites) {
  if (!report) {
    console.error(`No ${name} report: did that suite run?`);
    process.exitCode = 1;
    continue;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  parts.push(`${name} ${report.numPassedTests}`);
}
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  parts.push(`e2e ${e2e.stats.expected + e2e.stats.flaky}`);
} else {
  console.error('No e2e report: did the browser suite run?');
  process.exitCode = 1;
}
if (failed > 0 || skipped > 0) process.exitCode = 1;

console.info(`\n${parts.join(', ')}`);
console.info(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
