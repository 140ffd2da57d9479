import type { RouteObject } from 'react-router';

/**
 * The moon-phase, moon-sign and zodiac-sign pages; each page module is loaded on first visit.
 * An unknown :phase or :sign is handled by the page itself, which shows the not-found page.
 */
export const routes: RouteObject[] = [
  { path: '/moon-phases', lazy: () => import('./moon-phases-page') },
  { path: '/moon-phases/:phase', lazy: () => import('./moon-phase-page') },
  { path: '/moon-signs', lazy: () => import('./moon-signs-page') },
  { path: '/moon-signs/:sign', lazy: () => import('./moon-sign-page') },
  { path: '/zodiac-signs', lazy: () => import('./zodiac-signs-page') },
  { path: '/zodiac-signs/:sign', lazy: () => import('./zodiac-sign-page') },
];
