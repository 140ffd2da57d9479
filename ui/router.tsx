import { Component, use, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { withChunkRecovery } from './chunk-recovery';
import { SiteLayout } from './layout/site-layout';
import { NotFoundPage } from './pages/not-found-page';
import { routes as contentRoutes } from './pages/content/routes';
import { routes as freeReadingRoutes } from './pages/free-reading/routes';
import { routes as phasesAndSignsRoutes } from './pages/phases-and-signs/routes';
import { routes as toolRoutes } from './pages/tools/routes';

/**
 * The site's routes: every page lazily (its own chunk), the home page too, so what every page
 * needs first holds no page's code (a pre-rendered page is painted before any of it runs). A failure
 * shows the framework's screen ('Unexpected Application Error!'). The pre-renderer uses these as
 * they are; the browser wraps them with chunk recovery and draws them with the declarative router.
 */
export const siteRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // Case-sensitive, as the server's table of pages (domain/site isSitePagePath) is: an address
    // the server answers 404 is the not-found page in the browser too.
    children: [
      { path: '/', lazy: () => import('./pages/home-page').then(({ HomePage }) => ({ Component: HomePage })) },
      ...phasesAndSignsRoutes,
      ...freeReadingRoutes,
      ...toolRoutes,
      ...contentRoutes,
      { path: '*', element: <NotFoundPage /> },
    ].map((route): RouteObject => ({ ...route, caseSensitive: true })),
  },
];

/** What a lazy route gives: its page component (or element). */
interface RouteModule {
  Component?: ComponentType | null;
  element?: ReactNode;
}
type LoadRoute = () => Promise<RouteModule>;

/** The browser's routes: each lazy page made to time out, fail as a ChunkLoadError and recover once by reloading. */
export const routes: RouteObject[] = withChunkRecovery(siteRoutes);

/** Each page module loads once; the module, once in, is drawn without waiting (hydration needs that). */
const loading = new Map<LoadRoute, Promise<RouteModule>>();
const loaded = new Map<LoadRoute, RouteModule>();

const loadRoute = (load: LoadRoute): Promise<RouteModule> => {
  let module = loading.get(load);
  if (module === undefined) {
    module = load().then((page) => {
      loaded.set(load, page);
      return page;
    });
    loading.set(load, module);
  }
  return module;
};

/** A lazy route's page: suspends until its module is in (a navigation keeps the page before it meanwhile). */
const LazyPage = ({ load }: { load: LoadRoute }) => {
  const { Component: Page, element } = loaded.get(load) ?? use(loadRoute(load));
  return Page ? <Page /> : (element ?? null);
};

/**
 * The routes as the browser draws them: the site has no loaders or actions, so the browser needs
 * only the declarative router (about half the size of the data router the pre-renderer uses); each
 * lazy route becomes a page that loads its module. The same matching, so the same HTML.
 */
const withLazyPages = (list: RouteObject[]): RouteObject[] =>
  list.map((route) => {
    const { lazy, children, ...rest } = route;
    const load = lazy as LoadRoute | undefined;
    return {
      ...rest,
      ...(children ? { children: withLazyPages(children) } : {}),
      ...(typeof load === 'function' ? { element: <LazyPage load={load} /> } : {}),
    } as RouteObject;
  });

const browserRoutes = withLazyPages(routes);

/**
 * A pre-rendered page hydrates only once its lazy page is in place: the route modules of the
 * current address are loaded first, so the first render matches the HTML.
 */
export const loadCurrentRoutes = async (location: Location): Promise<void> => {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(matches.map(({ route }) => (typeof route.lazy === 'function' ? loadRoute(route.lazy as LoadRoute) : undefined)));
};

interface ErrorScreenState {
  error: unknown;
}

/** An error no page handles replaces the site with the framework's error screen, as the data router shows it. */
class ErrorScreen extends Component<{ children: ReactNode }, ErrorScreenState> {
  override state: ErrorScreenState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorScreenState {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const message = error instanceof Error ? error.message : String(error);
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3>{message}</h3>
      </>
    );
  }
}

const SiteRoutes = () => useRoutes(browserRoutes);

/** The site in the browser: the address bar's router and the routes. */
export const SiteApp = () => (
  <BrowserRouter>
    <ErrorScreen>
      <SiteRoutes />
    </ErrorScreen>
  </BrowserRouter>
);
