import { RestFailure, queryParseError } from './rest-error';

/**
 * PostgREST's query-string grammar for the parts /rest/v1 supports: select lists, filters,
 * order terms and column lists. Names come back as written; the planner checks them against
 * the whitelist. Errors carry PostgREST's message shape: what failed, where, and why.
 */
export const FILTER_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const;
export type ComparisonOperator = (typeof FILTER_OPERATORS)[number];
export type TrileanValue = 'null' | 'true' | 'false' | 'unknown';

export type FilterExpression =
  | { readonly negated: boolean; readonly op: ComparisonOperator; readonly value: string }
  | { readonly negated: boolean; readonly op: 'in'; readonly values: readonly string[] }
  | { readonly negated: boolean; readonly op: 'is'; readonly value: TrileanValue };

export type SelectItem = { readonly kind: 'star' } | { readonly kind: 'column'; readonly name: string };

export interface OrderTerm {
  readonly column: string;
  readonly direction: 'asc' | 'desc' | null;
  readonly nulls: 'first' | 'last' | null;
}

/** A small cursor over the input; `column` is 1-based like PostgREST's parser positions. */
class Scanner {
  position = 0;
  constructor(
    readonly input: string,
    private readonly what: string,
  ) {}

  get done(): boolean {
    return this.position >= this.input.length;
  }

  peek(): string | undefined {
    return this.input[this.position];
  }

  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.position);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.position += 1;
  }

  fail(details: string, at = this.position): never {
    throw new RestFailure(queryParseError(this.what, this.input, at + 1, details));
  }

  unexpected(expecting: string): never {
    const found = this.peek();
    return this.fail(found === undefined ? `unexpected end of input expecting ${expecting}` : `unexpected "${found}" expecting ${expecting}`);
  }

  /** A field name: `"quoted"` (backslash escapes) or letters, digits, `_`, `$`, spaces and dashes. */
  fieldName(): string {
    this.skipSpaces();
    if (this.peek() === '"') return this.quoted();
    const start = this.position;
    while (!this.done) {
      const char = this.peek() ?? '';
      if (/[\p{L}\p{N}_$ ]/u.test(char) || (char === '-' && this.input[this.position + 1] !== '>')) this.position += 1;
      else break;
    }
    const name = this.input.slice(start, this.position).trim();
    if (name === '') {
      this.position = start;
      this.unexpected('field name (* or [a..z0..9_$])');
    }
    return name;
  }

  quoted(): string {
    const open = this.position;
    this.position += 1;
    let text = '';
    while (!this.done) {
      const char = this.peek() ?? '';
      if (char === '"') {
        this.position += 1;
        return text;
      }
      if (char === '\\') {
        const escaped = this.input[this.position + 1];
        if (escaped === undefined) break;
        text += escaped;
        this.position += 2;
      } else {
        text += char;
        this.position += 1;
      }
    }
    return this.fail('unexpected end of input expecting closing quote (")', open);
  }
}

/** `select=a,b,*`: plain columns and `*` (no embedding, casts, aliases or JSON paths here). */
export const parseSelect = (input: string): SelectItem[] => {
  const scanner = new Scanner(input, 'select parameter');
  const items: SelectItem[] = [];
  for (;;) {
    scanner.skipSpaces();
    if (scanner.peek() === '*') {
      scanner.position += 1;
      items.push({ kind: 'star' });
    } else {
      items.push({ kind: 'column', name: scanner.fieldName() });
    }
    scanner.skipSpaces();
    if (scanner.done) return items;
    if (scanner.peek() !== ',') scanner.unexpected('"," or end of input');
    scanner.position += 1;
  }
};

/** `a,"b"`: the `columns` and `on_conflict` parameters. */
export const parseColumnList = (input: string, what: 'columns parameter' | 'on_conflict parameter'): string[] => {
  const scanner = new Scanner(input, what);
  const names: string[] = [];
  for (;;) {
    names.push(scanner.fieldName());
    scanner.skipSpaces();
    if (scanner.done) return names;
    if (scanner.peek() !== ',') scanner.unexpected('"," or end of input');
    scanner.position += 1;
  }
};

/** The value side of a filter: `[not.]eq.v`, `in.(a,"b,c")`, `is.null`, ... */
export const parseFilterExpression = (input: string): FilterExpression => {
  const scanner = new Scanner(input, 'filter');
  let negated = false;
  if (scanner.startsWith('not.')) {
    negated = true;
    scanner.position += 4;
  }
  const dot = input.indexOf('.', scanner.position);
  if (dot < 0) {
    scanner.position = input.length;
    scanner.fail('unexpected end of input expecting "not" or operator (eq, gt, ...)');
  }
  const operator = input.slice(scanner.position, dot);
  scanner.position = dot + 1;
  if (operator === 'in') return { negated, op: 'in', values: parseInList(scanner) };
  if (operator === 'is') {
    const value = input.slice(scanner.position).toLowerCase();
    if (value === 'null' || value === 'true' || value === 'false' || value === 'unknown') return { negated, op: 'is', value };
    return scanner.unexpected('null or trilean value (unknown, true, false)');
  }
  if ((FILTER_OPERATORS as readonly string[]).includes(operator))
    return { negated, op: operator as ComparisonOperator, value: input.slice(scanner.position) };
  return scanner.fail(`unknown single value operator ${operator}`);
};

/**
 * A quoted element counts only when a `,` or `)` follows its closing quote; otherwise, as in
 * PostgREST, the quote is an ordinary character of an unquoted element.
 */
const tryQuoted = (scanner: Scanner): string | undefined => {
  const start = scanner.position;
  try {
    const value = scanner.quoted();
    if (scanner.peek() === ',' || scanner.peek() === ')') return value;
  } catch (error) {
    if (!(error instanceof RestFailure)) throw error;
  }
  scanner.position = start;
  return undefined;
};

/** `(a,b,"c,d")`: quoted elements may hold commas, parentheses and escaped quotes. */
const parseInList = (scanner: Scanner): string[] => {
  scanner.skipSpaces();
  if (scanner.peek() !== '(') scanner.unexpected('"("');
  scanner.position += 1;
  scanner.skipSpaces();
  const values: string[] = [];
  if (scanner.peek() === ')') {
    scanner.position += 1;
  } else {
    for (;;) {
      const quoted = scanner.peek() === '"' ? tryQuoted(scanner) : undefined;
      if (quoted !== undefined) {
        values.push(quoted);
      } else {
        const start = scanner.position;
        while (!scanner.done && scanner.peek() !== ',' && scanner.peek() !== ')') scanner.position += 1;
        values.push(scanner.input.slice(start, scanner.position));
      }
      if (scanner.peek() === ',') {
        scanner.position += 1;
        continue;
      }
      if (scanner.peek() === ')') {
        scanner.position += 1;
        break;
      }
      scanner.unexpected('"," or ")"');
    }
  }
  scanner.skipSpaces();
  if (!scanner.done) scanner.unexpected('end of input');
  return values;
};

/** `order=a.desc.nullslast,b`: columns with an optional direction and nulls placement. */
export const parseOrder = (input: string): OrderTerm[] => {
  const scanner = new Scanner(input, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    const column = scanner.fieldName();
    let direction: OrderTerm['direction'] = null;
    let nulls: OrderTerm['nulls'] = null;
    while (scanner.peek() === '.' && nulls === null) {
      const wordStart = scanner.position + 1;
      let wordEnd = wordStart;
      while (wordEnd < input.length && !'.,'.includes(input[wordEnd] ?? '')) wordEnd += 1;
      const word = input.slice(wordStart, wordEnd).trim();
      scanner.position = wordStart;
      if (direction === null && (word === 'asc' || word === 'desc')) direction = word;
      else if (word === 'nullsfirst' || word === 'nullslast') nulls = word === 'nullsfirst' ? 'first' : 'last';
      else scanner.unexpected(direction === null ? '"asc", "desc", "nullsfirst" or "nullslast"' : '"nullsfirst" or "nullslast"');
      scanner.position = wordEnd;
    }
    scanner.skipSpaces();
    terms.push({ column, direction, nulls });
    if (scanner.done) return terms;
    if (scanner.peek() !== ',') scanner.unexpected('"," or end of input');
    scanner.position += 1;
  }
};

/** `limit` and `offset`: non-negative whole numbers. */
export const parseCount = (input: string, what: 'limit' | 'offset'): number => {
  if (!/^\d{1,15}$/.test(input.trim())) {
    throw new RestFailure(queryParseError(`${what} parameter`, input, 1, `${what} must be a whole number of zero or more`));
  }
  return Number(input.trim());
};
