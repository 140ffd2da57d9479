import { describe, expect, it } from 'vitest';
import { ELEMENTS, MOON_PHASES, ZODIAC_SIGNS } from '../sky';
import { PERSONA_ARCHETYPES, PERSONA_ARCHETYPE_IDS } from './archetypes';
import { breaksOutputRules } from '../../tests/support/output-rules';
import { rawReadingContent, readingContent } from './content';
import { parseReadingContent, phaseAngleRange } from './content.parse';
import { GOAL_CATEGORIES } from './goals';
import { allStrings } from '../../tests/support/reading-arbitraries';

const allTexts = allStrings(readingContent);
const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 0);

/** Content files are data: each test breaks a deep copy, never the real thing. */
const brokenCopy = (breakIt: (raw: Record<string, Record<string, Record<string, unknown>>>) => void): unknown => {
  const raw = structuredClone(rawReadingContent) as unknown as Record<string, Record<string, Record<string, unknown>>>;
  breakIt(raw);
  return raw;
};

describe('the reading content files', () => {
  it('all validate, so the content loads', () => {
    expect(() => parseReadingContent(rawReadingContent)).not.toThrow();
  });

  it('cover every sign, phase, element pair and goal', () => {
    for (const sign of ZODIAC_SIGNS) {
      expect(readingContent.moonSigns[sign].sign).toBe(sign);
      expect(readingContent.sunSigns[sign].sign).toBe(sign);
    }
    for (const phase of MOON_PHASES) expect(readingContent.phases[phase].phase).toBe(phase);
    for (const sun of ELEMENTS) for (const moon of ELEMENTS) expect(readingContent.blends[sun][moon].text.length).toBeGreaterThan(0);
    for (const goal of GOAL_CATEGORIES) expect(readingContent.goals[goal].goal).toBe(goal);
  });

  it('keep to the output rules in every text', () => {
    expect(allTexts.filter(breaksOutputRules)).toEqual([]);
  });

  it('never speak of a machine behind the words', () => {
    const selfReference = /\bAI\b|artificial intelligence|language model|chat ?bot|\bbot\b|\bas an assistant\b/i;
    expect(allTexts.filter((text) => selfReference.test(text))).toEqual([]);
  });

  it('never guarantee an outcome', () => {
    const guarantee = /guarantee|will definitely|promise|certain to|for sure|without fail/i;
    expect(allTexts.filter((text) => guarantee.test(text))).toEqual([]);
  });

  it('make no medical or financial claims', () => {
    const claim = /\b(cure|cures|heals?|diagnos\w*|treatment|medication|invest in|returns on|get rich|lottery)\b/i;
    expect(allTexts.filter((text) => claim.test(text))).toEqual([]);
  });

  it('use American spelling throughout', () => {
    const british = /\b\w*(colour|honour|favour|behaviour|centre|realis|organis|recognis|analys|practis|travell|judgement|towards|afterwards|whilst|learnt|grey)\w*\b/i;
    expect(allTexts.filter((text) => british.test(text))).toEqual([]);
  });

  it('never repeat a sentence across two moon signs, so no sign reads as filler', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const sign of ZODIAC_SIGNS) {
      for (const sentence of new Set(allStrings(readingContent.moonSigns[sign]).flatMap(sentences))) {
        const other = seen.get(sentence);
        if (other !== undefined && other !== sign && sentence.split(' ').length > 3) repeats.push(`${other}/${sign}: ${sentence}`);
        seen.set(sentence, sign);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('never repeat a sentence across two phases', () => {
    const phaseSentences = MOON_PHASES.flatMap((phase) =>
      [...new Set(allStrings(readingContent.phases[phase]).flatMap(sentences))].filter((sentence) => sentence.split(' ').length > 3),
    );
    expect(phaseSentences.length).toBe(new Set(phaseSentences).size);
  });

  it('describe each Moon sign in two or three sentences and each Sun sign in one or two', () => {
    for (const sign of ZODIAC_SIGNS) {
      expect(sentences(readingContent.moonSigns[sign].essence).length).toBeGreaterThanOrEqual(2);
      expect(sentences(readingContent.moonSigns[sign].essence).length).toBeLessThanOrEqual(3);
      expect(sentences(readingContent.sunSigns[sign].essence).length).toBeLessThanOrEqual(2);
    }
  });

  it('title signs and phases the way the site names them', () => {
    expect(readingContent.moonSigns.aries.title).toBe('Moon in Aries');
    expect(readingContent.sunSigns.sagittarius.title).toBe('Sun in Sagittarius');
    expect(readingContent.phases['waxing-gibbous'].title).toBe('Born under a Waxing Gibbous Moon');
    expect(readingContent.phases['new-moon'].title).toBe('Born under a New Moon');
  });

  it('give each phase the angle range of its 45° sector, centred on a multiple of 45°', () => {
    expect(readingContent.phases['new-moon'].angleRange).toBe('337.5° to 22.5°');
    expect(readingContent.phases['waxing-gibbous'].angleRange).toBe('112.5° to 157.5°');
    MOON_PHASES.forEach((phase, index) => expect(readingContent.phases[phase].angleRange).toBe(phaseAngleRange(index)));
  });

  it('give every goal except the general one keywords to be recognised by', () => {
    for (const goal of GOAL_CATEGORIES.filter((category) => category !== 'general')) {
      expect(readingContent.goals[goal].keywords.length).toBeGreaterThanOrEqual(8);
    }
  });

  it('add a plain boundary to the money and wellbeing practices', () => {
    expect(readingContent.goals['abundance-money'].note).toMatch(/adviser/);
    expect(readingContent.goals.wellbeing.note).toMatch(/doctor/);
  });
});

describe('the persona tones', () => {
  it('claim no goal in the default tone, which a reading from the form (where no goal is asked) gets', () => {
    const { intro, closing } = readingContent.personaTones.default;
    expect(`${intro} ${closing} ${readingContent.goals.general.title}`).not.toMatch(/\bgoal/i);
  });

  it('use at least one of each archetype’s own phrases', () => {
    for (const id of PERSONA_ARCHETYPE_IDS) {
      const tone = readingContent.personaTones.archetypes[id];
      const text = `${tone.intro} ${tone.closing}`.toLowerCase();
      expect(PERSONA_ARCHETYPES[id].requiredPhrases.some((phrase) => text.includes(phrase.toLowerCase())), id).toBe(true);
    }
  });

  it('never use a phrase the archetype would find alienating', () => {
    for (const id of PERSONA_ARCHETYPE_IDS) {
      const tone = readingContent.personaTones.archetypes[id];
      const text = `${tone.intro} ${tone.closing}`.toLowerCase();
      expect(PERSONA_ARCHETYPES[id].avoidedPhrases.filter((phrase) => text.includes(phrase.toLowerCase())), id).toEqual([]);
    }
  });

  it('lead tired and anxious visitors with the smallest step', () => {
    const archetypes = readingContent.personaTones.archetypes;
    expect(archetypes['overwhelmed-parent'].leadWith).toBe('smallest');
    expect(archetypes['burned-out-believer'].leadWith).toBe('smallest');
    expect(archetypes['anxious-perfectionist'].leadWith).toBe('smallest');
    expect(archetypes['pragmatic-professional'].leadWith).toBe('full');
  });
});

describe('a broken content file', () => {
  it('fails loudly, naming the file and field', () => {
    const raw = brokenCopy((content) => {
      (content.moonSigns as Record<string, Record<string, unknown>>).aries!.essence = 'Bold \u2014 and quick.';
    });
    expect(() => parseReadingContent(raw)).toThrow(/moonSigns\.aries\.essence: breaks the output rules/);
  });

  it('fails when a field is missing', () => {
    const raw = brokenCopy((content) => {
      delete (content.phases as Record<string, Record<string, unknown>>)['full-moon']!.lesson;
    });
    expect(() => parseReadingContent(raw)).toThrow(/phases\.full-moon\.lesson/);
  });

  it('fails when a field is misspelt', () => {
    const raw = brokenCopy((content) => {
      (content.sunSigns as Record<string, Record<string, unknown>>).leo!.essense = 'typo';
    });
    expect(() => parseReadingContent(raw)).toThrow(/sunSigns\.leo/);
  });

  it('fails when a file sits under another sign’s name', () => {
    const raw = brokenCopy((content) => {
      content.moonSigns!.aries = structuredClone(rawReadingContent.moonSigns.taurus) as unknown as Record<string, unknown>;
    });
    expect(() => parseReadingContent(raw)).toThrow(/moon-signs\/aries says it is taurus/);
  });

  it('fails when a sign gets the wrong element', () => {
    const raw = brokenCopy((content) => {
      (content.moonSigns as Record<string, Record<string, unknown>>).leo!.element = 'water';
    });
    expect(() => parseReadingContent(raw)).toThrow(/moon-signs\/leo has element water, not fire/);
  });

  it('fails when a phase states the wrong angle range', () => {
    const raw = brokenCopy((content) => {
      (content.phases as Record<string, Record<string, unknown>>)['waxing-gibbous']!.angleRange = '135° to 180°';
    });
    expect(() => parseReadingContent(raw)).toThrow(/phases\/waxing-gibbous gives 135° to 180°, not 112.5° to 157.5°/);
  });

  it('fails when a note template loses a slot the composer fills', () => {
    const raw = brokenCopy((content) => {
      (content.cycle!.notes as Record<string, unknown>).unknownTimeSignChange = 'Your birth time is unknown, so we read your Moon at local noon.';
    });
    expect(() => parseReadingContent(raw)).toThrow(/cycle\.notes\.unknownTimeSignChange: needs exactly the slots/);
  });

  it('fails when a persona archetype has no tone', () => {
    const raw = brokenCopy((content) => {
      delete (content.personaTones!.archetypes as Record<string, unknown>)['wounded-realist'];
    });
    expect(() => parseReadingContent(raw)).toThrow(/personaTones\.archetypes\.wounded-realist/);
  });
});
