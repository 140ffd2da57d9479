import type { Visitor } from './visitors';

/**
 * The newcomers of issue 27: visitors who name places and days as people do, correct a detail
 * at or after a confirmation, say yes and no in their own words, ask a question of their own
 * half-way, or want a guarantee. Each carries the kinds it stands for, so the simulator's
 * summary can say which kinds fail.
 *
 * A newcomer answers in the way of their kind and keeps to it when asked again: the second
 * wording is another way of saying the same thing ('xmas eve 1975' after 'christmas eve 1975'),
 * never the plain calendar form, so a kind Luna does not understand fails instead of being
 * rescued by a rephrasing (ADR 044).
 */
interface Spec {
  kinds: string[];
  name: string;
  /** ISO birth date. */
  born: string;
  city: string;
  date: string[];
  place: string[];
  time?: string;
  within?: number;
  region?: string;
  residence?: string;
  opening?: string[] | ((email: string) => string[]);
  yes?: string;
  no?: string;
  goal?: string;
  slip?: Visitor['slip'];
  unasked?: Visitor['unasked'];
  replies?: Visitor['replies'];
  aside?: Visitor['aside'];
  afterReading?: Visitor['afterReading'];
}

const GOALS = [
  'my sleep has been awful lately',
  'thinking about changing careers',
  'want to understand myself better',
  'new relationship, feeling hopeful',
  'money stress, honestly',
  'my mum passed last year and I feel stuck',
  'starting a yoga practice, curious how the moon fits',
  'just exploring 🌙',
];

const NAME_STYLES: ((name: string) => string)[] = [
  (n) => n.toLowerCase(),
  (n) => `i'm ${n}`,
  (n) => `${n} 👋`,
  (n) => `you can call me ${n.toLowerCase()}`,
  (n) => `it's ${n}`,
  (n) => `${n}, nice to meet you`,
];

/** Plain yeses for visitors whose kind is something else, so a failure points at that kind. */
const PLAIN_YES = ['yes', 'yep', 'correct', 'yes that is right', 'yeah'];

const ascii = (name: string) => name.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase();

const make = (spec: Spec, i: number): Visitor => {
  const email = `${ascii(spec.name)}.n${i + 1}@example.net`;
  const opening = typeof spec.opening === 'function' ? spec.opening(email) : [...(spec.opening ?? [])];
  return {
    id: `newcomer-${String(i + 1).padStart(3, '0')}`,
    kinds: spec.kinds,
    firstName: spec.name,
    birthDate: spec.born,
    city: spec.city,
    email,
    opening,
    goal: [spec.goal ?? GOALS[i % GOALS.length] ?? 'clarity', 'mostly I want some clarity'],
    name: [(NAME_STYLES[i % NAME_STYLES.length] ?? ((n: string) => n))(spec.name), spec.name],
    date: spec.date,
    place: spec.place,
    yes: spec.yes ?? PLAIN_YES[i % PLAIN_YES.length] ?? 'yes',
    no: spec.no ?? 'no',
    ...(spec.time !== undefined ? { birthTime: spec.time } : {}),
    ...(spec.within !== undefined ? { timeWithin: spec.within } : {}),
    ...(spec.region !== undefined ? { region: spec.region } : {}),
    ...(spec.residence !== undefined ? { residence: spec.residence } : {}),
    ...(spec.slip !== undefined ? { slip: spec.slip } : {}),
    ...(spec.replies !== undefined ? { replies: spec.replies } : {}),
    ...(spec.aside !== undefined ? { aside: spec.aside } : {}),
    ...(spec.afterReading !== undefined ? { afterReading: spec.afterReading } : {}),
    ...(spec.unasked !== undefined ? { unasked: spec.unasked } : {}),
    ...(spec.residence !== undefined && spec.unasked === undefined ? { unasked: ORDER_ASKED } : {}),
  };
};

const TIME_ASKED = /what time|which hour|the hour|time of day|roughly when|what hour|time were you born/i;
const PHASES = ['new moon', 'waxing crescent', 'first quarter', 'waxing gibbous', 'full moon', 'waning gibbous', 'last quarter', 'waning crescent'];
/** Her own birth phase, not the list of all eight: one phase named (two at most, for a phase on the cusp). */
const namesOnePhase = (reply: string) => {
  const named = PHASES.filter((phase) => reply.toLowerCase().replace(/[-_]/g, ' ').includes(phase)).length;
  return named >= 1 && named <= 2;
};

/** Asking the month and day order of a numeric date when the visitor said which country they live in. */
const ORDER_ASKED = { pattern: /did you mean .*\d{4}.* or /i, why: 'asked the month and day order though the visitor said where they live' };
const WHICH_PLACE = /which one|did you mean|which of these|one of these|which .* do you mean/i;

const SPECS: Spec[] = [
  // Big cities by the names people use for them.
  { kinds: ['nickname'], name: 'Marcus', born: '1987-08-14', city: 'New York City', date: ['aug 14 1987', '14th august 1987'], place: ['nyc', 'born in nyc'] },
  { kinds: ['nickname'], name: 'Keisha', born: '1994-01-22', city: 'New York City', date: ['22 jan 1994'], place: ['NYC, born and raised', 'nyc'] },
  { kinds: ['nickname'], name: 'Diego', born: '1991-05-30', city: 'Los Angeles', date: ['may 30 1991'], place: ['LA', 'LA, california'] },
  { kinds: ['nickname'], name: 'Brooke', born: '1999-11-11', city: 'Los Angeles', date: ['11/11/1999'], place: ['born and raised in LA', 'LA'] },
  { kinds: ['nickname'], name: 'Kai', born: '1985-03-19', city: 'San Francisco', region: 'California', date: ['19 march 1985'], place: ['sf', 'SF, in california'] },
  { kinds: ['nickname'], name: 'Noor', born: '2000-09-09', city: 'San Francisco', region: 'California', date: ['sept 9 2000'], place: ['SF bay area, the city itself', 'sf'] },
  { kinds: ['nickname'], name: 'Tyrone', born: '1978-02-06', city: 'Washington', date: ['6 feb 1978'], place: ['DC', 'washington DC'] },
  { kinds: ['nickname'], name: 'Abigail', born: '1996-07-27', city: 'Washington', date: ['july 27th 1996'], place: ['in dc', 'D.C.'] },
  { kinds: ['nickname'], name: 'Thiago', born: '1982-12-03', city: 'Rio de Janeiro', date: ['3 dezembro 1982', '3 december 1982'], place: ['rio', 'rio brazil'] },
  { kinds: ['nickname'], name: 'Larissa', born: '1993-04-16', city: 'Rio de Janeiro', date: ['16 april 1993'], place: ['rio 🇧🇷', 'rio, brasil'] },
  { kinds: ['nickname'], name: 'Sean', born: '1974-10-02', city: 'Philadelphia', date: ['oct 2 1974'], place: ['philly', 'philly pa'] },
  { kinds: ['nickname'], name: 'Dana', born: '1989-06-25', city: 'Philadelphia', date: ['25 june 1989'], place: ['philly!!', 'philly'] },
  { kinds: ['nickname'], name: 'Aisyah', born: '1997-03-08', city: 'Kuala Lumpur', date: ['8 march 1997'], place: ['KL', 'KL malaysia'] },
  { kinds: ['nickname'], name: 'Wei Ling', born: '1984-12-20', city: 'Kuala Lumpur', date: ['20 dec 1984'], place: ['kl, malaysia', 'in KL'] },

  // Where they live, said as context: it orders an ambiguous numeric date and is never where they were born.
  { kinds: ['residence'], name: 'Gemma', born: '1990-03-04', city: 'Leicester', residence: 'United Kingdom', date: ["4/3/90, i'm in the UK", '4/3/90 (uk)'], place: ['leicester'] },
  { kinds: ['residence'], name: 'Brandon', born: '1988-11-02', city: 'Denver', residence: 'United States', date: ['11/2/88 im in the us', '11/2/88, us'], place: ['denver colorado'] },
  { kinds: ['residence'], name: 'Chloe', born: '1979-05-06', city: 'Adelaide', residence: 'Australia', date: ['6/5/79 - i live in australia', '6/5/79 aussie dates'], place: ['adelaide'] },
  { kinds: ['residence'], name: 'Jonas', born: '1995-10-02', city: 'Hamburg', residence: 'Germany', date: ["2/10/95, I'm in germany", '2/10/95 german style'], place: ['hamburg'] },
  { kinds: ['residence'], name: 'Madison', born: '1983-12-01', city: 'Atlanta', residence: 'United States', date: ["12/1/83 (I'm in the US)", '12/1/83 us format'], place: ['atlanta'] },
  { kinds: ['residence'], name: 'Fiona', born: '1991-08-05', city: 'Glasgow', residence: 'United Kingdom', opening: ['hiya from the UK!'], date: ['5/8/91', '5/8/91 uk way round'], place: ['glasgow'] },
  { kinds: ['residence'], name: 'Chidi', born: '1986-01-29', city: 'Lagos', residence: 'United Kingdom', date: ['29 jan 1986'], place: ['born in lagos but i live in the UK now', 'lagos'] },
  { kinds: ['residence'], name: 'Amélie', born: '1992-09-14', city: 'Montréal', residence: 'France', date: ['14 sept 1992'], place: ["I'm in france now but i was born in montreal", 'montreal'] },
  { kinds: ['residence'], name: 'Jake', born: '1987-09-10', city: 'Miami', residence: 'United States', date: ['9/10/87, living in the US', '9/10/87 american format'], place: ['miami'] },

  // Named days with a year.
  { kinds: ['named-day'], name: 'Niamh', born: '1975-12-24', city: 'Cork', region: 'Ireland', date: ['christmas eve 1975', 'xmas eve, 1975'], place: ['cork', 'cork ireland'] },
  { kinds: ['named-day'], name: 'Rosa', born: '2000-02-14', city: 'Valencia', region: 'Spain', date: ["valentine's day 2000", 'valentines 2000'], place: ['valencia spain'] },
  { kinds: ['named-day'], name: 'Oskar', born: '1999-01-01', city: 'Oslo', date: ['new years day 1999', "new year's day, 1999"], place: ['oslo norway'] },
  { kinds: ['named-day', 'short-year'], name: 'Harriet', born: '1989-12-31', city: 'Bristol', date: ["new year's eve '89", 'nye 1989'], place: ['bristol uk'] },
  { kinds: ['named-day'], name: 'Raven', born: '1993-10-31', city: 'Chicago', date: ['halloween 1993', 'on halloween, 1993'], place: ['chicago'] },
  { kinds: ['named-day'], name: 'Dwight', born: '1976-07-04', city: 'Boston', date: ['fourth of july 1976', 'on the fourth of july, 1976'], place: ['boston'] },
  { kinds: ['named-day'], name: 'Patsy', born: '1980-07-04', city: 'Nashville', date: ['independence day 1980, here in the states', 'independence day, 1980'], place: ['nashville tennessee'] },
  { kinds: ['named-day'], name: 'Ciarán', born: '1988-03-17', city: 'Boston', region: 'Massachusetts', date: ["st patrick's day 1988", 'paddys day 1988'], place: ['boston, massachusetts'] },
  { kinds: ['named-day'], name: 'Noel', born: '1967-12-25', city: 'Liverpool', date: ['christmas day 1967', 'xmas day 1967'], place: ['liverpool'] },
  { kinds: ['named-day'], name: 'Amor', born: '1994-02-14', city: 'Manila', date: ['born on valentines day in 1994 lol', "valentine's 1994"], place: ['manila philippines'] },
  { kinds: ['named-day'], name: 'Holly', born: '2001-12-24', city: 'Vancouver', region: 'Canada', date: ['christmas eve of 2001', 'christmas eve in 2001'], place: ['vancouver canada'] },
  {
    kinds: ['named-day', 'mothers-day'],
    name: 'Marisol',
    born: '1990-05-13',
    city: 'Houston',
    date: ["mother's day 1990", 'it was mothers day 1990'],
    place: ['houston texas'],
    replies: [{ to: /mother|which country|which one/i, say: 'the american one, so may 13th' }],
  },
  {
    kinds: ['named-day', 'mothers-day'],
    name: 'Imogen',
    born: '2002-03-10',
    city: 'Norwich',
    date: ['mothers day 2002', 'on mothering sunday 2002'],
    place: ['norwich'],
    replies: [{ to: /mother|which country|which one/i, say: 'in the uk, it was the 10th of march' }],
  },

  // Two-digit years with an apostrophe.
  { kinds: ['short-year'], name: 'Beth', born: '1991-03-03', city: 'Cardiff', date: ["march 3rd '91", "3 march '91"], place: ['cardiff wales'] },
  { kinds: ['short-year'], name: 'Manny', born: '1984-06-12', city: 'San Antonio', date: ["june 12 '84", "12th june '84"], place: ['san antonio tx'] },
  { kinds: ['short-year'], name: 'Yusuf', born: '1999-05-02', city: 'Istanbul', date: ["2 may '99", "may 2nd '99"], place: ['istanbul'] },
  { kinds: ['short-year'], name: 'Greta', born: '1972-10-20', city: 'Stockholm', date: ["oct 20 '72", "20 oct '72"], place: ['stockholm sweden'] },
  { kinds: ['short-year'], name: 'Lachlan', born: '2005-08-08', city: 'Brisbane', date: ["the 8th of august '05", "aug 8 '05"], place: ['brisbane'] },
  { kinds: ['short-year'], name: 'Dolores', born: '1968-01-30', city: 'Havana', date: ["jan 30 '68", "30 jan '68"], place: ['havana cuba'] },

  // 24-hour and European times.
  { kinds: ['time-24h', 'short-year'], name: 'Pauline', born: '1991-03-03', city: 'Lyon', time: '14:30', date: ["march 3rd '91 at 14h30", "3 march '91, 14h30"], place: ['lyon france'] },
  { kinds: ['time-24h'], name: 'Matteo', born: '1986-04-22', city: 'Milan', time: '14:30', date: ['22 april 1986 at 14.30', '22/4/1986 14.30'], place: ['milano'] },
  { kinds: ['time-24h'], name: 'Hamish', born: '1977-05-05', city: 'Aberdeen', time: '14:30', date: ['1430 hrs on 5 may 1977', '5 may 1977, 1430 hrs'], place: ['aberdeen scotland'] },
  { kinds: ['time-24h'], name: 'Camille', born: '1993-11-17', city: 'Marseille', time: '21:15', date: ['17 nov 1993 21h15', '17/11/1993 à 21h15'], place: ['marseille'] },
  { kinds: ['time-24h'], name: 'Henrik', born: '1980-02-02', city: 'Copenhagen', time: '06:05', date: ['2 feb 1980 at 06h05', '02.02.1980 06h05'], place: ['copenhagen'] },
  { kinds: ['time-24h'], name: 'Ilse', born: '1999-09-09', city: 'Rotterdam', time: '23:40', date: ['9 sept 1999, 23.40', '9/9/1999 23.40'], place: ['rotterdam'] },
  { kinds: ['time-24h'], name: 'Ruairi', born: '1974-07-14', city: 'Belfast', time: '07:45', date: ['born at 0745 hrs, 14 july 1974', '14 july 1974 0745 hrs'], place: ['belfast'] },
  { kinds: ['time-24h'], name: 'Sabine', born: '1982-10-31', city: 'Munich', time: '18:00', date: ['31/10/1982 at 18h', '31.10.1982, 18h'], place: ['munich germany'] },
  { kinds: ['time-24h'], name: 'Lotte', born: '1984-08-19', city: 'Utrecht', time: '13:15', date: ['19.08.1984 at 13.15', '19-08-1984 13.15'], place: ['utrecht'] },
  { kinds: ['time-24h'], name: 'Anders', born: '1991-06-01', city: 'Göteborg', time: '16:20', date: ['1 june 1991 at 16:20'], place: ['gothenburg sweden'] },

  // Times by the part of the day.
  { kinds: ['time-daypart'], name: 'Evie', born: '1990-03-11', city: 'Brighton', time: '18:30', date: ['11 march 1990, half past six in the evening', 'march 11 1990 at half six in the evening'], place: ['brighton'] },
  { kinds: ['time-daypart'], name: 'Rohan', born: '1985-09-23', city: 'Chennai', time: '07:45', date: ['23 sept 1985 at quarter to eight in the morning', '23/9/1985, a quarter to eight in the morning'], place: ['chennai'] },
  { kinds: ['time-daypart'], name: 'Gloria', born: '1970-05-18', city: 'Lima', time: '12:00', within: 30, date: ['may 18 1970 noon-ish', '18 may 1970 around noon'], place: ['lima peru'] },
  {
    kinds: ['time-daypart'],
    name: 'Selene',
    born: '1996-02-03',
    city: 'Athens',
    region: 'Greece',
    time: '00:00',
    within: 30,
    date: ['3 feb 1996 around midnight', 'feb 3 1996, about midnight'],
    place: ['athens greece'],
    replies: [{ to: /midnight|before or after/i, say: 'just after, so it was already the 3rd' }],
  },
  { kinds: ['time-daypart'], name: 'Magnus', born: '1981-08-30', city: 'Bergen', time: '22:00', date: ['30 august 1981 at ten at night', 'aug 30 1981, ten at night'], place: ['bergen norway'] },
  { kinds: ['time-daypart'], name: 'Ines', born: '1997-12-12', city: 'Sevilla', time: '15:15', date: ['12 dec 1997, quarter past three in the afternoon', '12/12/1997 quarter past three in the afternoon'], place: ['sevilla'] },
  { kinds: ['time-daypart'], name: 'Ahmed', born: '1983-04-09', city: 'Alexandria', region: 'Egypt', time: '05:00', date: ['9 april 1983 at five in the morning', 'april 9 1983, 5 in the morning'], place: ['alexandria egypt'] },

  // Vague times: she asks for the hour, and they answer plainly.
  { kinds: ['time-vague'], name: 'Tess', born: '1992-07-07', city: 'Leeds', time: '13:30', date: ['7 july 1992, just after lunch', '7/7/1992 just after lunch'], place: ['leeds'], replies: [{ to: TIME_ASKED, say: 'around 1.30pm' }] },
  { kinds: ['time-vague'], name: 'Bram', born: '1988-02-26', city: 'Antwerp', time: '10:00', date: ['26 feb 1988, sometime in the morning', '26.2.1988 in the morning'], place: ['antwerp belgium'], replies: [{ to: TIME_ASKED, say: '10am' }] },
  { kinds: ['time-vague'], name: 'Luz', born: '1979-11-05', city: 'Bogotá', time: '23:00', date: ['5 nov 1979, late at night', 'nov 5 1979 late night'], place: ['bogota colombia'], replies: [{ to: TIME_ASKED, say: '11pm' }] },
  { kinds: ['time-vague'], name: 'Pete', born: '1965-06-19', city: 'Detroit', time: '20:15', date: ['june 19 1965 after dinner', '19 june 1965, after dinner sometime'], place: ['detroit'], replies: [{ to: TIME_ASKED, say: '8:15 pm' }] },
  { kinds: ['time-vague'], name: 'Maren', born: '1994-10-10', city: 'Trondheim', time: '03:00', date: ['10 oct 1994 in the early hours', '10/10/1994 early hours'], place: ['trondheim'], replies: [{ to: TIME_ASKED, say: '3am I think' }] },
  { kinds: ['time-vague'], name: 'Farah', born: '1987-01-14', city: 'Karachi', time: '06:30', date: ['14 jan 1987 before breakfast', 'jan 14 1987, before breakfast'], place: ['karachi'], replies: [{ to: TIME_ASKED, say: '6.30 am' }] },

  // One message with everything.
  { kinds: ['all-in-one', 'time-24h'], name: 'Tara', born: '1991-03-03', city: 'Edinburgh', time: '14:30', opening: (e) => [`hi! I'm Tara, born 3 march 1991 at 14h30 in edinburgh scotland and my email is ${e}`], date: ['3 march 1991 14h30'], place: ['edinburgh'] },
  { kinds: ['all-in-one'], name: 'Olu', born: '1987-09-22', city: 'Lagos', time: '07:00', opening: (e) => [`name's olu, 22/09/1987 7am lagos nigeria, email ${e}`], date: ['22/09/1987 7am'], place: ['lagos nigeria'] },
  { kinds: ['all-in-one', 'time-daypart'], name: 'Marta', born: '1993-02-14', city: 'Sevilla', time: '10:30', opening: (e) => [`Marta here - 14 feb 1993 about half past ten in the morning, born in seville spain. email: ${e}`], date: ['14 feb 1993 half past ten in the morning'], place: ['seville'] },
  { kinds: ['all-in-one'], name: 'Ken', born: '2000-01-01', city: 'Ōsaka', time: '00:05', opening: (e) => [`ok everything at once: Ken, 1 jan 2000, 00:05, osaka japan, ${e}`], date: ['1 jan 2000 00:05'], place: ['osaka japan'] },
  { kinds: ['all-in-one'], name: 'Priyanka', born: '1989-11-05', city: 'Jaipur', time: '15:00', opening: (e) => [`i'm priyanka born 5th nov 1989 in jaipur at 3 pm my mail is ${e}`], date: ['5th nov 1989 3 pm'], place: ['jaipur'] },
  { kinds: ['all-in-one'], name: 'Liam', born: '1978-06-30', city: 'Cork', opening: (e) => [`Liam / 30.06.1978 / cork ireland / ${e}`], date: ['30.06.1978'], place: ['cork ireland'] },

  // Corrections at a confirmation.
  { kinds: ['correction-at'], name: 'Hana', born: '1992-05-05', city: 'Prague', date: ['5 may 1992'], place: ['prague'], slip: { field: 'date', typed: '4 may 1992', shows: 'May 4, 1992', fix: "ah no, it's the 5th not the 4th, sorry", when: 'at' } },
  { kinds: ['correction-at'], name: 'Bilal', born: '1985-10-21', city: 'Lahore', date: ['21 october 1985'], place: ['lahore'], slip: { field: 'date', typed: '12 october 1985', shows: 'October 12, 1985', fix: 'no wait I swapped the numbers, the 21st', when: 'at' } },
  { kinds: ['correction-at'], name: 'Rui', born: '1990-08-18', city: 'Porto', date: ['18 aug 1990'], place: ['porto portugal'], slip: { field: 'place', typed: 'lisbon', shows: 'Lisbon', fix: 'wrong city sorry, porto', when: 'at' } },
  { kinds: ['correction-at'], name: 'Mia', born: '1998-01-09', city: 'Melbourne', date: ['9 jan 1998'], place: ['melbourne'], slip: { field: 'place', typed: 'sydney', shows: 'Sydney', fix: 'nope, melbourne not sydney', when: 'at' } },
  { kinds: ['correction-at'], name: 'Tomasz', born: '1989-06-03', city: 'Gdańsk', date: ['3 june 1989'], place: ['gdansk'], slip: { field: 'date', typed: '3 june 1988', shows: 'June 3, 1988', fix: "the year's wrong, 1989", when: 'at' } },
  { kinds: ['correction-at'], name: 'Leonie', born: '1996-04-07', city: 'Köln', date: ['7 april 1996'], place: ['cologne germany'], slip: { field: 'date', typed: '7 march 1996', shows: 'March 7, 1996', fix: 'not march, april', when: 'at' } },
  { kinds: ['correction-at'], name: 'Jana', born: '1975-03-28', city: 'Prague', date: ['28 march 1975'], place: ['praha'], slip: { field: 'place', typed: 'vienna', shows: 'Vienna', fix: 'no no, prague, I mixed them up', when: 'at' } },
  { kinds: ['correction-at', 'no-words'], name: 'Kofi', born: '1981-09-19', city: 'Accra', date: ['19 sept 1981'], place: ['accra ghana'], slip: { field: 'date', typed: '18 sept 1981', shows: 'September 18, 1981', fix: 'no wait, the 19th', when: 'at' } },

  // Corrections after saying yes.
  { kinds: ['correction-after'], name: 'Ellie', born: '1991-02-15', city: 'Sheffield', date: ['15 feb 1991'], place: ['sheffield'], slip: { field: 'date', typed: '14 feb 1991', shows: 'February 14, 1991', fix: "hold on, the date's off - the 15th, not the 14th", when: 'after' } },
  { kinds: ['correction-after'], name: 'Dario', born: '1977-08-03', city: 'Naples', date: ['3 august 1977'], place: ['napoli'], slip: { field: 'date', typed: '2 august 1977', shows: 'August 2, 1977', fix: "sorry, i said yes too fast, it's the 3rd of august", when: 'after' } },
  { kinds: ['correction-after'], name: 'Sunita', born: '2002-01-19', city: 'Kathmandu', date: ['19 january 2002'], place: ['kathmandu nepal'], slip: { field: 'date', typed: '9 january 2002', shows: 'January 9, 2002', fix: 'actually the date should be 19 january', when: 'after' } },
  { kinds: ['correction-after'], name: 'Walt', born: '1971-04-30', city: 'Cleveland', region: 'Ohio', date: ['april 30 1971'], place: ['cleveland ohio'], slip: { field: 'date', typed: 'april 30 1970', shows: 'April 30, 1970', fix: 'wait, 1971 not 1970', when: 'after' } },
  { kinds: ['correction-after'], name: 'Agnes', born: '1966-11-12', city: 'Budapest', date: ['12 nov 1966'], place: ['budapest'], slip: { field: 'date', typed: '11 nov 1966', shows: 'November 11, 1966', fix: 'ugh, i meant the 12th', when: 'after' } },

  // A bare no, then the right detail when asked again.
  { kinds: ['correction-at', 'no-words'], name: 'Buzz', born: '1969-07-21', city: 'Montclair', date: ['21 july 1969'], place: ['montclair new jersey'], no: 'not quite', slip: { field: 'date', typed: '20 july 1969', shows: 'July 20, 1969', fix: 'not quite', when: 'at', bare: true } },
  { kinds: ['correction-at', 'no-words'], name: 'Nuria', born: '1986-05-24', city: 'Sevilla', date: ['24 may 1986'], place: ['seville spain'], no: 'nope', slip: { field: 'place', typed: 'valencia spain', shows: 'Valencia', fix: 'nope', when: 'at', bare: true } },
  { kinds: ['correction-at', 'no-words'], name: 'Yannick', born: '1993-03-13', city: 'Bordeaux', date: ['13 march 1993'], place: ['bordeaux'], no: 'no wait', slip: { field: 'date', typed: '13 march 1994', shows: 'March 13, 1994', fix: 'no wait', when: 'at', bare: true } },

  // Yes in their own words.
  { kinds: ['yes-words'], name: 'Zara', born: '1995-06-06', city: 'Leeds', date: ['6 june 1995'], place: ['leeds'], yes: 'perfect, yes' },
  { kinds: ['yes-words'], name: 'Connor', born: '1990-12-12', city: 'Dublin', date: ['12 dec 1990'], place: ['dublin'], yes: 'looks good' },
  { kinds: ['yes-words'], name: 'Jada', born: '2001-04-04', city: 'Atlanta', date: ['april 4 2001'], place: ['atlanta georgia'], yes: 'yea' },
  { kinds: ['yes-words'], name: 'Owen', born: '1983-08-08', city: 'Swansea', date: ['8 aug 1983'], place: ['swansea'], yes: 'spot on' },
  { kinds: ['yes-words'], name: 'Léa', born: '1998-02-28', city: 'Toulouse', date: ['28 février 1998', '28 feb 1998'], place: ['toulouse'], yes: 'oui' },
  { kinds: ['yes-words'], name: 'Pablo', born: '1975-09-15', city: 'Madrid', date: ['15 septiembre 1975', '15 sept 1975'], place: ['madrid'], yes: 'sí' },
  { kinds: ['yes-words'], name: 'Lukas', born: '1988-10-10', city: 'Stuttgart', date: ['10.10.1988'], place: ['stuttgart'], yes: 'ja' },
  { kinds: ['yes-words'], name: 'Bruna', born: '1992-11-23', city: 'Curitiba', date: ['23/11/1992'], place: ['curitiba'], yes: 'sim' },
  { kinds: ['yes-words'], name: 'Sandrine', born: '1980-01-17', city: 'Nantes', date: ['17 jan 1980'], place: ['nantes france'], yes: 'oui, yes' },
  { kinds: ['yes-words'], name: 'Carmen', born: '1969-03-21', city: 'Guadalajara', region: 'Mexico', date: ['21 march 1969'], place: ['guadalajara mexico'], yes: 'sí, correct' },
  { kinds: ['yes-words'], name: 'Jesse', born: '1997-07-19', city: 'Austin', region: 'Texas', date: ['july 19 1997'], place: ['austin texas'], yes: 'yup' },

  // A question of their own half-way: refunds, data, delivery, their reading, a guarantee.
  { kinds: ['question-midway', 'refund'], name: 'Carol', born: '1962-04-14', city: 'Ottawa', date: ['14 april 1962'], place: ['ottawa'], aside: { at: 'date', say: 'before I tell you that, if I buy the report and hate it can I get my money back?', expect: /refund|money back|terms/i } },
  { kinds: ['question-midway'], name: 'Devon', born: '1995-08-27', city: 'Phoenix', date: ['aug 27 1995'], place: ['phoenix arizona'], aside: { at: 'email', say: 'what do you do with my email, will I get spammed?', expect: /privacy|never (?:sell|share)|unsubscribe|only (?:use|send)/i } },
  { kinds: ['question-midway', 'guarantee'], name: 'Trish', born: '1984-02-11', city: 'Calgary', date: ['11 feb 1984'], place: ['calgary'], aside: { at: 'place', say: 'can you guarantee this will get my ex back?', expect: /can.t promise|cannot promise|can.t guarantee|no guarantee/i } },
  { kinds: ['question-midway'], name: 'Hugo', born: '1990-06-29', city: 'Bordeaux', date: ['29 june 1990'], place: ['bordeaux france'], aside: { at: 'date', say: 'is the reading actually free or do you charge me later?', expect: /free/i } },
  { kinds: ['question-midway', 'reading-question'], name: 'Selin', born: '1993-09-01', city: 'Izmir', date: ['1 sept 1993'], place: ['izmir turkey'], aside: { at: 'place', say: 'will the reading tell me what moon phase I was born under?', expect: /phase/i } },
  { kinds: ['question-midway', 'guarantee'], name: 'Raj', born: '1979-12-08', city: 'Hyderabad', region: 'India', date: ['8 dec 1979'], place: ['hyderabad india'], aside: { at: 'email', say: 'can you promise my business will grow if I follow the rituals?', expect: /can.t promise|cannot promise|can.t guarantee|no guarantee/i } },
  { kinds: ['question-midway'], name: 'Nadia', born: '1986-03-25', city: 'Casablanca', date: ['25 march 1986'], place: ['casablanca'], aside: { at: 'date', say: 'how long does a paid report take to arrive?', expect: /minute|hour|day|email|deliver/i } },
  { kinds: ['question-midway', 'refund', 'guarantee'], name: 'Gordon', born: '1958-11-30', city: 'Dundee', date: ['30 nov 1958'], place: ['dundee'], aside: { at: 'name', say: 'is there a money back guarantee if the report is wrong?', expect: /refund|terms|can.t promise|cannot promise|guarantee/i } },
  { kinds: ['question-midway', 'reading-question'], name: 'Valentina', born: '1991-07-11', city: 'Turin', date: ['11 july 1991'], place: ['torino italy'], aside: { at: 'date', say: 'what will my moon sign say about love?', expect: /love|relationship|heart/i } },
  { kinds: ['guarantee'], name: 'Mo', born: '1999-03-15', city: 'Birmingham', region: 'England', date: ['15 march 1999'], place: ['birmingham uk'], aside: { at: 'name', say: 'will this 100% fix my sleep? i need a guarantee', expect: /can.t promise|cannot promise|can.t guarantee|no guarantee/i } },

  // The same name in several places: they say which one.
  { kinds: ['several-places'], name: 'Wren', born: '1988-04-02', city: 'Portland', region: 'Oregon', date: ['2 april 1988'], place: ['portland', 'portland oregon'], replies: [{ to: WHICH_PLACE, say: 'the one in oregon' }] },
  { kinds: ['several-places'], name: 'Abe', born: '1972-02-12', city: 'Springfield', region: 'Illinois', date: ['feb 12 1972'], place: ['springfield', 'springfield illinois'], replies: [{ to: WHICH_PLACE, say: 'springfield in illinois' }] },
  { kinds: ['several-places'], name: 'Martín', born: '1983-05-25', city: 'Córdoba', region: 'Argentina', date: ['25 may 1983'], place: ['cordoba', 'córdoba argentina'], replies: [{ to: WHICH_PLACE, say: 'córdoba in argentina' }] },
  { kinds: ['several-places'], name: 'Lonnie', born: '1977-01-08', city: 'Birmingham', region: 'Alabama', date: ['jan 8 1977'], place: ['birmingham', 'birmingham alabama'], replies: [{ to: WHICH_PLACE, say: 'birmingham alabama, not the uk one' }] },
  { kinds: ['several-places'], name: 'Jarrah', born: '1994-11-26', city: 'Perth', region: 'Australia', date: ['26 nov 1994'], place: ['perth', 'perth western australia'], replies: [{ to: WHICH_PLACE, say: 'perth in australia' }] },
  { kinds: ['several-places'], name: 'Marcia', born: '1981-10-06', city: 'Kingston', region: 'Jamaica', date: ['6 oct 1981'], place: ['kingston', 'kingston jamaica'], replies: [{ to: WHICH_PLACE, say: 'kingston, jamaica' }] },

  // A question about the reading once it is ready.
  { kinds: ['reading-question'], name: 'Iris', born: '1990-04-24', city: 'Amsterdam', date: ['24 april 1990'], place: ['amsterdam'], afterReading: { say: 'which moon phase was i born under?', expect: namesOnePhase } },
  { kinds: ['reading-question'], name: 'Callum', born: '1986-12-02', city: 'Glasgow', date: ['2 dec 1986'], place: ['glasgow scotland'], afterReading: { say: 'what does my moon sign mean for my work?', expect: /(?:moon|sign) in \w+[^.]*\b(?:work|career|job)|\b(?:work|career|job)\b[^.]*\b(?:aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces)/i } },
  { kinds: ['reading-question'], name: 'Esme', born: '1995-05-17', city: 'Oxford', region: 'England', date: ['17 may 1995'], place: ['oxford england'], afterReading: { say: 'when is the next new moon in my sign?', expect: /new moon in (?:aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces)[^.]*\d{4}/i } },
  { kinds: ['refund'], name: 'Rory', born: '1980-08-26', city: 'Auckland', date: ['26 aug 1980'], place: ['auckland nz', 'auckland new zealand'], afterReading: { say: 'if i buy the full report can i get a refund later?', expect: /refund[^]*\/terms-and-conditions\)|\/terms-and-conditions\)[^]*refund/i } },
  { kinds: ['guarantee'], name: 'Bea', born: '1992-01-31', city: 'Bath', region: 'England', date: ['31 jan 1992'], place: ['bath england'], afterReading: { say: 'can you guarantee I meet someone this year?', expect: /can.t promise|cannot promise|can.t guarantee|no guarantee/i } },
];

export const newcomers = (): Visitor[] => SPECS.map(make);
