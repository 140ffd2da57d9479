/**
 * The markdown link policy for chat messages (§5 "Markdown links in chat"): a link or
 * image address keeps its value only when it is relative or uses http, https, irc, ircs,
 * mailto or xmpp; anything else becomes '' so the anchor goes nowhere. It is an allow list,
 * so an address the browser would read as javascript:, data: or vbscript: never survives,
 * however it is disguised. It agrees exactly with react-markdown's `defaultUrlTransform`, so
 * the widget can pass `safeUrl` as its `urlTransform` and the rule lives in the domain.
 *
 * How the scheme is found: the scheme is everything before the first ':'. If there is no ':',
 * or a '/', '?' or '#' comes before it, the address is relative ('/moon-phases',
 * 'notes:today' after a '/', '?q=a:b', '#x:y') and is kept: a browser cannot read a scheme
 * there either, since schemes never contain those characters. The scheme must then equal an
 * allowed one ignoring ASCII case, with nothing around it.
 *
 * Disguises, and why each ends up safe:
 * - 'JaVaScRiPt:' → ''. Case is ignored for A-Z only, as react-markdown's non-Unicode /i regex
 *   does, so no other character (the Kelvin sign, the long s, a dotted İ) is folded onto a
 *   letter of an allowed scheme.
 * - ' javascript:', '\u0000javascript:', 'java\tscript:', 'java\nscript:' → ''. Browsers drop
 *   leading controls and spaces and inner tabs and newlines before reading a scheme, but such a
 *   scheme is never exactly an allowed one, so it is blanked first. (An allowed scheme written
 *   with padding, ' https://x', is blanked too; markdown never produces one.)
 * - 'javascript&colon;alert(1)' is kept: it has no ':' so it is relative. It is safe because
 *   the entity is never decoded after this point. In markdown, '[a](javascript&colon;x)' is
 *   decoded by the parser and this function receives 'javascript:x', which is blanked; React
 *   sets the href through the DOM (or escapes '&' as '&amp;' when rendering on the server), so
 *   a browser sees the literal text '&colon;' and resolves it as a relative path.
 * - '&#106;avascript:x' is kept for the same reason: its '#' precedes the ':', making it a
 *   relative address with a fragment; markdown would have handed over 'javascript:x' instead.
 */

const ALLOWED_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);

/** Characters that end the part of an address where a scheme could be. */
const BEFORE_ANY_SCHEME = new Set(['/', '?', '#']);

/** The text before the first ':', or null when the address is relative. */
const schemeOf = (url: string): string | null => {
  for (let i = 0; i < url.length; i += 1) {
    const char = url.charAt(i);
    if (char === ':') return url.slice(0, i);
    if (BEFORE_ANY_SCHEME.has(char)) return null;
  }
  return null;
};

/** Lower-cases A-Z only: other letters must not be folded into ASCII look-alikes. */
const asciiLowerCase = (text: string): string => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

export const isAllowedUrl = (url: string): boolean => {
  const scheme = schemeOf(url);
  return scheme === null || ALLOWED_SCHEMES.has(asciiLowerCase(scheme));
};

/** The address itself when it is allowed, otherwise ''. */
export const safeUrl = (url: string): string => (isAllowedUrl(url) ? url : '');
