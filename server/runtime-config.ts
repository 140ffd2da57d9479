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

/** The global the page's early taps on the chat launcher are counted in, until the app takes over. */
export const EARLY_TAPS_GLOBAL = '__MOONWISE_EARLY_TAPS__';

/**
 * A pre-rendered page shows the 'Chat with Luna' button before the app has hydrated it, and a
 * tap then reaches no handler. This listener, in the same small script that runs before the
 * app, counts such taps and shows the button busy; the widget opens for them once it hydrates.
 */
const EARLY_TAP_SCRIPT = `document.addEventListener('click', function (event) {
  var button = event.target && event.target.closest ? event.target.closest('.luna-launcher') : null;
  if (!button || button.hasAttribute('data-ready')) return;
  window.${EARLY_TAPS_GLOBAL} = (window.${EARLY_TAPS_GLOBAL} || 0) + 1;
  button.setAttribute('aria-busy', 'true');
}, true);
`;

export const runtimeConfigScript = (config: ServerConfig): string =>
  `window.__MOONWISE_CONFIG__ = ${JSON.stringify(runtimeConfigFor(config)).replace(/</g, '\\u003c')};\n${EARLY_TAP_SCRIPT}`;
