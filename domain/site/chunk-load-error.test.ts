import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChunkLoadError, chunkAddressIn, isChunkLoadError } from './chunk-load-error';

describe('a chunk that does not load', () => {
  it('is a ChunkLoadError naming the chunk, the failure type and the address', () => {
    const error = new ChunkLoadError('moon-signs', 'missing', '/assets/moon-signs-abc.js');
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('Loading chunk moon-signs failed.\n(missing: /assets/moon-signs-abc.js)');
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
  });

  it('finds the address in the browser’s own message', () => {
    expect(chunkAddressIn('Failed to fetch dynamically imported module: http://localhost:3000/assets/page-x1.js')).toBe(
      'http://localhost:3000/assets/page-x1.js',
    );
    expect(chunkAddressIn('Importing a module script failed.')).toBeNull();
  });

  it('always starts its message with the spec’s words', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (id, type, address) => {
        expect(new ChunkLoadError(id, type, address).message.startsWith(`Loading chunk ${id} failed`)).toBe(true);
      }),
    );
  });
});
