export { openPglite, defaultPgliteDir, MEMORY_DATA_DIR } from './pglite.adapter';
export type { OpenPgliteOptions, PgliteDatabase } from './pglite.adapter';
