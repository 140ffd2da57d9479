import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_FIRST_NAMES } from './common-first-names';
import { capitaliseName, detectName, isValidNameShape, shouldReplaceName } from './name';
import type { DetectedName } from './name';
import { EMOTION_WORDS, FILLER_WORDS } from './rejected-words';
import pinned from '../../../fixtures/property-counterexamples/name.json' with { type: 'json' };

const rejected = new Set([...FILLER_WORDS, ...EMOTION_WORDS]);
const isRejected = (word: string) => rejected.has(word.normalize('NFC').toLowerCase().replace(/’/g, "'"));

const firstLetterArb = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéøłñßễжλğŁİıçåÅŽ');
const laterCharArb = fc.oneof(
  { weight: 8, arbitrary: firstLetterArb },
  { weight: 1, arbitrary: fc.constantFrom("'", '’', '-', '\u0301', '\u0308') },
);
/** Any word the shape rule accepts, in NFC, that is not a filler or emotion word. */
const validNameArb = fc
  .tuple(firstLetterArb, fc.array(laterCharArb, { maxLength: 19 }))
  .map(([first, rest]) => [first, ...rest].join('').normalize('NFC'))
  .filter((word) => isValidNameShape(word) && !isRejected(word));

const phraseWordArb = fc.constantFrom('my', 'name', 'is', "name's", 'call', 'me', 'I', 'am', "I'm", 'I’m', 'go', 'by', 'this', "it's", 'called', 'hi,', 'and');
const chatWordArb = fc.oneof(
  phraseWordArb,
  fc.constantFrom(...FILLER_WORDS, ...EMOTION_WORDS),
  fc.constantFrom(...[...COMMON_FIRST_NAMES].slice(0, 60)),
  validNameArb,
  fc.string({ maxLength: 8 }),
);
const chatTextArb = fc.oneof(
  fc.array(chatWordArb, { maxLength: 8 }).map((words) => words.join(' ')),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const confidenceArb = fc.constantFrom<DetectedName['confidence']>('high', 'medium', 'low');
const detectionArb = fc.record({ name: validNameArb, confidence: confidenceArb });
const storedNameArb = validNameArb;

describe('detectName examples', () => {
  it('reads "I am Sarah" as a high-confidence introduction', () => {
    expect(detectName('I am Sarah')).toEqual({ name: 'Sarah', confidence: 'high' });
  });

  it('does not mistake a feeling for a name in "I\'m tired"', () => {
    expect(detectName("I'm tired")).toBeNull();
    expect(detectName('I’m overwhelmed')).toBeNull();
  });

  it('gives medium confidence to a lone common first name', () => {
    expect(detectName('Sarah')).toEqual({ name: 'Sarah', confidence: 'medium' });
    expect(detectName('sarah!')).toEqual({ name: 'Sarah', confidence: 'medium' });
  });

  it('gives low confidence to a lone uncommon name-shaped word', () => {
    expect(detectName('Zephyrine')).toEqual({ name: 'Zephyrine', confidence: 'low' });
  });

  it('capitalises a name given with "call me", keeping its diaeresis', () => {
    expect(detectName('call me zoë')).toEqual({ name: 'Zoë', confidence: 'high' });
  });

  it('composes a decomposed "Zoë" before returning it', () => {
    expect(detectName('my name is zoe\u0308')).toEqual({ name: 'Zo\u00eb', confidence: 'high' });
  });

  it('accepts names with accents, apostrophes, hyphens and non-Latin letters', () => {
    for (const name of ['Zoë', 'José', "O'Brien", 'O’Brien', 'Anne-Marie', 'Søren', 'Łukasz', 'Nguyễn']) {
      expect(detectName(`my name is ${name}`)).toEqual({ name, confidence: 'high' });
    }
  });

  it('capitalises after hyphens and apostrophes', () => {
    expect(detectName('my name is anne-marie')?.name).toBe('Anne-Marie');
    expect(detectName("call me o'brien")?.name).toBe("O'Brien");
  });

  it('keeps the rest of the name as typed', () => {
    expect(capitaliseName('mcKenzie')).toBe('McKenzie');
  });

  it('leaves a letter alone when upper-casing would make it two letters', () => {
    expect(capitaliseName('ßabine')).toBe('ßabine');
  });

  it('finds the name inside a longer message and drops trailing punctuation', () => {
    expect(detectName('Hi Luna! My name is Priya, and I want more calm.')).toEqual({ name: 'Priya', confidence: 'high' });
    expect(detectName("Name's Sam.")).toEqual({ name: 'Sam', confidence: 'high' });
    expect(detectName('you can call me "Zephyrine"')).toEqual({ name: 'Zephyrine', confidence: 'high' });
    expect(detectName("call me 'Jo'")).toEqual({ name: 'Jo', confidence: 'high' });
  });

  it('trusts "I go by" and "I\'m called" whatever the name', () => {
    expect(detectName('I go by Zephyrine')).toEqual({ name: 'Zephyrine', confidence: 'high' });
    expect(detectName("I'm called Zephyrine")).toEqual({ name: 'Zephyrine', confidence: 'high' });
  });

  it('reads "this is" and "it\'s" as introductions only before a common first name', () => {
    expect(detectName("Hi Luna, it's Maria")).toEqual({ name: 'Maria', confidence: 'high' });
    expect(detectName('this is Kwame')).toEqual({ name: 'Kwame', confidence: 'high' });
    expect(detectName('this is hard')).toBeNull();
    expect(detectName("it's late")).toBeNull();
  });

  it('ignores "I am" before a word that is not a common first name', () => {
    expect(detectName('I am Zephyrine')).toBeNull();
    expect(detectName('I am rich')).toBeNull();
    expect(detectName("I'm a Leo")).toBeNull();
  });

  it('ignores words that follow "call me" without being names', () => {
    expect(detectName('call me back later')).toBeNull();
    expect(detectName('my name is not important')).toBeNull();
  });

  it('does not read another person\'s name as the visitor\'s', () => {
    expect(detectName("my dog's name's Rex")).toBeNull();
  });

  it('rejects fillers, feelings and words that break the shape rule', () => {
    for (const text of ['ok', 'Hmm', 'idk', 'nothing', 'happy', 'Luna', '', '   ', '42', 'my name is 42', 'Averyveryverylongname1', 'Averyveryverylongnamee']) {
      expect(detectName(text)).toBeNull();
    }
  });

  it('accepts a name of exactly twenty letters', () => {
    expect(detectName('my name is Abcdefghijklmnopqrst')?.name).toBe('Abcdefghijklmnopqrst');
  });

  it('keeps no filler or emotion word in the list of common first names', () => {
    expect([...COMMON_FIRST_NAMES].filter(isRejected)).toEqual([]);
  });
});

describe('detectName laws', () => {
  it('a detected name always satisfies the shape rule', () => {
    fc.assert(
      fc.property(chatTextArb, (text) => {
        const detected = detectName(text);
        return detected === null || isValidNameShape(detected.name);
      }),
    );
  });

  it('detection never returns a filler or emotion word', () => {
    fc.assert(
      fc.property(chatTextArb, (text) => {
        const detected = detectName(text);
        return detected === null || !isRejected(detected.name);
      }),
    );
  });

  it('"my name is <valid name>" is always a high-confidence detection of that name', () => {
    fc.assert(
      fc.property(validNameArb, (name) => {
        expect(detectName(`my name is ${name}`)).toEqual({ name: capitaliseName(name), confidence: 'high' });
      }),
    );
  });
});

describe('shouldReplaceName examples', () => {
  it('fills an empty slot whatever the confidence', () => {
    expect(shouldReplaceName(null, { name: 'Zephyrine', confidence: 'low' })).toBe(true);
    expect(shouldReplaceName(undefined, { name: 'Sarah', confidence: 'medium' })).toBe(true);
    expect(shouldReplaceName('  ', { name: 'Sarah', confidence: 'low' })).toBe(true);
  });

  it('replaces a stored name with a different high-confidence one', () => {
    expect(shouldReplaceName('Sarah', { name: 'Sally', confidence: 'high' })).toBe(true);
  });

  it('keeps the stored name against a medium or low detection', () => {
    expect(shouldReplaceName('Sarah', { name: 'Maria', confidence: 'medium' })).toBe(false);
    expect(shouldReplaceName('Sarah', { name: 'Zephyrine', confidence: 'low' })).toBe(false);
  });

  it('does not treat a change of case as a new name', () => {
    expect(shouldReplaceName('sarah', { name: 'Sarah', confidence: 'high' })).toBe(false);
  });

  it('compares names after lower-casing, even when lower-casing makes a letter composable', () => {
    // Found by the property below and pinned in fixtures/property-counterexamples/name.json.
    expect(shouldReplaceName('a\u0074\u0308', { name: 'a\u0054\u0308', confidence: 'high' })).toBe(false);
  });
});

describe('shouldReplaceName laws', () => {
  it('never replaces a stored name with a lower-than-high confidence detection', () => {
    fc.assert(
      fc.property(storedNameArb, detectionArb, (stored, detected) => {
        fc.pre(detected.confidence !== 'high');
        return !shouldReplaceName(stored, detected);
      }),
    );
  });

  it('always fills an empty slot', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, undefined, '', ' '), detectionArb, (stored, detected) =>
        shouldReplaceName(stored, detected),
      ),
    );
  });

  it('the same name never replaces itself, in any case', () => {
    fc.assert(
      fc.property(detectionArb, fc.boolean(), (detected, upper) => {
        const stored = upper ? detected.name.toUpperCase() : detected.name.toLowerCase();
        fc.pre(stored.toLowerCase() === detected.name.toLowerCase());
        return !shouldReplaceName(stored, detected);
      }),
      { examples: pinned['the same name never replaces itself, in any case'].map((c) => [c.detected as DetectedName, c.upper] as [DetectedName, boolean]) },
    );
  });

  it('replacing is idempotent: once stored, the detection no longer replaces', () => {
    fc.assert(
      fc.property(fc.option(storedNameArb, { nil: null }), detectionArb, (stored, detected) => {
        const after = shouldReplaceName(stored, detected) ? detected.name : stored;
        fc.pre(after !== null);
        return !shouldReplaceName(after, detected);
      }),
    );
  });
});
