import { COMMON_FIRST_NAMES } from './common-first-names';
import { isRejectedNameWord, rejectionKey } from './rejected-words';
import { withoutTrailing } from '../../kernel';

/** §9: a name is 1 to 20 characters (counted in Unicode code points after NFC). */
export const NAME_MIN_LENGTH = 1;
export const NAME_MAX_LENGTH = 20;

export type NameConfidence = 'high' | 'medium' | 'low';

export interface DetectedName {
  name: string;
  confidence: NameConfidence;
}

/** One word: a letter, then letters, combining marks, straight or curly apostrophes and hyphens. */
const NAME_SHAPE = /^\p{L}[\p{L}\p{M}'’-]*$/u;

/** §5 shape rule. Marks are allowed after the first letter so a decomposed "Zoë" that NFC cannot compose still counts. */
export const isValidNameShape = (word: string): boolean => {
  const length = [...word].length;
  return length >= NAME_MIN_LENGTH && length <= NAME_MAX_LENGTH && NAME_SHAPE.test(word);
};

export const isCommonFirstName = (word: string): boolean => COMMON_FIRST_NAMES.has(rejectionKey(word));

const startsAWordPart = (previous: string | undefined) =>
  previous === undefined || previous === '-' || previous === "'" || previous === '’';

/** Upper-cases a letter only when that keeps it one letter ("ß" would become "SS" and break the length rule). */
const upperCaseLetter = (char: string): string => {
  const upper = char.toUpperCase();
  return [...upper].length === 1 && /^\p{L}$/u.test(upper) ? upper : char;
};

/**
 * Visitors type names in lower case; Luna should greet them properly. The first letter and
 * every letter after a hyphen or apostrophe are upper-cased (anne-marie → Anne-Marie,
 * o'brien → O'Brien, zoë → Zoë); the rest is kept as typed, so "McKenzie" and "DeShawn"
 * survive. If upper-casing would break the shape rule, the word is returned unchanged.
 */
export const capitaliseName = (word: string): string => {
  const chars = [...word.normalize('NFC')];
  const capitalised = chars
    .map((char, index) => (startsAWordPart(chars[index - 1]) ? upperCaseLetter(char) : char))
    .join('')
    .normalize('NFC');
  return isValidNameShape(capitalised) ? capitalised : word.normalize('NFC');
};

interface Phrase {
  words: readonly string[];
  /** "Name's Sam." introduces; "my dog's name's Rex" does not, so the bare form only counts at the start. */
  atStartOnly?: boolean;
}

/** Phrases that introduce a name whatever the name is: high confidence. */
const EXPLICIT_PHRASES: readonly Phrase[] = [
  { words: ['my', 'name', 'is'] },
  { words: ['my', "name's"] },
  { words: ["name's"], atStartOnly: true },
  { words: ['call', 'me'] },
  { words: ['i', 'go', 'by'] },
  { words: ['i', 'am', 'called'] },
  { words: ["i'm", 'called'] },
  { words: ['i', 'am', 'named'] },
  { words: ["i'm", 'named'] },
  // Lead-ins typed in a hurry ('my naem is Ravi'), and 'name is Ravi' at the start.
  ...['naem', 'nmae', 'nane', 'namr', 'anme'].flatMap((typo): Phrase[] => [{ words: ['my', typo, 'is'] }, { words: [typo, 'is'], atStartOnly: true }]),
  { words: ['name', 'is'], atStartOnly: true },
];

/**
 * Phrases that introduce a name only when the next word is a common first name: high
 * confidence then, otherwise nothing, because "I'm ready", "this is hard" and "it's late" are
 * far more common than an unusual name. "this is" and "it's" are treated like "I am" for the
 * same reason ("Hi Luna, it's Sarah").
 */
const INTRODUCTION_PHRASES: readonly Phrase[] = [
  { words: ['i', 'am'] },
  { words: ["i'm"] },
  { words: ['im'] },
  { words: ['this', 'is'] },
  { words: ["it's"] },
  { words: ['it', 'is'] },
];

/** How a token reads as part of a phrase: lower-case, straight apostrophes, surrounding punctuation dropped. */
const phraseKey = (token: string): string => withoutTrailing(rejectionKey(token).replace(/^[^\p{L}]+/u, ''), (char) => !/^[\p{L}']$/u.test(char));

/** The name-shaped core of a token: leading punctuation and trailing sentence punctuation dropped, quotes unwrapped. */
const nameCandidate = (token: string): string => {
  const opensWithQuote = /^["'‘’“«]/u.test(token);
  const core = withoutTrailing(token.replace(/^[^\p{L}]+/u, ''), (char) => !/^[\p{L}\p{M}'’-]$/u.test(char));
  return opensWithQuote ? withoutTrailing(core, "'’") : core;
};

const phraseEndsAt = (keys: readonly string[], start: number, phrase: Phrase): number | null => {
  if (phrase.atStartOnly && start !== 0) return null;
  const matches = phrase.words.every((word, offset) => keys[start + offset] === word);
  return matches ? start + phrase.words.length : null;
};

const acceptableName = (candidate: string): boolean => isValidNameShape(candidate) && !isRejectedNameWord(candidate);

/** Words that follow 'I'm' without being a name, beyond the filler and feeling words ('I'm from Leeds', 'I'm looking for…'). */
const NOT_AFTER_I_AM: ReadonlySet<string> = new Set([
  'from', 'born', 'looking', 'trying', 'feeling', 'going', 'doing', 'new', 'sorry', 'ok', 'okay', 'well', 'very', 'kinda', 'kind',
  'still', 'also', 'interested', 'single', 'married', 'into', 'in', 'at', 'on', 'not', 'so', 'too', 'quite', 'pretty', 'super', 'always',
  'never', 'currently', 'hoping', 'wondering', 'curious', 'here', 'just', 'no', 'yes', 'yeah', 'sure', 'all', 'getting', 'starting',
]);

const introducedName = (tokens: readonly string[], anyName = false): string | null => {
  const keys = tokens.map(phraseKey);
  for (let start = 0; start < tokens.length; start += 1) {
    for (const phrase of EXPLICIT_PHRASES) {
      const next = phraseEndsAt(keys, start, phrase);
      const token = next === null ? undefined : tokens[next];
      if (token !== undefined && acceptableName(nameCandidate(token))) return nameCandidate(token);
    }
    for (const phrase of INTRODUCTION_PHRASES) {
      const next = phraseEndsAt(keys, start, phrase);
      const token = next === null ? undefined : tokens[next];
      if (token === undefined) continue;
      const candidate = nameCandidate(token);
      if (acceptableName(candidate) && (isCommonFirstName(candidate) || (anyName && !NOT_AFTER_I_AM.has(rejectionKey(candidate))))) return candidate;
    }
  }
  return null;
};

/**
 * Finds the visitor's first name in a chat message (§5).
 * - high: an explicit phrase ("my name is X", "name's X", "call me X", "I go by X",
 *   "I'm called X"), or "I am X" / "I'm X" / "this is X" / "it's X" with a common first name;
 * - medium: the whole message is one common first name ("Sarah");
 * - low: the whole message is one other name-shaped word ("Zephyrine").
 * Callers decide what a low detection is worth; `shouldReplaceName` only lets it fill an empty slot.
 */
export const detectName = (text: string, options: { askedForName?: boolean; withDetails?: boolean } = {}): DetectedName | null => {
  const tokens = text.normalize('NFC').trim().split(/\s+/u).filter((token) => token.length > 0);
  // Asked for their name, 'fine, I'm Dev' introduces a name even when it is not a common one.
  const introduced = introducedName(tokens, options.askedForName === true);
  if (introduced !== null) return { name: capitaliseName(introduced), confidence: 'high' };
  const [only] = tokens;
  // 'mei, born 21 August 1994 in Leeds': a name set off by a comma before the birth details.
  if (options.withDetails === true && only !== undefined && tokens.length > 2 && /^[^,]+,$/u.test(only)) {
    const lead = nameCandidate(only);
    if (acceptableName(lead) && isCommonFirstName(lead)) return { name: capitaliseName(lead), confidence: 'high' };
  }
  if (tokens.length !== 1 || only === undefined) return null;
  const candidate = nameCandidate(only);
  if (!acceptableName(candidate)) return null;
  return { name: capitaliseName(candidate), confidence: isCommonFirstName(candidate) ? 'medium' : 'low' };
};

const sameName = (a: string, b: string): boolean => rejectionKey(a.trim()) === rejectionKey(b.trim());

/**
 * §5: a detected name replaces the stored one only if none is stored, or it differs
 * (ignoring case) and was detected with high confidence. A blank stored name counts as none.
 */
export const shouldReplaceName = (stored: string | null | undefined, detected: DetectedName): boolean => {
  if (detected.name.trim() === '') return false;
  if (stored === null || stored === undefined || stored.trim() === '') return true;
  if (sameName(stored, detected.name)) return false;
  return detected.confidence === 'high';
};
