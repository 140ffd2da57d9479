import type { Server } from 'node:http';
import { rmSync } from 'node:fs';
import type { SqlDatabase } from '../../domain/ports/sql';

/** A test server process ends cleanly on SIGTERM or SIGINT: socket, database, then its data folder. */
export const stopOnSignal = (server: Server, db: SqlDatabase, dataDir: string): void => {
  const stop = () => {
    server.close();
    server.closeAllConnections();
    void db.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
};
