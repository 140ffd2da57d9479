import type { RouteObject } from 'react-router';

/** The routes of this part of the site; each page module is loaded on first visit. */
export const routes: RouteObject[] = [
  { path: '/tools/calculators/moon-sign-calculator', lazy: () => import('./moon-sign-calculator-page') },
  { path: '/tools/quizzes/manifestation-readiness-quiz', lazy: () => import('./readiness-quiz-page') },
];
