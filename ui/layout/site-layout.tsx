import { Outlet } from 'react-router';
import { SiteCredits } from './site-credits';
import { SiteHeader } from './site-header';

export const SiteLayout = () => (
  <>
    <a className="skip-link" href="#main">
      Skip to content
    </a>
    <SiteHeader />
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
    <SiteCredits />
  </>
);
