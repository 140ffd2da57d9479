import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { takeEarlyTaps } from './api/runtime-config';
import { ReplayEarlyTaps } from './components/early-taps';
import { SiteApp, loadCurrentRoutes } from './router';

/**
 * The app on the page: a pre-rendered page (see server/ui-build.ts) is hydrated, any other
 * rendered. A page chunk that cannot load (after the one recovery reload) is rendered afresh
 * instead, so the router shows its error like on any other page.
 */
export const startApp = async (rootElement: HTMLElement): Promise<void> => {
  // The server's Page Not Found answer (server/ui-build.ts) is drawn afresh: the layout around it depends on the address.
  const prerendered =
    rootElement.firstElementChild !== null &&
    rootElement.dataset.render !== 'fresh' &&
    (await loadCurrentRoutes(window.location).then(
      () => true,
      () => false,
    ));
  // React answers every tap from the moment its root is made, below, in this same task (a tap on
  // a part not yet hydrated hydrates that part first): the taps kept until now are taken here, and
  // no later tap is kept, so none is answered twice.
  const taps = takeEarlyTaps();
  const app = (
    <StrictMode>
      <SiteApp />
      <ReplayEarlyTaps taps={taps} />
    </StrictMode>
  );
  // Hydration runs as a transition: React then works in short slices and lets the browser paint
  // and answer input between them, instead of one long task over the whole page.
  if (prerendered) startTransition(() => void hydrateRoot(rootElement, app));
  else createRoot(rootElement).render(app);
};
