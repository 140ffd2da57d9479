/**
 * Finding an email address in what a visitor types (issue 5 §2 "the email validated").
 *
 * The first word holding an '@' is the candidate. Quotes, brackets and sentence punctuation
 * around it are dropped ('me@x.com.' → 'me@x.com', '<me@x.com>' → 'me@x.com'); the domain is
 * lower-cased (domains ignore case, local parts may not), and the result must pass zod's
 * `z.email()`, the same rule the contracts use. A domain from the typo table below is not taken:
 * the visitor is asked whether they meant the corrected address.
 */
import { z } from 'zod';
import { sanitiseAssistantText, withoutTrailing } from '../../kernel';

export type EmailFind =
  | { kind: 'email'; email: string }
  | { kind: 'invalid'; question: string; suggestion?: string }
  | { kind: 'none' };

/**
 * Misspellings of the common mail providers, seen often enough to ask about. Real domains that
 * look like typos are left out on purpose: 'yahoo.co' (Yahoo Colombia) and 'gmail.co' are real
 * places to send mail, and guessing wrongly would refuse a good address.
 */
export const EMAIL_DOMAIN_TYPOS: Readonly<Record<string, string>> = {
  'gmial.com': 'gmail.com',
  'gmai.com': 'gmail.com',
  'gmal.com': 'gmail.com',
  'gamil.com': 'gmail.com',
  'gnail.com': 'gmail.com',
  'gmaill.com': 'gmail.com',
  'gmail.con': 'gmail.com',
  'gmail.cm': 'gmail.com',
  'gmail.om': 'gmail.com',
  'gmail.comm': 'gmail.com',
  'hotmial.com': 'hotmail.com',
  'hotmal.com': 'hotmail.com',
  'hotmai.com': 'hotmail.com',
  'hotmail.con': 'hotmail.com',
  'hotmil.com': 'hotmail.com',
  'yahooo.com': 'yahoo.com',
  'yaho.com': 'yahoo.com',
  'yahoo.con': 'yahoo.com',
  'outlok.com': 'outlook.com',
  'outlook.con': 'outlook.com',
  'iclod.com': 'icloud.com',
  'icloud.con': 'icloud.com',
};

/** Top-level domains that are never real but are one slip away from '.com'. */
export const EMAIL_TLD_TYPOS: Readonly<Record<string, string>> = {
  con: 'com',
  cmo: 'com',
  ocm: 'com',
  comm: 'com',
  vom: 'com',
  xom: 'com',
};

export const EMAIL_QUESTIONS = {
  invalid: 'Hmm, that email doesn’t look quite complete to me. Could you type it once more?',
  typo: 'I think there might be a small typo in that email. Could you check it for me?',
} as const;

const emailSchema = z.email();

/**
 * Runs of characters that do not end a word around an address (the apostrophe does not:
 * o'brien@x.com); a run with an '@' is a candidate. Whole runs, as '[^…]*@[^…]*' matched, but
 * without rescanning a long run that has no '@' from each of its positions.
 */
export const WORD_RUN = /[^\s<>()[\]{},;:"“”]+/g;
// Not '_': it may start a real address (_a@a.aa).
const LEADING_PUNCTUATION = /^['‘’`*.!?]+/;
const TRAILING_PUNCTUATION = '\'‘’`*_.,!?-';

export const isValidEmail = (email: string): boolean => emailSchema.safeParse(email).success;

const correctedDomain = (domain: string): string | null => {
  const whole = EMAIL_DOMAIN_TYPOS[domain];
  if (whole) return whole;
  const dot = domain.lastIndexOf('.');
  const tld = EMAIL_TLD_TYPOS[domain.slice(dot + 1)];
  return dot > 0 && tld ? `${domain.slice(0, dot)}.${tld}` : null;
};

const typoReply = (suggestion: string): EmailFind => {
  const question = `Did you mean ${suggestion}?`;
  // An address can hold text the sanitiser would change ('within3days@…'); then ask without echoing it.
  return sanitiseAssistantText(question) === question
    ? { kind: 'invalid', question, suggestion }
    : { kind: 'invalid', question: EMAIL_QUESTIONS.typo, suggestion };
};

const stripPunctuation = (token: string) => withoutTrailing(token.replace(LEADING_PUNCTUATION, ''), TRAILING_PUNCTUATION);

/** A word starting with '@' ('@luna', a lone '@') is a mention, not an attempt at an address. */
const isAttempt = (word: string) => word.indexOf('@') > 0;

export const findEmail = (text: string): EmailFind => {
  const trimmed = [...text.matchAll(WORD_RUN)].filter(([run]) => run.includes('@')).map(([token]) => stripPunctuation(token)).find(isAttempt);
  if (trimmed === undefined) return { kind: 'none' };
  const at = trimmed.lastIndexOf('@');
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase();
  const email = `${local}@${domain}`;
  const fixed = correctedDomain(domain);
  if (fixed !== null && isValidEmail(`${local}@${fixed}`)) return typoReply(`${local}@${fixed}`);
  return isValidEmail(email) ? { kind: 'email', email } : { kind: 'invalid', question: EMAIL_QUESTIONS.invalid };
};
