import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Failed to find the root element');

/** Resolves once the browser has painted a frame (or after a short wait where no frame comes, as in a hidden tab). */
const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const fallback = window.setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      window.setTimeout(() => {
        window.clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });

// A pre-rendered page is already whole: it is painted first, and React and the app (downloaded
// meanwhile: the page preloads them) run after, so hydrating never holds back the first paint.
// A tap in between is kept and replayed (the early-tap script in /runtime-config.js).
if (rootElement.firstElementChild !== null) await afterNextPaint();
const { startApp } = await import('./start-app');
await startApp(rootElement);

// The service worker makes the site an installable app that opens offline (ADR 032). It is
// registered once the page has loaded, so it never competes with the page for the network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./service-worker/register').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
