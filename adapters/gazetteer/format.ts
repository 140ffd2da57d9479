import type { Place } from '../../domain/places';

/**
 * The data file: gzipped UTF-8 text, a header line naming these columns, then one place
 * per line, tab-separated, sorted by GeoNames id. Alternate names are joined with '|'
 * (GeoNames names never hold one); an empty admin1 code or name means none.
 */
export const GAZETTEER_COLUMNS = [
  'id',
  'name',
  'asciiName',
  'alternateNames',
  'countryCode',
  'countryName',
  'admin1Code',
  'admin1Name',
  'lat',
  'lng',
  'population',
  'zone',
] as const;

export const LIST_SEPARATOR = '|';

export class GazetteerFormatError extends Error {
  override name = 'GazetteerFormatError';
}

const EMPTY: readonly string[] = Object.freeze([]);
const NEWLINE = 0x0a;

/**
 * Parses the unzipped file; throws GazetteerFormatError on a line that does not fit.
 *
 * Decodes line by line rather than the whole text at once: V8 substrings keep their
 * parent string alive, so names cut from one big decoded text would hold all of it
 * (about 30 MB as UTF-16). Repeated values (countries, regions, zones) are shared.
 */
export const parseGazetteer = (data: Uint8Array): Place[] => {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const pool = new Map<string, string>();
  const shared = (text: string) => {
    const held = pool.get(text);
    if (held !== undefined) return held;
    pool.set(text, text);
    return text;
  };
  const headerEnd = bytes.indexOf(NEWLINE);
  const header = bytes.toString('utf8', 0, headerEnd < 0 ? bytes.length : headerEnd);
  if (header !== GAZETTEER_COLUMNS.join('\t')) throw new GazetteerFormatError(`Unexpected header: ${header.slice(0, 200)}`);
  const places: Place[] = [];
  let lineNumber = 1;
  for (let lineStart = headerEnd + 1; headerEnd >= 0 && lineStart < bytes.length; ) {
    lineNumber++;
    let lineEnd = bytes.indexOf(NEWLINE, lineStart);
    if (lineEnd < 0) lineEnd = bytes.length;
    const line = bytes.toString('utf8', lineStart, lineEnd);
    lineStart = lineEnd + 1;
    const fields = line.split('\t');
    if (fields.length !== GAZETTEER_COLUMNS.length) {
      throw new GazetteerFormatError(`Line ${lineNumber} has ${fields.length} columns, not ${GAZETTEER_COLUMNS.length}: ${line.slice(0, 200)}`);
    }
    const [id, name, asciiName, alternates, countryCode, countryName, admin1Code, admin1Name, lat, lng, population, zone] = fields as [
      string, string, string, string, string, string, string, string, string, string, string, string,
    ];
    const place: Place = {
      id: Number(id),
      name,
      asciiName,
      alternateNames: alternates ? alternates.split(LIST_SEPARATOR) : EMPTY,
      countryCode: shared(countryCode),
      countryName: shared(countryName),
      admin1Code: admin1Code ? shared(admin1Code) : null,
      admin1Name: admin1Name ? shared(admin1Name) : null,
      lat: Number(lat),
      lng: Number(lng),
      population: Number(population),
      zone: shared(zone),
    };
    if (!Number.isInteger(place.id) || !Number.isFinite(place.lat) || !Number.isFinite(place.lng) || !Number.isInteger(place.population) || !zone) {
      throw new GazetteerFormatError(`Line ${lineNumber} is malformed: ${line.slice(0, 200)}`);
    }
    places.push(place);
  }
  return places;
};
