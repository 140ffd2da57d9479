import type { RouteObject } from 'react-router';

/** The routes of this part of the site; each page module is loaded on first visit. */
export const routes: RouteObject[] = [
  { path: '/free-moon-reading', lazy: () => import('./free-reading-page') },
  // A Moon someone shared: the server puts its link-preview tags in the HTML (ADR 029).
  { path: '/share/:id', lazy: () => import('./share-page') },
];
