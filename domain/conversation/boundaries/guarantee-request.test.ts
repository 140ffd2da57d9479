import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyTopic } from './classify-topic';
import { asksForGuarantee } from './guarantee-request';
import { ALLOWED_TOPIC_VOCABULARY } from './topics';

describe('a guarantee asked for in plain words', () => {
  it.each([
    'if I do the new moon ritual tonight will my ex come back for sure?',
    'if i do the new moon ritual tonight will my ex come back for sure',
    "guarantee I'll get the job?",
    'guarentee ill get the job??',
    'can you garantee it works',
    'promise me it works',
    'please just promise me it will work',
    'promise it will work',
    'can u promise he comes back',
    'pls promise he will text me',
    'will i get the job for sure',
    'will this definately bring him back?',
    'is it 100% going to work',
    'will it work no matter what?',
    'is it certain he comes back?',
    'will i surely find love this year?',
    'will the money come for certain if i do the ritual',
    'is it a sure thing?',
  ])('"%s" asks for a guarantee', (text) => {
    expect(asksForGuarantee(text)).toBe(true);
    expect(classifyTopic(text)).toBe('guaranteed-outcome');
  });

  it.each([
    'I know for sure I was born at 3pm',
    'im not sure of my birth time',
    'my birth time is 3pm for sure, will you do my reading?',
    'i promise i will journal every day',
    'he will definitely come back i feel it',
    'will the new moon help me with my intention?',
    'what does my moon sign mean for love?',
    'yes for sure',
    'definitely yes',
    'sure',
  ])('"%s" is not a request for a guarantee', (text) => {
    expect(asksForGuarantee(text)).toBe(false);
  });

  it('never fires on a message made only of the allowed topics’ words', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALLOWED_TOPIC_VOCABULARY), { minLength: 1, maxLength: 14 }), fc.constantFrom(' ', '? ', ', '), (words, separator) => {
        expect(asksForGuarantee(words.join(separator))).toBe(false);
      }),
    );
  });
});

describe('a guarantee asked again and again', () => {
  it('is never answered twice in a row in the same words, and every answer declines and offers something', async () => {
    const { respondToBoundary, NO_BOUNDARIES_RAISED } = await import('./boundary-replies');
    let counts = NO_BOUNDARIES_RAISED;
    let last = '';
    for (let i = 0; i < 6; i += 1) {
      const step = respondToBoundary(counts, 'guaranteed-outcome');
      counts = step.counts;
      const text = step.reply?.text ?? '';
      expect(text).not.toBe(last);
      expect(text).toMatch(/can't promise|can't guarantee|no one can guarantee|can't promise it/i);
      expect(text).toMatch(/intention|step/);
      expect(text.trim().endsWith('?')).toBe(true);
      last = text;
    }
  });
});
