import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breaksOutputRules } from '../../../tests/support/output-rules';
import { MOON_PHASES, ZODIAC_SIGNS } from '../../sky';
import { compileKeyword, countMatches, foldForMatching, sanitiseAssistantText, shapeReply } from '../../kernel';
import { PERSONA_ARCHETYPE_IDS, PERSONA_ARCHETYPES, readingContent } from '../../reading';
import type { PersonaArchetypeId, ReadingContent } from '../../reading';
import { FREE_READING_MINUTES, MANIFESTATION_MINUTES_PER_DAY, answerFor, answerFreeQuestion } from './free-answers';
import { MANIFESTATION_PRACTICES, recogniseFreeQuestion } from './free-questions';
import type { FreeQuestion } from './free-questions';
import { personaTouch } from './persona-touch';

/** Every question the content can answer: each topic, with every sign, phase and practice. */
const ALL_QUESTIONS: readonly FreeQuestion[] = [
  { topic: 'moon-sign' },
  { topic: 'sun-sign' },
  { topic: 'moon-phases' },
  { topic: 'phase-naming' },
  { topic: 'reading-contents' },
  { topic: 'reading-time' },
  { topic: 'reading-price' },
  { topic: 'data-needed' },
  ...ZODIAC_SIGNS.map((sign) => ({ topic: 'moon-sign-meaning', sign }) as const),
  ...ZODIAC_SIGNS.map((sign) => ({ topic: 'sun-sign-meaning', sign }) as const),
  ...MOON_PHASES.map((phase) => ({ topic: 'moon-phase-meaning', phase }) as const),
  ...MANIFESTATION_PRACTICES.map((practice) => ({ topic: 'manifestation', practice }) as const),
];
const PERSONAS_OR_NONE: readonly (PersonaArchetypeId | null)[] = [null, ...PERSONA_ARCHETYPE_IDS];

const questionArb = fc.constantFrom(...ALL_QUESTIONS);
const personaArb = fc.constantFrom(...PERSONAS_OR_NONE);
const messageArb = fc.oneof(
  fc.constantFrom('what is a moon sign', 'moon in leo', 'is it free?', 'full moon ritual', 'scripting', 'hello', 'Lisbon', 'I want love'),
  fc.string({ maxLength: 40 }),
);
const pickArb = fc.oneof(fc.nat({ max: 12 }), fc.integer(), fc.constantFrom(Number.NaN, -1, 2.5));

const answer = (text: string, persona: PersonaArchetypeId | null = null, pick = 0) => answerFreeQuestion(text, { persona, pick })?.answer ?? '';
const paragraphs = (text: string) => text.split('\n\n');
const holdsAvoided = (text: string, phrase: string) => countMatches(foldForMatching(text), compileKeyword(phrase)) > 0;

describe('answerFreeQuestion', () => {
  it('answers a specific Moon sign from the reading content', () => {
    const scorpio = readingContent.moonSigns.scorpio;
    const reply = answerFreeQuestion('what does a Scorpio moon mean', { persona: null, pick: 0 });
    expect(reply?.topic).toBe('moon-sign-meaning');
    expect(reply?.answer).toContain(`${scorpio.title}: intense, private, loyal and perceptive. ${scorpio.essence}`);
  });

  it('gives the full moon ritual for a full moon question', () => {
    expect(answer('full moon ritual')).toContain(readingContent.cycle.nextFullMoon);
    expect(answer('full moon ritual')).toContain(readingContent.phases['full-moon'].cycleGuidance);
  });

  it('states how phases are named in the site’s own words', () => {
    expect(answer('how are the moon phases named?')).toContain(readingContent.framing.phaseRule);
  });

  it('names all eight phases when asked about phases in general', () => {
    const reply = answer('what are the moon phases?');
    for (const phase of MOON_PHASES) expect(reply).toContain(readingContent.phases[phase].name);
  });

  it('says what the reading needs and that the birth time is optional', () => {
    const reply = answer('what do you need from me?');
    for (const field of ['first name', 'birth date', 'birth city', 'email']) expect(reply).toContain(field);
    expect(reply).toContain('birth time is optional');
  });

  it('says how long the reading and the daily practice take', () => {
    const reply = answer('how long does it take?');
    expect(reply).toContain(`about ${FREE_READING_MINUTES} minutes`);
    expect(reply).toContain(`${MANIFESTATION_MINUTES_PER_DAY} minutes a day`);
  });

  it('says the reading is free and the reports are optional', () => {
    const reply = answer('is it free?');
    expect(reply.startsWith('Yes, the moon reading is free.')).toBe(true);
    expect(reply).toContain('optional paid reports');
  });

  it('explains scripting when asked about scripting', () => {
    expect(answer('what is scripting?')).toMatch(/^Scripting means writing about what you want/);
  });

  it('answers the new moon intention question with the new moon practice', () => {
    expect(answer('how do I set a new moon intention?')).toContain(readingContent.cycle.nextNewMoon);
  });

  it('returns null for a greeting or a birth detail', () => {
    expect(answerFreeQuestion('hello Luna', { persona: null, pick: 0 })).toBeNull();
    expect(answerFreeQuestion('14 March 1990', { persona: 'wounded-realist', pick: 3 })).toBeNull();
  });

  it('adds the persona’s touch before the closing question', () => {
    const reply = answer('is it free?', 'overwhelmed-parent', 1);
    expect(paragraphs(reply).at(-1)?.startsWith(personaTouch('overwhelmed-parent', 1))).toBe(true);
  });

  it('varies the closing question with the pick', () => {
    const closings = new Set([0, 1, 2].map((pick) => paragraphs(answer('how do I manifest', null, pick)).at(-1)));
    expect(closings.size).toBe(3);
  });

  it('rewrites an avoided phrase in the content for the persona', () => {
    const content: ReadingContent = { ...readingContent, framing: { ...readingContent.framing, phaseRule: 'Simply put, we name the phase by its angle.' } };
    const reply = answerFor({ topic: 'phase-naming' }, { persona: 'esoteric-expert', pick: 0, content });
    expect(reply.startsWith('In short, we name the phase by its angle.')).toBe(true);
  });

  it('leaves out optional detail rather than let the reply run long', () => {
    const longStyle = Array.from({ length: 20 }, () => 'Feel it deeply.').join(' ');
    const scorpio = { ...readingContent.moonSigns.scorpio, manifestationStyle: longStyle };
    const content: ReadingContent = { ...readingContent, moonSigns: { ...readingContent.moonSigns, scorpio } };
    const reply = answerFor({ topic: 'moon-sign-meaning', sign: 'scorpio' }, { persona: 'esoteric-expert', pick: 0, content });
    expect(reply).not.toContain('Feel it deeply.');
    expect(reply).toContain(personaTouch('esoteric-expert', 0));
    expect(reply.endsWith('?')).toBe(true);
  });

  it('fits every topic, sign, phase, practice and persona within the reply rules as written', () => {
    for (const question of ALL_QUESTIONS) {
      for (const persona of PERSONAS_OR_NONE) {
        for (const pick of [0, 1, 2]) {
          const reply = answerFor(question, { persona, pick });
          expect(shapeReply(reply), reply).toBe(reply);
          expect(breaksOutputRules(reply), reply).toBe(false);
        }
      }
    }
  });
});

describe('answerFreeQuestion laws', () => {
  it('every answer is unchanged by sanitiseAssistantText', () => {
    fc.assert(
      fc.property(questionArb, personaArb, pickArb, (question, persona, pick) => {
        const reply = answerFor(question, { persona, pick });
        expect(sanitiseAssistantText(reply)).toBe(reply);
      }),
    );
  });

  it('every answer is unchanged by shapeReply', () => {
    fc.assert(
      fc.property(questionArb, personaArb, pickArb, (question, persona, pick) => {
        const reply = answerFor(question, { persona, pick });
        expect(shapeReply(reply)).toBe(reply);
      }),
    );
  });

  it('every answer ends with a question that moves the conversation on', () => {
    fc.assert(fc.property(questionArb, personaArb, pickArb, (question, persona, pick) => answerFor(question, { persona, pick }).endsWith('?')));
  });

  it('every answer carries one of the persona’s required phrases', () => {
    fc.assert(
      fc.property(questionArb, personaArb, pickArb, (question, persona, pick) => {
        fc.pre(persona !== null);
        const reply = foldForMatching(answerFor(question, { persona, pick }));
        expect(PERSONA_ARCHETYPES[persona].requiredPhrases.some((phrase) => reply.includes(foldForMatching(phrase)))).toBe(true);
      }),
    );
  });

  it('no answer contains an avoided phrase of the persona', () => {
    fc.assert(
      fc.property(questionArb, personaArb, pickArb, (question, persona, pick) => {
        fc.pre(persona !== null);
        const reply = answerFor(question, { persona, pick });
        expect(PERSONA_ARCHETYPES[persona].avoidedPhrases.filter((phrase) => holdsAvoided(reply, phrase))).toEqual([]);
      }),
    );
  });

  it('the topic answered is the topic recognised, whatever the persona and pick', () => {
    fc.assert(
      fc.property(messageArb, personaArb, pickArb, (text, persona, pick) => {
        expect(answerFreeQuestion(text, { persona, pick })?.topic ?? null).toBe(recogniseFreeQuestion(text)?.topic ?? null);
      }),
    );
  });
});

describe('an answer followed by the caller’s own question', () => {
  it('ends without a question of its own', () => {
    const answer = answerFreeQuestion('what is a moon sign?', { persona: null, pick: 0, withClosingQuestion: false });
    expect(answer?.answer.trim().endsWith('?')).toBe(false);
  });
});

