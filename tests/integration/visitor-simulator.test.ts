import { describe, expect, it } from 'vitest';
import { runSimulation, summary } from '../simulator/simulate';
import { visitors } from '../simulator/visitors';

/**
 * Issue 13 §1: at least sixty visitors who type as people do reach a correct reading (birth
 * date and city on the stored profile) within sixteen turns, and Luna never asks the same
 * question in the same words twice in a row.
 */
describe('the visitor simulator', () => {
  it('plays at least sixty different visitors', () => {
    const all = visitors();
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((v) => [v.opening.join('|'), v.name[0], v.date[0], v.place[0]].join('#'))).size).toBe(all.length);
  });

  it('at least 95 % reach a correct reading, with no question asked twice in a row', { timeout: 180_000 }, async () => {
    const result = await runSimulation();
    const failed = result.results.filter((r) => !r.passed).map((r) => `${r.id}: ${r.reason}\n${r.transcript.join('\n')}`);
    console.info(summary(result));
    expect(result.loops, failed.join('\n\n')).toBe(0);
    expect(result.passRate, failed.join('\n\n')).toBeGreaterThanOrEqual(0.95);
  });
});
