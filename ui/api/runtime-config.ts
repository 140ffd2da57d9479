/** What /runtime-config.js sets before the app loads (server/runtime-config.ts). Kept apart from the client so pages that only record visits stay light. */
export interface RuntimeConfig {
  publicApiKey: string;
  functionsUrl: string;
  restUrl: string;
}

declare global {
  interface Window {
    __MOONWISE_CONFIG__?: RuntimeConfig;
  }
}

export const runtimeConfig = (): RuntimeConfig =>
  window.__MOONWISE_CONFIG__ ?? { publicApiKey: 'moonwise-embedded-public-key', functionsUrl: '/functions/v1', restUrl: '/rest/v1' };
