import { Link } from 'react-router';
import { SITE_PAGES, type SitePage } from '../../../domain/site';
import { PageIntro } from './content-parts';

/** Every listed page of the route table, grouped by section in the table's order. */
export const sitemapSections = (pages: readonly SitePage[] = SITE_PAGES): { section: SitePage['section']; pages: SitePage[] }[] => {
  const groups = new Map<SitePage['section'], SitePage[]>();
  for (const page of pages) {
    if (!page.listed) continue;
    groups.set(page.section, [...(groups.get(page.section) ?? []), page]);
  }
  return [...groups].map(([section, entries]) => ({ section, pages: entries }));
};

const linkText = (page: SitePage): string => (page.path === '/' ? 'Home' : page.title);

export const SitemapHtmlPage = () => (
  <article>
    <PageIntro eyebrow="Sitemap" title="Sitemap">
      <p>
        Every page of Moonwise in one place. Search engines can use the <a href="/sitemap.xml">XML sitemap</a> instead.
      </p>
    </PageIntro>
    <div className="sitemap-sections">
      {sitemapSections().map(({ section, pages }) => (
        <section key={section} aria-labelledby={`sitemap-${section.replace(/\s+/g, '-').toLowerCase()}`}>
          <h2 id={`sitemap-${section.replace(/\s+/g, '-').toLowerCase()}`}>{section}</h2>
          <ul>
            {pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{linkText(page)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  </article>
);

export const Component = SitemapHtmlPage;
