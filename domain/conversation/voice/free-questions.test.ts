import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOON_PHASES, ZODIAC_SIGNS } from '../../sky';
import { COMMON_FIRST_NAMES } from '../../birth';
import { recogniseFreeQuestion } from './free-questions';
import type { FreeQuestion } from './free-questions';

const recognised = (phrasings: readonly string[], question: FreeQuestion) => phrasings.map((text) => [text, question] as const);

const EXAMPLES: readonly (readonly [string, FreeQuestion])[] = [
  ...recognised(['What is a moon sign?', 'what does my moon sign mean', "what's my moon sign?", 'moon sign', 'Tell me about moon signs', 'why does the moon sign matter?'], { topic: 'moon-sign' }),
  ...recognised(['What does a Scorpio moon mean?', 'scorpio moon', 'moon in scorpio', 'My moon is in Scorpio, what does that say about me?', 'my moon sign is scorpio'], { topic: 'moon-sign-meaning', sign: 'scorpio' }),
  ...recognised(['moon in leo', 'Leo Moon meaning?'], { topic: 'moon-sign-meaning', sign: 'leo' }),
  ...recognised(['What is a sun sign?', "what's my star sign", 'what is a zodiac sign', 'sun signs'], { topic: 'sun-sign' }),
  ...recognised(['sun in leo', 'what does a Leo sun mean?', 'my sun sign is Leo'], { topic: 'sun-sign-meaning', sign: 'leo' }),
  ...recognised(['What are the moon phases?', 'explain the lunar cycle', 'phases of the moon', 'tell me about the moon’s cycle'], { topic: 'moon-phases' }),
  ...recognised(['what is a waxing gibbous', 'Waxing-gibbous moon meaning', 'what does the waxing gibbous phase mean?'], { topic: 'moon-phase-meaning', phase: 'waxing-gibbous' }),
  ...recognised(['new moon meaning', 'What does the new moon mean?', 'dark moon'], { topic: 'moon-phase-meaning', phase: 'new-moon' }),
  ...recognised(['full moon ritual', 'What should I do at the full moon?', 'Full Moon energy'], { topic: 'moon-phase-meaning', phase: 'full-moon' }),
  ...recognised(['what is the third quarter moon?'], { topic: 'moon-phase-meaning', phase: 'last-quarter' }),
  ...recognised(['How are the phases named?', 'how do you work out which phase I was born under', 'how is the moon phase calculated?'], { topic: 'phase-naming' }),
  // Which phase is hers is a question about her own chart (issue 27 §4), answered from her reading or by asking for her birth date.
  ...recognised(['Which phase was I born under?', 'which moon phase was i born under', 'what phase was i born in'], { topic: 'my-chart', chart: { kind: 'birth-phase' } }),
  ...recognised(['How do I manifest?', 'manifestation tips', 'how to manifest', 'What is manifestation?', 'Does manifesting work?', 'any tips for manifesting?', 'how can I manifest more money?'], { topic: 'manifestation', practice: 'general' }),
  ...recognised(['scripting', 'What is scripting?', 'how does scripting work'], { topic: 'manifestation', practice: 'scripting' }),
  ...recognised(['law of attraction', 'Does the law of attraction really work?', 'what is the law of attraction'], { topic: 'manifestation', practice: 'law-of-attraction' }),
  ...recognised(['new moon intention', 'How do I set a new moon intention?', 'how do I set an intention'], { topic: 'manifestation', practice: 'new-moon-intention' }),
  ...recognised(["What's in the free reading?", 'what does the reading include', 'What is a moon reading?', 'tell me about the free reading', 'what do I get?'], { topic: 'reading-contents' }),
  ...recognised(['How long does it take?', 'how long does the reading take', 'how much time does this need', 'How long does manifesting take each day?'], { topic: 'reading-time' }),
  ...recognised(['Is it free?', 'is the reading really free', 'how much does it cost', 'Do I have to pay?', "what's the catch?", 'free?'], { topic: 'reading-price' }),
  ...recognised(['When is the next full moon?', 'when is the next full moon?', 'next full moon date', 'how long until the full moon?', "when's the full moon this month"], { topic: 'sky', sky: 'next-full-moon' }),
  ...recognised(['When is the next new moon?', 'what date is the new moon', 'upcoming new moon?'], { topic: 'sky', sky: 'next-new-moon' }),
  ...recognised(['when are the next new and full moons?'], { topic: 'sky', sky: 'next-lunations' }),
  ...recognised(['what phase is the moon in?', 'What phase is the moon in tonight?', 'what is the moon today', 'is it a full moon tonight?', 'current moon phase?', 'moon phase'], { topic: 'sky', sky: 'phase-today' }),
  ...recognised(['what is a lunar eclipse?', 'When is the next eclipse?', 'what do eclipses mean', 'solar eclipse?'], { topic: 'sky', sky: 'eclipse' }),
  ...recognised(["what's the difference between waxing and waning?", 'what does the waning moon mean for letting go?', 'is the moon waxing?', 'waxing vs waning'], { topic: 'sky', sky: 'waxing-waning' }),
  ...recognised(['what does void of course mean?', 'Void-of-course moon?', 'what is a voc moon'], { topic: 'sky', sky: 'void-of-course' }),
  ...recognised(['what is mercury retrograde?', 'why does retrograde matter?', 'retrograde meaning'], { topic: 'sky', sky: 'retrograde' }),
  ...recognised(['What do you need from me?', 'do you need my birth time?', 'Is my birth time required?', 'what information do you need', 'why do you need my email?', 'do I have to know my exact time of birth?'], { topic: 'data-needed' }),
];

const NOT_QUESTIONS = [
  // Birth details and names drive the reading flow.
  '14 March 1990', '1990-03-14', '03/14/1990', 'Lisbon', 'Lisbon, Portugal', 'my name is Ana', "I'm Ana", 'Ana', 'ana@example.com', '7:30 pm', 'around 3 in the morning', "I don't know my birth time",
  // Greetings.
  'hi', 'Hello Luna!', 'good morning', 'hey there', 'thanks', 'ok',
  // Goals and feelings.
  'I want to find love', 'I want to manifest a new job', 'more money', 'I feel stuck in my career', 'I want to feel free', 'My new moon intention is to rest more',
  // Requests, dates and other talk that the content does not answer.
  'Can I get my free reading?', 'I was born on a full moon', 'I love the full moon', 'the new moon is my favourite', 'I was born during an eclipse', 'how long does the moon stay in a sign',
  'what is the capital of France?', 'I am a Leo', '', '   ', '???', '🌙',
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const dayArb = fc.integer({ min: 1, max: 31 });
const monthArb = fc.integer({ min: 1, max: 12 });
const yearArb = fc.integer({ min: 1900, max: 2025 });
const pad = (value: number) => String(value).padStart(2, '0');
const birthDateArb = fc.oneof(
  fc.tuple(dayArb, monthArb, yearArb).map(([day, month, year]) => `${day} ${MONTHS[month - 1]} ${year}`),
  fc.tuple(dayArb, monthArb, yearArb).map(([day, month, year]) => `${MONTHS[month - 1]} ${day}, ${year}`),
  fc.tuple(dayArb, monthArb, yearArb).map(([day, month, year]) => `${pad(day)}/${pad(month)}/${year}`),
  fc.tuple(dayArb, monthArb, yearArb).map(([day, month, year]) => `I was born on ${year}-${pad(month)}-${pad(day)}`),
);
const nameArb = fc
  .tuple(fc.constantFrom(...COMMON_FIRST_NAMES), fc.constantFrom('%s', 'my name is %s', "I'm %s", 'call me %s', 'it’s %s here'))
  .map(([name, template]) => template.replace('%s', name.charAt(0).toUpperCase() + name.slice(1)));
const cityArb = fc.constantFrom('Lisbon', 'London', 'New York', 'São Paulo', 'Tokyo', 'Springfield, MA', 'Mumbai', 'Cape Town', 'Zürich');
const birthDetailArb = fc.oneof(birthDateArb, nameArb, cityArb, fc.emailAddress());
const exampleArb = fc.constantFrom(...EXAMPLES);

describe('recogniseFreeQuestion', () => {
  it.each(EXAMPLES)('recognises "%s"', (text, question) => {
    expect(recogniseFreeQuestion(text)).toEqual(question);
  });

  it.each(NOT_QUESTIONS)('does not take "%s" for a question', (text) => {
    expect(recogniseFreeQuestion(text)).toBeNull();
  });

  it('recognises every sign as a Moon sign and a Sun sign', () => {
    for (const sign of ZODIAC_SIGNS) {
      expect(recogniseFreeQuestion(`what does a ${sign} moon mean?`)).toEqual({ topic: 'moon-sign-meaning', sign });
      expect(recogniseFreeQuestion(`sun in ${sign}`)).toEqual({ topic: 'sun-sign-meaning', sign });
    }
  });

  it('recognises every phase by its name', () => {
    for (const phase of MOON_PHASES) {
      expect(recogniseFreeQuestion(`what does the ${phase.replace(/-/g, ' ')} mean?`)).toEqual({ topic: 'moon-phase-meaning', phase });
    }
  });
});

describe('recogniseFreeQuestion laws', () => {
  it('birth details and names are never taken for questions', () => {
    fc.assert(fc.property(birthDetailArb, (text) => recogniseFreeQuestion(text) === null));
  });

  it('an email address is never taken for a question, whatever words its parts spell', () => {
    // Found by the property above: 'a@a.fee' was read as asking about a fee.
    for (const address of ['a@a.fee', 'price@moon.com', 'me@cost.io', 'how.much@new-moon.org']) expect(recogniseFreeQuestion(address)).toBeNull();
    expect(recogniseFreeQuestion('what is the fee? my email is a@b.com')).toEqual({ topic: 'reading-price' });
  });

  it('recognition ignores letter case', () => {
    fc.assert(
      fc.property(exampleArb, fc.boolean(), ([text, question], upper) => {
        expect(recogniseFreeQuestion(upper ? text.toUpperCase() : text.toLowerCase())).toEqual(question);
      }),
    );
  });

  it('recognition ignores surrounding white space', () => {
    fc.assert(
      fc.property(exampleArb, fc.constantFrom(' ', '\n', '\t '), fc.constantFrom('', ' ', '\n'), ([text, question], before, after) => {
        expect(recogniseFreeQuestion(`${before}${text}${after}`)).toEqual(question);
      }),
    );
  });
});
