import type { RequestHandler } from 'express';
import { readFileSync } from 'node:fs';
import { svgToPng } from '../../adapters/card-image';
import type { PublicShare } from '../../contracts/reading-share.contract';
import type { SqlDatabase } from '../../domain/kernel';
import { withoutTrailing } from '../../domain/kernel';
import { CARD_HEIGHT, CARD_WIDTH, escapeMarkup, shareCardSvg } from './share-card';
import { findShare, publicShareOf, sharePath } from './share';

/**
 * The public side of a share, outside the API: /share/<id> is the app's page with the share's
 * title, description and link-preview tags (Open Graph, Twitter) already in the HTML the server
 * sends, since link previews do not run scripts; /share/<id>/card.png is its picture.
 */

export interface SharePagesOptions {
  db: SqlDatabase;
  brandName: string;
  /** The site's public address: link previews need absolute URLs. */
  siteUrl: string;
  /** The built app shell (dist/index.html); null in development, where Vite serves the page. */
  shellFile: string | null;
}

const titleOf = (share: PublicShare): string => `My Moon in ${share.moonSignName}, born under a ${share.phaseName} Moon`;

/** The head a link preview reads: title, description, Open Graph and Twitter card. */
export const shareHeadTags = (share: PublicShare, origin: string, brandName: string): string => {
  const url = `${origin}${sharePath(share.id)}`;
  const image = `${origin}${share.cardPath}`;
  const title = escapeMarkup(titleOf(share));
  const description = escapeMarkup(`${share.line} Get your own free moon reading at ${brandName}.`);
  const alt = escapeMarkup(`A ${share.phaseName} Moon, and the words Moon in ${share.moonSignName}`);
  return [
    `<meta name="description" content="${escapeMarkup(share.line)}" />`,
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeMarkup(brandName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeMarkup(url)}" />`,
    `<meta property="og:image" content="${escapeMarkup(image)}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${CARD_WIDTH}" />`,
    `<meta property="og:image:height" content="${CARD_HEIGHT}" />`,
    `<meta property="og:image:alt" content="${alt}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${escapeMarkup(image)}" />`,
    `<meta name="twitter:image:alt" content="${alt}" />`,
  ].join('\n    ');
};

/** The head's tags that the share's own replace: the site's description, link-preview tags and canonical link. */
const isSitePreviewTag = (tag: string): boolean =>
  tag.startsWith('<meta name="description"') ||
  tag.startsWith('<meta property="og:') ||
  tag.startsWith('<meta name="twitter:') ||
  tag.startsWith('<link rel="canonical"');

/** The head without the tags `drop` picks, scanned once from tag to tag (no pattern to backtrack). */
const withoutHeadTags = (html: string, drop: (tag: string) => boolean): string => {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  let kept = '';
  let from = 0;
  for (let start = html.indexOf('<', from); start !== -1 && start < headEnd; start = html.indexOf('<', from)) {
    const end = html.indexOf('>', start);
    if (end === -1 || end > headEnd) break;
    const tag = html.slice(start, end + 1);
    kept += html.slice(from, start) + (drop(tag) ? '' : tag);
    from = end + 1;
  }
  return kept + html.slice(from);
};

/**
 * The app shell with the share's head: the shell's own title, description, canonical link and
 * any site-wide preview tags give way to the share's, so a preview never reads two og:image.
 */
export const sharePageHtml = (shell: string, share: PublicShare, origin: string, brandName: string): string =>
  withoutHeadTags(shell, isSitePreviewTag)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(`${titleOf(share)} | ${brandName}`)}</title>`)
    .replace('</head>', `  ${shareHeadTags(share, origin, brandName)}\n  </head>`);

const NO_STORE_MISS = 'no-cache';

export const sharePages = ({ db, brandName, siteUrl, shellFile }: SharePagesOptions) => {
  const origin = withoutTrailing(siteUrl, '/');
  let shell: string | null = null;
  const shellHtml = (): string | null => {
    if (shellFile === null) return null;
    shell ??= readFileSync(shellFile, 'utf8');
    return shell;
  };

  /** GET /share/:id: a gone or unknown share is a 404 (the app then says so); a known one has its preview tags. */
  const page: RequestHandler = async (req, res, next) => {
    const html = shellHtml();
    if (html === null || !req.accepts('html')) return next();
    const share = await findShare(db, String(req.params.id));
    res.set('Cache-Control', NO_STORE_MISS).type('html');
    if (share === null) return void res.status(404).send(html.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>'));
    res.send(sharePageHtml(html, publicShareOf(share), origin, brandName));
  };

  /** GET /share/:id/card.png: the picture, drawn on request (it changes only if the share goes). */
  const card: RequestHandler = async (req, res) => {
    const share = await findShare(db, String(req.params.id));
    if (share === null) return void res.status(404).type('text/plain').set('Cache-Control', NO_STORE_MISS).send('No such share.');
    const png = svgToPng(shareCardSvg(publicShareOf(share), brandName));
    res.type('png').set('Cache-Control', NO_STORE_MISS).send(Buffer.from(png));
  };

  return { page, card };
};
