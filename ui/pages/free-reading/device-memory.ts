import { type BrowserStore, type SavedReading, createBrowserStore } from '../../browser-storage';
import { localStorageBackend } from '../../browser-storage/backends';
import { birthMoonOf } from '../../../domain/reading';
import type { Reading } from '../../../domain/reading';

/**
 * What this device remembers of the visitor's reading (ADR 029): its private link and enough to
 * name it, in local storage only. Nothing is sent anywhere; 'Forget this device' removes it.
 */

let store: BrowserStore | null = null;
const deviceStore = (): BrowserStore => {
  store ??= createBrowserStore(
    localStorageBackend(() => window.localStorage),
    (message, error) => console.warn(message, error),
  );
  return store;
};

/** The link of a reading opened with this token: the only form the device keeps it in. */
export const readingLinkOf = (token: string): string => `/free-moon-reading?${new URLSearchParams({ token }).toString()}`;

/** What is kept for a reading that has just been shown. */
export const savedReadingOf = (token: string, reading: Reading, firstName: string | null, nowMs: number): SavedReading => {
  const moon = birthMoonOf(reading);
  return {
    link: readingLinkOf(token),
    firstName,
    moonSign: reading.moonSign.sign,
    phase: moon.phase,
    illumination: moon.illumination,
    waxing: moon.waxing,
    savedAt: nowMs,
  };
};

export const rememberReading = (saved: SavedReading, target: BrowserStore = deviceStore()): boolean => target.set('savedReading', saved);
export const rememberedReading = (target: BrowserStore = deviceStore()): SavedReading | null => target.get('savedReading');
export const forgetReading = (target: BrowserStore = deviceStore()): boolean => target.remove('savedReading');
