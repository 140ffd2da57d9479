import { createContext, useContext, useEffect } from 'react';
import { SITE_DESCRIPTION, sitePageOtherThanArticle } from '../../domain/site';
import { BRAND_NAME } from '../navigation';

export interface PageHead {
  readonly title: string;
  readonly description: string;
}

/**
 * The pre-renderer's ear: effects do not run on the server, so the page's head is reported here
 * during render instead. Only the first known head counts, as in the browser, where the page's
 * own effect runs before the layout's and the layout skips pages the table does not know.
 */
export const PageHeadSink = createContext<((head: PageHead) => void) | null>(null);

const setDescription = (description: string) => {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (meta === null) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
};

const documentTitle = (path: string, title: string | undefined): string =>
  title === undefined || path === '/' ? `${BRAND_NAME}: ${title ?? 'moon cycles and manifestation'}` : `${title} | ${BRAND_NAME}`;

/**
 * The head a page of the table has, as usePageMeta writes it: for the pages built in the
 * browser only, whose documents the build writes without rendering them (server/ui-build.ts).
 */
export const tablePageHead = (path: string, entry: { title: string; description: string }): PageHead => ({
  title: documentTitle(path, entry.title),
  description: entry.description,
});

/**
 * The page's title and description (§2 "Page metadata"); pages not in the table, and the
 * blog's articles (the layout's table leaves them out to stay light), pass their own.
 */
export const usePageMeta = (path: string, own?: { title: string; description?: string }) => {
  const entry = sitePageOtherThanArticle(path);
  const title = documentTitle(path, own?.title ?? entry?.title);
  const description = own?.description ?? entry?.description ?? SITE_DESCRIPTION;
  const known = own !== undefined || entry !== undefined;
  const sink = useContext(PageHeadSink);
  if (known) sink?.({ title, description });
  useEffect(() => {
    // A page the table does not know sets its own title (its effect runs before the layout's).
    if (!known) return;
    document.title = title;
    setDescription(description);
  }, [title, description, known]);
};
