/**
 * Days people name instead of dating (issue 27 §2, docs/decisions/040-dates-and-times-as-people-say-them.md):
 * 'christmas eve 1975', 'born in the year 2000 on valentine's day', "new years eve '89".
 *
 * The days are data, not code: each row is the name as people write it (a pattern on
 * lower-case text with straight apostrophes) and either its month and day, or why it has none
 * (it moves with the country or the year), in which case Luna asks for the date and never guesses.
 */

/** A day on the same date every year. */
export interface FixedDay {
  readonly name: string;
  /** The ways it is written, as a pattern on lower-case text whose apostrophes are straight. */
  readonly pattern: string;
  readonly month: number;
  readonly day: number;
}

/** A day whose date depends on the country, the year, or both. */
export interface MovableDay {
  readonly name: string;
  readonly pattern: string;
  readonly movesWith: 'country' | 'year';
}

// An optional apostrophe and 's' ('valentines', "valentine's", "valentines'").
const S = "(?:'?s'?)?";
const DAY = '(?:\\s+day)?';
const SAINT = '(?:st\\.?\\s*|saint\\s+)';

/**
 * Fixed days. Longer names come before the names inside them ('christmas eve' before
 * 'christmas'); the first row whose pattern matches at a place wins there.
 * Independence Day is read as the Fourth of July, the way most who write it in English mean it;
 * the confirmation Luna asks next names the date, so another country's is corrected at once.
 */
export const FIXED_DAYS: readonly FixedDay[] = [
  { name: 'Christmas Eve', pattern: `(?:christmas|xmas|x-mas)\\s+eve`, month: 12, day: 24 },
  { name: 'Christmas Day', pattern: `(?:christmas|xmas|x-mas)${DAY}`, month: 12, day: 25 },
  { name: 'Boxing Day', pattern: 'boxing\\s+day', month: 12, day: 26 },
  { name: 'New Year’s Eve', pattern: `(?:new\\s+year${S}\\s+eve|nye)`, month: 12, day: 31 },
  { name: 'New Year’s Day', pattern: `new\\s+year${S}${DAY}`, month: 1, day: 1 },
  { name: 'Valentine’s Day', pattern: `${SAINT}?valentine${S}${DAY}`, month: 2, day: 14 },
  { name: 'Halloween', pattern: "hall?owe'?en", month: 10, day: 31 },
  { name: 'the Fourth of July', pattern: '(?:independence\\s+day|(?:the\\s+)?(?:fourth|4th)\\s+of\\s+july)', month: 7, day: 4 },
  { name: 'St Patrick’s Day', pattern: `(?:${SAINT}(?:patrick|paddy)${S}${DAY}|(?:patrick|paddy)${S}\\s+day)`, month: 3, day: 17 },
  { name: 'St David’s Day', pattern: `${SAINT}david${S}\\s+day`, month: 3, day: 1 },
  { name: 'St George’s Day', pattern: `${SAINT}george${S}\\s+day`, month: 4, day: 23 },
  { name: 'St Andrew’s Day', pattern: `${SAINT}andrew${S}\\s+day`, month: 11, day: 30 },
  { name: 'Bastille Day', pattern: 'bastille\\s+day', month: 7, day: 14 },
  { name: 'Canada Day', pattern: 'canada\\s+day', month: 7, day: 1 },
  { name: 'April Fools’ Day', pattern: `april\\s+fool${S}${DAY}`, month: 4, day: 1 },
  { name: 'Groundhog Day', pattern: 'groundhog\\s+day', month: 2, day: 2 },
  { name: 'Cinco de Mayo', pattern: 'cinco\\s+de\\s+mayo', month: 5, day: 5 },
  { name: 'Juneteenth', pattern: 'juneteenth', month: 6, day: 19 },
  { name: 'Guy Fawkes Night', pattern: `(?:guy\\s+fawkes${S}(?:\\s+night|\\s+day)?|bonfire\\s+night)`, month: 11, day: 5 },
  { name: 'Remembrance Day', pattern: '(?:remembrance|armistice|veterans' + S + ')\\s+day', month: 11, day: 11 },
  { name: 'All Saints’ Day', pattern: `all\\s+saint${S}\\s+day`, month: 11, day: 1 },
  { name: 'Leap Day', pattern: 'leap\\s+day', month: 2, day: 29 },
];

/** Days that move: Luna asks which day it was, and says why. */
export const MOVABLE_DAYS: readonly MovableDay[] = [
  { name: 'Mother’s Day', pattern: `(?:mother${S}|mom${S}|mum${S}|mothering)\\s+(?:day|sunday)`, movesWith: 'country' },
  { name: 'Father’s Day', pattern: `(?:father${S}|dad${S})\\s+day`, movesWith: 'country' },
  { name: 'Thanksgiving', pattern: `thanksgiving${DAY}`, movesWith: 'country' },
  { name: 'Labour Day', pattern: 'labou?r\\s+day', movesWith: 'country' },
  { name: 'Easter', pattern: `(?:easter(?:\\s+(?:sunday|monday|day))?|good\\s+friday)`, movesWith: 'year' },
  { name: 'Memorial Day', pattern: 'memorial\\s+day', movesWith: 'year' },
  { name: 'Martin Luther King Day', pattern: `(?:mlk|martin\\s+luther\\s+king(?:\\s+jr\\.?)?)${S}\\s+day`, movesWith: 'year' },
  { name: 'Presidents’ Day', pattern: `president${S}\\s+day`, movesWith: 'year' },
  { name: 'Lunar New Year', pattern: '(?:chinese|lunar)\\s+new\\s+year' + S + DAY, movesWith: 'year' },
  { name: 'Diwali', pattern: 'diwali|deepavali', movesWith: 'year' },
  { name: 'Eid', pattern: 'eid(?:\\s+(?:al|ul)[-\\s]\\w+)?', movesWith: 'year' },
  { name: 'Hanukkah', pattern: 'c?hanu?kk?ah?', movesWith: 'year' },
  { name: 'Rosh Hashanah', pattern: 'rosh\\s+hashanah?', movesWith: 'year' },
  { name: 'Passover', pattern: 'passover', movesWith: 'year' },
  { name: 'Mardi Gras', pattern: '(?:mardi\\s+gras|shrove\\s+tuesday|pancake\\s+day)', movesWith: 'year' },
  { name: 'Ramadan', pattern: 'ramadan', movesWith: 'year' },
];

type Row = { fixed: FixedDay } | { movable: MovableDay };
// Movable rows first: 'chinese new year' is not New Year's Day.
const ROWS: readonly Row[] = [...MOVABLE_DAYS.map((movable) => ({ movable })), ...FIXED_DAYS.map((fixed) => ({ fixed }))];

/** Every name, whole words only, as one pattern; which row matched is the group's position. */
const NAMED_DAY = new RegExp(`(?<![a-z])(?:${ROWS.map((row) => `(${'fixed' in row ? row.fixed.pattern : row.movable.pattern})`).join('|')})(?![a-z])`, 'g');

export interface NamedDayMatch {
  readonly index: number;
  readonly end: number;
  readonly row: Row;
}

/** Curly apostrophes made straight, so the patterns need only one kind; the length is kept. */
export const straightApostrophes = (text: string): string => text.replace(/[’‘`]/g, "'");

/** Each named day in a lower-case text, in order. */
export const findNamedDays = (lowerText: string): NamedDayMatch[] =>
  [...straightApostrophes(lowerText).matchAll(NAMED_DAY)].flatMap((match) => {
    const position = match.slice(1).findIndex((group) => group !== undefined);
    const row = ROWS[position];
    return row === undefined ? [] : [{ index: match.index, end: match.index + match[0].length, row }];
  });

/** A year standing alone: '1975', "'89", 'the year 2000'. Four digits from 1800 to 2199, or two after an apostrophe. */
const YEAR_ALONE = /(?<![\d:./-])(?:(1[89]\d\d|2[01]\d\d)|'(\d\d))(?![\d:]|\s*(?:h|hrs|hours)\b)/g;

export interface YearMatch {
  readonly index: number;
  readonly end: number;
  readonly digits: string;
}

/** Every year standing alone in a lower-case text. */
export const findYears = (lowerText: string): YearMatch[] =>
  [...straightApostrophes(lowerText).matchAll(YEAR_ALONE)].map((match) => ({
    index: match.index,
    end: match.index + match[0].length,
    digits: match[1] ?? match[2] ?? '',
  }));

/** Two digits right after a named day, or after 'in' or 'of' beside it ('halloween in 88', 'christmas 85'). */
const SHORT_YEAR_AFTER = /^[\s,]+(?:(?:in|of)\s+)?(?:the\s+year\s+)?(\d\d)(?![\d:.h])/;

/** The year closest to a named day, by the characters between them; a bare two-digit one only right after it. */
export const nearestYear = (years: readonly YearMatch[], day: NamedDayMatch, lowerText = ''): YearMatch | undefined => {
  const after = SHORT_YEAR_AFTER.exec(lowerText.slice(day.end));
  const short = after?.[1] === undefined ? [] : [{ index: day.end + after[0].length - 2, end: day.end + after[0].length, digits: after[1] }];
  return [...years, ...short].sort((a, b) => distance(a, day) - distance(b, day))[0];
};

const distance = (year: YearMatch, day: NamedDayMatch) => (year.index >= day.end ? year.index - day.end : day.index - year.end);

/** Why Luna asks, in her words: names the day and what makes its date uncertain. */
export const movableDayQuestion = (day: MovableDay, year: number | null): string => {
  // With the year known, 'May 8' is enough: the answer is read with it (completeBirthDate).
  const which = year === null ? 'Which day was it? Write the whole date, with the month and year.' : `Which day was it in ${year}? The day and month are enough.`;
  return day.movesWith === 'country'
    ? `${day.name} falls on different dates in different countries, so I’d rather not guess. ${which}`
    : `${day.name} falls on a different date each year, so I’d rather not guess. ${which}`;
};

/** A fixed day with no year beside it: Luna has the day and asks only for the year. */
export const missingYearQuestion = (day: FixedDay): string =>
  `${day.name}, lovely. Which year was that?`;
