import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_DIR, SITE_URL_PLACEHOLDER, prerenderedFile } from './ui-build';

/** Addresses a pre-rendered page can have: lower-case words, digits and hyphens between slashes. */
const PAGE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/**
 * The built HTML of a page (server/ui-build.ts), with this server's address in its canonical link;
 * null when the page was not pre-rendered (the app shell renders it in the browser). Read once.
 */
export const prerenderedPages = (uiDir: string, siteUrl: string) => {
  const origin = siteUrl.replace(/\/+$/, '');
  const pages = new Map<string, string | null>();
  return (pathname: string): string | null => {
    const pagePath = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (!PAGE_PATH.test(pagePath)) return null;
    const known = pages.get(pagePath);
    if (known !== undefined) return known;
    const file = path.join(uiDir, PRERENDERED_DIR, prerenderedFile(pagePath));
    const html = existsSync(file) ? readFileSync(file, 'utf8').replaceAll(SITE_URL_PLACEHOLDER, origin) : null;
    pages.set(pagePath, html);
    return html;
  };
};
