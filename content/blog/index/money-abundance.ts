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
    updated: '2026-11-24',
    readingMinutes: 7,
    aliases: ['full-moon-money-ritual', 'money-review-full-moon', 'full-moon-finances', 'full-moon-money-check-in'],
    related: ['new-moon-money-intentions', 'money-journaling-prompts-by-phase', 'waning-moon-money-clear-out'],
  },
  {
    slug: 'new-moon-money-intentions',
    category: 'money-abundance',
    title: 'Money intentions at the new moon: specific, honest and in your power',
    description:
      'How to turn a vague money wish into a new moon intention you can act on, with three tests, worked examples and a fifteen-minute practice for tonight.',
    published: '2026-08-03',
    readingMinutes: 6,
    aliases: ['new-moon-money-intention', 'money-intentions-new-moon', 'new-moon-money', 'new-moon-abundance-intentions'],
    related: ['full-moon-money-review', 'first-new-moon-intention', 'the-money-stories-you-inherited'],
  },
  {
    slug: 'abundance-mindset-without-pretending',
    category: 'money-abundance',
    title: 'An abundance mindset without pretending',
    description:
      'What an abundance mindset is once the hype is gone: looking honestly at money worries, seeing what you do have, and a two-column practice to widen the view.',
    published: '2026-08-10',
    readingMinutes: 6,
    aliases: ['abundance-mindset', 'honest-abundance-mindset', 'abundance-mindset-for-beginners', 'abundance-without-pretending'],
    related: ['affirmations-that-feel-true', 'abundance-beyond-money', 'generosity-as-abundance-practice'],
  },
  {
    slug: 'career-intentions-across-a-lunar-cycle',
    category: 'money-abundance',
    title: 'Career intentions across one lunar cycle',
    description:
      'A week-by-week plan for spending one lunar cycle on your working life, from choosing a thread at the new moon to a full moon review and a career compass page.',
    published: '2026-08-17',
    readingMinutes: 6,
    aliases: ['career-intentions', 'career-intentions-lunar-cycle', 'moon-career-intentions', 'career-manifestation-moon'],
    related: ['asking-for-more-at-work', 'waxing-moon-two-week-plan', 'side-project-by-the-moon'],
  },
];
