import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breaksOutputRules } from '../../../tests/support/output-rules';
import { PERSONA_ARCHETYPES, PERSONA_ARCHETYPE_IDS } from '../../reading';
import { compileKeyword, countMatches, foldForMatching } from '../../kernel';
import { AVOIDED_PHRASE_ALTERNATIVES, avoidPhrases } from './avoid-phrases';

const personaArb = fc.constantFrom(...PERSONA_ARCHETYPE_IDS);
const personaOrNoneArb = fc.option(personaArb, { nil: null });

const allAvoided = PERSONA_ARCHETYPE_IDS.flatMap((id) => PERSONA_ARCHETYPES[id].avoidedPhrases);
const allAlternatives = PERSONA_ARCHETYPE_IDS.flatMap((id) => Object.values(AVOIDED_PHRASE_ALTERNATIVES[id]));
const avoidedWords = [...new Set(allAvoided.flatMap((phrase) => phrase.split(/[\s-]+/)))];

/** Avoided phrases typed the ways visitors and writers type them: any case, hyphens, curly apostrophes. */
const typedPhraseArb = fc
  .tuple(fc.constantFrom(...allAvoided), fc.constantFrom('as-is', 'upper', 'capital', 'hyphens', 'curly'))
  .map(([phrase, style]) => {
    switch (style) {
      case 'upper': return phrase.toUpperCase();
      case 'capital': return phrase.charAt(0).toUpperCase() + phrase.slice(1);
      case 'hyphens': return phrase.replace(/ /g, '-');
      case 'curly': return phrase.replace(/'/g, '’');
      default: return phrase;
    }
  });
const pieceArb = fc.oneof(
  typedPhraseArb,
  fc.constantFrom(...allAlternatives),
  fc.constantFrom(...avoidedWords),
  fc.constantFrom('moon', 'the', 'and', 'you', 'magical', 'yourselves', '.', ',', '!', '—', '42%', '\n\n'),
);
const separatorArb = fc.constantFrom(' ', ' ', '-', ', ', '\n');
const textArb = fc.oneof(
  fc.array(fc.tuple(pieceArb, separatorArb), { maxLength: 24 }).map((pairs) => pairs.flat().join('')),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
);

const avoidedIn = (text: string, persona: (typeof PERSONA_ARCHETYPE_IDS)[number]) =>
  PERSONA_ARCHETYPES[persona].avoidedPhrases.filter((phrase) => countMatches(foldForMatching(text), compileKeyword(phrase)) > 0);

describe('avoidPhrases', () => {
  it('rewrites an avoided phrase into its neutral alternative, keeping a sentence-start capital', () => {
    expect(avoidPhrases('Trust the universe and write it down.', 'skeptical-professional')).toBe('Stay curious and write it down.');
    expect(avoidPhrases('Maybe you should rest.', 'overwhelmed-parent')).toBe('Maybe you might rest.');
  });

  it('matches whatever the case, hyphens or apostrophe style', () => {
    expect(avoidPhrases('No HOUR LONG RITUAL needed', 'overwhelmed-parent')).toBe('No brief ritual needed');
    expect(avoidPhrases('no hour-long ritual', 'overwhelmed-parent')).toBe('no brief ritual');
    expect(avoidPhrases('Don’t mess this up', 'anxious-perfectionist')).toBe('Take your time');
    expect(avoidPhrases('a good-vibes-only zone', 'burned-out-believer')).toBe('a every feeling is welcome zone');
  });

  it('rewrites whole words only', () => {
    expect(avoidPhrases('a magical evening and some magic', 'skeptical-professional')).toBe('a magical evening and some wonder');
    expect(avoidPhrases('no failures, only failure', 'inconsistent-enthusiast')).toBe('no failures, only a detour');
  });

  it('rewrites every occurrence', () => {
    expect(avoidPhrases('magic, magic and more magic', 'skeptical-professional')).toBe('wonder, wonder and more wonder');
  });

  it('leaves the avoided phrases of other archetypes alone', () => {
    expect(avoidPhrases('a little magic', 'overwhelmed-parent')).toBe('a little magic');
  });

  it('leaves text alone when no persona is known', () => {
    expect(avoidPhrases('just believe in the magic', null)).toBe('just believe in the magic');
  });

  it('knows an alternative for exactly the avoided phrases of each archetype', () => {
    for (const id of PERSONA_ARCHETYPE_IDS) {
      expect(Object.keys(AVOIDED_PHRASE_ALTERNATIVES[id]).sort()).toEqual([...PERSONA_ARCHETYPES[id].avoidedPhrases].sort());
    }
  });

  it('never offers an alternative that is itself avoided or breaks the output rules', () => {
    for (const id of PERSONA_ARCHETYPE_IDS) {
      for (const alternative of Object.values(AVOIDED_PHRASE_ALTERNATIVES[id])) {
        expect(avoidedIn(alternative, id), `${id}: ${alternative}`).toEqual([]);
        expect(breaksOutputRules(alternative), alternative).toBe(false);
      }
    }
  });
});

describe('avoidPhrases laws', () => {
  it('avoidPhrases is idempotent', () => {
    fc.assert(
      fc.property(textArb, personaOrNoneArb, (text, persona) => {
        const once = avoidPhrases(text, persona);
        expect(avoidPhrases(once, persona)).toBe(once);
      }),
    );
  });

  it('the result never contains an avoided phrase of the persona', () => {
    fc.assert(fc.property(textArb, personaArb, (text, persona) => avoidedIn(avoidPhrases(text, persona), persona).length === 0));
  });

  it('text without an avoided phrase of the persona is left exactly as it was', () => {
    fc.assert(
      fc.property(textArb, personaArb, (text, persona) => {
        fc.pre(avoidedIn(text, persona).length === 0);
        expect(avoidPhrases(text, persona)).toBe(text);
      }),
    );
  });

  it('with no persona the text is left exactly as it was', () => {
    fc.assert(fc.property(textArb, (text) => avoidPhrases(text, null) === text));
  });
});
