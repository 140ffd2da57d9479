import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReportFiles } from '../../domain/kernel';
import { DELIVERY_ID } from './delivery-id';

/**
 * Report files in a directory of their own, one `<delivery id>.pdf` each. A file is written
 * beside its final name and renamed into place, so a reader never sees half a report.
 */
export const localReportFiles = (directory: string): ReportFiles => {
  const fileOf = (deliveryId: string): string => {
    if (!DELIVERY_ID.test(deliveryId)) throw new RangeError(`Not a delivery id: ${deliveryId}`);
    return path.join(directory, `${deliveryId.toLowerCase()}.pdf`);
  };
  return {
    save: async (deliveryId, bytes) => {
      const file = fileOf(deliveryId);
      await mkdir(directory, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    read: async (deliveryId) => {
      if (!DELIVERY_ID.test(deliveryId)) return null;
      try {
        return new Uint8Array(await readFile(fileOf(deliveryId)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: async (deliveryId) => {
      if (DELIVERY_ID.test(deliveryId)) await rm(fileOf(deliveryId), { force: true });
    },
  };
};
