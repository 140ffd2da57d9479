import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_DIAGNOSTIC_ID, chromiumArgs, chromiumPath } from './tests/browser';

const port = Number(process.env.E2E_PORT ?? 3107);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list'], ['json', { outputFile: '.test-reports/e2e.json' }], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The service worker answers pages and assets itself, past page.route(): the suites that
    // mock or break requests see them only without it. tests/e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
  ],
  webServer: {
    // The built site on embedded defaults, in a data directory of this run's own: a profile an earlier run left would make its visitor a stranger.
    command: 'node dist-server/main.js',
    url: `http://127.0.0.1:${port}/healthz`,
    // One browser is every visitor at once here: the per-connection email cap would stop the suite, not a script.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'moonwise-e2e-')), DIAGNOSTIC_ID: E2E_DIAGNOSTIC_ID, RATE_LIMIT_EMAILS_PER_CONNECTION: '100000' },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
