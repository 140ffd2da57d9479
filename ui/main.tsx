import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createSiteRouter, loadCurrentRoutes } from './router';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Failed to find the root element');

// Content pages arrive pre-rendered (see server/ui-build.ts): those are hydrated, the rest rendered.
// A page chunk that cannot load (after the one recovery reload) is rendered afresh instead, so
// the router shows its error like on any other page.
const prerendered =
  rootElement.firstElementChild !== null &&
  (await loadCurrentRoutes(window.location).then(
    () => true,
    () => false,
  ));

const app = (
  <StrictMode>
    <RouterProvider router={createSiteRouter()} />
  </StrictMode>
);
if (prerendered) hydrateRoot(rootElement, app);
else createRoot(rootElement).render(app);
