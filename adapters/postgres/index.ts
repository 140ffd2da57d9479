export { openPostgres } from './postgres.adapter';
export type { OpenPostgresOptions, PostgresDatabase } from './postgres.adapter';
