import { defineConfig } from 'vitest/config';

// Two suites: `unit` is pure and fast (domain rules, machines, lint and diagram checks, UI
// components in jsdom); `integration` starts real servers and talks real HTTP.
export default defineConfig({
  test: {
    setupFiles: ['tests/setup/strict-console.ts', 'tests/setup/fast-check.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'contracts/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['server/**/*.test.ts', 'adapters/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
