import type { BLOG_CATEGORIES } from '../../domain/site/site-pages';

/**
 * The blog's article index: pure data, importable by domain/, server/ and ui/. Each body is
 * the markdown file content/blog/<slug>.md; the page loads it on demand.
 */

export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug'];

export interface BlogArticle {
  /** The canonical slug: lower-case words joined by hyphens, unique across the blog. */
  slug: string;
  category: BlogCategorySlug;
  title: string;
  /** One or two sentences: the page description and the summary in article lists. */
  description: string;
  /** YYYY-MM-DD. */
  published: string;
  /** YYYY-MM-DD, when the text was revised after publication. */
  updated?: string;
  /** Minutes at about 200 words a minute. */
  readingMinutes: number;
  /** Other spellings of the slug that lead to this article (never listed in the sitemaps). */
  aliases: readonly string[];
}

export const BLOG_ARTICLES: readonly BlogArticle[] = [
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
  },
  {
    slug: 'first-new-moon-intention',
    category: 'beginners-corner',
    title: 'Your first new moon intention, step by step',
    description: 'How to find the next new moon, write one clear intention in five minutes, and carry it through the two weeks that follow.',
    published: '2026-10-06',
    readingMinutes: 4,
    aliases: ['your-first-new-moon-intention', 'first-new-moon-intentions', 'new-moon-intention-for-beginners', 'how-to-set-a-new-moon-intention'],
  },
  {
    slug: 'why-the-moon-has-phases',
    category: 'moon-wisdom',
    title: 'Why the Moon has phases (and why it is not Earth’s shadow)',
    description:
      'The Moon is always half lit by the Sun; what changes is how much of that lit half we see. The real astronomy behind the eight phases, in plain words.',
    published: '2026-09-15',
    readingMinutes: 4,
    aliases: ['why-does-the-moon-have-phases', 'moon-phases-explained', 'why-moon-has-phases', 'how-moon-phases-work'],
  },
  {
    slug: 'scripting-through-the-lunar-cycle',
    category: 'manifestation-mastery',
    title: 'Scripting through a whole lunar cycle',
    description: 'Scripting is writing a day of your life as if the intention were already part of it. Here is how to pace it across one cycle of the Moon.',
    published: '2026-09-29',
    readingMinutes: 4,
    aliases: ['scripting-lunar-cycle', 'lunar-cycle-scripting', 'scripting-through-lunar-cycle', 'moon-cycle-scripting'],
  },
  {
    slug: 'moon-sign-emotional-needs-in-love',
    category: 'love-relationships',
    title: 'Your Moon sign and what you need to feel loved',
    description:
      'Your Moon sign describes how you look for comfort and safety. Knowing it, and your partner’s, turns vague frustration into requests the other person can meet.',
    published: '2026-10-20',
    readingMinutes: 4,
    aliases: ['moon-sign-in-love', 'moon-signs-and-love', 'moon-sign-emotional-needs', 'moon-sign-love-needs'],
  },
  {
    slug: 'full-moon-money-review',
    category: 'money-abundance',
    title: 'A full moon money review: gratitude, numbers and one next step',
    description:
      'A calm monthly check-in with your money at the full moon: what came in, what went out, what you are grateful for, and one practical step for the weeks ahead.',
    published: '2026-11-03',
    readingMinutes: 4,
    aliases: ['full-moon-money-ritual', 'money-review-full-moon', 'full-moon-finances', 'full-moon-money-check-in'],
  },
];
