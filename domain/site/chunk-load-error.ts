/**
 * §8 "Chunk load failure": a lazily loaded part of the site that does not arrive is a
 * ChunkLoadError, 'Loading chunk {id} failed' followed by the failure type (missing, timeout
 * or the event type) and the address; §9: loading gives up after 120 s.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailureType = 'missing' | 'timeout' | (string & {});

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunkId: string,
    readonly failureType: ChunkFailureType,
    readonly address: string,
  ) {
    super(`Loading chunk ${chunkId} failed.\n(${failureType}: ${address})`);
  }
}

/** The address a browser names when a dynamic import fails ('Failed to fetch dynamically imported module: …'). */
export const chunkAddressIn = (message: string): string | null => /(?:https?:\/\/|\/)[^\s'"]+\.m?js\b/.exec(message)?.[0] ?? null;

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof Error && error.name === 'ChunkLoadError';
