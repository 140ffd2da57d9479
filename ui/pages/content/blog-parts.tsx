import { Link } from 'react-router';
import type { BlogArticleSummary } from './blog-articles';
import { BlogCover } from './blog-cover';
import './blog.css';

/** A YYYY-MM-DD date as readers write it: 8 September 2026. */
export const dateText = (iso: string): string =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Articles as the blog lists them: cards with the article's cover, title, summary, date and
 * reading time. The title's link covers the whole card, so a tap anywhere on it opens the article.
 */
export const ArticleList = ({ articles, headingLevel = 3 }: { articles: readonly BlogArticleSummary[]; headingLevel?: 2 | 3 }) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="article-list article-cards">
      {articles.map((article) => (
        <li key={article.path} className="article-card">
          <BlogCover seed={article.slug} category={article.category} />
          <div className="article-card-text">
            <Heading>
              <Link to={article.path}>{article.title}</Link>
            </Heading>
            <p>{article.summary}</p>
            <p className="field-hint">
              <time dateTime={article.published}>{dateText(article.published)}</time>
              <span aria-hidden="true"> · </span>
              <span>{article.readingMinutes} min read</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
};
