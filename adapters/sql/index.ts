export { withClaims, VISITOR_ROLE, ANONYMOUS_CLAIMS, SESSION_TOKEN_SETTING, PROFILE_ID_SETTING } from './claims';
export { DatabaseUnavailableError, SqlError, MigrationChecksumError, isUnavailable, toDatabaseError } from './errors';
export { migrate, loadMigrations, migrationFromFile, checksumOf, MIGRATIONS_DIR } from './migrate';
export type { Migration, MigrateOptions } from './migrate';
export { openDatabase } from './open-database';
export type { OpenDatabaseOptions } from './open-database';
