import { Suspense, lazy, use, useState, type MouseEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { articleJsonLd, articlePath, articleWordCount, type BlogArticle, categoryTitle, jsonLdScriptText, latestArticles, relatedArticles, resolveArticle, SITE_URL_PLACEHOLDER } from '../../../domain/site';
import { usePageMeta } from '../../layout/page-meta';
import { NotFoundPage } from '../not-found-page';
import { articleSummary } from './blog-articles';
import { isInternal } from './article-markdown-links';
import { ArticleList, dateText } from './blog-parts';
import { BlogCover } from './blog-cover';
import { PageIntro, ReadingOffer } from './content-parts';

/** The article bodies, each its own small chunk, loaded when its page opens. */
const BODIES = import.meta.glob<string>('/content/blog/*.md', { query: '?raw', import: 'default' });

/** Each body is fetched once and shared by every render that needs it; null when it failed. */
const bodies = new Map<string, Promise<string | null>>();

const articleBody = (slug: string): Promise<string | null> => {
  let body = bodies.get(slug);
  if (body === undefined) {
    const load = BODIES[`/content/blog/${slug}.md`];
    body = (load ? load() : Promise.reject(new Error(`No body for the article ${slug}`))).catch(() => {
      bodies.delete(slug); // a later visit tries again
      return null;
    });
    bodies.set(slug, body);
  }
  return body;
};

/**
 * The site's address for the JSON-LD: the placeholder while pre-rendering; in the browser, the
 * origin of the page's canonical link (so hydration meets the same text), else the page's own.
 */
const siteUrl = (): string => {
  if (typeof document === 'undefined') return SITE_URL_PLACEHOLDER;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical ? new URL(canonical).origin : window.location.origin;
};

const MoreArticles = ({ article }: { article: BlogArticle }) => {
  const related = relatedArticles(article);
  const others = related.length > 0 ? related : latestArticles().filter((other) => other.slug !== article.slug).slice(0, 3);
  return (
    <section className="more-articles" aria-labelledby="more-articles-title">
      <h2 id="more-articles-title">Read next</h2>
      <ArticleList articles={others.map(articleSummary)} />
      <p>
        More in <Link to={`/blog/${article.category}`}>{categoryTitle(article.category)}</Link>.
      </p>
    </section>
  );
};

const JsonLd = ({ data }: { data: Record<string, unknown> }) => (
  <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptText(data) }} />
);

const ArticleMarkdown = lazy(() => import('./article-markdown'));

/**
 * The body of a pre-rendered article as the server drew it, read from the page while hydrating;
 * null when the page does not show it (the article was opened from another page).
 */
const bodyOnThePage = (slug: string): string | null =>
  typeof document === 'undefined'
    ? null
    : ([...document.querySelectorAll<HTMLElement>('[data-article-body]')].find((body) => body.dataset.articleBody === slug)?.innerHTML ?? null);

/** A click on a link of the site inside the body opens its page in the app, as a Link does; other clicks do what they do. */
const useFollowSiteLinks = () => {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!link || link.target !== '' || !href || !isInternal(href)) return;
    event.preventDefault();
    void navigate(href);
  };
};

/**
 * The body and the JSON-LD with its word count. A pre-rendered article keeps the body the server
 * drew (the static text is not drawn again, so the browser never loads the markdown stack for it);
 * an article opened in the app suspends until its text and the markdown renderer are in
 * (pre-rendering waits for them).
 */
const ArticleBody = ({ article }: { article: BlogArticle }) => {
  const [drawn] = useState(() => bodyOnThePage(article.slug));
  const followSiteLinks = useFollowSiteLinks();
  if (drawn !== null)
    return <div className="prose article-body" data-article-body={article.slug} onClick={followSiteLinks} dangerouslySetInnerHTML={{ __html: drawn }} />;
  return <DrawnArticleBody article={article} />;
};

const DrawnArticleBody = ({ article }: { article: BlogArticle }) => {
  const markdown = use(articleBody(article.slug));
  const origin = siteUrl();
  if (markdown === null)
    return (
      <div className="prose article-body" data-article-body={article.slug}>
        <JsonLd data={articleJsonLd(article, origin)} />
        <p role="alert">
          This article could not be loaded. Please check your connection and <a href={articlePath(article)}>reload the page</a>.
        </p>
      </div>
    );
  return (
    <div className="prose article-body" data-article-body={article.slug}>
      <JsonLd data={articleJsonLd(article, origin, { wordCount: articleWordCount(markdown) })} />
      <ArticleMarkdown markdown={markdown} />
    </div>
  );
};

const BodyLoading = () => (
  <div className="prose article-body" aria-busy="true">
    <p className="article-loading">Loading the article…</p>
  </div>
);

/** One article at its canonical address: breadcrumbs, dates, body, JSON-LD and related reading. */
export const ArticleView = ({ article }: { article: BlogArticle }) => {
  const path = articlePath(article);
  usePageMeta(path, { title: article.title, description: article.description });
  const category = categoryTitle(article.category);
  return (
    <article className="blog-article">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/blog">Blog</Link>
          </li>
          <li>
            <Link to={`/blog/${article.category}`}>{category}</Link>
          </li>
          <li aria-current="page">{article.title}</li>
        </ol>
      </nav>
      <PageIntro eyebrow={category} title={article.title}>
        <p>{article.description}</p>
      </PageIntro>
      <BlogCover seed={article.slug} category={article.category} className="blog-cover-banner" />
      <p className="article-meta">
        <span>
          Published <time dateTime={article.published}>{dateText(article.published)}</time>
        </span>
        {article.updated !== undefined && (
          <span>
            Updated <time dateTime={article.updated}>{dateText(article.updated)}</time>
          </span>
        )}
        <span>{article.readingMinutes} min read</span>
      </p>
      <Suspense fallback={<BodyLoading />}>
        <ArticleBody article={article} />
      </Suspense>
      <ReadingOffer />
      <MoreArticles article={article} />
    </article>
  );
};

/**
 * /blog/:category/:slug. Any other spelling of an article's address is replaced by its
 * canonical one (hash and query kept); an unknown slug is the not-found page.
 */
export const BlogArticlePage = () => {
  const { category = '', slug = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  const resolution = resolveArticle(category, slug);
  if (resolution === null) return <NotFoundPage />;
  if (!resolution.isCanonical || pathname !== resolution.canonicalPath) {
    return <Navigate replace to={{ pathname: resolution.canonicalPath, search, hash }} />;
  }
  return <ArticleView key={resolution.canonicalPath} article={resolution.article} />;
};
