/** A bounded in-process cache: the moon-tonight answers and the built calendar feeds. */
export interface LruCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  readonly size: number;
}

/** A least-recently-used map: a Map keeps insertion order, so the first key is the oldest. */
export const lruCache = <V>(capacity: number): LruCache<V> => {
  const entries = new Map<string, V>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > capacity) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
};
