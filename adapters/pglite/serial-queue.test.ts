import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SerialQueue } from './serial-queue';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SerialQueue', () => {
  it('runs tasks one at a time, in the order they were queued, whatever their durations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ ms: fc.integer({ min: 0, max: 3 }), fails: fc.boolean() }), { maxLength: 12 }), async (tasks) => {
        const queue = new SerialQueue();
        const log: string[] = [];
        let running = 0;
        const settled = tasks.map(({ ms, fails }, i) =>
          queue
            .run(async () => {
              running += 1;
              log.push(`start ${i} with ${running} running`);
              await pause(ms);
              running -= 1;
              log.push(`end ${i}`);
              if (fails) throw new Error(`task ${i} failed`);
              return i;
            })
            .catch(() => 'failed'),
        );
        await Promise.all(settled);
        expect(log).toEqual(tasks.flatMap((_, i) => [`start ${i} with 1 running`, `end ${i}`]));
      }),
      { numRuns: 30 },
    );
  });

  it('gives each caller its own task’s result or error', async () => {
    const queue = new SerialQueue();
    const failing = queue.run(() => Promise.reject(new Error('no')));
    const succeeding = queue.run(() => Promise.resolve('yes'));
    await expect(failing).rejects.toThrow('no');
    await expect(succeeding).resolves.toBe('yes');
  });
});
