/**
 * Text helpers every capability shares. "Characters" are UTF-16 code units
 * (`String.length`): what a textarea's maxLength, a zod `.max()` and a database length
 * check all count, so one limit means the same thing everywhere.
 */

/** `\s` in JavaScript is every Unicode white space and line terminator (tabs, newlines, NBSP, U+3000, BOM...). */
const WHITESPACE_RUN = /\s+/g;

/** Collapses every whitespace run to one space and trims; used wherever user text is shown on one line. */
export const collapseWhitespace = (text: string): string => text.replace(WHITESPACE_RUN, ' ').trim();

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** Cuts to at most `max` characters, dropping an emoji whole rather than leaving half a surrogate pair. */
export const cutToLength = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const splitsPair = max > 0 && isHighSurrogate(text.charCodeAt(max - 1)) && isLowSurrogate(text.charCodeAt(max));
  return text.slice(0, splitsPair ? max - 1 : max);
};

/**
 * The text without the trailing characters (whole code points) that `drop` names or accepts,
 * found from the end backwards: `/[…]+$/` restarts at every position of a long run (quadratic).
 */
export const withoutTrailing = (text: string, drop: string | ((char: string) => boolean)): string => {
  const drops = typeof drop === 'string' ? (char: string) => drop.includes(char) : drop;
  let end = text.length;
  while (end > 0) {
    const size = end > 1 && isLowSurrogate(text.charCodeAt(end - 1)) && isHighSurrogate(text.charCodeAt(end - 2)) ? 2 : 1;
    if (!drops(text.slice(end - size, end))) break;
    end -= size;
  }
  return text.slice(0, end);
};

const isOnTheLine = (char: string): boolean => !'\n\r\u2028\u2029'.includes(char);

/**
 * Whether a match of `then` starts after the end of a match of `first`, with at most `within`
 * characters between them, each one `gap` accepts: what `/first.{0,within}then/` tests (`.`
 * stops at a line break), or `/first[…]*then/` with another gap. Those expressions rescan the
 * rest of the line from every match of `first`, quadratic on a long line. Here the first
 * `then` after each end and the end of the gap are looked up again only once passed, so the
 * text is read a bounded number of times. Both patterns must be global (`g`); they are used
 * from the start, and a match of `first` that another contains must end no earlier than it.
 */
export const followedBy = (
  text: string,
  first: RegExp,
  then: RegExp,
  { within = Infinity, gap = isOnTheLine }: { within?: number; gap?: (char: string) => boolean } = {},
): boolean => {
  first.lastIndex = 0;
  let next: RegExpExecArray | null | undefined;
  let gapEnd = -1;
  for (let found = first.exec(text); found !== null; found = first.exec(text)) {
    const end = found.index + found[0].length;
    if (next === undefined || (next !== null && next.index < end)) {
      then.lastIndex = end;
      next = then.exec(text);
    }
    if (next === null) return false;
    if (gapEnd < end) {
      gapEnd = end;
      while (gapEnd < text.length && gap(text.charAt(gapEnd))) gapEnd++;
    }
    if (next.index <= Math.min(gapEnd, end + within)) return true;
  }
  return false;
};

/**
 * The text with each span (sorted by where it starts; overlaps allowed) replaced by ';', so the
 * words on either side never run together: how a detail already read is taken out of a message.
 */
export const withSpansReplaced = (text: string, spans: readonly { index: number; end: number }[]): string => {
  let kept = '';
  let from = 0;
  for (const { index, end } of spans) {
    if (end <= from) continue;
    kept += `${text.slice(from, Math.max(from, index))};`;
    from = end;
  }
  return kept + text.slice(from);
};
