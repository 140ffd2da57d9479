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
  /** The standalone widget opens by itself after 3 s (§2's global setting, off by default). */
  lunaAutoOpen: boolean;
}

export const runtimeConfigFor = (config: ServerConfig): RuntimeConfig => ({
  brandName: config.BRAND_NAME,
  publicApiKey: config.PUBLIC_API_KEY,
  functionsUrl: '/functions/v1',
  restUrl: '/rest/v1',
  lunaAutoOpen: config.LUNA_AUTO_OPEN === 'on',
});

/**
 * The global the controls tapped before the app took over the page are kept in (a list), until
 * the app takes them (and sets it to null: from then on the app answers every tap itself).
 */
export const EARLY_TAPS_GLOBAL = '__MOONWISE_EARLY_TAPS__';

/**
 * A pre-rendered page shows its controls (the 'Chat with Luna' button, any button of a page)
 * before the app has hydrated them, and a tap then reaches no handler. This listener, in the same
 * small script that runs before the app, keeps such a tap: the control shows it is busy and the
 * native action (such as submitting a form to the page's own address) does not happen; the app
 * taps the same control again once it is in (ui/components/early-taps.ts). Links are left alone:
 * they work without the app.
 */
const EARLY_TAP_SCRIPT = `(function () {
  var taps = (window.${EARLY_TAPS_GLOBAL} = []);
  function keep(event, control) {
    if (window.${EARLY_TAPS_GLOBAL} !== taps || !control || control.disabled || !control.closest('#root')) return;
    event.preventDefault();
    if (taps.indexOf(control) < 0) taps.push(control);
    control.setAttribute('aria-busy', 'true');
  }
  document.addEventListener('click', function (event) {
    var target = event.target;
    keep(event, target && target.closest ? target.closest('button') : null);
  }, true);
  document.addEventListener('submit', function (event) {
    keep(event, event.target);
  }, true);
})();
`;

export const runtimeConfigScript = (config: ServerConfig): string =>
  `window.__MOONWISE_CONFIG__ = ${JSON.stringify(runtimeConfigFor(config)).replace(/</g, '\\u003c')};\n${EARLY_TAP_SCRIPT}`;
