import type { BlogArticle } from '../articles';

/** The love-relationships category's articles; each body is content/blog/<slug>.md. */
export const ARTICLES: readonly BlogArticle[] = [
  {
    slug: 'moon-sign-emotional-needs-in-love',
    category: 'love-relationships',
    title: 'Your Moon sign and what you need to feel loved',
    description:
      'Your Moon sign describes how you look for comfort and safety. Knowing it, and your partner’s, turns vague frustration into requests the other person can meet.',
    published: '2026-10-20',
    readingMinutes: 4,
    aliases: ['moon-sign-in-love', 'moon-signs-and-love', 'moon-sign-emotional-needs', 'moon-sign-love-needs'],
    related: [],
  },
];
