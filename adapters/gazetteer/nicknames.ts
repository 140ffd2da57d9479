import type { PlaceNickname } from '../../domain/places';
import { GazetteerFormatError } from './format';

/**
 * The nickname table (data/nicknames.tsv): UTF-8 text, '#' lines of notes, a header line
 * naming these columns, then one nickname per line, tab-separated. 'city' and 'country'
 * are the place's name and ISO code in the data file, for a reader and for the test that
 * checks each id names the city meant; the search uses the id and the nickname.
 */
export const NICKNAME_COLUMNS = ['geonameid', 'nickname', 'city', 'country'] as const;

export interface NicknameRow extends PlaceNickname {
  readonly city: string;
  readonly country: string;
}

export const parseNicknames = (text: string): NicknameRow[] => {
  const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const [header, ...rows] = lines;
  if (header === undefined) return [];
  if (header !== NICKNAME_COLUMNS.join('\t')) throw new GazetteerFormatError(`Unexpected nickname header: ${header.slice(0, 200)}`);
  return rows.map((line) => {
    const [id = '', nickname = '', city = '', country = '', ...extra] = line.split('\t');
    if (!/^\d+$/.test(id) || nickname.trim() === '' || extra.length > 0) throw new GazetteerFormatError(`Unexpected nickname line: ${line.slice(0, 200)}`);
    return { id: Number(id), nickname: nickname.trim(), city, country };
  });
};
