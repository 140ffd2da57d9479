/** One populated place of the gazetteer (a GeoNames record joined with its IANA zone). */
export interface Place {
  /** The GeoNames id: stable, so a chosen place (and its coordinates) can be locked in. */
  id: number;
  name: string;
  asciiName: string;
  /** Other spellings (other languages, historic names); Latin script only. */
  alternateNames: readonly string[];
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  countryName: string;
  /** GeoNames first-level region code ('IL', 'ENG', '08'); null when GeoNames has none. */
  admin1Code: string | null;
  /** Known for the United States, Canada, Australia and the United Kingdom only. */
  admin1Name: string | null;
  lat: number;
  lng: number;
  population: number;
  /** IANA time-zone id. */
  zone: string;
}

/** One search result: what a picker shows and what a reading needs. */
export interface PlaceMatch {
  id: number;
  /** Tells homonyms apart within one result list: 'Springfield, Illinois, United States'. */
  label: string;
  name: string;
  countryCode: string;
  countryName: string;
  /** The first-level region's name when known. */
  region: string | null;
  lat: number;
  lng: number;
  zone: string;
  population: number;
}
