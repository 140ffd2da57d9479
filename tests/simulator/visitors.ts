import { newcomers } from './newcomers';

/**
 * Visitors who type as people do (issue 13 §1): lower case, typos, no commas, emoji, 'yep',
 * greetings in other languages, details before they are asked, corrections. Each visitor
 * knows their own facts and has, for every question, the words they would answer with:
 * the first as they would type it, the next ones plainer (people rephrase when not understood).
 */
export interface Visitor {
  id: string;
  firstName: string;
  /** ISO date checked on the stored profile. */
  birthDate: string;
  /** The stored birth city starts with this (as the gazetteer names it). */
  city: string;
  email: string;
  /** Said first, whatever Luna asks: greetings, goals, details before being asked. */
  opening: string[];
  goal: string[];
  name: string[];
  date: string[];
  place: string[];
  yes: string;
  no: string;
  /** A wrong birth date given first, then 'no wait, it's …' on the next turn. */
  wrongDateFirst?: string;
  /** What the visitor stands for in the summary by kind ('nickname', 'named-day', 'correction-at', …). */
  kinds: string[];
  /** Birth time (HH:MM, 24 h) the stored profile must hold, when the visitor gives one. */
  birthTime?: string;
  /** Minutes the stored time may be off by, for times said roughly ('noon-ish'). */
  timeWithin?: number;
  /** A part of the birth city's label that tells it from places of the same name ('Oregon'). */
  region?: string;
  /** Where the visitor lives, said as context: never their birth place. */
  residence?: string;
  /**
   * A detail typed wrongly the first time it is asked (`typed`), which Luna then shows back as
   * `shows`; the visitor corrects it in their own words (`fix`) at that confirmation ('at'), or
   * says yes first and corrects it on the next turn ('after').
   */
  slip?: {
    field: 'date' | 'place';
    typed: string;
    shows: string;
    fix: string;
    when: 'at' | 'after';
    /** The fix is a bare no ('nope'): Luna has to ask again, so her next reply need not confirm the right value. */
    bare?: boolean;
  };
  /** Answers to Luna's follow-up questions, as this visitor would give them: the first whose pattern her question matches. */
  replies?: { to: RegExp; say: string }[];
  /** A question of their own asked the first time Luna asks for `at`, before answering it; her answer must match `expect`. */
  aside?: { at: 'goal' | 'name' | 'date' | 'place' | 'email'; say: string; expect: RegExp };
  /** A question asked once the reading is ready; her answer must match `expect` (and, like every reply, invent no birth place). */
  afterReading?: { say: string; expect: RegExp | ((reply: string) => boolean) };
  /** A question Luna should not need to ask this visitor (the month and day order when they said where they live). */
  unasked?: { pattern: RegExp; why: string };
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const TYPOS: Record<string, string> = {
  january: 'janaury',
  february: 'feburary',
  march: 'marhc',
  april: 'apirl',
  may: 'may',
  june: 'jnue',
  july: 'jluy',
  august: 'agust',
  september: 'septmber',
  october: 'ocotber',
  november: 'novmber',
  december: 'decmber',
};
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

interface Day {
  y: number;
  m: number;
  d: number;
}
const dayOf = (iso: string): Day => {
  const [y = 0, m = 0, d = 0] = iso.split('-').map(Number);
  return { y, m, d };
};
const monthName = (m: number) => MONTHS[m - 1] ?? 'january';

/** The ways people write a date, as typed. */
const DATE_STYLES: ((day: Day) => string)[] = [
  ({ y, m, d }) => `${y} ${monthName(m)} ${ordinal(d)}`,
  ({ y, m, d }) => `${d}.${m}.${String(y).slice(2)}`,
  ({ y, m, d }) => `${capital(monthName(m))} ${d} ${y}`,
  ({ y, m, d }) => `the ${ordinal(d)} of ${monthName(m)} ${String(y).slice(2)}`,
  ({ y, m, d }) => `${TYPOS[monthName(m)] ?? monthName(m)} ${d} ${y}`,
  ({ y, m, d }) => `born ${ordinal(d)} ${monthName(m).slice(0, 3)} ${y} around 3pm`,
  ({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  ({ y, m, d }) => `${monthName(m)} ${ordinal(d)}, ${y} at 7:30am`,
  ({ y, m, d }) => `${d} ${TYPOS[monthName(m)] ?? monthName(m)} ${y}, no idea what time tbh`,
  ({ y, m, d }) => `i was born on ${d} ${capital(monthName(m))} ${y} 🙂`,
  ({ y, m, d }) => `${d}/${m}/${y}`,
  ({ y, m, d }) => `${ordinal(d)} ${monthName(m)} ${y}`,
];
const plainDate = ({ y, m, d }: Day) => `${d} ${capital(monthName(m))} ${y}`;

interface PlaceCase {
  city: string;
  typed: string;
  plain: string;
}
const PLACES: PlaceCase[] = [
  { city: 'Leeds', typed: 'leeds england', plain: 'Leeds, United Kingdom' },
  { city: 'Cairo', typed: 'cairo egypt', plain: 'Cairo, Egypt' },
  { city: 'São Paulo', typed: 'sao paulo brazil', plain: 'São Paulo, Brazil' },
  { city: 'Pune', typed: 'I was born in Pune. I want to grow my business.', plain: 'Pune, India' },
  { city: 'Lisbon', typed: 'lisbon portugal', plain: 'Lisbon, Portugal' },
  { city: 'Manchester', typed: 'manchester uk', plain: 'Manchester, United Kingdom' },
  { city: 'Nairobi', typed: 'born in nairobi kenya 🙏', plain: 'Nairobi, Kenya' },
  { city: 'Mexico City', typed: 'mexico city', plain: 'Mexico City, Mexico' },
  { city: 'Cork', typed: 'cork ireland', plain: 'Cork, Ireland' },
  { city: 'Kraków', typed: 'krakow poland', plain: 'Kraków, Poland' },
  { city: 'Toronto', typed: 'toronto canada', plain: 'Toronto, Canada' },
  { city: 'Osaka', typed: 'osaka, japan', plain: 'Osaka, Japan' },
  { city: 'Lagos', typed: 'lagos nigeria', plain: 'Lagos, Nigeria' },
  { city: 'Melbourne', typed: 'melbourne australia', plain: 'Melbourne, Australia' },
  { city: 'Dublin', typed: 'dublin', plain: 'Dublin, Ireland' },
  { city: 'Montréal', typed: 'montreal quebec', plain: 'Montréal, Canada' },
  { city: 'Barcelona', typed: 'barcelna spain', plain: 'Barcelona, Spain' },
  { city: 'Mumbai', typed: 'in mumbai', plain: 'Mumbai, India' },
  { city: 'Berlin', typed: 'berlin germany', plain: 'Berlin, Germany' },
  { city: 'Seattle', typed: 'seattle washington', plain: 'Seattle, United States' },
  { city: 'Bristol', typed: 'bristol, england', plain: 'Bristol, United Kingdom' },
  { city: 'Nairobi', typed: 'nairobi', plain: 'Nairobi, Kenya' },
  // A country alone, then the town from the places offered; a slip in the first letter.
  { city: 'San Fernando', typed: 'trinidad and tobago', plain: 'San Fernando, Trinidad and Tobago' },
  { city: 'Porto', typed: 'portugal', plain: 'Porto, Portugal' },
  { city: 'London', typed: 'kondon', plain: 'London, United Kingdom' },
];

const NAMES = ['Dev', 'Ravi', 'Zoë', 'Anne-Marie', 'José', 'Siobhan', 'Björn', 'Mei', 'Ngozi', 'Łukasz', 'Priya', 'Tomás', 'Aoife', 'Jean-Luc', 'Émilie', 'Kwame', 'Sofía', 'Hiroshi', 'Fatima', 'Oluwaseun'];

const NAME_STYLES: ((name: string) => string)[] = [
  (n) => `fine, I'm ${n}`,
  (n) => `my naem is ${n}`,
  (n) => `hey i'm ${n} 😊`,
  (n) => n.toLowerCase(),
  (n) => `its ${n}`,
  (n) => `ok sure, I'm ${n}`,
  (n) => `${n} here`,
  (n) => `nmae is ${n}`,
  (n) => `call me ${n} 🙂`,
  (n) => `I'm ${n}!`,
  (n) => `${n} :)`,
  (n) => `name's ${n.toLowerCase()}`,
];

const GOALS = [
  'i want to grow my business',
  'feeling kinda lost tbh',
  'love life is a mess 😅',
  'just curious about the moon',
  'more abundance pls 🙏',
  'burned out at work, need clarity',
  'trying to manifest a new job',
  'idk, I want to feel calmer',
];

const OPENINGS: string[][] = [
  [],
  ['hola!'],
  ['bonjour 🌙'],
  ['namaste'],
  ["not sure what I'm looking for"],
  ['hallo'],
  ['ciao luna'],
  ['olá ✨'],
  ['hi there'],
  ['no idea where to start lol'],
  ['hey'],
  ['konnichiwa'],
];

const YES = ['yep', 'yeah', 'correct', "that's right", 'sure', 'yes please', 'yup 👍', 'Yes', 'yes that is correct', 'yeah thats right'];
const NO = ['nope', 'not quite', 'no', 'nah'];

const BIRTH_DATES = [
  '1992-06-09', '1988-03-14', '1975-11-23', '2001-07-04', '1969-12-31', '1995-02-17', '1983-09-05', '1990-10-28',
  '1979-04-30', '1998-08-21', '1964-01-12', '2003-05-19', '1986-06-09', '1971-03-03',
];

/** Sixty-four visitors, each a different mix of the ways above (issue 13). */
const baseline = (): Visitor[] =>
  Array.from({ length: 64 }, (_, i) => {
    const firstName = NAMES[i % NAMES.length] ?? 'Ana';
    const birthDate = BIRTH_DATES[(i * 5) % BIRTH_DATES.length] ?? '1990-01-01';
    const day = dayOf(birthDate);
    const place = PLACES[(i * 7) % PLACES.length] ?? PLACES[0]!;
    const dateStyle = DATE_STYLES[i % DATE_STYLES.length]!;
    const nameStyle = NAME_STYLES[(i * 5) % NAME_STYLES.length]!;
    const ascii = firstName.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase();
    const email = `${ascii}.${i}@example.com`;
    const typedDate = dateStyle(day);
    const opening = [...(OPENINGS[i % OPENINGS.length] ?? [])];
    // Every fifth visitor gives details before being asked; some all at once.
    if (i % 5 === 2) opening.push(`${nameStyle(firstName)}, born ${plainDate(day)} in ${place.plain}`);
    if (i % 5 === 4) opening.push(`can i get a free reading? ${typedDate}, ${place.typed.replace(/^(?:i was born in|born in|in) /i, '')}`);
    return {
      id: `visitor-${String(i + 1).padStart(2, '0')}`,
      firstName,
      birthDate,
      city: place.city,
      email,
      opening,
      goal: [GOALS[i % GOALS.length] ?? 'clarity', 'I want more clarity in my life'],
      name: [nameStyle(firstName), firstName, `My name is ${firstName}`],
      date: [typedDate, plainDate(day), `${birthDate}`],
      place: [place.typed, place.plain],
      yes: YES[i % YES.length] ?? 'yes',
      no: NO[i % NO.length] ?? 'no',
      ...(i % 9 === 3 ? { wrongDateFirst: plainDate({ ...day, y: day.y + 1 }) } : {}),
      kinds: ['baseline'],
    };
  });

/** The sixty-four visitors of issue 13 and the newcomers of issue 27: at least 150 in all. */
export const visitors = (): Visitor[] => [...baseline(), ...newcomers()];

export const datePlain = (iso: string) => plainDate(dayOf(iso));
