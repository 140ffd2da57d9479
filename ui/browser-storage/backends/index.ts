export { localStorageBackend } from './local-storage.adapter';
export { memoryBackend } from './memory.adapter';
