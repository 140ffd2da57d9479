import type { KeyValueBackend } from '..';

/**
 * The browser's Web Storage as a backend. Pass a getter (`() => window.localStorage`) rather
 * than the object when you can: some browsers throw a SecurityError merely on touching
 * `window.localStorage` when cookies are blocked, and from inside a call the store catches it.
 */
export const localStorageBackend = (storage: Storage | (() => Storage)): KeyValueBackend => {
  const current = typeof storage === 'function' ? storage : () => storage;
  return {
    getItem: (key) => current().getItem(key),
    setItem: (key, value) => current().setItem(key, value),
    removeItem: (key) => current().removeItem(key),
  };
};
