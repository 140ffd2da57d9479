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
  {
    slug: 'money-journaling-prompts-by-phase',
    category: 'money-abundance',
    title: 'Money journaling prompts for each moon phase',
    description:
      'Three reflective money prompts for each of the eight moon phases, a few house rules for a calmer journal, and a ten-minute starter entry for today.',
    published: '2026-08-26',
    readingMinutes: 6,
    aliases: ['money-journal-prompts', 'money-journaling-prompts', 'money-journal-prompts-moon-phases', 'abundance-journaling-prompts'],
    related: ['manifestation-journaling-prompts-by-phase', 'full-moon-money-review', 'the-money-stories-you-inherited'],
  },
  {
    slug: 'the-money-stories-you-inherited',
    category: 'money-abundance',
    title: 'The money stories you inherited, and the ones you choose',
    description:
      'Find the beliefs about money you picked up growing up, test which still serve you, and choose new ones with a three-column story audit for the waning moon.',
    published: '2026-09-02',
    readingMinutes: 6,
    aliases: ['money-stories', 'inherited-money-stories', 'money-beliefs-from-childhood', 'money-story'],
    related: ['moon-sign-and-family-patterns', 'abundance-mindset-without-pretending', 'money-journaling-prompts-by-phase'],
  },
  {
    slug: 'side-project-by-the-moon',
    category: 'money-abundance',
    title: "Growing a side project by the Moon's rhythm",
    description:
      'Keep a side project moving with a four-week lunar rhythm: one outcome at the new moon, making while the Moon waxes, showing at the full moon and rest as it wanes.',
    published: '2026-09-09',
    readingMinutes: 6,
    aliases: ['side-project-moon', 'side-projects-by-the-moon', 'side-hustle-by-the-moon', 'moon-side-project'],
    related: ['launching-at-the-new-moon', 'career-intentions-across-a-lunar-cycle', 'waxing-moon-two-week-plan'],
  },
  {
    slug: 'asking-for-more-at-work',
    category: 'money-abundance',
    title: 'Preparing to ask for a raise or a higher fee, moon by moon',
    description:
      'A lunar-cycle plan for asking for a raise or a higher fee: research, evidence, a rehearsed opening, the conversation itself and a calm follow-up.',
    published: '2026-09-18',
    readingMinutes: 6,
    aliases: ['asking-for-a-raise', 'ask-for-a-raise-moon', 'asking-for-more', 'raise-or-fee-by-the-moon'],
    related: ['career-intentions-across-a-lunar-cycle', 'difficult-conversations-by-the-moon', 'new-moon-self-worth-practice'],
  },
  {
    slug: 'waning-moon-money-clear-out',
    category: 'money-abundance',
    title: 'A waning moon clear-out for your home and your money admin',
    description:
      'Clear the money drawer, the forgotten subscriptions and the receipts folder in four short sessions across the waning moon, plus a fifteen-minute version.',
    published: '2026-09-29',
    readingMinutes: 6,
    aliases: ['waning-moon-money-clearout', 'money-clear-out', 'money-admin-clear-out', 'waning-moon-money-admin'],
    related: ['waning-moon-finish-and-clear', 'full-moon-money-review', 'a-month-of-mindful-spending'],
  },
  {
    slug: 'generosity-as-abundance-practice',
    category: 'money-abundance',
    title: 'Generosity as an abundance practice',
    description:
      'Giving without expecting a return: four currencies of generosity, a monthly lunar rhythm for giving, and a generosity inventory you can do in twenty minutes.',
    published: '2026-10-06',
    readingMinutes: 6,
    aliases: ['generosity-abundance', 'generosity-practice', 'generosity-as-abundance', 'giving-as-abundance-practice'],
    related: ['gratitude-through-the-lunar-month', 'abundance-mindset-without-pretending', 'abundance-beyond-money'],
  },
  {
    slug: 'moon-sign-money-habits',
    category: 'money-abundance',
    title: 'Your Moon sign and your money habits',
    description:
      'How each Moon sign tends to feel about money, which everyday habits suit the fire, earth, air and water Moons, and a Moon sign money mirror to try today.',
    published: '2026-10-14',
    readingMinutes: 6,
    aliases: ['moon-sign-money', 'money-habits-moon-sign', 'moon-signs-and-money', 'moon-sign-money-habit'],
    related: ['what-is-a-moon-sign', 'the-money-stories-you-inherited', 'a-month-of-mindful-spending'],
  },
  {
    slug: 'abundance-beyond-money',
    category: 'money-abundance',
    title: 'Abundance beyond money: time, energy and attention',
    description:
      'Abundance is more than a bank balance. Take stock of your time, energy and attention across the lunar month with a simple three-column currency audit.',
    published: '2026-10-21',
    readingMinutes: 6,
    aliases: ['abundance-not-money', 'time-energy-attention-abundance', 'abundance-beyond-finances', 'non-financial-abundance'],
    related: ['generosity-as-abundance-practice', 'balsamic-moon-rest', 'gratitude-through-the-lunar-month'],
  },
  {
    slug: 'launching-at-the-new-moon',
    category: 'money-abundance',
    title: 'Launching something new: timing by the Moon, planning by the calendar',
    description:
      'How to pick a new moon launch date that also survives holidays, suppliers and your own diary, with a two-calendar launch map and lunar follow-ups.',
    published: '2026-11-12',
    readingMinutes: 6,
    aliases: ['launch-at-the-new-moon', 'new-moon-launch', 'launching-on-the-new-moon', 'new-moon-launch-timing'],
    related: ['side-project-by-the-moon', 'void-of-course-moon', 'how-to-read-a-moon-calendar'],
  },
  {
    slug: 'a-month-of-mindful-spending',
    category: 'money-abundance',
    title: 'A month of mindful spending, one moon phase at a time',
    description:
      'A gentle one-cycle spending experiment with no banned categories: notice, pause, review at the full moon, redirect and rest, one phase at a time.',
    published: '2026-11-20',
    readingMinutes: 6,
    aliases: ['mindful-spending', 'mindful-spending-month', 'mindful-spending-challenge', 'month-of-mindful-spending'],
    related: ['waning-moon-money-clear-out', 'moon-sign-money-habits', 'full-moon-money-review'],
  },
];
