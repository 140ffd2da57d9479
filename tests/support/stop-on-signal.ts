import type { Express } from 'express';
import type { Server } from 'node:http';
import { stopApp } from '../../server/compose';
import { rmSync } from 'node:fs';
import type { SqlDatabase } from '../../domain/kernel';

/**
 * A test server process ends cleanly on SIGTERM or SIGINT: socket, what the app runs besides
 * requests (its mail relay and report queue), database, then its data folder.
 */
export const stopOnSignal = (server: Server, db: SqlDatabase, dataDir: string, app: Express): void => {
  const stop = () => {
    server.close();
    server.closeAllConnections();
    void stopApp(app)
      .catch(() => {})
      .then(() => db.close())
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
};
