import { createBrowserRouter, matchRoutes, type DataRouter, type RouteObject } from 'react-router';
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
 * The pre-renderer uses these as they are; the browser wraps them with chunk recovery.
 */
export const siteRoutes: RouteObject[] = [
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

let router: DataRouter | undefined;

/** Where a navigation is going while its lazy page loads (the address changes only after). */
const pendingPath = (): string | null => {
  const pending = router?.state.navigation.location;
  return pending ? `${pending.pathname}${pending.search}${pending.hash}` : null;
};

export const routes: RouteObject[] = withChunkRecovery(siteRoutes, pendingPath);

/**
 * A pre-rendered page hydrates only once its lazy page is in place: the route modules of the
 * current address are loaded into the route objects first, so the first render matches the HTML.
 */
export const loadCurrentRoutes = async (location: Location): Promise<void> => {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
};

export const createSiteRouter = (): DataRouter => {
  router = createBrowserRouter(routes);
  return router;
};
