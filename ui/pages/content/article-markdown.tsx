import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { normaliseSlug } from '../../../domain/site';
import { isInternal } from './article-markdown-links';

/** The plain text of a markdown node (for heading ids). */
interface TextNode {
  type: string;
  value?: string;
  children?: TextNode[];
}
const textOf = (node: TextNode | undefined): string =>
  node === undefined ? '' : node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

const MarkdownLink = ({ href = '', children }: { href?: string; children?: ReactNode }) => {
  if (isInternal(href)) return <Link to={href}>{children}</Link>;
  if (href.startsWith('#')) return <a href={href}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
};

/** The body's elements: links kept safe, headings under the page's one h1 and linkable by id. */
const MARKDOWN_COMPONENTS: Components = {
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  h1: ({ node, children }) => <h2 id={normaliseSlug(textOf(node))}>{children}</h2>,
  h2: ({ node, children }) => <h2 id={normaliseSlug(textOf(node))}>{children}</h2>,
  h3: ({ node, children }) => <h3 id={normaliseSlug(textOf(node))}>{children}</h3>,
  img: () => null,
};

/** An article's markdown as the page's elements (react-markdown: loaded only where the page is drawn in the browser). */
const ArticleMarkdown = ({ markdown }: { markdown: string }) => <Markdown components={MARKDOWN_COMPONENTS}>{markdown}</Markdown>;

export default ArticleMarkdown;
