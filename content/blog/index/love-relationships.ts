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
    updated: '2026-11-24',
    readingMinutes: 6,
    aliases: ['moon-sign-in-love', 'moon-signs-and-love', 'moon-sign-emotional-needs', 'moon-sign-love-needs'],
    related: ['moon-sign-compatibility', 'venus-and-the-moon-in-love', 'what-is-a-moon-sign'],
  },
  {
    slug: 'moon-sign-compatibility',
    category: 'love-relationships',
    title: 'Moon sign compatibility: elements, not verdicts',
    description:
      'How two Moon signs comfort, clash and make up, read through the four elements, with a twenty-minute conversation to turn a pairing into understanding.',
    published: '2026-08-05',
    readingMinutes: 6,
    aliases: ['moon-compatibility', 'moon-signs-compatibility', 'moon-sign-compatibility-guide', 'lunar-compatibility'],
    related: ['moon-sign-emotional-needs-in-love', 'venus-and-the-moon-in-love', 'sun-moon-and-rising-signs'],
  },
  {
    slug: 'fire-moon-signs-in-love',
    category: 'love-relationships',
    title: 'Fire Moons in love: Aries, Leo and Sagittarius',
    description:
      'What Aries, Leo and Sagittarius Moons need to feel loved, how they flare and cool, and a week-long practice that balances spark with steadiness.',
    published: '2026-08-14',
    readingMinutes: 6,
    aliases: ['fire-moons-in-love', 'fire-moon-in-love', 'fire-moon-signs-love', 'fire-moon-love'],
    related: ['moon-sign-compatibility', 'air-moon-signs-in-love', 'full-moon-couples-check-in'],
  },
  {
    slug: 'earth-moon-signs-in-love',
    category: 'love-relationships',
    title: 'Earth Moons in love: Taurus, Virgo and Capricorn',
    description:
      'How Taurus, Virgo and Capricorn Moons show love through steady, practical care, what they quietly need back, and a two-column week to make it visible.',
    published: '2026-08-25',
    readingMinutes: 6,
    aliases: ['earth-moons-in-love', 'earth-moon-in-love', 'earth-moon-signs-love', 'earth-moon-love'],
    related: ['moon-sign-compatibility', 'water-moon-signs-in-love', 'moon-sign-money-habits'],
  },
  {
    slug: 'air-moon-signs-in-love',
    category: 'love-relationships',
    title: 'Air Moons in love: Gemini, Libra and Aquarius',
    description:
      'Why Gemini, Libra and Aquarius Moons feel close through conversation and space, where feelings get lost in thinking, and a letter practice to reach them.',
    published: '2026-09-03',
    readingMinutes: 6,
    aliases: ['air-moons-in-love', 'air-moon-in-love', 'air-moon-signs-love', 'air-moon-love'],
    related: ['moon-sign-compatibility', 'fire-moon-signs-in-love', 'difficult-conversations-by-the-moon'],
  },
  {
    slug: 'water-moon-signs-in-love',
    category: 'love-relationships',
    title: 'Water Moons in love: Cancer, Scorpio and Pisces',
    description:
      'How Cancer, Scorpio and Pisces Moons love deeply and sense a great deal, how to protect that softness, and a tide journal for naming what you feel.',
    published: '2026-09-12',
    readingMinutes: 6,
    aliases: ['water-moons-in-love', 'water-moon-in-love', 'water-moon-signs-love', 'water-moon-love'],
    related: ['moon-sign-compatibility', 'earth-moon-signs-in-love', 'after-a-breakup-waning-moon'],
  },
  {
    slug: 'calling-in-a-relationship',
    category: 'love-relationships',
    title: 'Calling in love: intentions for meeting someone, without fixing on one person',
    description:
      'How to set a new moon intention for love that describes the relationship you want, not a particular person, with steps you can take in real life.',
    published: '2026-09-22',
    readingMinutes: 6,
    aliases: ['calling-in-love', 'call-in-a-relationship', 'manifesting-a-relationship', 'manifest-a-partner'],
    related: ['new-moon-self-worth-practice', 'what-manifestation-is-and-is-not', 'intentions-for-friendship'],
  },
  {
    slug: 'new-moon-self-worth-practice',
    category: 'love-relationships',
    title: 'A self-worth practice for the new moon',
    description:
      'A quiet new moon practice for building self-worth from evidence rather than slogans: a list, a kept promise and a kinder inner voice over one lunar cycle.',
    published: '2026-10-01',
    readingMinutes: 6,
    aliases: ['new-moon-self-worth', 'self-worth-new-moon', 'self-worth-practice', 'new-moon-self-worth-ritual'],
    related: ['affirmations-that-feel-true', 'calling-in-a-relationship', 'first-new-moon-intention'],
  },
  {
    slug: 'full-moon-couples-check-in',
    category: 'love-relationships',
    title: 'A full moon check-in for couples',
    description:
      'A monthly full moon ritual for two: appreciation, one honest wish and one small change, in about forty minutes, with ground rules that keep it kind.',
    published: '2026-10-10',
    readingMinutes: 6,
    aliases: ['full-moon-couples-checkin', 'couples-check-in', 'couples-full-moon-check-in', 'full-moon-check-in-for-couples'],
    related: ['difficult-conversations-by-the-moon', 'moon-sign-emotional-needs-in-love', 'your-first-full-moon'],
  },
  {
    slug: 'after-a-breakup-waning-moon',
    category: 'love-relationships',
    title: 'After a breakup: a waning moon practice for letting go',
    description:
      'A gentle practice for the waning half of the lunar month after a breakup: grieving, clearing reminders and writing a letter you never need to send.',
    published: '2026-10-28',
    readingMinutes: 6,
    aliases: ['after-a-breakup', 'breakup-waning-moon', 'waning-moon-breakup', 'letting-go-after-a-breakup'],
    related: ['full-moon-release-ritual', 'new-moon-self-worth-practice', 'waning-moon-finish-and-clear'],
  },
  {
    slug: 'venus-and-the-moon-in-love',
    category: 'love-relationships',
    title: 'Venus and the Moon: what you want and what you need',
    description:
      'Venus shows what attracts you and the Moon what comforts you. Learn to read both in your chart and notice when desire and need point different ways.',
    published: '2026-11-05',
    readingMinutes: 6,
    aliases: ['venus-and-the-moon', 'venus-and-moon', 'venus-moon-in-love', 'venus-vs-moon-sign'],
    related: ['moon-sign-emotional-needs-in-love', 'sun-moon-and-rising-signs', 'moon-sign-compatibility'],
  },
  {
    slug: 'intentions-for-friendship',
    category: 'love-relationships',
    title: 'Intentions for friendship: the relationships we forget to tend',
    description:
      'Friendships rarely get the care we give romance. A lunar cycle of small intentions to reconnect, deepen a friendship or make a new friend as an adult.',
    published: '2026-11-12',
    readingMinutes: 6,
    aliases: ['friendship-intentions', 'intentions-for-friends', 'friendship-intention', 'moon-intentions-for-friendship'],
    related: ['calling-in-a-relationship', 'gratitude-through-the-lunar-month', 'abundance-beyond-money'],
  },
  {
    slug: 'difficult-conversations-by-the-moon',
    category: 'love-relationships',
    title: 'Difficult conversations, paced by the lunar cycle',
    description:
      'Use the lunar month as a calm schedule for a hard conversation: notice at the new moon, prepare as it waxes, speak near the full moon and repair as it wanes.',
    published: '2026-11-18',
    readingMinutes: 6,
    aliases: ['difficult-conversations', 'difficult-conversation', 'hard-conversations-by-the-moon', 'hard-conversations'],
    related: ['full-moon-couples-check-in', 'moon-sign-and-family-patterns', 'air-moon-signs-in-love'],
  },
  {
    slug: 'moon-sign-and-family-patterns',
    category: 'love-relationships',
    title: 'Your Moon sign and your family: old patterns, new choices',
    description:
      'How your Moon sign and the home you grew up in shape the way you seek comfort, and a short practice for keeping the family patterns you value.',
    published: '2026-11-23',
    readingMinutes: 6,
    aliases: ['moon-sign-family-patterns', 'moon-sign-and-family', 'family-patterns-moon-sign', 'moon-sign-family'],
    related: ['the-money-stories-you-inherited', 'moon-sign-emotional-needs-in-love', 'difficult-conversations-by-the-moon'],
  },
];
