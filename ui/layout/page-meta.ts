import { useEffect } from 'react';
import { SITE_DESCRIPTION, sitePage } from '../../domain/site/site-pages';
import { BRAND_NAME } from '../navigation';

const setDescription = (description: string) => {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (meta === null) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
};

/** The page's title and description (SPEC §2 "Page metadata"); pages not in the table pass their own. */
export const usePageMeta = (path: string, own?: { title: string; description?: string }) => {
  const entry = sitePage(path);
  const title = own?.title ?? entry?.title;
  const description = own?.description ?? entry?.description ?? SITE_DESCRIPTION;
  const known = own !== undefined || entry !== undefined;
  useEffect(() => {
    // A page the table does not know sets its own title (its effect runs before the layout's).
    if (!known) return;
    document.title = title === undefined || path === '/' ? `${BRAND_NAME}: ${title ?? 'moon cycles and manifestation'}` : `${title} | ${BRAND_NAME}`;
    setDescription(description);
  }, [path, title, description, known]);
};
