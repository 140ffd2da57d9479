import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sanitiseAssistantText } from '../../kernel';
import { EMAIL_DOMAIN_TYPOS, EMAIL_TLD_TYPOS, findEmail } from './email';

const passesZod = (email: string) => z.email().safeParse(email).success;
const isTypoDomain = (domain: string) =>
  domain in EMAIL_DOMAIN_TYPOS || (domain.split('.').at(-1) ?? '') in EMAIL_TLD_TYPOS;

/** Addresses zod accepts, with domains in mixed case as people type them. */
const emailArb = fc
  .tuple(fc.emailAddress(), fc.boolean())
  .map(([email, shout]) => {
    const at = email.lastIndexOf('@');
    const domain = email.slice(at + 1);
    return `${email.slice(0, at)}@${shout ? domain.toUpperCase() : domain}`;
  })
  .filter((email) => passesZod(email) && !/^['.]/.test(email));

const wordArb = fc.stringMatching(/^[A-Za-z]{0,8}$/);
const gapArb = fc.constantFrom(' ', '\n', ': ', ', ', ' <', ' (', ' "', ' “');
const closeArb = fc.constantFrom('', '.', '!', '?', ',', ')', '>', '".', '”', ';', '...', '!!');
const anyTextArb = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.constantFrom('@', '.', 'com', 'gmial', 'con', ' ', 'a', '<', '>', "'", '-', '"'), { maxLength: 12 }).map((p) => p.join('')),
);

describe('findEmail examples', () => {
  it.each([
    ['ana@example.com', 'ana@example.com'],
    ['My email is Ana.Silva@Example.COM', 'Ana.Silva@example.com'],
    ['me@x.com.', 'me@x.com'],
    ['write to <me@x.com>, thanks!', 'me@x.com'],
    ['"me@x.com"', 'me@x.com'],
    ['  o\'brien@mail.ie  ', "o'brien@mail.ie"],
    ['it is luna@yahoo.co', 'luna@yahoo.co'],
    ['@luna my email is a@b.io', 'a@b.io'],
    [' _a@a.aa ', '_a@a.aa'],
  ])('finds the address in %j', (text, email) => {
    expect(findEmail(text)).toEqual({ kind: 'email', email });
  });

  it.each([
    ['ana@gmial.com', 'ana@gmail.com'],
    ['ana@gmail.con', 'ana@gmail.com'],
    ['Ana@HOTMIAL.com.', 'Ana@hotmail.com'],
    ['ana@mydomain.con', 'ana@mydomain.com'],
  ])('asks about the typo in %j', (text, suggestion) => {
    expect(findEmail(text)).toEqual({ kind: 'invalid', question: `Did you mean ${suggestion}?`, suggestion });
  });

  it('asks without echoing an address the sanitiser would change', () => {
    expect(findEmail('within3days@gmial.com')).toEqual({
      kind: 'invalid',
      question: 'I think there might be a small typo in that email. Could you check it for me?',
      suggestion: 'within3days@gmail.com',
    });
  });

  it.each([['ana@gmail'], ['ana@@gmail.com'], ['ana@'], ['ana@.com']])('asks again for the incomplete %j', (text) => {
    expect(findEmail(text)).toEqual({
      kind: 'invalid',
      question: 'Hmm, that email doesn’t look quite complete to me. Could you type it once more?',
    });
  });

  it.each([['hello'], ['@luna hi'], ['I was born 14/03/1990'], ['']])('finds no email in %j', (text) => {
    expect(findEmail(text)).toEqual({ kind: 'none' });
  });
});

describe('findEmail properties', () => {
  it('findEmail never throws', () => {
    fc.assert(
      fc.property(anyTextArb, (text) => {
        expect(() => findEmail(text)).not.toThrow();
      }),
    );
  });

  it('a found email always passes z.email()', () => {
    fc.assert(
      fc.property(fc.oneof(anyTextArb, emailArb), (text) => {
        const result = findEmail(text);
        if (result.kind === 'email') expect(passesZod(result.email)).toBe(true);
      }),
    );
  });

  it('surrounding text and punctuation never end up in the email', () => {
    fc.assert(
      fc.property(wordArb, gapArb, emailArb, closeArb, gapArb, wordArb, (before, open, email, close, gap, after) => {
        const at = email.lastIndexOf('@');
        const domain = email.slice(at + 1).toLowerCase();
        fc.pre(!isTypoDomain(domain));
        const result = findEmail(`${before}${open}${email}${close}${gap}${after}`);
        expect(result).toEqual({ kind: 'email', email: `${email.slice(0, at)}@${domain}` });
      }),
    );
  });

  it('every question passes the sanitiser unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(anyTextArb, emailArb.map((e) => e.replace(/@.*/, '@gmial.com'))), (text) => {
        const result = findEmail(text);
        if (result.kind === 'invalid') expect(sanitiseAssistantText(result.question)).toBe(result.question);
      }),
    );
  });
});
