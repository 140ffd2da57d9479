import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileKeyword, countMatches, foldForMatching } from '../../kernel';
import { PERSONA_ARCHETYPES, PERSONA_ARCHETYPE_IDS } from '../../reading';
import { detectPersona, explainPersonas, scorePersonas } from './persona';
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
    expect(detectPersona('so much researching')).toBe('skeptical-professional');
    expect(detectPersona('I keep procrastinating')).toBe('inconsistent-idealist');
    expect(scorePersonas('streaks')['inconsistent-enthusiast']).toBe(1);
  });

  it('counts a word once per archetype even when a longer cue holds it', () => {
    expect(scorePersonas('I need an action plan')['pragmatic-professional']).toBe(1);
    expect(scorePersonas('my conjunction')['esoteric-expert']).toBe(1);
  });

  it('finds a phrase spread across a sentence, in order, but not across sentences', () => {
    expect(explainPersonas('You would have to prove to me that it works').map((match) => match.cue)).toContain('prove it');
    expect(explainPersonas('It works. Prove me wrong').map((match) => match.cue)).not.toContain('prove it');
    expect(scorePersonas('I am burned. Out of ideas')['burned-out-believer']).toBe(0);
  });

  it('reads a negation: a negated cue does not count, a cue for the negated form does', () => {
    expect(detectPersona("I'm not skeptical at all")).toBeNull();
    expect(detectPersona("I don't have kids")).toBeNull();
    expect(detectPersona('I am not worried')).toBeNull();
    expect(detectPersona("I'm not a beginner")).toBe('esoteric-expert');
    expect(detectPersona("I don't trust people anymore")).toBe('wounded-realist');
    expect(detectPersona("I'm not a fan of woo woo")).toBe('skeptical-professional');
    expect(detectPersona('I am not convinced')).toBe('skeptical-professional');
  });

  it('no single-word keyword counts for anyone once negated', () => {
    const single = archetypes.flatMap((archetype) => archetype.keywords).filter((keyword) => !/\s/.test(keyword.trim()));
    for (const keyword of single) {
      const total = Object.values(scorePersonas(`I am not ${keyword}`)).reduce((sum, score) => sum + score, 0);
      expect(total, keyword).toBe(0);
    }
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

  it('every cue on its own is detected as its archetype', () => {
    for (const archetype of archetypes) {
      for (const cue of archetype.cues) expect(detectPersona(cue), cue).toBe(archetype.id);
      for (const cue of archetype.negatedCues) expect(detectPersona(`I am not ${cue}`), cue).toBe(archetype.id);
    }
  });

  it('an explanation names only words the message has, and adds up to the scores', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...Object.values(REAL_WORDING).flat(), 'and', 'not', 'the', '.', 'moon', 'kids'), { maxLength: 8 }), (words) => {
        const message = words.join(' ');
        const tokens = new Set(sentencesOf(message).flat().map((token) => token.word));
        const matches = explainPersonas(message);
        for (const match of matches) for (const word of match.words.split(' ')) expect(tokens.has(word)).toBe(true);
        const scores = scorePersonas(message);
        for (const id of PERSONA_ARCHETYPE_IDS) expect(matches.filter((match) => match.archetype === id)).toHaveLength(scores[id]);
      }),
    );
  });
});
