/** What /runtime-config.js sets before the app loads (server/runtime-config.ts). Kept apart from the client so pages that only record visits stay light. */
export interface RuntimeConfig {
  publicApiKey: string;
  functionsUrl: string;
  restUrl: string;
  /**
   * SPEC §2's global auto-open setting for the standalone Luna widget: the server's LUNA_AUTO_OPEN
   * (off by default); the browser tests turn it on to test auto-open.
   */
  lunaAutoOpen?: boolean;
}

declare global {
  interface Window {
    __MOONWISE_CONFIG__?: RuntimeConfig;
    /** Taps on the chat launcher before the app hydrated it, counted by /runtime-config.js. */
    __MOONWISE_EARLY_TAPS__?: number;
  }
}

export const runtimeConfig = (): RuntimeConfig =>
  window.__MOONWISE_CONFIG__ ?? { publicApiKey: 'moonwise-embedded-public-key', functionsUrl: '/functions/v1', restUrl: '/rest/v1' };

/** The taps on the chat launcher made before the page hydrated, once: the count is reset. Browser only. */
export const takeEarlyLauncherTaps = (): number => {
  const taps = window.__MOONWISE_EARLY_TAPS__ ?? 0;
  window.__MOONWISE_EARLY_TAPS__ = 0;
  return taps;
};

/** The deployment's auto-open setting for the standalone Luna widget; undefined when it sets none. Browser only. */
export const lunaAutoOpenSetting = (): boolean | undefined => window.__MOONWISE_CONFIG__?.lunaAutoOpen;
