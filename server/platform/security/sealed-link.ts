import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * A reading's link as the chat stores it (issue 23): sealed with AES-256-GCM under a key
 * derived from the server's secret, wherever it sits in what is stored (the reply's words,
 * its reading_url, the conversation's snapshot), so a database dump holds no link that opens
 * a reading, while the owner's widget still gets a working one. The server opens the links
 * again where the conversation needs them and where the table API hands the owner their rows.
 */
const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const TOKEN_PARAMETER = 'token=';
const TOKEN_LENGTH = 43;
const isTokenChar = (c: string) => /^[A-Za-z0-9_-]$/.test(c);
/** What an address (origin, path, query) is made of, as our links write it. */
const isLinkChar = (c: string) => /^[A-Za-z0-9:/._%=&?-]$/.test(c);

/**
 * Every link with a 43-character token in a text: from each 'token=' (after '?' or '&'), the
 * address around it, as far as address characters go (never back past the previous link).
 * Found by scanning, not by a pattern, so the time stays linear in the text (ADR 022).
 */
const linksWithTokens = (text: string): { start: number; end: number }[] => {
  const links: { start: number; end: number }[] = [];
  let floor = 0;
  for (let at = text.indexOf(TOKEN_PARAMETER); at >= 0; at = text.indexOf(TOKEN_PARAMETER, at + 1)) {
    const value = at + TOKEN_PARAMETER.length;
    const before = text[at - 1];
    if (at < floor || (before !== '?' && before !== '&')) continue;
    let end = value;
    while (end < text.length && isTokenChar(text[end] ?? '')) end += 1;
    if (end - value !== TOKEN_LENGTH) continue;
    while (end < text.length && isLinkChar(text[end] ?? '') && text[end] !== '?' && text[end] !== ':') end += 1;
    let start = at;
    while (start > floor && isLinkChar(text[start - 1] ?? '')) start -= 1;
    // A sentence's full stop or colon before the address is not part of it.
    while (start < at && !/^[A-Za-z0-9/]$/.test(text[start] ?? '')) start += 1;
    links.push({ start, end });
    floor = end;
  }
  return links;
};

const replaceLinks = (text: string, seal: (link: string) => string): string => {
  let out = '';
  let from = 0;
  for (const { start, end } of linksWithTokens(text)) {
    out += text.slice(from, start) + seal(text.slice(start, end));
    from = end;
  }
  return out + text.slice(from);
};
const SEALED = /sealed:v1:([A-Za-z0-9_-]+)/g;

export interface LinkSeal {
  /** Every link with a token in the text sealed; the rest as it was. JSON stays JSON (the seal is base64url). */
  sealLinks(text: string): string;
  /** Every sealed link in the text opened; one this key cannot open becomes ''. */
  unsealLinks(text: string): string;
  /** The same for a JSON text, each opened link escaped as JSON wants it. */
  unsealJson(json: string): string;
}

const seals = new Map<string, LinkSeal>();

export const linkSeal = (secret: string): LinkSeal => {
  const known = seals.get(secret);
  if (known) return known;
  const key = createHmac('sha256', secret).update('moonwise-chat-reading-links').digest();
  const seal = (link: string): string => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(link, 'utf8'), cipher.final()]);
    return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  };
  const open = (sealed: string): string => {
    try {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return ''; // sealed under another secret, or altered
    }
  };
  const made: LinkSeal = {
    sealLinks: (text) => (text.includes(TOKEN_PARAMETER) ? replaceLinks(text, seal) : text),
    unsealLinks: (text) => (text.includes(PREFIX) ? text.replace(SEALED, (_whole, sealed: string) => open(sealed)) : text),
    unsealJson: (json) => (json.includes(PREFIX) ? json.replace(SEALED, (_whole, sealed: string) => JSON.stringify(open(sealed)).slice(1, -1)) : json),
  };
  seals.set(secret, made);
  return made;
};

/** A value as stored: its links sealed, through its JSON text. */
export const sealedValue = <T>(seal: LinkSeal, value: T): T => JSON.parse(seal.sealLinks(JSON.stringify(value))) as T;
/** A stored value with its links opened. */
export const unsealedValue = <T>(seal: LinkSeal, value: T): T => (value === null || value === undefined ? value : (JSON.parse(seal.unsealJson(JSON.stringify(value))) as T));
