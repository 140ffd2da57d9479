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
    updated: '2026-11-24',
    readingMinutes: 6,
    aliases: ['why-does-the-moon-have-phases', 'moon-phases-explained', 'why-moon-has-phases', 'how-moon-phases-work'],
    related: ['moon-phases-cheat-sheet', 'lunar-eclipses-explained', 'your-birth-moon-phase'],
  },
  {
    slug: 'supermoons-and-micromoons',
    category: 'moon-wisdom',
    title: 'Supermoons and micromoons: what changes and what does not',
    description:
      'Why some full moons look a little bigger and brighter, how perigee and apogee work, and what a supermoon does (and does not do) to tides and to you.',
    published: '2026-08-03',
    readingMinutes: 6,
    aliases: ['supermoon', 'supermoons', 'micromoon', 'what-is-a-supermoon', 'supermoon-and-micromoon'],
    related: ['why-the-moon-has-phases', 'blue-moons-explained', 'full-moon-release-ritual'],
  },
  {
    slug: 'lunar-eclipses-explained',
    category: 'moon-wisdom',
    title: 'What is a lunar eclipse, and how to spend one',
    description:
      'How Earth’s shadow turns a full moon red, why eclipses need the Moon near a node, the three kinds of lunar eclipse, and a calm way to spend the night.',
    published: '2026-08-11',
    readingMinutes: 6,
    aliases: ['lunar-eclipse', 'lunar-eclipses', 'what-is-a-lunar-eclipse', 'lunar-eclipse-explained', 'blood-moon'],
    related: ['lunar-nodes-north-and-south', 'solar-eclipses-and-the-new-moon', 'full-moon-release-ritual'],
  },
  {
    slug: 'solar-eclipses-and-the-new-moon',
    category: 'moon-wisdom',
    title: 'Solar eclipses: when the new moon crosses the Sun',
    description:
      'Total, annular and partial solar eclipses explained, why they only happen at new moon, how to watch one safely, and an intention practice for the day.',
    published: '2026-08-19',
    readingMinutes: 6,
    aliases: ['solar-eclipse', 'solar-eclipses', 'solar-eclipse-new-moon', 'what-is-a-solar-eclipse'],
    related: ['lunar-eclipses-explained', 'lunar-nodes-north-and-south', 'first-new-moon-intention'],
  },
  {
    slug: 'full-moon-names-through-the-year',
    category: 'moon-wisdom',
    title: 'Full moon names by month, and where they come from',
    description:
      'Wolf, Snow, Harvest, Hunter’s: the twelve familiar full moon names, their mixed origins, the southern hemisphere view, and how to name your own.',
    published: '2026-08-27',
    readingMinutes: 6,
    aliases: ['full-moon-names', 'names-of-full-moons', 'full-moon-names-by-month', 'moon-names'],
    related: ['blue-moons-explained', 'supermoons-and-micromoons', 'your-first-full-moon'],
  },
  {
    slug: 'blue-moons-explained',
    category: 'moon-wisdom',
    title: 'What is a blue moon? Two definitions and the thirteenth full moon',
    description:
      'The calendar blue moon and the seasonal blue moon, how a 1946 mistake created the first, why some years hold thirteen full moons, and when a moon looks blue.',
    published: '2026-09-03',
    readingMinutes: 6,
    aliases: ['blue-moon', 'blue-moons', 'what-is-a-blue-moon', 'blue-moon-explained'],
    related: ['full-moon-names-through-the-year', 'supermoons-and-micromoons', 'how-to-read-a-moon-calendar'],
  },
  {
    slug: 'void-of-course-moon',
    category: 'moon-wisdom',
    title: 'The void-of-course Moon: what it means and how much to mind it',
    description:
      'What astrologers mean by a void-of-course Moon, how it is worked out, how long it lasts, and a sensible way to use it without planning your life around it.',
    published: '2026-09-24',
    readingMinutes: 6,
    aliases: ['void-of-course', 'moon-void-of-course', 'void-moon', 'void-of-course-moon-meaning'],
    related: ['the-moons-monthly-trip-through-the-zodiac', 'how-to-read-a-moon-calendar', 'launching-at-the-new-moon'],
  },
  {
    slug: 'the-moons-monthly-trip-through-the-zodiac',
    category: 'moon-wisdom',
    title: 'The Moon’s monthly trip through the zodiac',
    description:
      'The Moon changes sign about every two and a half days. How that works, why signs and constellations differ, and a month-long practice for noticing each sign.',
    published: '2026-10-02',
    readingMinutes: 6,
    aliases: ['moon-through-the-zodiac', 'moons-monthly-trip-through-the-zodiac', 'moon-changing-signs', 'moon-transits-through-signs'],
    related: ['void-of-course-moon', 'what-is-a-moon-sign', 'sun-moon-and-rising-signs'],
  },
  {
    slug: 'lunar-nodes-north-and-south',
    category: 'moon-wisdom',
    title: 'The lunar nodes: north node, south node and eclipse seasons',
    description:
      'Where the Moon’s tilted orbit crosses the Sun’s path, why eclipses cluster near those two points, the 18.6-year cycle, and what astrologers read into them.',
    published: '2026-10-09',
    readingMinutes: 6,
    aliases: ['lunar-nodes', 'north-node', 'south-node', 'north-and-south-node', 'moon-nodes'],
    related: ['lunar-eclipses-explained', 'solar-eclipses-and-the-new-moon', 'the-moons-monthly-trip-through-the-zodiac'],
  },
  {
    slug: 'spring-new-moons',
    category: 'moon-wisdom',
    title: 'New moons of spring: intentions for growth',
    description:
      'How to use the three new moons of spring (March to May in the north, September to November in the south) for intentions that grow with the light.',
    published: '2026-10-16',
    readingMinutes: 6,
    aliases: ['spring-new-moon', 'new-moon-in-spring', 'spring-new-moon-intentions', 'new-moons-of-spring'],
    related: ['summer-new-moons', 'first-new-moon-intention', 'waxing-moon-two-week-plan'],
  },
  {
    slug: 'summer-new-moons',
    category: 'moon-wisdom',
    title: 'New moons of summer: intentions for energy and visibility',
    description:
      'The summer new moons, in June to August up north and December to February down south, and how to set intentions about being seen, sharing and doing.',
    published: '2026-10-23',
    readingMinutes: 5,
    aliases: ['summer-new-moon', 'new-moon-in-summer', 'summer-new-moon-intentions', 'new-moons-of-summer'],
    related: ['autumn-new-moons', 'launching-at-the-new-moon', 'acting-as-if-small-behaviours'],
  },
  {
    slug: 'autumn-new-moons',
    category: 'moon-wisdom',
    title: 'New moons of autumn: intentions for harvest and balance',
    description:
      'Working with the autumn new moons (September to November in the north, March to May in the south): counting what grew, keeping balance, choosing what to store.',
    published: '2026-10-30',
    readingMinutes: 6,
    aliases: ['autumn-new-moon', 'new-moon-in-autumn', 'fall-new-moons', 'autumn-new-moon-intentions'],
    related: ['winter-new-moons', 'gratitude-through-the-lunar-month', 'waning-moon-finish-and-clear'],
  },
  {
    slug: 'winter-new-moons',
    category: 'moon-wisdom',
    title: 'New moons of winter: intentions for rest and roots',
    description:
      'The new moons of the darkest season, December to February in the north and June to August in the south, used for rest, roots and intentions that can wait.',
    published: '2026-11-06',
    readingMinutes: 6,
    aliases: ['winter-new-moon', 'new-moon-in-winter', 'winter-new-moon-intentions', 'new-moons-of-winter'],
    related: ['spring-new-moons', 'balsamic-moon-rest', 'starting-a-manifestation-journal'],
  },
  {
    slug: 'your-birth-moon-phase',
    category: 'moon-wisdom',
    title: 'The moon phase you were born under, and what it suggests',
    description:
      'How to find the Moon’s phase on the day you were born, what each of the eight birth phases is said to suggest, and how to use it without boxing yourself in.',
    published: '2026-11-16',
    readingMinutes: 6,
    aliases: ['birth-moon-phase', 'moon-phase-at-birth', 'what-moon-phase-was-i-born-under', 'born-under-which-moon-phase'],
    related: ['what-is-a-moon-sign', 'why-the-moon-has-phases', 'sun-moon-and-rising-signs'],
  },
];
