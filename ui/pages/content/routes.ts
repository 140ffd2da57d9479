import type { RouteObject } from 'react-router';
import { BLOG_CATEGORIES, LEGAL_PAGES } from '../../../domain/site';

/** The routes of this part of the site; each page module is loaded on first visit. */
export const routes: RouteObject[] = [
  { path: '/manifestation', lazy: () => import('./manifestation-page') },
  { path: '/manifestation-exercises', lazy: () => import('./manifestation-exercises-page') },
  { path: '/law-of-attraction', lazy: () => import('./law-of-attraction-page') },
  { path: '/app', lazy: () => import('./app-page') },
  { path: '/how-we-calculate', lazy: () => import('../how-we-calculate') },
  { path: '/accuracy', lazy: () => import('./accuracy-page') },
  { path: '/contact', lazy: () => import('./contact-page') },
  { path: '/your-data', lazy: () => import('./your-data-page') },
  ...LEGAL_PAGES.map(({ slug }) => ({ path: `/legal/${slug}`, lazy: () => import('./legal-page') })),
  { path: '/blog', lazy: () => import('./blog-home-route') },
  ...BLOG_CATEGORIES.map(({ slug }) => ({ path: `/blog/${slug}`, lazy: () => import('./blog-category-route') })),
  { path: '/blog/:category/:slug', lazy: () => import('./blog-article-route') },
  { path: '/sitemap-html', lazy: () => import('./sitemap-html-page') },
  { path: '/report-library', lazy: () => import('./report-library-route') },
  { path: '/report-status', lazy: () => import('./report-status-route') },
  { path: '/test-lunar-report', lazy: () => import('./test-lunar-report-page') },
  { path: '/checkout', lazy: () => import('./checkout-route') },
  { path: '/sandbox-checkout', lazy: () => import('./sandbox-checkout-page') },
  { path: '/order-confirmation', lazy: () => import('./order-confirmation-route') },
  { path: '/free-moon-reading/upgrade-click', lazy: () => import('./upgrade-click-route') },
  { path: '/diagnostic/:id', lazy: () => import('./diagnostic-page') },
];
