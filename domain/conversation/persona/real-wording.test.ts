import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileKeyword, countMatches, foldForMatching } from '../../kernel';
import { PERSONA_ARCHETYPES, PERSONA_ARCHETYPE_IDS } from '../../reading';
import { detectPersona, explainPersonas } from './persona';
import { REAL_WORDING } from './real-wording.examples';
import { cueStems, sentencesOf } from './word-forms';

const archetypes = PERSONA_ARCHETYPE_IDS.map((id) => PERSONA_ARCHETYPES[id]);

describe('personas from real wording', () => {
  it('has at least five messages for every archetype', () => {
    for (const id of PERSONA_ARCHETYPE_IDS) expect(REAL_WORDING[id].length, id).toBeGreaterThanOrEqual(5);
  });

  describe.each(PERSONA_ARCHETYPE_IDS)('%s', (id) => {
    it.each(REAL_WORDING[id])('"%s" contains none of its keywords as written, yet is detected', (message) => {
      const literal = PERSONA_ARCHETYPES[id].keywords.filter((keyword) => countMatches(foldForMatching(message), compileKeyword(keyword)) > 0);
      expect(literal).toEqual([]);
      expect(detectPersona(message)).toBe(id);
    });
  });

  it('matches word forms: endings, and one spelling of a word form for another', () => {
    expect(detectPersona('my Moon is conjunct Saturn')).toBe('esoteric-expert');
    expect(detectPersona('I keep procrastinating on everything')).toBe('inconsistent-idealist');
    expect(detectPersona('so much skepticism from me')).toBe('skeptical-professional');
  });

  it('reads a negation: a denial shows no persona, a negated form that describes one still does', () => {
    expect(detectPersona("I'm not skeptical at all")).toBeNull();
    expect(detectPersona("I don't have kids")).toBeNull();
    expect(detectPersona('I am not worried')).toBeNull();
    expect(detectPersona("I'm not a beginner")).toBe('esoteric-expert');
    expect(detectPersona("I don't trust people anymore")).toBe('wounded-realist');
    expect(detectPersona("I'm not a fan of woo woo")).toBe('skeptical-professional');
    expect(detectPersona('I am not convinced')).toBe('skeptical-professional');
  });

  it('no word form points at two archetypes', () => {
    const owner = new Map<string, string>();
    for (const archetype of archetypes) {
      for (const cue of [...archetype.keywords, ...archetype.cues]) {
        const key = cueStems(cue).join(' ');
        expect(owner.get(key) ?? archetype.id, `${cue} (${key})`).toBe(archetype.id);
        owner.set(key, archetype.id);
      }
    }
  });

  it("an explanation names only the message's own words, and only features that favour its class", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...Object.values(REAL_WORDING).flat(), 'and', 'not', 'the', '.', 'moon', 'kids'), { maxLength: 8 }), (words) => {
        const message = words.join(' ');
        const tokens = new Set(sentencesOf(message).flat().map((token) => token.word));
        for (const explanation of explainPersonas(message)) {
          for (const { feature, weight } of explanation.because) {
            expect(weight).toBeGreaterThan(0);
            const said = feature.startsWith('cue "') || feature.startsWith('a message of') ? [] : feature.replace(/ \([a-z-]+\)$/, '').replace(/^not … /, '').split(' ');
            for (const word of said) expect(tokens.has(word), feature).toBe(true);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
