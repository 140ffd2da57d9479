import type { BirthDateParse } from '../../birth';
import { fold, nicknameKey } from '../../places';
import type { CountryHint, PlaceFinder } from './understand-place';

/**
 * Where the visitor lives or says she is ('I'm in the US', 'based in germany', 'I live in
 * Toronto now'). It is context, never a birth place: it ranks namesakes of the place she
 * was born in, and settles the month and day order of a date such as 7/4/85.
 */
export interface Residence extends CountryHint {
  /** The region when she named one ('I live in Texas'); null for a country or a city. */
  region: string | null;
  /** As she named it, in the gazetteer's words: 'United States', 'Texas, United States', 'Toronto, Ontario, Canada'. */
  label: string;
}

/**
 * A cue that says where someone is now, ending in 'in' or 'to'. Not 'from' (that is where
 * she comes from) and not 'born' (that is the birth place).
 */
const RESIDENCE_CUE =
  /\b(?:i'?m|i am|im|we'?re|we are|i live|we live|i reside|i stay|i work|living|live|based|located|residing|staying|currently|moved|relocated|here)\s+(?:(?:now|currently|still|over|out|back|here|living|based|located)\s+){0,2}(?:in|to)\s+/giu;

/** Everyday short names of countries that the gazetteer keeps as codes only ('US'), keyed as nicknameKey reads them. */
const EVERYDAY_COUNTRY_FORMS: Readonly<Record<string, string>> = {
  us: 'United States',
  usa: 'United States',
  states: 'United States',
  uk: 'United Kingdom',
  uae: 'United Arab Emirates',
};

/** A city she says she lives in counts only when it is this large and bears the name itself (so 'I'm in love' names no town). */
const RESIDENCE_CITY_MIN_POPULATION = 100_000;
const RESIDENCE_MAX_WORDS = 5;

const residenceNamed = (finder: PlaceFinder, phrase: string): Residence | null => {
  const everyday = EVERYDAY_COUNTRY_FORMS[nicknameKey(phrase)];
  const area = finder.area(everyday ?? phrase);
  if (area !== null) return { countryCode: area.countryCode, countryName: area.largest[0]?.countryName ?? area.label, region: area.region, label: area.label };
  const called = finder.nicknamed?.(phrase) ?? null;
  const [largest] = finder.search(phrase, 1);
  const [cityPart = ''] = phrase.split(',');
  const city = called ?? (largest !== undefined && fold(largest.name) === fold(cityPart) && largest.population >= RESIDENCE_CITY_MIN_POPULATION ? largest : null);
  return city === null ? null : { countryCode: city.countryCode, countryName: city.countryName, region: null, label: city.label };
};

/** Where the words after a cue run to: the end of the sentence ('Austin, Texas' keeps its comma). */
const clauseAfter = (text: string, from: number): string => {
  const rest = text.slice(from);
  const end = rest.search(/[;!?\n]|\.(?:\s|$)/u);
  return end < 0 ? rest : rest.slice(0, end + (rest[end] === '.' ? 1 : 0));
};

/** Words that may open the clause before the cue ('we moved to', 'and I've recently moved to'): taken out with it. */
const SUBJECT_WORDS = new Set(['i', 'we', "i've", "we've", 'ive', 'weve', 'have', 'just', 'recently', 'and', 'but', 'so', 'now', 'currently', 'actually', 'also']);

const withoutSubject = (before: string): string => {
  const words = before.split(' ');
  while (words.length > 0 && (words.at(-1) === '' || SUBJECT_WORDS.has(words.at(-1)!.toLowerCase()))) words.pop();
  return words.join(' ');
};

/**
 * The place a message names as where she is now, and the message with those words taken
 * out (so they are never read as her birth place). The longest run of words after the
 * cue that names a country, a region or a large city wins ('in canada now' is Canada).
 */
export const residenceIn = (text: string, finder: PlaceFinder): { residence: Residence; rest: string } | null => {
  const plain = text.replace(/[’‘`]/g, "'");
  for (const cue of plain.matchAll(RESIDENCE_CUE)) {
    const after = cue.index + cue[0].length;
    const words = clauseAfter(plain, after).split(/\s+/).filter((word) => word !== '');
    for (let count = Math.min(RESIDENCE_MAX_WORDS, words.length); count >= 1; count--) {
      const joined = words.slice(0, count).join(' ');
      const phrase = joined.replace(/[^\p{L}\p{M}.]+$/u, '');
      const residence = phrase === '' || /^the$/i.test(phrase) ? null : residenceNamed(finder, phrase);
      if (residence === null) continue;
      // Where the words end in the text, less what was trimmed off the last of them.
      const end = words.slice(0, count).reduce((at, word) => plain.indexOf(word, at) + word.length, after) - (joined.length - phrase.length);
      return { residence, rest: `${withoutSubject(plain.slice(0, cue.index))} ; ${plain.slice(end)}` };
    }
  }
  return null;
};

/** Countries that write the month first (7/4/85 is July 4): the United States and the lands that follow its usage. */
const MONTH_FIRST = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'PH', 'FM', 'MH', 'PW']);
/** Countries where both orders are common, or the year usually comes first: there she is still asked. */
const EITHER_ORDER = new Set(['CA', 'CN', 'JP', 'KR', 'KP', 'TW', 'HU', 'IR', 'MN', 'LT']);

/** How a country writes a numeric date: month first, day first, or either (then she is asked). */
export const dateOrderIn = (countryCode: string): 'month-first' | 'day-first' | 'either' =>
  MONTH_FIRST.has(countryCode) ? 'month-first' : EITHER_ORDER.has(countryCode) ? 'either' : 'day-first';

/**
 * An ambiguous numeric date read the way the country she named writes dates. The parser
 * lists the day-first reading, then the month-first one; with no country, or one where
 * both orders are common, the question stays.
 */
export const settleDateOrder = (date: BirthDateParse, countryCode: string | null): BirthDateParse => {
  if (date.kind !== 'ambiguous' || countryCode === null) return date;
  const order = dateOrderIn(countryCode);
  if (order === 'either') return date;
  const [dayFirst, monthFirst] = date.options;
  return { kind: 'date', date: order === 'month-first' ? monthFirst : dayFirst };
};

/**
 * The country that settles a numeric date: where she lives, else the country of the birth
 * place she named (by the gazetteer's name, 'United States'). Null when she named neither.
 */
export const countryHintFor = (finder: PlaceFinder, residence: CountryHint | null, birthCountry: string | null): CountryHint | null => {
  if (residence !== null) return residence;
  const area = birthCountry === null ? null : finder.area(birthCountry);
  return area === null || area.region !== null ? null : { countryCode: area.countryCode, countryName: birthCountry ?? area.label };
};
