import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANSWER_PHRASES, foldAnswer, onlyAnswers, readAnswer } from './yes-no';

const asked = (text: string) => readAnswer(text, { asked: true }).answer;
const unasked = (text: string) => readAnswer(text, { asked: false }).answer;

describe('yes and no as people say them, at a Yes or No question', () => {
  it.each([
    'perfect, yes', 'looks good', 'looks right', 'yea', "yeah that's it", 'yup', 'spot on', 'bang on', 'all good', 'correct!', "that's me", 'thats me',
    '👍', 'oui', 'oui, yes', 'sí', 'si', 'sí, correct', 'ja', 'jawohl', 'sim', 'da', 'hai', 'evet', 'Yes!', 'YES', 'yesss', 'yupp', 'yeahhh 🙂',
    'yes it is', 'ok', 'sure thing', 'yes please', 'yep thanks luna', 'oh yes', 'Yes, and my time is 7pm',
  ])('%s is yes', (text) => {
    expect(asked(text)).toBe('yes');
  });

  it.each([
    'nope', 'nah', 'not quite', 'no wait', 'wait no', 'not exactly', 'non', 'nein', 'não', 'nao', 'nee', 'wrong', "that's not right", 'No.', 'nooo',
    '👎', 'no, wrong city', 'incorrect', 'keep my current reading',
  ])('%s is no', (text) => {
    expect(asked(text)).toBe('no');
  });

  it.each(['yes no', 'yes but the date is wrong', 'yeah except the day is the 5th', 'perfect, yes, but not the year', 'yes actually its 1993', 'the year is wrong, 1993', 'that date is wrong'])(
    '%s is no: a correction wins over a yes',
    (text) => {
      expect(asked(text)).toBe('no');
    },
  );

  it.each(['what is a moon sign?', 'maybe', 'I am not sure', 'hmm let me check', 'actually it was 1993', 'it’s 7:30 not 6:30'])('%s is neither yes nor no', (text) => {
    expect(asked(text)).toBeNull();
  });
});

describe('yes and no elsewhere in the chat', () => {
  it.each(['yes', 'yeah sure', 'ok', '👍', 'nope', 'no thanks'])('%s still answers', (text) => {
    expect(unasked(text)).not.toBeNull();
  });

  it.each(['Hai', 'Sim', 'Da', 'hmm ok', 'perfect timing for a new start', 'great things are coming', 'si it is'])('%s is no answer when nothing was asked (a name, or talk)', (text) => {
    expect(unasked(text)).toBeNull();
  });

  it('a long message is no answer when nothing was asked', () => {
    expect(unasked('yes I have been wondering for a long time about the moon and my work')).toBeNull();
  });
});

describe('the table of phrases', () => {
  it('every Yes phrase reads as yes, every No phrase as no, and none is both', () => {
    const yes = new Set(ANSWER_PHRASES.yes.map(foldAnswer));
    for (const phrase of ANSWER_PHRASES.yes) expect([phrase, asked(phrase)]).toEqual([phrase, 'yes']);
    for (const phrase of ANSWER_PHRASES.no) {
      expect([phrase, asked(phrase)]).toEqual([phrase, 'no']);
      expect(yes.has(foldAnswer(phrase))).toBe(false);
    }
  });

  const phrase = fc.constantFrom(...ANSWER_PHRASES.yes, ...ANSWER_PHRASES.no);
  const decoration = fc.constantFrom('', '!', '!!', '.', '?', ' :)', ' 😊', ' 🙏', ',', '...', ' ✨');

  it('case, punctuation and emoji never change the answer', () => {
    fc.assert(
      fc.property(phrase, decoration, decoration, fc.boolean(), (said, before, after, upper) => {
        const typed = `${before.trim()}${upper ? said.toUpperCase() : said}${after}`;
        expect(asked(typed)).toBe(asked(said));
      }),
    );
  });

  it('letters held down never change the answer', () => {
    fc.assert(
      fc.property(phrase, fc.nat(), fc.integer({ min: 1, max: 4 }), (said, at, times) => {
        const letters = [...said];
        const index = at % letters.length;
        const letter = letters[index] ?? '';
        if (!/\p{L}/u.test(letter)) return;
        const held = [...letters.slice(0, index), letter.repeat(times + 1), ...letters.slice(index + 1)].join('');
        expect(asked(held)).toBe(asked(said));
      }),
    );
  });

  it('a yes followed by a No phrase is never a yes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ANSWER_PHRASES.yes), fc.constantFrom(...ANSWER_PHRASES.no), fc.constantFrom(' ', ', ', ' but '), (yes, no, joint) => {
        expect(asked(`${yes}${joint}${no}`)).toBe('no');
      }),
    );
  });
});

describe('what is only an answer', () => {
  it.each(['perfect, yes', 'oui, yes', 'sí, correct', '👍', 'nope', 'yes thank you'])('%s is only an answer, wherever it is said', (text) => {
    expect(onlyAnswers({ text }, 'free')).toBe(true);
  });

  it('a correction at a confirmation is only an answer', () => {
    expect(onlyAnswers({ text: 'wait no its the 5th not the 4th', corrects: ['birthDate'] }, 'answer')).toBe(true);
  });

  it.each(['yes and I am terrified of getting my intentions wrong', 'I rewrite everything five times', 'perfect is the enemy of done'])('%s says more than an answer', (text) => {
    expect(onlyAnswers({ text }, 'answer')).toBe(false);
  });
});
