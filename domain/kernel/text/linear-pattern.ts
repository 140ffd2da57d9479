/**
 * Patterns matched in linear time, for rules too rich for an unambiguous regular expression.
 *
 * JavaScript's regular expressions backtrack: a pattern where one stretch of text can be read
 * in several ways ('one - two' as one number phrase, or as two numbers joined by a dash) costs
 * polynomial time on a long run of such text, and the scan restarts at every position. These
 * patterns are compiled to a Thompson automaton instead and run by keeping, at each character,
 * the set of states every live attempt is in (never more threads than states), so a search
 * reads each character once per state at most.
 *
 * A search finds the leftmost match and, from that start, the longest one (POSIX). That equals
 * JavaScript's leftmost-first answer whenever a pattern's end is fixed by what it ends with
 * ('%', 'cent', 'day' or 'days'), which is what the sanitiser's patterns are written for; its
 * tests compare both on generated text.
 */

export type Pattern =
  | { readonly kind: 'char'; readonly test: (code: number) => boolean }
  | { readonly kind: 'assert'; readonly test: (text: string, at: number) => boolean }
  | { readonly kind: 'seq'; readonly items: readonly Pattern[] }
  | { readonly kind: 'alt'; readonly options: readonly Pattern[] }
  | { readonly kind: 'star'; readonly item: Pattern };

const isAsciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** One character satisfying `test` (a UTF-16 code unit, as a non-unicode RegExp reads it). */
export const char = (test: (code: number) => boolean): Pattern => ({ kind: 'char', test });
export const seq = (...items: Pattern[]): Pattern => ({ kind: 'seq', items });
export const alt = (...options: Pattern[]): Pattern => ({ kind: 'alt', options });
export const star = (item: Pattern): Pattern => ({ kind: 'star', item });
export const plus = (item: Pattern): Pattern => seq(item, star(item));
export const optional = (item: Pattern): Pattern => alt(item, seq());
export const assertion = (test: (text: string, at: number) => boolean): Pattern => ({ kind: 'assert', test });

const letter = (text: string): Pattern => {
  const code = text.charCodeAt(0);
  if (!isAsciiLetter(code)) return char((c) => c === code);
  const lower = code | 0x20;
  return char((c) => (c | 0x20) === lower && isAsciiLetter(c));
};

/**
 * Any of the texts, ignoring ASCII case only, as the 'i' flag does without 'u' ('K', the Kelvin
 * sign, is not 'k'). Shared beginnings share states ('seven', 'seventy', 'seventeen'), so an
 * attempt at a position tries each distinct first letter once.
 */
export const words = (...texts: string[]): Pattern => {
  const branches = new Map<string, string[]>();
  let endsHere = false;
  for (const text of texts) {
    if (text === '') endsHere = true;
    else {
      const first = text.charAt(0).toLowerCase();
      branches.set(first, [...(branches.get(first) ?? []), text.slice(1)]);
    }
  }
  const options = [...branches].map(([first, rests]) => seq(letter(first), words(...rests)));
  return endsHere ? alt(...options, seq()) : alt(...options);
};

/** JavaScript's \s, exactly (WhiteSpace and LineTerminator). */
export const isSpaceCode = (c: number): boolean =>
  (c >= 9 && c <= 13) || c === 32 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
export const isDigitCode = (c: number): boolean => c >= 48 && c <= 57;
/** JavaScript's \w without the 'u' flag: ASCII letters, digits and '_'. */
export const isWordCode = (c: number): boolean => isAsciiLetter(c) || isDigitCode(c) || c === 95;

export const space = char(isSpaceCode);
export const digit = char(isDigitCode);
/** \b: a word character on exactly one side. */
export const wordBoundary = assertion(
  (text, at) => (at > 0 && isWordCode(text.charCodeAt(at - 1))) !== (at < text.length && isWordCode(text.charCodeAt(at))),
);

const CHAR = 0;
const SPLIT = 1;
const ASSERT = 2;
const MATCH = 3;

interface State {
  kind: number;
  next: number;
  other: number;
  charTest?: (code: number) => boolean;
  assertTest?: (text: string, at: number) => boolean;
}

/** Threads (state, start) at one position: at most one per state, in ascending order of start. */
interface Threads {
  readonly state: Int32Array;
  readonly start: Int32Array;
  /** A state is held when its mark equals `generation`; clearing only moves the generation on. */
  readonly mark: Int32Array;
  size: number;
  generation: number;
}

const threads = (count: number): Threads => ({ state: new Int32Array(count), start: new Int32Array(count), mark: new Int32Array(count), size: 0, generation: 1 });
const clear = (list: Threads) => {
  list.size = 0;
  list.generation++;
};

export interface CompiledPattern {
  readonly kind: Uint8Array;
  readonly next: Int32Array;
  readonly other: Int32Array;
  /** Per CHAR state, 128 flags: which ASCII characters it accepts (the common case, read from a table). */
  readonly ascii: Uint8Array;
  readonly charTests: readonly (((code: number) => boolean) | undefined)[];
  readonly assertTests: readonly (((text: string, at: number) => boolean) | undefined)[];
  readonly start: number;
  /** Whether a character can begin a match: positions that cannot are skipped while nothing is under way. */
  readonly canStart: Uint8Array;
  readonly canStartBeyondAscii: (code: number) => boolean;
  /** Reused by every search (searches are synchronous, so never two at once). */
  readonly lists: [Threads, Threads];
  readonly stack: Int32Array;
}

export const compile = (pattern: Pattern): CompiledPattern => {
  const states: State[] = [{ kind: MATCH, next: -1, other: -1 }];
  const add = (state: State) => states.push(state) - 1;
  // Built back to front: each piece is compiled knowing the state that follows it.
  const build = (p: Pattern, next: number): number => {
    switch (p.kind) {
      case 'char':
        return add({ kind: CHAR, next, other: -1, charTest: p.test });
      case 'assert':
        return add({ kind: ASSERT, next, other: -1, assertTest: p.test });
      case 'seq':
        return p.items.reduceRight((after, item) => build(item, after), next);
      case 'alt':
        if (p.options.length === 0) throw new Error('An alternation needs at least one option.');
        return p.options.slice(0, -1).reduceRight((after, option) => add({ kind: SPLIT, next: build(option, next), other: after }), build(p.options.at(-1)!, next));
      case 'star': {
        const loop = add({ kind: SPLIT, next: -1, other: next });
        states[loop]!.next = build(p.item, loop);
        return loop;
      }
    }
  };
  const start = build(pattern, 0);
  // The characters the first CHAR states accept (assertions ignored: they only narrow).
  const firstTests: ((code: number) => boolean)[] = [];
  const seen = new Set<number>();
  const collect = (s: number) => {
    if (seen.has(s)) return;
    seen.add(s);
    const state = states[s]!;
    if (state.kind === CHAR) firstTests.push(state.charTest!);
    else if (state.kind === MATCH) throw new Error('A linear pattern may not match empty text.');
    else {
      collect(state.next);
      if (state.kind === SPLIT) collect(state.other);
    }
  };
  collect(start);
  const ascii = new Uint8Array(states.length * 128);
  states.forEach((state, s) => {
    if (state.kind === CHAR) for (let code = 0; code < 128; code++) ascii[s * 128 + code] = state.charTest!(code) ? 1 : 0;
  });
  return {
    kind: Uint8Array.from(states, (state) => state.kind),
    next: Int32Array.from(states, (state) => state.next),
    other: Int32Array.from(states, (state) => state.other),
    ascii,
    charTests: states.map((state) => state.charTest),
    assertTests: states.map((state) => state.assertTest),
    start,
    canStart: Uint8Array.from({ length: 128 }, (_, code) => (firstTests.some((test) => test(code)) ? 1 : 0)),
    canStartBeyondAscii: (code) => firstTests.some((test) => test(code)),
    lists: [threads(states.length), threads(states.length)],
    stack: new Int32Array(states.length * 2 + 1),
  };
};

export interface Match {
  readonly start: number;
  readonly end: number;
}

const canStartAt = (pattern: CompiledPattern, code: number) => (code < 128 ? pattern.canStart[code] === 1 : pattern.canStartBeyondAscii(code));

/** The leftmost-longest match at or after `from`, or null. */
export const search = (pattern: CompiledPattern, text: string, from: number): Match | null => {
  const { kind, next: nextOf, other, ascii, charTests, assertTests, stack } = pattern;
  let [current, next] = pattern.lists;
  clear(current);
  let bestStart = -1;
  let bestEnd = -1;

  // Adds `s` and every state it reaches by empty moves at position `at`; a state already
  // held keeps its earlier start, which is the one that can win.
  const follow = (list: Threads, s: number, start: number, at: number): void => {
    let depth = 0;
    stack[depth++] = s;
    while (depth > 0) {
      const state = stack[--depth]!;
      if (list.mark[state] === list.generation) continue;
      list.mark[state] = list.generation;
      switch (kind[state]) {
        case SPLIT:
          stack[depth++] = other[state]!;
          stack[depth++] = nextOf[state]!;
          break;
        case ASSERT:
          if (assertTests[state]!(text, at)) stack[depth++] = nextOf[state]!;
          break;
        case MATCH:
          if (bestStart < 0 || start < bestStart || (start === bestStart && at > bestEnd)) {
            bestStart = start;
            bestEnd = at;
          }
          break;
        default:
          list.state[list.size] = state;
          list.start[list.size] = start;
          list.size++;
      }
    }
  };

  for (let at = from; ; at++) {
    if (bestStart < 0) {
      if (current.size === 0) {
        clear(current);
        while (at < text.length && !canStartAt(pattern, text.charCodeAt(at))) at++;
        if (at >= text.length) return null;
      }
      // Added last, so it holds a state only if no earlier-started thread does.
      if (at < text.length && canStartAt(pattern, text.charCodeAt(at))) follow(current, pattern.start, at, at);
    }
    if (current.size === 0 || at >= text.length) break;
    const code = text.charCodeAt(at);
    clear(next);
    for (let t = 0; t < current.size; t++) {
      const start = current.start[t]!;
      // A thread that began after the best match so far can no longer win.
      if (bestStart >= 0 && start > bestStart) break;
      const state = current.state[t]!;
      if (code < 128 ? ascii[state * 128 + code] === 1 : charTests[state]!(code)) follow(next, nextOf[state]!, start, at + 1);
    }
    [current, next] = [next, current];
    if (bestStart >= 0 && current.size === 0) break;
  }
  return bestStart < 0 ? null : { start: bestStart, end: bestEnd };
};
/** Every leftmost-longest match, left to right and not overlapping, replaced as `replace` says. */
export const replaceMatches = (text: string, pattern: CompiledPattern, replace: (match: string, end: number) => { text: string; end?: number }): string => {
  let out = '';
  let from = 0;
  for (let match = search(pattern, text, 0); match !== null; match = search(pattern, text, from)) {
    const replaced = replace(text.slice(match.start, match.end), match.end);
    out += text.slice(from, match.start) + replaced.text;
    from = replaced.end ?? match.end;
  }
  return out + text.slice(from);
};
