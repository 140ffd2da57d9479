import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { BLOG_CATEGORIES } from '../../../domain/site';
import { NotFoundPage } from '../not-found-page';
import { BLOG_ARTICLES, CATEGORY_INTROS, articlesIn } from './blog-articles';
import { ArticleList } from './blog-parts';
import { BlogCover } from './blog-cover';
import { GUIDE_LINKS, PageIntro, ReadingOffer, RelatedLinks } from './content-parts';
import { withoutTrailing } from '../../../domain/kernel';

const countText = (count: number): string => (count === 0 ? 'No articles yet' : count === 1 ? '1 article' : `${count} articles`);

const EmptyMoon = () => (
  <svg aria-hidden="true" viewBox="0 0 48 48" width="48" height="48">
    <circle cx="24" cy="24" r="20" fill="none" stroke="var(--accent)" strokeWidth="2" strokeDasharray="4 5" />
    <path d="M24 4 A20 20 0 0 1 24 44 A12 20 0 0 0 24 4 Z" fill="var(--moon)" stroke="var(--accent)" strokeWidth="1.5" />
  </svg>
);

const EmptyState = ({ heading, children }: { heading: string; children: ReactNode }) => (
  <section className="empty-state" aria-labelledby="empty-title">
    <EmptyMoon />
    <h2 id="empty-title">{heading}</h2>
    {children}
  </section>
);

/** The blog home shows this many of the newest articles, then this many of each category's. */
const LATEST_COUNT = 6;
const PER_CATEGORY_COUNT = 3;

export const BlogHomePage = () => (
  <article>
    <PageIntro eyebrow="Blog" title="The Moonwise blog">
      <p>Articles on manifestation, moon wisdom, love, money and first steps, written to be read in a few minutes and used the same day.</p>
    </PageIntro>
    <h2>Categories</h2>
    <ul className="category-grid blog-category-cards">
      {BLOG_CATEGORIES.map(({ slug, title }) => (
        <li key={slug} className="article-card">
          <BlogCover seed={slug} category={slug} />
          <div className="article-card-text">
            <h3>
              <Link to={`/blog/${slug}`}>{title}</Link>
            </h3>
            <p>{CATEGORY_INTROS[slug]}</p>
            <p className="count">{countText(articlesIn(slug).length)}</p>
          </div>
        </li>
      ))}
    </ul>
    <h2>Latest articles</h2>
    {BLOG_ARTICLES.length > 0 ? (
      <>
        <ArticleList articles={BLOG_ARTICLES.slice(0, LATEST_COUNT)} />
        {BLOG_CATEGORIES.filter(({ slug }) => articlesIn(slug).length > 0).map(({ slug, title }) => (
          <section key={slug} className="blog-home-category" aria-labelledby={`newest-${slug}`}>
            <h2 id={`newest-${slug}`}>New in {title}</h2>
            <ArticleList articles={articlesIn(slug).slice(0, PER_CATEGORY_COUNT)} />
            <p>
              <Link to={`/blog/${slug}`}>
                All {articlesIn(slug).length} articles in {title}
              </Link>
            </p>
          </section>
        ))}
      </>
    ) : (
      <EmptyState heading="No articles published yet">
        <p>The first articles are being written. In the meantime, our guides cover the essentials, and each one takes only a few minutes to read.</p>
      </EmptyState>
    )}
    <RelatedLinks heading="Read the guides" links={GUIDE_LINKS} />
  </article>
);

/** One of the five category pages (the path names the category). */
export const BlogCategoryPage = () => {
  const { pathname } = useLocation();
  const category = BLOG_CATEGORIES.find(({ slug }) => withoutTrailing(pathname, '/') === `/blog/${slug}`);
  if (!category) return <NotFoundPage />;
  const articles = articlesIn(category.slug);
  return (
    <article>
      <nav aria-label="Breadcrumb" className="field-hint">
        <Link to="/blog">Blog</Link> <span aria-hidden="true">›</span> <span aria-current="page">{category.title}</span>
      </nav>
      <div className="blog-category-head">
        <PageIntro eyebrow="Blog category" title={category.title}>
          <p>{CATEGORY_INTROS[category.slug]}</p>
        </PageIntro>
        <BlogCover seed={category.slug} category={category.slug} className="blog-cover-banner" />
      </div>
      {articles.length > 0 ? (
        <ArticleList articles={articles} headingLevel={2} />
      ) : (
        <EmptyState heading={`No articles in ${category.title} yet`}>
          <p>
            The first {category.title} articles are on their way. Until then, the guides below cover the same ground, and the{' '}
            <Link to="/blog">blog home</Link> lists every category.
          </p>
        </EmptyState>
      )}
      <RelatedLinks heading="Read the guides" links={GUIDE_LINKS} />
      <ReadingOffer />
    </article>
  );
};
