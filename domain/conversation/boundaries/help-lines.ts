import { foldForMatching } from '../../kernel';

/**
 * Where to reach help now, by country (issue 23). Kept short and conservative: the general
 * emergency number, and a crisis line only where it is national, free and long established.
 * Everyone else is pointed to a directory of helplines that is kept up to date by people whose
 * job that is. Countries are named as the gazetteer names them.
 */
export interface CountryHelp {
  /** The number to call in an emergency, as said there ('999', '112'). */
  emergency: string;
  /** A national crisis line, in a sentence's words ('call or text 988, the Suicide & Crisis Lifeline'). */
  crisisLine?: string;
}

export const HELPLINE_DIRECTORY_URL = 'https://findahelpline.com';

const EU_112 = [
  'Austria', 'Belgium', 'Bulgaria', 'Croatia', 'Cyprus', 'Czechia', 'Denmark', 'Estonia', 'Finland', 'France', 'Germany',
  'Greece', 'Hungary', 'Italy', 'Latvia', 'Lithuania', 'Luxembourg', 'Malta', 'Netherlands', 'Poland', 'Portugal', 'Romania',
  'Slovakia', 'Slovenia', 'Spain', 'Sweden', 'Norway', 'Iceland', 'Switzerland',
] as const;

export const COUNTRY_HELP: Readonly<Record<string, CountryHelp>> = {
  'United States': { emergency: '911', crisisLine: 'call or text 988, the Suicide & Crisis Lifeline, any time' },
  Canada: { emergency: '911', crisisLine: 'call or text 988, the Suicide Crisis Helpline, any time' },
  'United Kingdom': { emergency: '999', crisisLine: 'call Samaritans free on 116 123, day or night' },
  Ireland: { emergency: '112 or 999', crisisLine: 'call Samaritans free on 116 123, day or night' },
  Australia: { emergency: '000', crisisLine: 'call Lifeline on 13 11 14, any time' },
  'New Zealand': { emergency: '111', crisisLine: 'call or text 1737, free, any time' },
  ...Object.fromEntries(EU_112.map((country) => [country, { emergency: '112' }])),
  India: { emergency: '112' },
  Mexico: { emergency: '911' },
  Philippines: { emergency: '911' },
};

/** Everyday names for the countries above, as visitors type them ('uk', 'the states'). */
const ALIASES: Readonly<Record<string, string>> = {
  usa: 'United States',
  'u s a': 'United States',
  'united states of america': 'United States',
  'the states': 'United States',
  uk: 'United Kingdom',
  'u k': 'United Kingdom',
  britain: 'United Kingdom',
  'great britain': 'United Kingdom',
  england: 'United Kingdom',
  scotland: 'United Kingdom',
  wales: 'United Kingdom',
  'northern ireland': 'United Kingdom',
  'new south wales': 'Australia',
  nz: 'New Zealand',
  aus: 'Australia',
  'czech republic': 'Czechia',
  holland: 'Netherlands',
  'the netherlands': 'Netherlands',
};

const NAMES: readonly (readonly [RegExp, string])[] = [...Object.keys(ALIASES), ...Object.keys(COUNTRY_HELP).map((name) => name.toLowerCase())]
  // Longer names first, so 'northern ireland' is read before 'ireland'.
  .sort((a, b) => b.length - a.length)
  .map((name) => [new RegExp(`(?<![a-z])${name.replace(/ /g, '\\s+')}(?![a-z])`), ALIASES[name] ?? Object.keys(COUNTRY_HELP).find((c) => c.toLowerCase() === name) ?? name] as const);

/** The first country of the table a visitor's words name ('i live in the uk'), or null. */
export const countryNamedIn = (text: string): string | null => {
  const folded = foldForMatching(text).replace(/[^\p{L}\s]+/gu, ' ');
  let best: { at: number; length: number; country: string } | null = null;
  for (const [pattern, country] of NAMES) {
    const match = pattern.exec(folded);
    if (match !== null && (best === null || match.index < best.at || (match.index === best.at && match[0].length > best.length))) {
      best = { at: match.index, length: match[0].length, country };
    }
  }
  return best?.country ?? null;
};

/** The table's entry for a country as the gazetteer or the visitor names it. */
export const helpForCountry = (country: string | null): (CountryHelp & { country: string }) | null => {
  if (country === null) return null;
  const name = COUNTRY_HELP[country] === undefined ? countryNamedIn(country) : country;
  const help = name === null ? undefined : COUNTRY_HELP[name];
  return help === undefined || name === null ? null : { ...help, country: name };
};
