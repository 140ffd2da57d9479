import { describe, expect, it } from 'vitest';
import { sanitiseAssistantText } from '../../kernel';
import { balanceFileSchema, nodesFileSchema, patternsFileSchema, planetsFileSchema, signsFileSchema, sunMoonFileSchema, transitsFileSchema } from './chart-texts.schema';
import { rawChartFiles } from './chart-texts';
import { wordCount } from './sign-texts.schema';

const stringsIn = (value: unknown, path = ''): Array<[string, string]> => {
  if (typeof value === 'string') return [[path, value]];
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringsIn(v, path ? `${path}.${k}` : k));
  return [];
};

describe('the chart texts under content/reports/chart', () => {
  it('each file matches its schema', () => {
    expect(balanceFileSchema.safeParse(rawChartFiles.balance).success).toBe(true);
    expect(sunMoonFileSchema.safeParse(rawChartFiles.sunMoon).success).toBe(true);
    expect(planetsFileSchema.safeParse(rawChartFiles.planets).success).toBe(true);
    expect(patternsFileSchema.safeParse(rawChartFiles.patterns).success).toBe(true);
    expect(nodesFileSchema.safeParse(rawChartFiles.nodes).success).toBe(true);
    expect(transitsFileSchema.safeParse(rawChartFiles.transits).success).toBe(true);
    expect(signsFileSchema.safeParse(rawChartFiles.signs).success).toBe(true);
  });

  it('every text is one the output sanitiser leaves alone, with straight apostrophes and no em dash', () => {
    for (const [path, text] of Object.values(rawChartFiles).flatMap((file) => stringsIn(file))) {
      expect(sanitiseAssistantText(text), path).toBe(text);
      expect(text, path).not.toMatch(/[—’]/);
    }
  });

  it('no two texts repeat a sentence', () => {
    const seen = new Map<string, string>();
    for (const [path, text] of Object.values(rawChartFiles).flatMap((file) => stringsIn(file))) {
      if (wordCount(text) < 8) continue;
      for (const sentence of text.split(/(?<=[.!?])\s+/).filter((s) => wordCount(s) >= 6)) {
        expect(seen.get(sentence), `${path} repeats ${seen.get(sentence)}`).toBeUndefined();
        seen.set(sentence, path);
      }
    }
  });

  it('refuses a text the sanitiser would rewrite, or one out of its word range', () => {
    const broken = structuredClone(rawChartFiles.balance) as { elements: { fire: { dominant: string } } };
    broken.elements.fire.dominant = `${broken.elements.fire.dominant} It works 90% of the time.`;
    expect(balanceFileSchema.safeParse(broken).success).toBe(false);
    broken.elements.fire.dominant = 'Too short.';
    expect(balanceFileSchema.safeParse(broken).success).toBe(false);
  });
});
