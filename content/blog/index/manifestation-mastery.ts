import type { BlogArticle } from '../articles';

/** The manifestation-mastery category's articles; each body is content/blog/<slug>.md. */
export const ARTICLES: readonly BlogArticle[] = [
  {
    slug: 'scripting-through-the-lunar-cycle',
    category: 'manifestation-mastery',
    title: 'Scripting through a whole lunar cycle',
    description: 'Scripting is writing a day of your life as if the intention were already part of it. Here is how to pace it across one cycle of the Moon.',
    published: '2026-09-29',
    readingMinutes: 4,
    aliases: ['scripting-lunar-cycle', 'lunar-cycle-scripting', 'scripting-through-lunar-cycle', 'moon-cycle-scripting'],
    related: [],
  },
];
