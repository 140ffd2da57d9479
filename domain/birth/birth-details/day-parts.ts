/**
 * Parts of the day said without an hour ('in the afternoon', 'just after lunch', 'early
 * morning'), issue 27 §2 and docs/decisions/040-dates-and-times-as-people-say-them.md.
 * They narrow the time but do not give it, so Luna asks for the hour, in words that repeat the
 * visitor's own and offer examples from that part of the day. The phrases are data.
 */

export interface DayPart {
  /** The ways it is said, as a pattern on lower-case text with straight apostrophes. */
  readonly pattern: string;
  /** Two example times from that part of the day, for the question. */
  readonly examples: string;
}

export const DAY_PARTS: readonly DayPart[] = [
  { pattern: '(?:early|first\\s+thing)\\s+(?:in\\s+the\\s+)?morning|at\\s+(?:dawn|sunrise|daybreak)|before\\s+(?:dawn|sunrise|breakfast)', examples: '5am or 6:30am' },
  { pattern: '(?:late|mid)[-\\s]?morning|before\\s+lunch', examples: '10am or 11:30am' },
  { pattern: '(?:just\\s+|right\\s+|straight\\s+|soon\\s+)?after\\s+lunch|at\\s+lunch(?:\\s*time)?|lunch\\s*time|around\\s+lunch|during\\s+lunch', examples: '1pm or 1:30pm' },
  { pattern: '(?:early|late|mid)[-\\s]?afternoon|in\\s+the\\s+afternoon|after\\s+school|tea\\s*time', examples: '2pm or 4:30pm' },
  { pattern: '(?:early|late)\\s+(?:in\\s+the\\s+)?evening|in\\s+the\\s+evening|at\\s+(?:dusk|sunset|twilight)|(?:just\\s+)?(?:after|before)\\s+(?:dinner|supper)|(?:at\\s+)?(?:dinner|supper)\\s*time', examples: '7pm or 9:30pm' },
  { pattern: '(?:late\\s+)?at\\s+night|late\\s+night|in\\s+the\\s+(?:middle\\s+of\\s+the\\s+night|night|small\\s+hours|wee\\s+hours)|overnight', examples: '11pm or 2am' },
  { pattern: '(?:in\\s+the\\s+)?(?:very\\s+)?early\\s+hours(?:\\s+of\\s+the\\s+morning)?', examples: '1am or 4:30am' },
  { pattern: 'in\\s+the\\s+morning', examples: '7am or 9:30am' },
];

// Greetings ('good morning') and 'this morning' are not a birth time.
const DAY_PART = new RegExp(`(?<![a-z])(?<!good\\s)(?<!this\\s)(?:${DAY_PARTS.map((part) => `(${part.pattern})`).join('|')})(?![a-z])`, 'g');

export interface DayPartMatch {
  readonly index: number;
  readonly end: number;
  /** The words as the visitor wrote them. */
  readonly said: string;
  readonly part: DayPart;
}

/** Each part of the day named in a lower-case text, in order. */
export const findDayParts = (lowerText: string): DayPartMatch[] =>
  [...lowerText.matchAll(DAY_PART)].flatMap((match) => {
    const part = DAY_PARTS[match.slice(1).findIndex((group) => group !== undefined)];
    return part === undefined ? [] : [{ index: match.index, end: match.index + match[0].length, said: match[0].replace(/\s+/g, ' '), part }];
  });

/** What Luna asks: the visitor's own words, what is missing (the hour), and that going on without it is fine. */
export const dayPartQuestion = ({ said, part }: DayPartMatch): string =>
  `“${said.charAt(0).toUpperCase()}${said.slice(1)}” already helps. Do you know the hour, even roughly, like ${part.examples}? If not, that’s fine: we can go on without it.`;
