import type { SqlExecutor } from './sql';

/** Where finished report PDFs are kept (DATA_DIR/reports by default), by delivery id. */
export interface ReportFiles {
  save(deliveryId: string, bytes: Uint8Array): Promise<void>;
  /** The PDF's bytes, or null when there is none for this delivery. */
  read(deliveryId: string): Promise<Uint8Array | null>;
  /**
   * Erases the PDF (a visitor's data deleted, a refund); nothing to erase is not an error.
   * `within`: the transaction the erasure belongs to, which a store in the database joins (it
   * stands or falls with it); a store elsewhere removes at once.
   */
  remove(deliveryId: string, within?: SqlExecutor): Promise<void>;
}
