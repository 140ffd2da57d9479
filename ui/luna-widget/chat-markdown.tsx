import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { safeUrl } from '../../domain/kernel';

/** Only what Luna writes: paragraphs, emphasis, lists, links. Raw HTML and images never render. */
const ALLOWED_ELEMENTS = ['p', 'em', 'strong', 'a', 'ul', 'ol', 'li', 'br', 'code', 'blockquote'];

const isInternal = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

const ChatLink = ({ href, children }: { href?: string | undefined; children?: ReactNode }) => {
  const target = href ?? '';
  // The link policy blanked the address (javascript:, data: …): the words stay, the link goes.
  if (target === '') return <span>{children}</span>;
  if (isInternal(target)) return <Link to={target}>{children}</Link>;
  return (
    <a href={target} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
};

const components: Components = {
  a: ({ href, children }) => <ChatLink href={href}>{children}</ChatLink>,
};

/** A chat message rendered as markdown under the link policy of §5. */
export const ChatMarkdown = ({ text }: { text: string }) => (
  <Markdown skipHtml allowedElements={ALLOWED_ELEMENTS} unwrapDisallowed urlTransform={safeUrl} components={components}>
    {text}
  </Markdown>
);
