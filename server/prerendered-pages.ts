import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SITE_URL_PLACEHOLDER } from '../domain/site';
import { NOT_FOUND_FILE, PAGE_HEADS_DIR, PRERENDERED_DIR } from './ui-build';
import { withoutTrailing } from '../domain/kernel';

/** `prerendered/moon-signs/aries.html` → `/moon-signs/aries`; `prerendered/index.html` → `/`. */
const pagePathOf = (relativeFile: string): string => {
  const withoutExtension = relativeFile.split(path.sep).join('/').replace(/\.html$/, '');
  return withoutExtension === 'index' ? '/' : `/${withoutExtension}`;
};

/** The built documents in one folder, by page address. */
const documentsIn = (dir: string): Map<string, string> =>
  new Map(
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.html'))
          .map((file) => [pagePathOf(file), path.join(dir, file)])
      : [],
  );

/**
 * The built site's documents (server/ui-build.ts), with this server's address filled in (canonical
 * links, link previews, JSON-LD). Each folder is listed once, so an address that has no document
 * costs no disk access; each document is read once.
 */
export const siteDocuments = (uiDir: string, siteUrl: string) => {
  const origin = withoutTrailing(siteUrl, '/');
  const read = new Map<string, string>();
  const load = (file: string): string => {
    let html = read.get(file);
    if (html === undefined) {
      html = readFileSync(file, 'utf8').replaceAll(SITE_URL_PLACEHOLDER, origin);
      read.set(file, html);
    }
    return html;
  };
  const fromFolder = (dir: string) => {
    const files = documentsIn(path.join(uiDir, dir));
    return (pathname: string): string | null => {
      const file = files.get(pathname.length > 1 ? withoutTrailing(pathname, '/') : pathname);
      return file === undefined ? null : load(file);
    };
  };
  const notFoundFile = path.join(uiDir, NOT_FOUND_FILE);
  return {
    /** The page whole, when it was pre-rendered; else null (the browser renders it). */
    prerendered: fromFolder(PRERENDERED_DIR),
    /** The page's head with an empty body, for the browser to render; null for an address the build has no page at. */
    head: fromFolder(PAGE_HEADS_DIR),
    /** The Page Not Found page; null for a build without it. */
    notFound: (): string | null => (existsSync(notFoundFile) ? load(notFoundFile) : null),
    /** The bare app shell (the service worker keeps it as the offline fallback). */
    shell: (): string => load(path.join(uiDir, 'index.html')),
  };
};

/** The pre-rendered pages alone (see siteDocuments). */
export const prerenderedPages = (uiDir: string, siteUrl: string) => siteDocuments(uiDir, siteUrl).prerendered;
