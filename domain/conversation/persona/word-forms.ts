/**
 * Persona cues matched on word forms rather than on exact spellings: every word is folded
 * (case, accents, apostrophes) and reduced to its stem with the Porter stemmer, so
 * 'skepticism' meets 'skeptical', 'researching' meets 'research' and 'conjunct' meets
 * 'conjunction'. A cue of several words may be spread across one sentence: its stems must
 * come in order, with at most MAX_GAP other words between each. A cue right after a negation
 * ("I'm not a beginner", "I don't have kids") is negated: an ordinary cue then does not
 * count, and a cue written for the negated form (`negatedCues`) counts only then.
 */
import { stemmer } from 'stemmer';
import { foldForMatching } from '../../kernel';

/** Words that may sit between two words of a cue ('a plan of action' is not, but 'prove to me it' is). */
export const MAX_GAP = 3;

/** Words that negate what follows them in the same sentence. 'never' and "can't" are left out: 'I can't get it right' still worries. */
const NEGATORS: ReadonlySet<string> = new Set(['not', 'no', 'dont', 'doesnt', 'didnt', 'isnt', 'arent', 'wasnt', 'werent', 'aint', 'nor', 'without']);

/** Words that may stand between a negation and the cue it negates: 'not really a', 'don't have any'. */
const NEGATION_FILLERS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'really', 'very', 'so', 'that', 'too', 'at', 'all', 'actually', 'much', 'any', 'have', 'got', 'be', 'been',
  'being', 'feeling', 'remotely', 'particularly', 'exactly', 'some', 'of', 'even', 'totally', 'complete', 'im', 'am', 'i',
]);
const NEGATION_REACH = 3;

export interface Token {
  /** The word as folded: lower case, no accents, no apostrophes. */
  word: string;
  stem: string;
}

/** One sentence's words, in order. */
export type Sentence = readonly Token[];

const stemOf = (word: string): string => stemmer(word);

/** A message as sentences of stemmed words. Sentences end at . ! ? ; and line breaks. */
export const sentencesOf = (text: string): Sentence[] =>
  foldForMatching(text)
    .split(/[.!?;\n]+/u)
    .map((sentence) =>
      (sentence.match(/[\p{L}\p{N}']+/gu) ?? [])
        .map((word) => word.replace(/'/g, ''))
        .filter((word) => word !== '')
        .map((word) => ({ word, stem: stemOf(word) })),
    )
    .filter((sentence) => sentence.length > 0);

/** The stems of a cue, in order. */
export const cueStems = (cue: string): string[] => {
  const stems = sentencesOf(cue).flat().map((token) => token.stem);
  if (stems.length === 0) throw new Error('A persona cue needs at least one word; an empty one would match everywhere.');
  return stems;
};

export interface CueMatch {
  /** Where it is: the sentence and the first and last word's positions in it. */
  sentence: number;
  start: number;
  end: number;
  /** The words that matched, as the visitor wrote them (folded), gaps included. */
  words: string;
  negated: boolean;
}

const negatedAt = (sentence: Sentence, start: number): boolean => {
  for (let i = start - 1; i >= 0 && i >= start - 1 - NEGATION_REACH; i -= 1) {
    const word = sentence[i]?.word ?? '';
    if (NEGATORS.has(word)) return true;
    if (!NEGATION_FILLERS.has(word)) return false;
  }
  return false;
};

/**
 * Small words hold a phrase together: after one of them the next word of a cue must follow at
 * once, so 'what if' is not found in 'what does it mean if', while 'prove it' is in 'prove to me that it'.
 */
const SMALL_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'i', 'im', 'my', 'me', 'it', 'is', 'to', 'of', 'on', 'in', 'for', 'so', 'no', 'not', 'what', 'whats', 'if', 'how',
  'one', 'and', 'all', 'be', 'do', 'at', 'this', 'that', 'by', 'up', 'off', 'out', 'down', 'with', 'get', 'your', 'cant', 'dont',
]);

/** Where the rest of a cue completes after its first stem at `start`, or -1. */
const completes = (sentence: Sentence, stems: readonly string[], start: number): number => {
  let at = start;
  for (const stem of stems.slice(1)) {
    let found = -1;
    const gap = SMALL_WORDS.has(sentence[at]?.word ?? '') ? 0 : MAX_GAP;
    for (let i = at + 1; i <= at + 1 + gap && i < sentence.length; i += 1) {
      if (sentence[i]?.stem === stem) {
        found = i;
        break;
      }
    }
    if (found === -1) return -1;
    at = found;
  }
  return at;
};

/** Every occurrence of a cue in the sentences: one per position its first stem starts a completed match. */
export const findCue = (sentences: readonly Sentence[], stems: readonly string[]): CueMatch[] => {
  const matches: CueMatch[] = [];
  sentences.forEach((sentence, index) => {
    sentence.forEach((token, start) => {
      if (token.stem !== stems[0]) return;
      const end = completes(sentence, stems, start);
      if (end === -1) return;
      matches.push({
        sentence: index,
        start,
        end,
        words: sentence
          .slice(start, end + 1)
          .map((t) => t.word)
          .join(' '),
        negated: negatedAt(sentence, start),
      });
    });
  });
  return matches;
};
