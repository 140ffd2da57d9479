import express, { type Response, Router } from 'express';
import path from 'node:path';
import { canonicalArticlePath, isSitePagePath } from '../domain/site';
import { siteDocuments } from './prerendered-pages';

/**
 * Address prefixes whose pages the server itself draws (mounted before the site), such as a
 * shared reading's public page: the site's catch-all leaves them to their own routes, and never
 * answers them with the Page Not Found page.
 */
export const SERVER_OWNED_PAGE_PREFIXES: readonly string[] = ['/share/'];

/** The built documents are served by the routes below, with the site's address filled in; never as files. */
const isDocumentFile = (pathname: string): boolean => /\.html$/i.test(pathname) || /^\/(prerendered|page-heads)\//.test(pathname);

/** An address naming a file other than a page (`/sw.js`, `/icon.png`): a missing one is never answered with a page. */
const namesAFile = (pathname: string): boolean => /\.[a-z0-9]+$/i.test(pathname) && !/\.html$/i.test(pathname);

/** Files the browser must check with the server on every use: the service worker and the app's manifest (ADR 032). */
const ALWAYS_REVALIDATED = new Set(['/sw.js', '/manifest.webmanifest']);

const sendDocument = (res: Response, status: number, html: string) => void res.status(status).type('html').set('Cache-Control', 'no-cache').send(html);

/**
 * The built UI: its files, and a document for every address that accepts HTML. A page of the site
 * (domain/site isSitePagePath, the router's own table) answers 200 with its pre-rendered page, or
 * with its head for the browser to render when it has a query (a reading token changes what the
 * page shows) or is built in the browser only; any other address answers 404 with the Page Not
 * Found page (ADR 032). Requests that do not accept HTML fall through, as do server-owned pages.
 */
export const siteRouter = (uiDir: string, { siteUrl, diagnosticId }: { siteUrl: string; diagnosticId: string | undefined }): Router => {
  const router = Router();
  const documents = siteDocuments(uiDir, siteUrl);
  const files = express.static(uiDir, {
    index: false,
    maxAge: '1h',
    setHeaders: (res, file) => {
      const name = `/${path.relative(uiDir, file).split(path.sep).join('/')}`;
      if (ALWAYS_REVALIDATED.has(name)) res.setHeader('Cache-Control', 'no-cache');
      if (name === '/manifest.webmanifest') res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
    },
  });
  router.use('/assets', express.static(path.join(uiDir, 'assets'), { immutable: true, maxAge: '1y' }));
  router.use((req, res, next) => (isDocumentFile(req.path) ? next() : files(req, res, next)));
  // Another spelling of an article's address: one permanent move to its canonical address.
  router.get(/^\/blog\//i, (req, res, next) => {
    const target = canonicalArticlePath(req.path);
    if (target === null) return next();
    res.redirect(301, `${target}${req.originalUrl.slice(req.path.length)}`);
  });
  // The bare app shell, which the service worker keeps as its offline page.
  router.get('/index.html', (_req, res) => sendDocument(res, 200, documents.shell()));
  const isDiagnosticPage = (pathname: string) => diagnosticId !== undefined && pathname === `/diagnostic/${diagnosticId}`;
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts('html') || namesAFile(req.path) || SERVER_OWNED_PAGE_PREFIXES.some((prefix) => req.path.startsWith(prefix))) return next();
    if (isSitePagePath(req.path) || isDiagnosticPage(req.path)) {
      const withQuery = Object.keys(req.query).length > 0;
      const html = (withQuery ? null : documents.prerendered(req.path)) ?? documents.head(req.path) ?? documents.shell();
      return sendDocument(res, 200, html);
    }
    sendDocument(res, 404, documents.notFound() ?? documents.shell());
  });
  return router;
};
