import { createBrowserRouter } from 'react-router';
import { SiteLayout } from './layout/site-layout';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

export const routes = [
  {
    element: <SiteLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
