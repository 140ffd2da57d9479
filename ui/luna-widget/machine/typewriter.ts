/** A reply appears word by word over about 2.8 s, at 45 to 140 ms per word (§4, §9). */
export const TYPEWRITER_TOTAL_MS = 2800;
export const TYPEWRITER_MIN_WORD_MS = 45;
export const TYPEWRITER_MAX_WORD_MS = 140;

/** Words are runs of non-whitespace characters. */
const wordEnds = (text: string): number[] => [...text.matchAll(/\S+/g)].map((match) => match.index + match[0].length);

export const wordCount = (text: string): number => wordEnds(text).length;

/**
 * The pause between words, in whole milliseconds: 2800 ms divided by the word count, clamped to
 * [45, 140]. A text without words counts as one word, so the pace is the slowest one.
 */
export const typewriterDelayMs = (text: string): number => {
  const perWord = Math.round(TYPEWRITER_TOTAL_MS / Math.max(1, wordCount(text)));
  return Math.min(TYPEWRITER_MAX_WORD_MS, Math.max(TYPEWRITER_MIN_WORD_MS, perWord));
};

/**
 * What the visitor sees after each word: successive prefixes of the text, each ending after a
 * word, with the text's own spacing and line breaks. The last frame is the full text exactly
 * (trailing whitespace included); a text without words has the single frame of itself.
 */
export const typewriterFrames = (text: string): string[] => {
  const frames = wordEnds(text).map((end) => text.slice(0, end));
  if (frames.length === 0) return [text];
  frames[frames.length - 1] = text;
  return frames;
};
