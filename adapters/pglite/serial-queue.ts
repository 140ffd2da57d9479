/**
 * Runs tasks one after another, in the order they were queued. PGlite is one Postgres
 * backend: a transaction must own it from BEGIN to COMMIT, so nothing may interleave.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task, task);
    this.#tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}
