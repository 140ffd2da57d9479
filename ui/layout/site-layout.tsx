import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { recordPageVisit } from '../api/page-visits';
import { ReportToasts } from '../report-toasts';
import { LazyLunaWidget } from '../luna-widget/lazy-luna-widget';
import { chromeFor } from '../../domain/site';
import { usePageMeta } from './page-meta';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header and footer shown or hidden per route, exactly as §2 says. */
export const SiteLayout = () => {
  const { pathname } = useLocation();
  const chrome = chromeFor(pathname);
  usePageMeta(pathname);
  useEffect(() => recordPageVisit(pathname), [pathname]);
  return (
    <>
      <ScrollManager />
      {chrome !== 'none' && (
        <a className="skip-link" href="#main">
          Skip to content
        </a>
      )}
      {chrome !== 'none' && <SiteHeader />}
      {/* Under the header: on a phone the toasts sit in the page's flow there, over nothing (ADR 027). */}
      <ReportToasts />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {chrome !== 'none' && <LazyLunaWidget />}
      {chrome === 'header-and-footer' && <SiteFooter year={new Date().getFullYear()} />}
    </>
  );
};
