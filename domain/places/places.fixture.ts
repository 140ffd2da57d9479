import type { Place } from './place';

/**
 * Real places for the search examples, copied from adapters/gazetteer/data/places.tsv.gz
 * (GeoNames, CC BY 4.0; see adapters/gazetteer/data/ATTRIBUTION.md), alternate names
 * trimmed to the telling ones.
 */
const place = (p: Omit<Place, 'asciiName' | 'alternateNames'> & Partial<Pick<Place, 'asciiName' | 'alternateNames'>>): Place => ({
  asciiName: p.name,
  alternateNames: [],
  ...p,
});

export const MUNICH = place({
  id: 2867714,
  name: 'Munich',
  alternateNames: ['München', 'Muenchen', 'Minga', 'Monaco', 'Monaco di Baviera', 'Munique'],
  countryCode: 'DE',
  countryName: 'Germany',
  admin1Code: '02',
  admin1Name: null,
  lat: 48.13743,
  lng: 11.57549,
  population: 1260391,
  zone: 'Europe/Berlin',
});

export const MONCHENGLADBACH = place({
  id: 2869894,
  name: 'Mönchengladbach',
  asciiName: 'Monchengladbach',
  alternateNames: ['Moenchengladbach', 'Muenchen-Gladbach'],
  countryCode: 'DE',
  countryName: 'Germany',
  admin1Code: '07',
  admin1Name: null,
  lat: 51.18539,
  lng: 6.44172,
  population: 261742,
  zone: 'Europe/Berlin',
});

export const MONACO = place({
  id: 2993458,
  name: 'Monaco',
  alternateNames: ['Monaco-Ville', 'Mónakó'],
  countryCode: 'MC',
  countryName: 'Monaco',
  admin1Code: '00',
  admin1Name: null,
  lat: 43.73333,
  lng: 7.41667,
  population: 32965,
  zone: 'Europe/Monaco',
});

const springfield = (id: number, admin1Code: string, admin1Name: string, lat: number, lng: number, population: number, zone: string) =>
  place({ id, name: 'Springfield', alternateNames: ['Springfild'], countryCode: 'US', countryName: 'United States', admin1Code, admin1Name, lat, lng, population, zone });

export const SPRINGFIELD_IL = springfield(4250542, 'IL', 'Illinois', 39.80172, -89.64371, 116565, 'America/Chicago');
export const SPRINGFIELD_MO = springfield(4409896, 'MO', 'Missouri', 37.21533, -93.29824, 166810, 'America/Chicago');
export const SPRINGFIELD_MA = springfield(4951788, 'MA', 'Massachusetts', 42.10148, -72.58981, 154341, 'America/New_York');

export const PARIS_FR = place({
  id: 2988507,
  name: 'Paris',
  alternateNames: ['Lutèce', 'Lutetia', 'Parigi', 'Parijs', 'Párizs', 'Paryż', 'Ville-Lumière'],
  countryCode: 'FR',
  countryName: 'France',
  admin1Code: '11',
  admin1Name: null,
  lat: 48.85341,
  lng: 2.3488,
  population: 2138551,
  zone: 'Europe/Paris',
});

export const PARIS_TX = place({
  id: 4717560,
  name: 'Paris',
  alternateNames: ['Parizh'],
  countryCode: 'US',
  countryName: 'United States',
  admin1Code: 'TX',
  admin1Name: 'Texas',
  lat: 33.66094,
  lng: -95.55551,
  population: 24782,
  zone: 'America/Chicago',
});

export const PARIS_ON = place({
  id: 6942553,
  name: 'Paris',
  countryCode: 'CA',
  countryName: 'Canada',
  admin1Code: '08',
  admin1Name: 'Ontario',
  lat: 43.2,
  lng: -80.38333,
  population: 11177,
  zone: 'America/Toronto',
});

export const SAN_JOSE_CA = place({
  id: 5392171,
  name: 'San Jose',
  alternateNames: ['San Jose i California', 'São José', 'San Xosé'],
  countryCode: 'US',
  countryName: 'United States',
  admin1Code: 'CA',
  admin1Name: 'California',
  lat: 37.33939,
  lng: -121.89496,
  population: 1026908,
  zone: 'America/Los_Angeles',
});

export const SAN_JOSE_CR = place({
  id: 3621849,
  name: 'San José',
  asciiName: 'San Jose',
  alternateNames: ['San José de Costa Rica', 'San Xosé'],
  countryCode: 'CR',
  countryName: 'Costa Rica',
  admin1Code: '08',
  admin1Name: null,
  lat: 9.93333,
  lng: -84.08333,
  population: 335007,
  zone: 'America/Costa_Rica',
});

/** A second San José in Costa Rica, in another province: same name, same country, no region name. */
export const SAN_JOSE_CR_GUANACASTE = place({
  id: 3621841,
  name: 'San José',
  asciiName: 'San Jose',
  countryCode: 'CR',
  countryName: 'Costa Rica',
  admin1Code: '01',
  admin1Name: null,
  lat: 10.95173,
  lng: -85.1361,
  population: 31430,
  zone: 'America/Costa_Rica',
});

/** Larger than San José, Costa Rica, but its name only starts with 'San Jose'. */
export const SAN_JOSE_DEL_MONTE = place({
  id: 1689395,
  name: 'San Jose del Monte',
  countryCode: 'PH',
  countryName: 'Philippines',
  admin1Code: '03',
  admin1Name: null,
  lat: 14.81389,
  lng: 121.04528,
  population: 357828,
  zone: 'Asia/Manila',
});

export const LISBON = place({
  id: 2267057,
  name: 'Lisbon',
  alternateNames: ['Lisboa', 'Lisbonne', 'Lissabon', 'Olisipo'],
  countryCode: 'PT',
  countryName: 'Portugal',
  admin1Code: '14',
  admin1Name: null,
  lat: 38.71667,
  lng: -9.13333,
  population: 517802,
  zone: 'Europe/Lisbon',
});

/** Two villages called Lisbon in Ohio: same name, country and region. */
export const LISBON_OH_CLARK = place({
  id: 4516749,
  name: 'Lisbon',
  countryCode: 'US',
  countryName: 'United States',
  admin1Code: 'OH',
  admin1Name: 'Ohio',
  lat: 39.86089,
  lng: -83.6352,
  population: 2845,
  zone: 'America/New_York',
});

export const LISBON_OH_COLUMBIANA = place({
  id: 5160951,
  name: 'Lisbon',
  countryCode: 'US',
  countryName: 'United States',
  admin1Code: 'OH',
  admin1Name: 'Ohio',
  lat: 40.772,
  lng: -80.76813,
  population: 2727,
  zone: 'America/New_York',
});

/** A name with a comma in it. */
export const WASHINGTON_DC = place({
  id: 4140963,
  name: 'Washington, D.C.',
  alternateNames: ['Washington', 'Washington DC'],
  countryCode: 'US',
  countryName: 'United States',
  admin1Code: 'DC',
  admin1Name: 'District of Columbia',
  lat: 38.89511,
  lng: -77.03637,
  population: 601723,
  zone: 'America/New_York',
});

export const FIXTURE_PLACES: readonly Place[] = [
  MUNICH,
  MONCHENGLADBACH,
  MONACO,
  SPRINGFIELD_IL,
  SPRINGFIELD_MO,
  SPRINGFIELD_MA,
  PARIS_FR,
  PARIS_TX,
  PARIS_ON,
  SAN_JOSE_CA,
  SAN_JOSE_CR,
  SAN_JOSE_CR_GUANACASTE,
  SAN_JOSE_DEL_MONTE,
  LISBON,
  LISBON_OH_CLARK,
  LISBON_OH_COLUMBIANA,
  WASHINGTON_DC,
];
