/**
 * What a visitor's own Moon or Sun sign means for one part of life (love, work, money, family,
 * rest): one short text per body, sign and topic, written for Luna's answers after a reading
 * ('what does my moon sign mean for love?'). Imported statically from content/reading/ (a
 * bundler JSON import is not I/O) and validated once at load: every text is trimmed, names
 * its sign, and is already clean for the output sanitiser, so Luna can say it as written.
 */
import { z } from 'zod';
import { ZODIAC_SIGNS, type ZodiacSign } from '../sky';
import { sanitiseAssistantText } from '../kernel';
import chartTopicsJson from '../../content/reading/chart-topics.json' with { type: 'json' };

export const LIFE_TOPICS = ['love', 'work', 'money', 'family', 'rest'] as const;
export type LifeTopic = (typeof LIFE_TOPICS)[number];
export const CHART_BODIES = ['moon', 'sun'] as const;
export type ChartBody = (typeof CHART_BODIES)[number];

const MIN_WORDS = 12;
const MAX_WORDS = 45;
const wordCount = (text: string): number => text.split(/\s+/).filter((word) => word !== '').length;

const topicText = z
  .string()
  .refine((text) => text.trim() === text && text !== '', { error: 'is empty or has leading or trailing white space' })
  .refine((text) => sanitiseAssistantText(text) === text, { error: 'breaks the output rules (the sanitiser would rewrite it)' })
  .refine((text) => wordCount(text) >= MIN_WORDS && wordCount(text) <= MAX_WORDS, { error: `needs ${MIN_WORDS} to ${MAX_WORDS} words` });

const perTopic = z.strictObject({ love: topicText, work: topicText, money: topicText, family: topicText, rest: topicText });
const perSign = z.strictObject(Object.fromEntries(ZODIAC_SIGNS.map((sign) => [sign, perTopic])) as Record<ZodiacSign, typeof perTopic>);

const signWord = (sign: ZodiacSign): string => `${sign.charAt(0).toUpperCase()}${sign.slice(1)}`;

export const chartTopicsSchema = z
  .strictObject({ moon: perSign, sun: perSign })
  .superRefine((file, ctx) => {
    for (const body of CHART_BODIES) {
      for (const sign of ZODIAC_SIGNS) {
        for (const topic of LIFE_TOPICS) {
          const text = file[body][sign][topic];
          const names = `${body === 'moon' ? 'Moon' : 'Sun'} in ${signWord(sign)}`;
          if (!text.includes(names)) ctx.addIssue({ code: 'custom', path: [body, sign, topic], message: `does not name the ${names}` });
        }
      }
    }
  });

export type ChartTopics = z.infer<typeof chartTopicsSchema>;

/** Parses the chart-topic texts, failing loudly with the field's path. */
export const parseChartTopics = (raw: unknown): ChartTopics => chartTopicsSchema.parse(raw);

export const chartTopics: ChartTopics = parseChartTopics(chartTopicsJson);

/** What the visitor's Moon or Sun sign means for the topic, as Luna says it. */
export const chartTopicText = (body: ChartBody, sign: ZodiacSign, topic: LifeTopic): string => chartTopics[body][sign][topic];
