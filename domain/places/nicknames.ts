import { fold } from './fold';

/** An everyday name of one place ('NYC' for New York City), from the curated table beside the gazetteer. */
export interface PlaceNickname {
  /** The GeoNames id of the place the name stands for. */
  readonly id: number;
  readonly nickname: string;
}

/**
 * The form a nickname and a typed name are compared in: folded, without a leading 'the'
 * ('the Big Apple'), and with letters typed one by one joined ('N.Y.C.', 'n y c' → 'nyc';
 * 'L.A.' → 'la'), so the dotted and the plain spelling meet.
 */
export const nicknameKey = (text: string): string => {
  const words = fold(text).replace(/^(?:the )+/, '').split(' ');
  const joined: string[] = [];
  let letters = '';
  for (const word of words) {
    if (word.length === 1) {
      letters += word;
      continue;
    }
    if (letters !== '') joined.push(letters);
    letters = '';
    joined.push(word);
  }
  if (letters !== '') joined.push(letters);
  return joined.join(' ');
};
