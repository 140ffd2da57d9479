import type { ServerConfig } from './config';

/**
 * What the browser needs to know at run time, served as /runtime-config.js before the app
 * loads, so one build serves every environment. Only public values belong here.
 */
export interface RuntimeConfig {
  brandName: string;
  publicApiKey: string;
  functionsUrl: string;
  restUrl: string;
  /** The standalone widget opens by itself after 3 s (SPEC §2's global setting, off by default). */
  lunaAutoOpen: boolean;
}

export const runtimeConfigFor = (config: ServerConfig): RuntimeConfig => ({
  brandName: config.BRAND_NAME,
  publicApiKey: config.PUBLIC_API_KEY,
  functionsUrl: '/functions/v1',
  restUrl: '/rest/v1',
  lunaAutoOpen: config.LUNA_AUTO_OPEN === 'on',
});

export const runtimeConfigScript = (config: ServerConfig): string =>
  `window.__MOONWISE_CONFIG__ = ${JSON.stringify(runtimeConfigFor(config)).replace(/</g, '\\u003c')};\n`;
