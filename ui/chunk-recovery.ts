import type { RouteObject } from 'react-router';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, chunkAddressIn, isChunkLoadError } from '../domain/site';

/** Set before the one recovery reload, so a chunk that is really gone does not reload forever. */
const RELOADED_KEY = 'moonwise_chunk_reload';

const withTimeout = <T>(loading: Promise<T>, chunkId: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new ChunkLoadError(chunkId, 'timeout', window.location.href)), CHUNK_TIMEOUT_MS);
    loading.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        if (isChunkLoadError(error)) return reject(error);
        const message = error instanceof Error ? error.message : String(error);
        const type = error instanceof Event ? error.type : 'missing';
        reject(new ChunkLoadError(chunkId, type, chunkAddressIn(message) ?? window.location.href));
      },
    );
  });

/**
 * A failed chunk usually means a new release replaced the old files: the page reloads once to
 * fetch the new ones. A second failure in the same tab is shown (the framework's error screen).
 */
const loadOrRecover = async <T>(load: () => Promise<T>, chunkId: string): Promise<T> => {
  try {
    const loaded = await withTimeout(load(), chunkId);
    sessionStorage.removeItem(RELOADED_KEY);
    return loaded;
  } catch (error) {
    if (isChunkLoadError(error) && sessionStorage.getItem(RELOADED_KEY) === null) {
      sessionStorage.setItem(RELOADED_KEY, '1');
      // The address is already the page's (the router changes it first): the reload lands there.
      window.location.reload();
      // The reload replaces this page; until it does, the route stays pending.
      return new Promise<T>(() => {});
    }
    throw error;
  }
};

/** Every lazy route made to time out after 120 s, fail as a ChunkLoadError, and recover once by reloading. */
export const withChunkRecovery = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    const lazy = route.lazy;
    const children = route.children ? withChunkRecovery(route.children) : undefined;
    const chunkId = route.path ?? 'route';
    return {
      ...route,
      ...(children ? { children } : {}),
      ...(typeof lazy === 'function' ? { lazy: () => loadOrRecover(lazy, chunkId) } : {}),
    } as RouteObject;
  });
