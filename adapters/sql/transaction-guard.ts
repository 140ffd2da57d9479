import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Catches `db.query` or `db.transaction` called from inside `db.transaction(work)`. On PGlite
 * that would wait forever for the one connection `work` is holding; on PostgreSQL it would
 * silently run outside the transaction. Both adapters refuse it the same way: use `tx`.
 */
export class TransactionGuard {
  readonly #inside = new AsyncLocalStorage<{ open: boolean }>();

  assertOutside(what: string): void {
    if (this.#inside.getStore()?.open) {
      throw new Error(`${what} was called inside a transaction on the same database; use the transaction's executor (tx) instead.`);
    }
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const marker = { open: true };
    try {
      return await this.#inside.run(marker, work);
    } finally {
      // Work that outlives the transaction (a promise it did not await) is outside it.
      marker.open = false;
    }
  }
}
