import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS } from '../sky';
import { CHART_BODIES, LIFE_TOPICS, chartTopicText, chartTopics, parseChartTopics } from './chart-topics';

describe('chart-topic texts', () => {
  it('hold one text for every body, sign and topic, each naming its placement and its topic', () => {
    const TOPIC_WORDS = { love: /\blove\b/i, work: /\bwork\b/i, money: /\bmoney\b/i, family: /\bfamily\b/i, rest: /\brest\b/i };
    for (const body of CHART_BODIES) {
      for (const sign of ZODIAC_SIGNS) {
        for (const topic of LIFE_TOPICS) {
          const text = chartTopicText(body, sign, topic);
          expect(text.toLowerCase()).toContain(`${body} in ${sign}`);
          expect(text).toMatch(TOPIC_WORDS[topic]);
        }
      }
    }
  });

  it('are all different: no sign borrows another sign’s words', () => {
    const texts = CHART_BODIES.flatMap((body) => ZODIAC_SIGNS.flatMap((sign) => LIFE_TOPICS.map((topic) => chartTopics[body][sign][topic])));
    expect(texts).toHaveLength(120);
    expect(new Set(texts).size).toBe(120);
  });

  it('refuses a file with a text the sanitiser would rewrite, a missing topic or a text that names another sign', () => {
    const copy = (): typeof chartTopics => JSON.parse(JSON.stringify(chartTopics)) as typeof chartTopics;
    const promise = copy();
    promise.moon.aries.love = 'In love, a Moon in Aries meets its match within 3 days, every single time it tries.';
    expect(() => parseChartTopics(promise)).toThrow(/sanitiser/);
    const missing = copy() as unknown as { sun: { leo: Record<string, string> } };
    delete missing.sun.leo.rest;
    expect(() => parseChartTopics(missing)).toThrow();
    const wrong = copy();
    wrong.sun.leo.work = 'At work, a Sun in Virgo brings precision and helpfulness to every task it is given.';
    expect(() => parseChartTopics(wrong)).toThrow(/Sun in Leo/);
  });
});
