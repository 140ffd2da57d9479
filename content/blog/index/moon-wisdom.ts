import type { BlogArticle } from '../articles';

/** The moon-wisdom category's articles; each body is content/blog/<slug>.md. */
export const ARTICLES: readonly BlogArticle[] = [
  {
    slug: 'why-the-moon-has-phases',
    category: 'moon-wisdom',
    title: 'Why the Moon has phases (and why it is not Earth’s shadow)',
    description:
      'The Moon is always half lit by the Sun; what changes is how much of that lit half we see. The real astronomy behind the eight phases, in plain words.',
    published: '2026-09-15',
    readingMinutes: 4,
    aliases: ['why-does-the-moon-have-phases', 'moon-phases-explained', 'why-moon-has-phases', 'how-moon-phases-work'],
    related: [],
  },
];
