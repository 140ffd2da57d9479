import type { ReportFiles, SqlDatabase } from '../../domain/kernel';
import { isDeliveryId } from './delivery-id';

/**
 * Report files in the `report_files` table (migration 0007), one bytea row per delivery: every
 * process on one PostgreSQL reads what any of them saved. A save is one upsert, so a reader sees
 * the old bytes or the new, never half of either.
 */
export const sqlReportFiles = (db: SqlDatabase): ReportFiles => ({
  save: async (deliveryId, bytes) => {
    if (!isDeliveryId(deliveryId)) throw new RangeError(`Not a delivery id: ${deliveryId}`);
    await db.query(
      `insert into report_files (delivery_id, pdf) values ($1, $2)
       on conflict (delivery_id) do update set pdf = excluded.pdf, saved_at = now()`,
      [deliveryId, bytes],
    );
  },
  read: async (deliveryId) => {
    if (!isDeliveryId(deliveryId)) return null;
    const { rows } = await db.query<{ pdf: Uint8Array }>('select pdf from report_files where delivery_id = $1', [deliveryId]);
    const pdf = rows[0]?.pdf;
    // pg answers a Buffer, PGlite a Uint8Array: both become a plain Uint8Array.
    return pdf === undefined ? null : new Uint8Array(pdf);
  },
  remove: async (deliveryId, within) => {
    if (isDeliveryId(deliveryId)) await (within ?? db).query('delete from report_files where delivery_id = $1', [deliveryId]);
  },
});
