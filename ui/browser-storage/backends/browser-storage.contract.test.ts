// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  BROWSER_STORAGE_KEYS,
  BROWSER_STORAGE_KEY_IDS,
  createBrowserStore,
  storageWarnings,
  type BrowserStorageKey,
  type BrowserStore,
  type KeyValueBackend,
} from '..';
import { keyAndValueArb, storedValueArbs } from '../../../tests/support/stored-values-arbitraries';
import { EMPTY_BIRTH_DATA_STATE } from '../../../domain/birth';
import { localStorageBackend } from './local-storage.adapter';
import { memoryBackend } from './memory.adapter';

/**
 * One contract for every KeyValueBackend, seen through the typed store: what is written reads
 * back, under the key names of §7, and nothing a backend or a stored value does can make
 * the store throw (§8: storage errors are only warned about).
 */

const freshLocalStorage = (): KeyValueBackend => {
  localStorage.clear();
  return localStorageBackend(localStorage);
};

const backends: [string, () => KeyValueBackend][] = [
  ['localStorage (jsdom)', freshLocalStorage],
  ['in memory', memoryBackend],
];

type Store = BrowserStore;

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const insecure = () => new DOMException('The operation is insecure.', 'SecurityError');

/** The backend under test, with chosen methods throwing the way browsers do. */
const failing = (backend: KeyValueBackend, errors: Partial<Record<keyof KeyValueBackend, Error>>): KeyValueBackend => ({
  getItem: (key) => {
    if (errors.getItem) throw errors.getItem;
    return backend.getItem(key);
  },
  setItem: (key, value) => {
    if (errors.setItem) throw errors.setItem;
    backend.setItem(key, value);
  },
  removeItem: (key) => {
    if (errors.removeItem) throw errors.removeItem;
    backend.removeItem(key);
  },
});

const twoValuesOf = <K extends BrowserStorageKey>(key: K) =>
  fc.record({ key: fc.constant(key), first: storedValueArbs[key], second: storedValueArbs[key] });
const twoValuesOfOneKeyArb = fc.oneof(...BROWSER_STORAGE_KEY_IDS.map(twoValuesOf));

const PENDING_ENTRY = { id: 'e1', profileId: 'p1', sessionId: 'cs_1', reportType: 'lunar' as const, token: null };

describe.each(backends)('browser storage contract: %s', (_name, makeBackend) => {
  const setUp = (backend = makeBackend()) => {
    const warn = vi.fn();
    return { backend, warn, store: createBrowserStore(backend, warn) };
  };

  describe('reading and writing', () => {
    it('reads every key as absent, quietly, when nothing is stored', () => {
      const { store, warn } = setUp();
      for (const key of BROWSER_STORAGE_KEY_IDS) expect(store.get(key)).toBeNull();
      expect(warn).not.toHaveBeenCalled();
    });

    it('keeps values under the key names of §7, as JSON', () => {
      const { store, backend } = setUp();
      store.set('chatHeight', 520);
      store.set('chatMinimised', true);
      store.set('pendingReports', [PENDING_ENTRY]);
      expect(backend.getItem('luna_chat_height')).toBe('520');
      expect(backend.getItem('luna_chat_minimized')).toBe('true');
      expect(JSON.parse(backend.getItem('moonwise_pending_reports') ?? 'null')).toEqual([PENDING_ENTRY]);
    });

    it('reads back the empty birth data state', () => {
      const { store } = setUp();
      expect(store.set('birthData', EMPTY_BIRTH_DATA_STATE)).toBe(true);
      expect(store.get('birthData')).toEqual(EMPTY_BIRTH_DATA_STATE);
    });

    it('reads a height stored as a bare number, as the widget has always written it', () => {
      const { store, backend } = setUp();
      backend.setItem('luna_chat_height', '612');
      expect(store.get('chatHeight')).toBe(612);
    });

    it('reads back whatever was written, for every key', () => {
      fc.assert(
        fc.property(keyAndValueArb, ({ key, value }) => {
          const { store, warn } = setUp();
          expect(store.set(key, value)).toBe(true);
          expect(store.get(key)).toEqual(value);
          expect(warn).not.toHaveBeenCalled();
        }),
      );
    });

    it('keeps only the latest value written to a key', () => {
      fc.assert(
        fc.property(twoValuesOfOneKeyArb, ({ key, first, second }) => {
          const { store } = setUp();
          store.set(key, first);
          store.set(key, second);
          expect(store.get(key)).toEqual(second);
        }),
      );
    });

    it('forgets a removed value', () => {
      fc.assert(
        fc.property(keyAndValueArb, ({ key, value }) => {
          const { store } = setUp();
          store.set(key, value);
          expect(store.remove(key)).toBe(true);
          expect(store.get(key)).toBeNull();
        }),
      );
    });

    it('never touches another key when writing or removing one', () => {
      fc.assert(
        fc.property(keyAndValueArb, keyAndValueArb, (kept, touched) => {
          fc.pre(kept.key !== touched.key);
          const { store } = setUp();
          store.set(kept.key, kept.value);
          store.set(touched.key, touched.value);
          store.remove(touched.key);
          expect(store.get(kept.key)).toEqual(kept.value);
        }),
      );
    });
  });

  describe('stored values that cannot be used', () => {
    it.each(BROWSER_STORAGE_KEY_IDS)('reads corrupt JSON under %s as absent, with a warning', (key) => {
      const { store, backend, warn } = setUp();
      const { name } = BROWSER_STORAGE_KEYS[key];
      backend.setItem(name, '{"truncated": ');
      expect(store.get(key)).toBeNull();
      expect(warn).toHaveBeenCalledExactlyOnceWith(storageWarnings.notJson(name), expect.any(SyntaxError));
    });

    it.each([
      ['chatHeight', 'luna_chat_height', '"tall"'],
      ['chatMinimised', 'luna_chat_minimized', '"yes"'],
      ['sessionToken', 'luna_chat_session_token', '{"token":"","issuedAt":1}'],
      ['birthData', 'luna_chat_birth_data', JSON.stringify({ ...EMPTY_BIRTH_DATA_STATE, confirmations: null })],
      ['pendingReports', 'moonwise_pending_reports', JSON.stringify([{ ...PENDING_ENTRY, reportType: 'tarot' }])],
      ['reportNotifications', 'moonwise_report_notifications', JSON.stringify({ id: 'e1:completed' })],
      ['userContext', 'luna_chat_user_context', '[]'],
      ['sessionSnapshot', 'luna_chat_session_snapshot', 'null'],
    ] as const)('reads %s of the wrong shape as absent, with a warning', (key, name, stored) => {
      const { store, backend, warn } = setUp();
      backend.setItem(name, stored);
      expect(store.get(key)).toBeNull();
      expect(warn).toHaveBeenCalledExactlyOnceWith(storageWarnings.wrongShape(name), expect.anything());
    });

    it('reads any stored text as absent or as a value of the key’s shape, and never throws', () => {
      const storedTextArb = fc.oneof(fc.string(), fc.json(), keyAndValueArb.map(({ value }) => JSON.stringify(value)));
      fc.assert(
        fc.property(fc.constantFrom(...BROWSER_STORAGE_KEY_IDS), storedTextArb, (key, stored) => {
          const { store, backend } = setUp();
          const { name, schema } = BROWSER_STORAGE_KEYS[key];
          backend.setItem(name, stored);
          const value = store.get(key);
          expect(value === null || schema.safeParse(value).success).toBe(true);
        }),
      );
    });
  });

  describe('a backend that fails', () => {
    it('warns and answers false when a write hits the quota, keeping the value already stored', () => {
      const backend = makeBackend();
      createBrowserStore(backend, vi.fn()).set('pendingReports', [PENDING_ENTRY]);
      const error = quotaExceeded();
      const { store, warn } = setUp(failing(backend, { setItem: error }));
      expect(store.set('pendingReports', [])).toBe(false);
      expect(warn).toHaveBeenCalledExactlyOnceWith(storageWarnings.writeFailed('moonwise_pending_reports'), error);
      expect(store.get('pendingReports')).toEqual([PENDING_ENTRY]);
    });

    it('warns and reads absent when the browser refuses access', () => {
      const error = insecure();
      const { store, warn } = setUp(failing(makeBackend(), { getItem: error }));
      expect(store.get('sessionToken')).toBeNull();
      expect(warn).toHaveBeenCalledExactlyOnceWith(storageWarnings.readFailed('luna_chat_session_token'), error);
    });

    it('warns and answers false when a removal is refused', () => {
      const error = insecure();
      const { store, warn } = setUp(failing(makeBackend(), { removeItem: error }));
      expect(store.remove('chatMinimised')).toBe(false);
      expect(warn).toHaveBeenCalledExactlyOnceWith(storageWarnings.removeFailed('luna_chat_minimized'), error);
    });

    it('never throws, whatever the backend throws, and warns once per failed call', () => {
      const errorsArb = fc.record(
        { getItem: fc.constant(insecure()), setItem: fc.constant(quotaExceeded()), removeItem: fc.constant(insecure()) },
        { requiredKeys: [] },
      );
      const keyArb = fc.constantFrom(...BROWSER_STORAGE_KEY_IDS);
      const callArb = fc.oneof(
        keyAndValueArb.map(({ key, value }) => ({
          method: 'setItem' as const,
          run: (s: Store) => s.set(key, value),
        })),
        keyArb.map((key) => ({ method: 'getItem' as const, run: (s: Store) => s.get(key) })),
        keyArb.map((key) => ({ method: 'removeItem' as const, run: (s: Store) => s.remove(key) })),
      );
      fc.assert(
        fc.property(errorsArb, fc.array(callArb, { maxLength: 8 }), (errors, calls) => {
          const { store, warn } = setUp(failing(makeBackend(), errors));
          for (const call of calls) expect(() => call.run(store)).not.toThrow();
          expect(warn).toHaveBeenCalledTimes(calls.filter((call) => errors[call.method] !== undefined).length);
        }),
      );
    });
  });

  describe('values the store will not write', () => {
    it('refuses a height that JSON cannot carry, keeping the one stored', () => {
      const { store, warn } = setUp();
      store.set('chatHeight', 480);
      expect(store.set('chatHeight', Number.NaN)).toBe(false);
      expect(store.get('chatHeight')).toBe(480);
      expect(warn).toHaveBeenCalledExactlyOnceWith(storageWarnings.notStorable('luna_chat_height'), expect.anything());
    });

    it('refuses a pending report of an unknown type', () => {
      const { store, backend } = setUp();
      const entry = { ...PENDING_ENTRY, reportType: 'tarot' } as unknown as typeof PENDING_ENTRY;
      expect(store.set('pendingReports', [entry])).toBe(false);
      expect(backend.getItem('moonwise_pending_reports')).toBeNull();
    });
  });
});


describe('localStorage backend', () => {
  it('warns instead of throwing when a value outgrows the real 5 MB quota', () => {
    const warn = vi.fn();
    const store = createBrowserStore(freshLocalStorage(), warn);
    const huge = [{ ...PENDING_ENTRY, token: 'x'.repeat(5_000_001) }];
    expect(store.set('pendingReports', huge)).toBe(false);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      storageWarnings.writeFailed('moonwise_pending_reports'),
      expect.objectContaining({ name: 'QuotaExceededError' }),
    );
    expect(store.get('pendingReports')).toBeNull();
  });

  it('warns instead of throwing when merely touching localStorage is refused', () => {
    const warn = vi.fn();
    const error = insecure();
    const store = createBrowserStore(
      localStorageBackend(() => {
        throw error;
      }),
      warn,
    );
    expect(store.get('chatHeight')).toBeNull();
    expect(store.set('chatHeight', 520)).toBe(false);
    expect(warn.mock.calls).toEqual([
      [storageWarnings.readFailed('luna_chat_height'), error],
      [storageWarnings.writeFailed('luna_chat_height'), error],
    ]);
  });

  it('shares what it writes with anything else reading the same localStorage', () => {
    createBrowserStore(localStorageBackend(localStorage), vi.fn()).set('chatMinimised', true);
    expect(createBrowserStore(localStorageBackend(() => localStorage), vi.fn()).get('chatMinimised')).toBe(true);
  });
});
