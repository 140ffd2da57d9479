/** What /runtime-config.js sets before the app loads (server/runtime-config.ts). Kept apart from the client so pages that only record visits stay light. */
export interface RuntimeConfig {
  publicApiKey: string;
  functionsUrl: string;
  restUrl: string;
  /**
   * §2's global auto-open setting for the standalone Luna widget: the server's LUNA_AUTO_OPEN
   * (off by default); the browser tests turn it on to test auto-open.
   */
  lunaAutoOpen?: boolean;
}

declare global {
  interface Window {
    __MOONWISE_CONFIG__?: RuntimeConfig;
    /**
     * The controls (buttons, forms) tapped before the app took over the page, kept by
     * /runtime-config.js; null once the app has taken them.
     */
    __MOONWISE_EARLY_TAPS__?: EarlyTap[] | null;
  }
}

export const runtimeConfig = (): RuntimeConfig =>
  window.__MOONWISE_CONFIG__ ?? { publicApiKey: 'moonwise-embedded-public-key', functionsUrl: '/functions/v1', restUrl: '/rest/v1' };

/** A control tapped before the app took over the page. */
export type EarlyTap = HTMLButtonElement | HTMLFormElement;

/**
 * The controls tapped before the app took over the page, once: from then on the app answers every
 * tap itself, and /runtime-config.js keeps no more. Browser only.
 */
export const takeEarlyTaps = (): EarlyTap[] => {
  const taps = window.__MOONWISE_EARLY_TAPS__ ?? [];
  window.__MOONWISE_EARLY_TAPS__ = null;
  return taps;
};

/** The deployment's auto-open setting for the standalone Luna widget; undefined when it sets none. Browser only. */
export const lunaAutoOpenSetting = (): boolean | undefined => window.__MOONWISE_CONFIG__?.lunaAutoOpen;
