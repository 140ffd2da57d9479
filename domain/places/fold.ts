/**
 * Folding turns a place name or a typed query into the form both are compared in, so that
 * 'MÜNCHEN', 'München' and 'munchen' meet, and 'Saint-Étienne' meets 'saint etienne'.
 */

/** Letters that Unicode decomposition leaves alone but a reader takes for plain ones. */
const LETTER_SPELLINGS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŀ: 'l',
  ĸ: 'k',
  ŋ: 'n',
  ƒ: 'f',
  ə: 'e',
  ɨ: 'i',
  ʉ: 'u',
  ɔ: 'o',
  ɛ: 'e',
};

const SPECIAL_LETTERS = new RegExp(`[${Object.keys(LETTER_SPELLINGS).join('')}]`, 'g');
const MARKS = /\p{M}/gu;
const COMMON_MARKS = /[\u0300-\u036f]/g;
// Apostrophes, hyphens, dots, commas, slashes, brackets: anything that is not a letter or digit.
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

const NOT_ASCII = /[\u0080-\uffff]/;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;

/** The fast path (most names): for ASCII text, the same result as foldAnyScript. */
export const foldAscii = (text: string): string => text.toLowerCase().replace(ASCII_SEPARATORS, ' ').trim();

/**
 * Lower-case, compatibility-decompose (NFKD, which also splits ligatures such as 'ﬁ'),
 * drop the accents, spell out ß, æ, ø, ł and friends, and turn every run of punctuation
 * or space into one space.
 */
export const foldAnyScript = (text: string): string => {
  const decomposed = text
    .toLowerCase()
    .normalize('NFKD')
    // Again: compatibility forms can decompose into capitals ('℡' → 'TEL').
    .toLowerCase()
    .replace(COMMON_MARKS, '');
  // Most accented Latin names are plain ASCII once their accents are gone.
  if (!NOT_ASCII.test(decomposed)) return foldAscii(decomposed);
  return decomposed
    .replace(MARKS, '')
    .replace(SPECIAL_LETTERS, (letter) => LETTER_SPELLINGS[letter] ?? letter)
    .replace(SEPARATORS, ' ')
    .trim();
};

/** The form names and queries are compared in (see foldAnyScript); fast for plain ASCII. */
export const fold = (text: string): string => (NOT_ASCII.test(text) ? foldAnyScript(text) : foldAscii(text));

const UMLAUTS = /[äöüÄÖÜ]/g;
const HAS_UMLAUT = /[äöüÄÖÜ]/;
const UMLAUT_DIGRAPHS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/**
 * The German way of typing umlauts without them ('Muenchen', 'Zuerich'): the folded name
 * with ä, ö, ü spelled ae, oe, ue; null when the name has no umlaut.
 */
export const foldUmlautsAsDigraphs = (text: string): string | null => {
  if (!NOT_ASCII.test(text)) return null;
  const composed = text.normalize('NFC');
  if (!HAS_UMLAUT.test(composed)) return null;
  return fold(composed.replace(UMLAUTS, (letter) => UMLAUT_DIGRAPHS[letter] ?? letter));
};

const CASE_KEEPING_SPELLINGS: Readonly<Record<string, string>> = {
  ...LETTER_SPELLINGS,
  ẞ: 'SS',
  Æ: 'AE',
  Œ: 'OE',
  Ø: 'O',
  Ł: 'L',
  Đ: 'D',
  Ð: 'D',
  Þ: 'TH',
  Ħ: 'H',
  Ŧ: 'T',
  Ŀ: 'L',
  Ŋ: 'N',
  Ə: 'E',
  '‘': "'",
  '’': "'",
  ʻ: "'",
  ʼ: "'",
  '`': "'",
  '´': "'",
};
const CASE_KEEPING_SPECIALS = new RegExp(`[${Object.keys(CASE_KEEPING_SPELLINGS).join('')}]`, 'g');
const NON_ASCII = /[^\x20-\x7e]/g;

/** A plain-ASCII spelling that keeps case and punctuation ('Sant Julià de Lòria' → 'Sant Julia de Loria'). */
export const toAscii = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(CASE_KEEPING_SPECIALS, (letter) => CASE_KEEPING_SPELLINGS[letter] ?? letter)
    .replace(NON_ASCII, '')
    .replace(/\s+/g, ' ')
    .trim();
