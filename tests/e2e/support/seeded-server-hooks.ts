import { test } from '@playwright/test';
import type { SeedFile } from '../../support/seeded-server';
import { type SeededServer, startSeededServer } from '../../support/seeded-server-process';

/**
 * A spec's own server on a seeded database (the shared e2e server's PGlite cannot be seeded from
 * a test): started before the file's tests, stopped after them. Call at the top of the spec.
 */
export const useSeededServer = (seed: SeedFile, update?: SeedFile) => {
  let server: SeededServer | undefined;
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startSeededServer(seed, update);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const running = (): SeededServer => {
    if (server === undefined) throw new Error('The seeded server has not started');
    return server;
  };
  return {
    get baseUrl(): string {
      return running().baseUrl;
    },
    applyUpdate: () => running().applyUpdate(),
  };
};
