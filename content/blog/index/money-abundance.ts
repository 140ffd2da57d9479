import type { BlogArticle } from '../articles';

/** The money-abundance category's articles; each body is content/blog/<slug>.md. */
export const ARTICLES: readonly BlogArticle[] = [
  {
    slug: 'full-moon-money-review',
    category: 'money-abundance',
    title: 'A full moon money review: gratitude, numbers and one next step',
    description:
      'A calm monthly check-in with your money at the full moon: what came in, what went out, what you are grateful for, and one practical step for the weeks ahead.',
    published: '2026-11-03',
    readingMinutes: 4,
    aliases: ['full-moon-money-ritual', 'money-review-full-moon', 'full-moon-finances', 'full-moon-money-check-in'],
    related: [],
  },
];
