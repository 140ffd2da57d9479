import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, foldAnyScript, foldAscii, foldUmlautsAsDigraphs, toAscii } from './fold';

const LATIN_LETTERS = [...'aAáÁàÀäÄâÂãÃåÅçÇéÉèÈëËêÊíÍìÌïÏîÎñÑóÓòÒöÖôÔõÕøØúÚùÙüÜûÛýÝÿßæÆœŒłŁđĐşŞţŢğĞ'];
const latinNameArb = fc
  .array(fc.oneof(fc.constantFrom(...LATIN_LETTERS), fc.constantFrom(' ', '-', "'", '’', '.', ',')), { maxLength: 24 })
  .map((chars) => chars.join(''));
const anyTextArb = fc.string({ unit: 'grapheme', maxLength: 30 });
const COMBINING_ACCENTS = ['\u0300', '\u0301', '\u0302', '\u0303', '\u0308', '\u030a', '\u030c', '\u0327'];

describe('fold', () => {
  it('lower-cases and drops accents', () => {
    expect(fold('MÜNCHEN')).toBe('munchen');
    expect(fold('São Paulo')).toBe('sao paulo');
    expect(fold('Zürich')).toBe('zurich');
  });

  it('spells out letters that have no accent to drop', () => {
    expect(fold('Straße')).toBe('strasse');
    expect(fold('Ærøskøbing')).toBe('aeroskobing');
    expect(fold('Łódź')).toBe('lodz');
    expect(fold('Þórshöfn')).toBe('thorshofn');
    expect(fold('Diyarbakır')).toBe('diyarbakir');
  });

  it('turns apostrophes, hyphens, dots and commas into single spaces', () => {
    expect(fold("L'Aquila")).toBe('l aquila');
    expect(fold('Saint-Étienne')).toBe('saint etienne');
    expect(fold('St. Louis')).toBe('st louis');
    expect(fold('  Washington,   D.C. ')).toBe('washington d c');
    expect(fold('Ra’s al Khaymah')).toBe('ra s al khaymah');
  });

  it('splits ligatures and compatibility forms', () => {
    expect(fold('ﬁnale')).toBe('finale');
    expect(fold('℡')).toBe('tel');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(anyTextArb, (text) => fold(fold(text)) === fold(text)));
  });

  it('yields only lower-case letters and digits in words separated by single spaces', () => {
    fc.assert(
      fc.property(anyTextArb, (text) => {
        const folded = fold(text);
        expect(folded).toMatch(/^([\p{L}\p{N}]+( [\p{L}\p{N}]+)*)?$/u);
        expect(folded.toLowerCase()).toBe(folded);
      }),
    );
  });

  it('ignores letter case in Latin names', () => {
    fc.assert(fc.property(latinNameArb, (name) => fold(name.toUpperCase()) === fold(name.toLowerCase())));
  });

  it('ignores accents added to plain letters', () => {
    const accentedArb = fc.array(
      fc.tuple(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ '), fc.option(fc.constantFrom(...COMBINING_ACCENTS))),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(accentedArb, fc.boolean(), (letters, composed) => {
        const plain = letters.map(([letter]) => letter).join('');
        const accented = letters.map(([letter, accent]) => letter + (accent ?? '')).join('');
        return fold(composed ? accented.normalize('NFC') : accented) === fold(plain);
      }),
    );
  });

  it('takes the ASCII fast path only where it agrees with the general one', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary-ascii', maxLength: 30 }), (text) => foldAscii(text) === foldAnyScript(text)));
  });
});

describe('foldUmlautsAsDigraphs', () => {
  it('spells umlauts the German way', () => {
    expect(foldUmlautsAsDigraphs('München')).toBe('muenchen');
    expect(foldUmlautsAsDigraphs('Zürich')).toBe('zuerich');
    expect(foldUmlautsAsDigraphs('ÖSTERREICH')).toBe('oesterreich');
  });

  it('has nothing to add for a name without umlauts', () => {
    expect(foldUmlautsAsDigraphs('Paris')).toBeNull();
    expect(foldUmlautsAsDigraphs('São Paulo')).toBeNull();
  });

  it('finds umlauts written as a letter and a combining diaeresis', () => {
    expect(foldUmlautsAsDigraphs('Mu\u0308nchen')).toBe('muenchen');
  });
});

describe('toAscii', () => {
  it('keeps case and punctuation while dropping accents', () => {
    expect(toAscii('Sant Julià de Lòria')).toBe('Sant Julia de Loria');
    expect(toAscii('Ærøskøbing')).toBe('AEroskobing');
    expect(toAscii('Ra’s al Khaymah')).toBe("Ra's al Khaymah");
  });

  it('always yields printable ASCII', () => {
    fc.assert(fc.property(anyTextArb, (text) => /^[\x20-\x7e]*$/.test(toAscii(text))));
  });

  it('folds to what the original folds to, for Latin names', () => {
    fc.assert(fc.property(latinNameArb, (name) => fold(toAscii(name)) === fold(name)));
  });
});
