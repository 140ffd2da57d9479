import { describe, expect, it } from 'vitest';
import rawAspects from '../../../content/reports/aspects.json' with { type: 'json' };
import { sanitiseAssistantText } from '../../kernel';
import { aspectPairKey, aspectText, aspectTexts, parseAspectTexts } from './aspect-texts';
import {
  ASPECT_PAIRS,
  ASPECT_TYPES,
  aspectTextsFileSchema,
  OUTER_BODIES,
  PERSONAL_BODIES,
  type AspectBody,
  type AspectType,
} from './aspect-texts.schema';
import { wordCount } from './house-texts.schema';

const NAMES: Record<AspectBody, string> = {
  sun: 'Sun',
  moon: 'Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
};

const VERBS: Record<AspectType, string> = {
  conjunction: 'conjunct',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
};

const bodiesOf = (pair: string): [AspectBody, AspectBody] => pair.split('-') as [AspectBody, AspectBody];

const pairTexts = ASPECT_PAIRS.flatMap((pair) =>
  ASPECT_TYPES.map((type) => ({ pair, type, ...aspectTexts.pairs[pair][type] })),
);
const typeTexts = ASPECT_TYPES.map((type) => ({ type, ...aspectTexts.types[type] }));
const everything = [...pairTexts, ...typeTexts];

describe('aspect texts', () => {
  it('the file parses', () => {
    expect(aspectTextsFileSchema.safeParse(rawAspects).success).toBe(true);
  });

  it('has every personal pair, and every outer body to the Sun and the Moon, in order', () => {
    const personal = PERSONAL_BODIES.flatMap((a, i) => PERSONAL_BODIES.slice(i + 1).map((b) => `${a}-${b}`));
    const outer = OUTER_BODIES.flatMap((outerBody) => [`${outerBody}-sun`, `${outerBody}-moon`]);
    expect(Object.keys(aspectTexts.pairs)).toEqual([...personal, ...outer]);
    for (const pair of ASPECT_PAIRS) expect(Object.keys(aspectTexts.pairs[pair])).toEqual([...ASPECT_TYPES]);
  });

  it('every pair title names both bodies and the aspect', () => {
    for (const { pair, type, title } of pairTexts) {
      const [a, b] = bodiesOf(pair);
      expect(title).toBe(`${NAMES[a]} ${VERBS[type]} ${NAMES[b]}`);
    }
  });

  it('every type title names the type', () => {
    for (const { type, title } of typeTexts) expect(title.toLowerCase()).toBe(type);
  });

  it('every text passes the sanitiser unchanged', () => {
    for (const { text, title } of everything) {
      expect(sanitiseAssistantText(text)).toBe(text);
      expect(sanitiseAssistantText(title)).toBe(title);
    }
  });

  it('no text holds an em dash or a percent sign', () => {
    for (const { text, title } of everything) expect(`${title} ${text}`).not.toMatch(/[—%]/);
  });

  it('pair texts are 50 to 90 words and type texts 40 to 70, already trimmed', () => {
    for (const { text } of pairTexts) {
      expect(wordCount(text)).toBeGreaterThanOrEqual(50);
      expect(wordCount(text)).toBeLessThanOrEqual(90);
      expect(text).toBe(text.trim());
    }
    for (const { text } of typeTexts) {
      expect(wordCount(text)).toBeGreaterThanOrEqual(40);
      expect(wordCount(text)).toBeLessThanOrEqual(70);
      expect(text).toBe(text.trim());
    }
  });

  it('no two texts or titles are the same', () => {
    const texts = everything.map(({ text }) => text);
    const titles = everything.map(({ title }) => title);
    expect(new Set(texts).size).toBe(texts.length);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('aspectText finds a pair in either order', () => {
    for (const pair of ASPECT_PAIRS) {
      const [a, b] = bodiesOf(pair);
      for (const type of ASPECT_TYPES) {
        expect(aspectText(a, b, type)).toBe(aspectTexts.pairs[pair][type]);
        expect(aspectText(b, a, type)).toBe(aspectTexts.pairs[pair][type]);
      }
    }
    expect(aspectText('moon', 'sun', 'trine')?.title).toBe('Sun trine Moon');
    expect(aspectText('sun', 'saturn', 'square')?.title).toBe('Saturn square Sun');
  });

  it('aspectText returns null for a pair with no text', () => {
    expect(aspectText('jupiter', 'saturn', 'conjunction')).toBeNull();
    expect(aspectText('mars', 'pluto', 'square')).toBeNull();
    expect(aspectText('sun', 'sun', 'conjunction')).toBeNull();
    expect(aspectPairKey('venus', 'neptune')).toBeNull();
  });

  it('a missing pair, a missing type or a short text is refused', () => {
    const { 'sun-moon': _sunMoon, ...withoutSunMoon } = aspectTexts.pairs;
    expect(() => parseAspectTexts({ ...aspectTexts, pairs: withoutSunMoon })).toThrow(/aspects\.json is invalid/);
    const { trine: _trine, ...withoutTrine } = aspectTexts.pairs['sun-moon'];
    expect(() => parseAspectTexts({ ...aspectTexts, pairs: { ...aspectTexts.pairs, 'sun-moon': withoutTrine } })).toThrow();
    const short = { ...aspectTexts.types, square: { title: 'Square', text: 'Too short.' } };
    expect(() => parseAspectTexts({ ...aspectTexts, types: short })).toThrow();
  });
});
