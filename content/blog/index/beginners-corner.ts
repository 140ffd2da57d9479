import type { BlogArticle } from '../articles';

/** The beginners-corner category's articles; each body is content/blog/<slug>.md. */
export const ARTICLES: readonly BlogArticle[] = [
  {
    slug: 'law-of-attraction-beginners',
    category: 'beginners-corner',
    title: 'The law of attraction for beginners: a grounded first month',
    description:
      'What the law of attraction asks of you in plain words, the three habits that make it practical, and a simple first month paced by the Moon.',
    published: '2026-09-08',
    updated: '2026-10-27',
    readingMinutes: 4,
    aliases: [
      'law-of-attraction-for-beginners',
      'law_of_attraction_beginners',
      'law-of-attraction-beginner',
      'beginners-law-of-attraction',
      'loa-beginners',
      'loa-for-beginners',
    ],
    related: [],
  },
  {
    slug: 'first-new-moon-intention',
    category: 'beginners-corner',
    title: 'Your first new moon intention, step by step',
    description: 'How to find the next new moon, write one clear intention in five minutes, and carry it through the two weeks that follow.',
    published: '2026-10-06',
    readingMinutes: 4,
    aliases: ['your-first-new-moon-intention', 'first-new-moon-intentions', 'new-moon-intention-for-beginners', 'how-to-set-a-new-moon-intention'],
    related: [],
  },
];
