import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (/sw.js, ADR 032). Loaded only after the page has loaded, so it
 * adds nothing to the first paint or the initial JavaScript. A failure leaves the site as it is:
 * online it works the same without one.
 */
export const registerServiceWorker = async (): Promise<void> => {
  await new Workbox('/sw.js', { scope: '/' }).register().catch(() => undefined);
};
