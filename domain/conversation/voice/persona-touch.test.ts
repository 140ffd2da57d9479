import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breaksOutputRules, wordCount } from '../../../tests/support/output-rules';
import { PERSONA_ARCHETYPES, PERSONA_ARCHETYPE_IDS } from '../../reading';
import { compileKeyword, countMatches, foldForMatching } from '../../kernel';
import { PERSONA_TOUCH_SENTENCES, personaTouch } from './persona-touch';

const personaArb = fc.constantFrom(...PERSONA_ARCHETYPE_IDS);
const pickArb = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0));

const capitalised = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);
/** Verbatim, except that a phrase opening the sentence carries a capital. */
const holdsPhrase = (sentence: string, phrase: string) => sentence.includes(phrase) || sentence.startsWith(capitalised(phrase));
const holdsAvoided = (sentence: string, phrase: string) => countMatches(foldForMatching(sentence), compileKeyword(phrase)) > 0;

describe('personaTouch', () => {
  it('says nothing extra when no persona has been detected', () => {
    expect(personaTouch(null, 0)).toBe('');
    expect(personaTouch(null, 7)).toBe('');
  });

  it('has a sentence for every required phrase of every archetype', () => {
    for (const id of PERSONA_ARCHETYPE_IDS) {
      for (const phrase of PERSONA_ARCHETYPES[id].requiredPhrases) {
        expect(PERSONA_TOUCH_SENTENCES[id].some((sentence) => holdsPhrase(sentence, phrase)), `${id}: ${phrase}`).toBe(true);
      }
    }
  });

  it('rotates through the sentences by pick and accepts any number', () => {
    const sentences = PERSONA_TOUCH_SENTENCES['wounded-realist'];
    expect(personaTouch('wounded-realist', 0)).toBe(sentences[0]);
    expect(personaTouch('wounded-realist', sentences.length + 1)).toBe(sentences[1]);
    expect(personaTouch('wounded-realist', -1)).toBe(sentences[1]);
    expect(personaTouch('wounded-realist', Number.NaN)).toBe(sentences[0]);
  });

  it('keeps the capital of a required phrase that opens the sentence', () => {
    expect(PERSONA_TOUCH_SENTENCES['pragmatic-professional']).toContain('Five minutes a day is enough to keep this going.');
  });
});

describe('personaTouch laws', () => {
  it('a persona touch always contains one of the persona’s required phrases', () => {
    fc.assert(
      fc.property(personaArb, pickArb, (persona, pick) => {
        const sentence = personaTouch(persona, pick);
        expect(PERSONA_ARCHETYPES[persona].requiredPhrases.some((phrase) => holdsPhrase(sentence, phrase)), sentence).toBe(true);
      }),
    );
  });

  it('a persona touch never contains an avoided phrase of the persona', () => {
    fc.assert(
      fc.property(personaArb, pickArb, (persona, pick) => {
        const sentence = personaTouch(persona, pick);
        expect(PERSONA_ARCHETYPES[persona].avoidedPhrases.filter((phrase) => holdsAvoided(sentence, phrase))).toEqual([]);
      }),
    );
  });

  it('a persona touch is one sentence of at most 20 words', () => {
    fc.assert(
      fc.property(personaArb, pickArb, (persona, pick) => {
        const sentence = personaTouch(persona, pick);
        expect(wordCount(sentence)).toBeLessThanOrEqual(20);
        expect(sentence).toMatch(/^[A-Z][^.!?]*[.!?]$/);
      }),
    );
  });

  it('a persona touch already obeys the output rules', () => {
    fc.assert(fc.property(personaArb, pickArb, (persona, pick) => !breaksOutputRules(personaTouch(persona, pick))));
  });
});
