import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error hides real failures (React warnings, rejected promises),
// so it fails the test that produced it. A test that expects one spies on it itself.
let errorSpy: ReturnType<typeof vi.spyOn> | undefined;

beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  errorSpy?.mockRestore();
});
