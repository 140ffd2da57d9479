import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SITE_URL_PLACEHOLDER } from '../domain/site';
import { PRERENDERED_DIR } from './ui-build';
import { withoutTrailing } from '../domain/kernel';

/** `prerendered/moon-signs/aries.html` → `/moon-signs/aries`; `prerendered/index.html` → `/`. */
const pagePathOf = (relativeFile: string): string => {
  const withoutExtension = relativeFile.split(path.sep).join('/').replace(/\.html$/, '');
  return withoutExtension === 'index' ? '/' : `/${withoutExtension}`;
};

/**
 * The built HTML of a page (server/ui-build.ts), with this server's address in its canonical link;
 * null when the page was not pre-rendered (the app shell renders it in the browser). The build's
 * pages are listed once, so an address that has none costs no disk access; each page is read once.
 */
export const prerenderedPages = (uiDir: string, siteUrl: string) => {
  const origin = withoutTrailing(siteUrl, '/');
  const dir = path.join(uiDir, PRERENDERED_DIR);
  const files = new Map<string, string>(
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.html'))
          .map((file) => [pagePathOf(file), path.join(dir, file)])
      : [],
  );
  const pages = new Map<string, string>();
  return (pathname: string): string | null => {
    const pagePath = pathname.length > 1 ? withoutTrailing(pathname, '/') : pathname;
    const file = files.get(pagePath);
    if (file === undefined) return null;
    let html = pages.get(pagePath);
    if (html === undefined) {
      html = readFileSync(file, 'utf8').replaceAll(SITE_URL_PLACEHOLDER, origin);
      pages.set(pagePath, html);
    }
    return html;
  };
};
