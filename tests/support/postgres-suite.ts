import { describe } from 'vitest';

/**
 * A suite that needs a real PostgreSQL server: it runs where DATABASE_URL names one (CI always
 * does) and is reported as skipped elsewhere, rather than vanishing from the counts.
 */
export const describePostgres = describe.skipIf(!process.env.DATABASE_URL);
