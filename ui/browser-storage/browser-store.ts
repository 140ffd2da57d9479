import {
  BROWSER_STORAGE_KEYS,
  type BrowserStorageKey,
  type BrowserStore,
  type KeyValueBackend,
  type StorageWarning,
  type StoredValue,
} from './browser-storage.ports';

/** The warnings the store gives, by what went wrong; each names the storage key. */
export const storageWarnings = {
  readFailed: (name: string) => `Browser storage: could not read ${name}; treating it as absent.`,
  notJson: (name: string) => `Browser storage: ${name} is not valid JSON; treating it as absent.`,
  wrongShape: (name: string) => `Browser storage: ${name} does not have the expected shape; treating it as absent.`,
  notStorable: (name: string) =>
    `Browser storage: refused to write ${name}, the value does not have the expected shape.`,
  writeFailed: (name: string) => `Browser storage: could not write ${name}.`,
  removeFailed: (name: string) => `Browser storage: could not remove ${name}.`,
};

type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

const attempt = <T>(run: () => T): Attempt<T> => {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, error };
  }
};

/**
 * Typed access to the keys of §7 over any key-value backend. Storage is a convenience,
 * never a reason to break the page (§8): every failure is warned about and the caller
 * carries on, reading absent values as null. A value is checked against its key's schema on
 * the way in as well as out, so nothing is written that could not be read back.
 */
export const createBrowserStore = (backend: KeyValueBackend, warn: StorageWarning): BrowserStore => {
  const get = <K extends BrowserStorageKey>(key: K): StoredValue<K> | null => {
    const { name, schema } = BROWSER_STORAGE_KEYS[key];
    const raw = attempt(() => backend.getItem(name));
    if (!raw.ok) {
      warn(storageWarnings.readFailed(name), raw.error);
      return null;
    }
    const text = raw.value;
    if (text === null) return null;
    const json = attempt((): unknown => JSON.parse(text));
    if (!json.ok) {
      warn(storageWarnings.notJson(name), json.error);
      return null;
    }
    const parsed = schema.safeParse(json.value);
    if (!parsed.success) {
      warn(storageWarnings.wrongShape(name), parsed.error);
      return null;
    }
    return parsed.data as StoredValue<K>;
  };

  const set = <K extends BrowserStorageKey>(key: K, value: StoredValue<K>): boolean => {
    const { name, schema } = BROWSER_STORAGE_KEYS[key];
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      warn(storageWarnings.notStorable(name), parsed.error);
      return false;
    }
    const written = attempt(() => backend.setItem(name, JSON.stringify(parsed.data)));
    if (!written.ok) warn(storageWarnings.writeFailed(name), written.error);
    return written.ok;
  };

  const remove = (key: BrowserStorageKey): boolean => {
    const { name } = BROWSER_STORAGE_KEYS[key];
    const removed = attempt(() => backend.removeItem(name));
    if (!removed.ok) warn(storageWarnings.removeFailed(name), removed.error);
    return removed.ok;
  };

  return { get, set, remove };
};
