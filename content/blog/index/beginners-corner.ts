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
    updated: '2026-11-24',
    readingMinutes: 5,
    aliases: [
      'law-of-attraction-for-beginners',
      'law_of_attraction_beginners',
      'law-of-attraction-beginner',
      'beginners-law-of-attraction',
      'loa-beginners',
      'loa-for-beginners',
    ],
    related: ['first-new-moon-intention', 'what-manifestation-is-and-is-not', 'starting-a-manifestation-journal'],
  },
  {
    slug: 'first-new-moon-intention',
    category: 'beginners-corner',
    title: 'Your first new moon intention, step by step',
    description: 'How to find the next new moon, write one clear intention in five minutes, and carry it through the two weeks that follow.',
    published: '2026-10-06',
    updated: '2026-11-24',
    readingMinutes: 5,
    aliases: ['your-first-new-moon-intention', 'first-new-moon-intentions', 'new-moon-intention-for-beginners', 'how-to-set-a-new-moon-intention'],
    related: ['your-first-full-moon', 'starting-a-manifestation-journal', 'waxing-moon-two-week-plan'],
  },
  {
    slug: 'what-manifestation-is-and-is-not',
    category: 'beginners-corner',
    title: 'What is manifestation? What it is, and what it is not',
    description: 'A plain definition of manifestation for newcomers: the parts that hold up (attention, intention, action) and the claims you can safely ignore.',
    published: '2026-08-03',
    readingMinutes: 6,
    aliases: ['what-is-manifestation', 'what-manifestation-is', 'manifestation-explained', 'what-manifestation-is-not'],
    related: ['manifestation-myths-answered', 'manifestation-and-effort', 'law-of-attraction-beginners'],
  },
  {
    slug: 'what-is-a-moon-sign',
    category: 'beginners-corner',
    title: 'What is a Moon sign, and why does birth time matter?',
    description: 'What your Moon sign describes, why it can change in a single day, and what to do if you do not know the time you were born.',
    published: '2026-08-19',
    readingMinutes: 6,
    aliases: ['what-is-my-moon-sign', 'moon-sign-meaning', 'what-is-a-moon-sign-in-astrology', 'moon-sign-for-beginners'],
    related: ['sun-moon-and-rising-signs', 'moon-sign-emotional-needs-in-love', 'the-moons-monthly-trip-through-the-zodiac'],
  },
];
