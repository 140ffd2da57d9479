import { createBrowserRouter, type RouteObject } from 'react-router';
import { withChunkRecovery } from './chunk-recovery';
import { SiteLayout } from './layout/site-layout';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { routes as contentRoutes } from './pages/content/routes';
import { routes as freeReadingRoutes } from './pages/free-reading/routes';
import { routes as phasesAndSignsRoutes } from './pages/phases-and-signs/routes';
import { routes as toolRoutes } from './pages/tools/routes';

/**
 * The site's routes: the home page eagerly, every other page lazily (its own chunk). No error
 * element is set, so a failure shows the framework's screen ('Unexpected Application Error!').
 */
const siteRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      ...phasesAndSignsRoutes,
      ...freeReadingRoutes,
      ...toolRoutes,
      ...contentRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Where a navigation is going while its lazy page loads (the address changes only after). */
const pendingPath = (): string | null => {
  const pending = router.state.navigation.location;
  return pending ? `${pending.pathname}${pending.search}${pending.hash}` : null;
};

export const routes: RouteObject[] = withChunkRecovery(siteRoutes, pendingPath);

export const router = createBrowserRouter(routes);
