import { fold } from './fold';

/**
 * The part after a comma ('Paris, France', 'Paris, FR', 'Springfield, IL', 'Perth, WA')
 * names a country or a first-level region, by name or by code. One text may name several
 * ('IL' is Israel and Illinois, 'WA' Washington and Western Australia, 'Georgia' a country
 * and a state): a place passes when it lies in any of them.
 */
export interface PlaceFilter {
  readonly countries: ReadonlySet<string>;
  /** regionKey(countryCode, admin1Code) values. */
  readonly regions: ReadonlySet<string>;
}

export interface QualifierTable {
  /** Folded names and codes, matched whole. */
  readonly exact: ReadonlyMap<string, PlaceFilter>;
  /** Folded names only, tried as prefixes when nothing matches whole ('Paris, Tex'). */
  readonly names: readonly (readonly [string, PlaceFilter])[];
}

export const regionKey = (countryCode: string, admin1Code: string | null): string => `${countryCode}|${admin1Code ?? ''}`;

/** Everyday country names the English display names do not cover. */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  holland: 'NL',
  'the netherlands': 'NL',
  'czech republic': 'CZ',
  'ivory coast': 'CI',
  burma: 'MM',
  'russian federation': 'RU',
  turkey: 'TR',
  uae: 'AE',
  drc: 'CD',
  'dr congo': 'CD',
  'democratic republic of the congo': 'CD',
  'democratic republic of congo': 'CD',
  'republic of the congo': 'CG',
  korea: 'KR',
  'republic of korea': 'KR',
  laos: 'LA',
  'vatican city': 'VA',
  'hong kong': 'HK',
  macau: 'MO',
  macao: 'MO',
  palestine: 'PS',
  'cape verde': 'CV',
  swaziland: 'SZ',
  'east timor': 'TL',
  macedonia: 'MK',
  vatican: 'VA',
  'south korea': 'KR',
  'north korea': 'KP',
};

/** Postal abbreviations of Canadian provinces and Australian states, keyed to GeoNames admin1 codes. */
export const REGION_ABBREVIATIONS: Readonly<Record<string, readonly [countryCode: string, admin1Code: string]>> = {
  ab: ['CA', '01'],
  bc: ['CA', '02'],
  mb: ['CA', '03'],
  nb: ['CA', '04'],
  nl: ['CA', '05'],
  ns: ['CA', '07'],
  on: ['CA', '08'],
  pe: ['CA', '09'],
  pei: ['CA', '09'],
  qc: ['CA', '10'],
  sk: ['CA', '11'],
  yt: ['CA', '12'],
  nt: ['CA', '13'],
  nu: ['CA', '14'],
  act: ['AU', '01'],
  nsw: ['AU', '02'],
  // 'nt' is also Canada's Northwest Territories: both are kept (see addRegion).
  qld: ['AU', '04'],
  sa: ['AU', '05'],
  tas: ['AU', '06'],
  vic: ['AU', '07'],
  wa: ['AU', '08'],
};
const AUSTRALIAN_NORTHERN_TERRITORY = ['AU', '03'] as const;

interface MutableFilter {
  countries: Set<string>;
  regions: Set<string>;
}

const emptyFilter = (): MutableFilter => ({ countries: new Set(), regions: new Set() });

/** Codes are typed with or without dots and spaces: 'D.C.', 'DC'. */
const squash = (folded: string) => folded.replaceAll(' ', '');

/**
 * Builds the table from the countries and regions the places lie in (each listed in the
 * order the ranks first name it), so every country and named region present can be asked for.
 */
export const buildQualifierTable = (
  countries: readonly { readonly code: string; readonly name: string }[],
  regions: readonly { readonly countryCode: string; readonly admin1Code: string | null; readonly admin1Name: string | null }[],
): QualifierTable => {
  const exact = new Map<string, MutableFilter>();
  const names = new Map<string, MutableFilter>();
  const entry = (map: Map<string, MutableFilter>, key: string) => {
    let filter = map.get(key);
    if (!filter) map.set(key, (filter = emptyFilter()));
    return filter;
  };
  const addCountry = (key: string, countryCode: string, isName: boolean) => {
    if (!key) return;
    entry(exact, key).countries.add(countryCode);
    if (isName) entry(names, key).countries.add(countryCode);
  };
  const addRegion = (key: string, countryCode: string, admin1Code: string, isName: boolean) => {
    if (!key) return;
    entry(exact, key).regions.add(regionKey(countryCode, admin1Code));
    if (isName) entry(names, key).regions.add(regionKey(countryCode, admin1Code));
  };

  // A country code listed twice (under two names) counts under the first; likewise a region.
  const seenCountries = new Set<string>();
  const seenRegions = new Set<string>();
  for (const country of countries) {
    if (seenCountries.has(country.code)) continue;
    seenCountries.add(country.code);
    addCountry(squash(fold(country.code)), country.code, false);
    for (const name of countryNameForms(country.name)) addCountry(fold(name), country.code, true);
  }
  for (const { countryCode, admin1Code, admin1Name } of regions) {
    const region = regionKey(countryCode, admin1Code);
    if (admin1Name && admin1Code && !seenRegions.has(region)) {
      seenRegions.add(region);
      addRegion(fold(admin1Name), countryCode, admin1Code, true);
      // Only letter codes mean something to a reader ('IL', 'ENG'); '08' does not.
      if (/^[A-Za-z]+$/.test(admin1Code)) addRegion(squash(fold(admin1Code)), countryCode, admin1Code, false);
    }
  }
  for (const [alias, countryCode] of Object.entries(COUNTRY_ALIASES)) {
    if (seenCountries.has(countryCode)) addCountry(alias, countryCode, true);
  }
  for (const [abbreviation, [countryCode, admin1Code]] of Object.entries(REGION_ABBREVIATIONS)) {
    if (seenRegions.has(regionKey(countryCode, admin1Code))) addRegion(abbreviation, countryCode, admin1Code, false);
  }
  const [ntCountry, ntCode] = AUSTRALIAN_NORTHERN_TERRITORY;
  if (seenRegions.has(regionKey(ntCountry, ntCode))) addRegion('nt', ntCountry, ntCode, false);

  return { exact, names: [...names.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) };
};

/** 'Myanmar (Burma)' is also asked for as 'Myanmar' and 'Burma'; 'Hong Kong SAR China' as 'Hong Kong'. */
const countryNameForms = (displayName: string): string[] => {
  const forms = [displayName];
  const bracketed = /^(.*?)\s*\((.*)\)\s*$/.exec(displayName);
  if (bracketed?.[1] && bracketed[2]) forms.push(bracketed[1], bracketed[2]);
  const sar = /^(.*?) SAR China$/.exec(displayName);
  if (sar?.[1]) forms.push(sar[1]);
  // CLDR writes 'Bosnia & Herzegovina', 'St. Kitts & Nevis'; people type 'and' and 'Saint'.
  for (const form of [...forms]) {
    const spelled = form.replaceAll('&', 'and');
    forms.push(spelled, spelled.replace(/^St\. /, 'Saint '));
  }
  return [...new Set(forms)];
};

/**
 * The filter a folded qualifier stands for: whole names and codes first; failing those,
 * names that start with it (so a half-typed 'Paris, Fra' already narrows). Null when
 * nothing matches.
 */
export const resolveQualifier = (table: QualifierTable, folded: string): PlaceFilter | null => {
  const whole = table.exact.get(folded) ?? table.exact.get(squash(folded));
  if (whole) return whole;
  const countries = new Set<string>();
  const regions = new Set<string>();
  for (const [name, filter] of table.names) {
    if (!name.startsWith(folded)) continue;
    for (const c of filter.countries) countries.add(c);
    for (const r of filter.regions) regions.add(r);
  }
  return countries.size + regions.size > 0 ? { countries, regions } : null;
};

export const passesFilter = (filter: PlaceFilter, countryCode: string, region: string): boolean =>
  filter.countries.has(countryCode) || filter.regions.has(region);
