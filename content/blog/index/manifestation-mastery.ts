import type { BlogArticle } from '../articles';

/** The manifestation-mastery category's articles; each body is content/blog/<slug>.md. */
export const ARTICLES: readonly BlogArticle[] = [
  {
    slug: 'scripting-through-the-lunar-cycle',
    category: 'manifestation-mastery',
    title: 'Scripting through a whole lunar cycle',
    description: 'Scripting is writing a day of your life as if the intention were already part of it. Here is how to pace it across one cycle of the Moon.',
    published: '2026-09-29',
    updated: '2026-11-24',
    readingMinutes: 5,
    aliases: ['scripting-lunar-cycle', 'lunar-cycle-scripting', 'scripting-through-lunar-cycle', 'moon-cycle-scripting'],
    related: ['manifestation-journaling-prompts-by-phase', 'five-sense-visualisation', 'starting-a-manifestation-journal'],
  },
  {
    slug: 'the-369-method-done-gently',
    category: 'manifestation-mastery',
    title: 'The 369 method, done gently: a calmer way to write intentions',
    description: 'What the 369 method asks of you, why it can turn into a chore, and a softer version paced by the Moon that keeps the repetition useful.',
    published: '2026-08-03',
    readingMinutes: 6,
    aliases: ['369-method', 'the-369-method', '369-manifestation-method', '369-method-gently'],
    related: ['affirmations-that-feel-true', 'scripting-through-the-lunar-cycle', 'manifestation-myths-answered'],
  },
  {
    slug: 'five-sense-visualisation',
    category: 'manifestation-mastery',
    title: 'Visualisation that feels real: a five-sense practice',
    description: 'A step-by-step visualisation practice that uses sight, sound, touch, smell and taste, so the scene you picture feels ordinary and close.',
    published: '2026-08-11',
    readingMinutes: 6,
    aliases: ['five-senses-visualisation', 'five-sense-visualization', '5-sense-visualisation', 'sensory-visualisation'],
    related: ['scripting-through-the-lunar-cycle', 'acting-as-if-small-behaviours', 'lunar-vision-board'],
  },
  {
    slug: 'manifestation-journaling-prompts-by-phase',
    category: 'manifestation-mastery',
    title: 'Manifestation journaling prompts for every moon phase',
    description: 'Five journaling prompts for each of the eight moon phases, with a note on how long to write and what to do with the answers.',
    published: '2026-08-19',
    readingMinutes: 6,
    aliases: ['manifestation-journal-prompts', 'manifestation-journaling-prompts', 'moon-phase-journal-prompts', 'journaling-prompts-for-manifestation'],
    related: ['money-journaling-prompts-by-phase', 'starting-a-manifestation-journal', 'scripting-through-the-lunar-cycle'],
  },
];
