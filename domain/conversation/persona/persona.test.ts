import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breaksOutputRules, wordCount } from '../../../tests/support/output-rules';
import { PERSONA_ARCHETYPES, PERSONA_ARCHETYPE_IDS } from '../../reading';
import type { PersonaArchetypeId } from '../../reading';
import { compileKeyword, countMatches, foldForMatching } from '../../kernel';
import { detectPersona, fallbackSentence, isPersonaArchetypeId, leadingPersona, nonZeroScores, scorePersonas, sumPersonaScores } from './persona';


const archetypes = PERSONA_ARCHETYPE_IDS.map((id) => PERSONA_ARCHETYPES[id]);
const allKeywords = archetypes.flatMap((archetype) => archetype.keywords);

const archetypeIdArb = fc.constantFrom(...PERSONA_ARCHETYPE_IDS);
const keywordArb = fc.constantFrom(...allKeywords);
const chatTextArb = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.array(fc.oneof(keywordArb, fc.constantFrom('I', 'feel', 'the', 'moon', 'and', 'so', ',', '.')), { maxLength: 12 }).map((words) => words.join(' ')),
);
const conversationArb = fc.array(chatTextArb, { maxLength: 5 });

describe('keyword matching', () => {
  it('ignores case and accents', () => {
    expect(countMatches(foldForMatching('My TARÓT reading'), compileKeyword('tarot'))).toBe(1);
  });

  it('treats a hyphen and a space alike', () => {
    expect(countMatches(foldForMatching("I'm so burned-out"), compileKeyword('burned out'))).toBe(1);
    expect(countMatches(foldForMatching('self doubt again'), compileKeyword('self-doubt'))).toBe(1);
  });

  it('treats curly and straight apostrophes alike', () => {
    expect(countMatches(foldForMatching('I can’t wait'), compileKeyword("can't wait"))).toBe(1);
  });

  it('matches whole words only', () => {
    expect(countMatches(foldForMatching('the car skids and kidsy'), compileKeyword('kids'))).toBe(0);
    expect(countMatches(foldForMatching('doctrine'), compileKeyword('trine'))).toBe(0);
  });

  it('counts every occurrence', () => {
    expect(countMatches(foldForMatching('kids, kids and more kids'), compileKeyword('kids'))).toBe(3);
  });

  it('refuses an empty keyword, which would match everywhere', () => {
    expect(() => compileKeyword('  ')).toThrow();
  });
});

describe('archetype data', () => {
  it('has nine archetypes keyed by their own id', () => {
    expect(PERSONA_ARCHETYPE_IDS).toHaveLength(9);
    for (const id of PERSONA_ARCHETYPE_IDS) expect(PERSONA_ARCHETYPES[id].id).toBe(id);
  });

  it('gives each archetype 12 to 25 keywords and the other lists their documented sizes', () => {
    for (const archetype of archetypes) {
      expect(archetype.keywords.length).toBeGreaterThanOrEqual(12);
      expect(archetype.keywords.length).toBeLessThanOrEqual(25);
      expect(archetype.promptDirectives.length).toBeGreaterThanOrEqual(3);
      expect(archetype.promptDirectives.length).toBeLessThanOrEqual(5);
      expect(archetype.requiredPhrases.length).toBeGreaterThanOrEqual(2);
      expect(archetype.requiredPhrases.length).toBeLessThanOrEqual(4);
      expect(archetype.avoidedPhrases.length).toBeGreaterThanOrEqual(3);
      expect(archetype.avoidedPhrases.length).toBeLessThanOrEqual(6);
      expect(archetype.fallbackSentences.length).toBeGreaterThanOrEqual(3);
      expect(archetype.fallbackSentences.length).toBeLessThanOrEqual(5);
    }
  });

  it('never shares a keyword between archetypes', () => {
    const folded = allKeywords.map(foldForMatching);
    expect(new Set(folded).size).toBe(folded.length);
  });

  it('never repeats a fallback sentence', () => {
    const sentences = archetypes.flatMap((archetype) => archetype.fallbackSentences);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('every fallback sentence passes the output rules and stays under 130 words', () => {
    for (const sentence of archetypes.flatMap((archetype) => archetype.fallbackSentences)) {
      expect(breaksOutputRules(sentence), sentence).toBe(false);
      expect(wordCount(sentence), sentence).toBeLessThan(130);
    }
  });

  it('keeps every fallback sentence under 40 words', () => {
    for (const sentence of archetypes.flatMap((archetype) => archetype.fallbackSentences)) {
      expect(wordCount(sentence), sentence).toBeLessThan(40);
    }
  });

  it('never uses an avoided phrase in its own fallback sentences', () => {
    for (const archetype of archetypes) {
      const avoided = archetype.avoidedPhrases.map(compileKeyword);
      for (const sentence of archetype.fallbackSentences) {
        for (const phrase of avoided) expect(countMatches(foldForMatching(sentence), phrase), `${archetype.id}: ${sentence}`).toBe(0);
      }
    }
  });
});

describe('detectPersona examples', () => {
  it("reads most of the archetypes' keywords said alone as their own archetype, and none as another", () => {
    // A single word is weak evidence: below the classifier's threshold it shows no persona rather than a wrong one.
    const keywords = PERSONA_ARCHETYPE_IDS.flatMap((id) => PERSONA_ARCHETYPES[id].keywords.map((keyword) => ({ id, keyword, detected: detectPersona(keyword) })));
    expect(keywords.filter(({ id, detected }) => detected === id).length / keywords.length).toBeGreaterThanOrEqual(0.85);
    expect(keywords.filter(({ id, detected }) => detected !== null && detected !== id)).toEqual([]);
  });

  it('returns null for ordinary chat and for nothing', () => {
    expect(detectPersona('I would like a moon reading please')).toBeNull();
    expect(detectPersona('my name is Ana')).toBeNull();
    expect(detectPersona([])).toBeNull();
  });

  it('picks the archetype with the most evidence across a conversation', () => {
    expect(detectPersona(['My kids never sleep', 'I need an action plan', 'bedtime is chaos and the toddler is up'])).toBe('overwhelmed-parent');
  });

  it('breaks a tie by the product rules order, or in favour of the archetype already detected', () => {
    const tie = { ...sumPersonaScores([]), 'pragmatic-professional': 1, 'burned-out-believer': 1 };
    expect(leadingPersona(tie)).toBe('pragmatic-professional');
    expect(leadingPersona(tie, 'burned-out-believer')).toBe('burned-out-believer');
    expect(leadingPersona(tie, 'wounded-realist')).toBe('pragmatic-professional');
  });

  it('does not keep the current archetype when another clearly leads', () => {
    expect(detectPersona('my natal chart and the north node', 'wounded-realist')).toBe('esoteric-expert');
  });

  it('a message that shows no persona adds nothing, so the persona so far stays', () => {
    expect(scorePersonas('yes')).toEqual(sumPersonaScores([]));
    expect(detectPersona(['my kids never sleep', 'perfect, yes', 'looks good', 'nope'])).toBe('overwhelmed-parent');
  });

  it('rotates through the fallback sentences by turn', () => {
    const sentences = PERSONA_ARCHETYPES['esoteric-expert'].fallbackSentences;
    expect(fallbackSentence('esoteric-expert', 0)).toBe(sentences[0]);
    expect(fallbackSentence('esoteric-expert', sentences.length + 1)).toBe(sentences[1]);
    expect(fallbackSentence('esoteric-expert', Number.NaN)).toBe(sentences[0]);
  });

  it('recognises archetype ids', () => {
    expect(isPersonaArchetypeId('wounded-realist')).toBe(true);
    expect(isPersonaArchetypeId('wounded')).toBe(false);
    expect(isPersonaArchetypeId(7)).toBe(false);
  });
});

describe('detectPersona laws', () => {
  it('the result is one of the nine archetypes or null', () => {
    fc.assert(
      fc.property(conversationArb, fc.option(archetypeIdArb, { nil: null }), (conversation, current) => {
        const detected = detectPersona(conversation, current);
        return detected === null || PERSONA_ARCHETYPE_IDS.includes(detected);
      }),
      { numRuns: 60 },
    );
  });

  it('the result is null exactly when no message showed a persona', () => {
    fc.assert(
      fc.property(conversationArb, (conversation) => {
        const total = Object.values(scorePersonas(conversation)).reduce((sum, score) => sum + score, 0);
        return (detectPersona(conversation) === null) === (total === 0);
      }),
      { numRuns: 60 },
    );
  });

  it('a message gives evidence between 0 and 1 to each archetype, adding up to at most 1', () => {
    fc.assert(
      fc.property(chatTextArb, (text) => {
        const scores = Object.values(scorePersonas(text));
        for (const score of scores) expect(score >= 0 && score <= 1).toBe(true);
        expect(scores.reduce((sum, score) => sum + score, 0)).toBeLessThanOrEqual(1.01);
      }),
      { numRuns: 60 },
    );
  });

  it('detection is deterministic', () => {
    fc.assert(
      fc.property(conversationArb, fc.option(archetypeIdArb, { nil: null }), (conversation, current) => {
        expect(detectPersona([...conversation], current)).toBe(detectPersona(conversation, current));
      }),
      { numRuns: 60 },
    );
  });

  it('the detected archetype has the highest score', () => {
    fc.assert(
      fc.property(conversationArb, fc.option(archetypeIdArb, { nil: null }), (conversation, current) => {
        const detected: PersonaArchetypeId | null = detectPersona(conversation, current);
        fc.pre(detected !== null);
        const scores = scorePersonas(conversation);
        return PERSONA_ARCHETYPE_IDS.every((id) => scores[id] <= scores[detected]);
      }),
      { numRuns: 60 },
    );
  });

  it('scoring message by message and summing finds the same persona as scoring the conversation', () => {
    fc.assert(
      fc.property(conversationArb, fc.option(archetypeIdArb, { nil: null }), (conversation, current) => {
        const perMessage = conversation.map((message) => nonZeroScores(scorePersonas(message)));
        expect(leadingPersona(sumPersonaScores(perMessage), current)).toBe(detectPersona(conversation, current));
      }),
      { numRuns: 60 },
    );
  });
});
