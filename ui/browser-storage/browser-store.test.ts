import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { BROWSER_STORAGE_KEY_IDS, type KeyValueBackend } from './browser-storage.ports';
import { createBrowserStore, storageWarnings } from './browser-store';
import { keyAndValueArb } from '../../tests/support/stored-values-arbitraries';

/** The smallest backend there is; the adapters' contract suite covers the real ones. */
const mapBackend = (): KeyValueBackend & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

const MESSAGE = {
  id: 'm1',
  session_id: null,
  profile_id: null,
  role: 'assistant' as const,
  content: 'Hello',
  created_at: '2024-06-01T12:00:00.000Z',
  was_helpful: null,
  moon_reading_generated: false,
  reading_url: null,
};

const SNAPSHOT = {
  sessionId: 's1',
  sessionToken: 't1',
  threadId: null,
  turnNumber: 1,
  stage: 'ANONYMOUS' as const,
  variant: null,
  lastActivity: 0,
  isLocal: true,
};

describe('createBrowserStore', () => {
  it('warns instead of throwing when a value cannot be turned into JSON', () => {
    const backend = mapBackend();
    const warn = vi.fn();
    // response_details passes unknown fields through, so a BigInt can slip in there.
    const details = { reason: 'x', extra: 10n };
    const snapshot = { ...SNAPSHOT, messages: [{ ...MESSAGE, metadata: { response_details: details } }] };
    expect(createBrowserStore(backend, warn).set('sessionSnapshot', snapshot)).toBe(false);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      storageWarnings.writeFailed('luna_chat_session_snapshot'),
      expect.any(TypeError),
    );
    expect(backend.items.size).toBe(0);
  });

  it('writes only the fields a key’s shape knows', () => {
    const backend = mapBackend();
    const store = createBrowserStore(backend, vi.fn());
    store.set('userContext', { firstName: 'Ada', stray: 'dropped' } as { firstName: string });
    expect(backend.items.get('luna_chat_user_context')).toBe('{"firstName":"Ada"}');
  });

  it('leaves the backend alone when refusing a value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BROWSER_STORAGE_KEY_IDS), (key) => {
        const backend = mapBackend();
        const store = createBrowserStore(backend, vi.fn());
        expect(store.set(key, Symbol('not storable') as never)).toBe(false);
        expect(backend.items.size).toBe(0);
      }),
    );
  });

  it('never warns while every call succeeds', () => {
    fc.assert(
      fc.property(keyAndValueArb, ({ key, value }) => {
        const warn = vi.fn();
        const store = createBrowserStore(mapBackend(), warn);
        store.set(key, value);
        store.get(key);
        store.remove(key);
        store.get(key);
        expect(warn).not.toHaveBeenCalled();
      }),
    );
  });
});
