/**
 * Reply shaping (§1 "Reply style", §9 "Reply guidance"): under 130 words, at most three
 * short paragraphs. Luna is asked for this in her prompt; this is the guarantee when she
 * runs long.
 *
 * Definitions used by the rules and their tests:
 * - A word is a run of non-whitespace characters (so '—', '🌙' and 'e.g.' are words).
 * - Paragraphs are separated by a blank line: two line feeds with only whitespace between.
 * - A sentence ends at a word ending in '.', '!' or '?', optionally followed by closing quotes
 *   or brackets ('now.', 'Yes!”', '(really?)'). Abbreviations such as 'e.g.' count as ends;
 *   cutting after one reads slightly short but is never wrong.
 *
 * Shaping: text within both limits is returned trimmed and otherwise untouched. Otherwise the
 * reply is cut at the last sentence end or paragraph end that keeps it within both limits,
 * so the result is a literal prefix of the trimmed reply, up to the end of a word. When the
 * very first sentence is already too long, the reply is cut after the 129th word, trailing
 * commas, colons, semicolons or dashes are dropped from that word, and '…' is appended: an
 * ellipsis rather than '.', so the cut is honest about being one.
 */

export const REPLY_WORD_LIMIT = 130;
export const REPLY_MAX_PARAGRAPHS = 3;
/** "Under 130 words". */
export const REPLY_MAX_WORDS = REPLY_WORD_LIMIT - 1;

const PARAGRAPH_BREAK = /\n\s*\n/;
const SENTENCE_END = /[.!?]["'’”)\]»]*$/;
const JOINERS = new Set([',', ';', ':', '-', '–', '—']);

/** Drops trailing joiners from the end backwards: /[,;:\-–—]+$/ rescanned a long run of them from each position. */
export const withoutTrailingJoiners = (text: string): string => {
  let end = text.length;
  while (end > 0 && JOINERS.has(text.charAt(end - 1))) end--;
  return text.slice(0, end);
};
export const CUT_ELLIPSIS = '…';

interface PlacedWord {
  text: string;
  /** Index just past the word in the text. */
  end: number;
  /** 0 for the first paragraph. */
  paragraph: number;
}

const placeWords = (text: string): PlacedWord[] => {
  const words: PlacedWord[] = [];
  let paragraph = 0;
  let previousEnd = 0;
  for (const match of text.matchAll(/\S+/g)) {
    if (words.length > 0 && PARAGRAPH_BREAK.test(text.slice(previousEnd, match.index))) paragraph += 1;
    previousEnd = match.index + match[0].length;
    words.push({ text: match[0], end: previousEnd, paragraph });
  }
  return words;
};

export const countWords = (text: string): number => text.match(/\S+/g)?.length ?? 0;

export const countParagraphs = (text: string): number => {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(PARAGRAPH_BREAK).length;
};

const withinLimits = (words: readonly PlacedWord[]): boolean => {
  const last = words.at(-1);
  return last === undefined || (words.length <= REPLY_MAX_WORDS && last.paragraph < REPLY_MAX_PARAGRAPHS);
};

/** Index of the last word after which the reply may end within both limits, or -1. */
const lastCleanCut = (words: readonly PlacedWord[]): number => {
  let cut = -1;
  for (let i = 0; i < Math.min(words.length, REPLY_MAX_WORDS); i += 1) {
    const word = words[i]!;
    if (word.paragraph >= REPLY_MAX_PARAGRAPHS) break;
    const endsParagraph = words[i + 1]?.paragraph !== word.paragraph;
    if (endsParagraph || SENTENCE_END.test(word.text)) cut = i;
  }
  return cut;
};

export const shapeReply = (reply: string): string => {
  const trimmed = reply.trim();
  const words = placeWords(trimmed);
  if (withinLimits(words)) return trimmed;

  const cut = words[lastCleanCut(words)];
  if (cut) return trimmed.slice(0, cut.end);

  // No sentence or paragraph ends within the limit, so the first paragraph alone is longer.
  const lastKept = words[REPLY_MAX_WORDS - 1]!;
  const kept = trimmed.slice(0, lastKept.end);
  const withoutJoiners = withoutTrailingJoiners(kept);
  const ending = /\S$/.test(withoutJoiners) ? withoutJoiners : kept;
  return ending + CUT_ELLIPSIS;
};
