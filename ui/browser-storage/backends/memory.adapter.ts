import type { KeyValueBackend } from '..';

/** An in-memory backend: the twin of localStorage, for tests and wherever no Web Storage exists. */
export const memoryBackend = (): KeyValueBackend => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
};
