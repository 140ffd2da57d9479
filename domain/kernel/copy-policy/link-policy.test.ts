import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import { isAllowedUrl, safeUrl } from './link-policy';

const schemeArb = fc.oneof(
  fc.constantFrom('http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'),
  fc.constantFrom('javascript', 'vbscript', 'data', 'file', 'ftp', 'blob', 'httpx', 'htt', 'mailt0', 'xmpps', ''),
  fc.constantFrom('ſ', 'K', 'İ', 'ı'),
);
const mixedCaseArb = (text: string) =>
  fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((upper) =>
    [...text].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(''),
  );
const noiseArb = fc.constantFrom(
  ':', '/', '//', '?', '#', '\u0000', '\u0001', '\u001f', '\u007f', ' ', '\t', '\n', '\r', '\u00a0', '\ufeff',
  '&colon;', '&#58;', '&#x3A;', '&#106;', '&#x6A;', '&#09;', '&Tab;', '%3A', '%09', '.', '@', 'alert(1)', 'example.com', 'a',
);
const urlArb = fc.oneof(
  fc
    .tuple(fc.array(noiseArb, { maxLength: 2 }), schemeArb.chain(mixedCaseArb), fc.array(noiseArb, { maxLength: 6 }))
    .map(([before, scheme, after]) => before.join('') + scheme + after.join('')),
  fc.array(fc.oneof(noiseArb, schemeArb), { maxLength: 8 }).map((parts) => parts.join('')),
  fc.string(),
  fc.webUrl(),
);

/** The href react-markdown renders for a link written in markdown, with our policy as its transform. */
const renderedHref = (markdown: string): string | null => {
  const html = renderToStaticMarkup(createElement(Markdown, { urlTransform: safeUrl }, markdown));
  return /<a href="([^"]*)"/.exec(html)?.[1] ?? null;
};

describe('safeUrl', () => {
  it.each(['http://example.com', 'HTTPS://example.com/a?b=c#d', 'irc://irc.libera.chat/moon', 'ircs://x', 'mailto:luna@example.com', 'xmpp:luna@example.com'])(
    'keeps an allowed scheme: %s',
    (url) => {
      expect(safeUrl(url)).toBe(url);
    },
  );

  it.each(['/moon-phases/full-moon', '/checkout?report=lunar&token=abc', 'moon-signs/aries', '?token=a:b', '#section:2', 'notes/today:tonight', '', '../up'])(
    'keeps a relative address: %j',
    (url) => {
      expect(safeUrl(url)).toBe(url);
    },
  );

  it.each(['javascript:alert(1)', 'data:text/html,<script>', 'vbscript:x', 'ftp://example.com', 'file:///etc/passwd'])(
    'blanks a disallowed scheme: %s',
    (url) => {
      expect(safeUrl(url)).toBe('');
    },
  );

  it.each([
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['a leading NUL', '\u0000javascript:alert(1)'],
    ['a leading space', ' javascript:alert(1)'],
    ['an inner tab', 'java\tscript:alert(1)'],
    ['an inner newline', 'java\nscript:alert(1)'],
    ['a percent-encoded tab, as markdown hands it over', 'java%09script:alert(1)'],
    ['an allowed scheme behind a space, which a browser would strip', ' https://example.com'],
    ['a dotless ı posing as i', 'ırc://x'],
  ])('blanks a scheme disguised with %s', (_disguise, url) => {
    expect(safeUrl(url)).toBe('');
  });

  it.each(['javascript&colon;alert(1)', '&#106;avascript:alert(1)'])(
    'keeps %j as a relative address, since nothing decodes the entity later',
    (url) => {
      expect(safeUrl(url)).toBe(url);
    },
  );

  it.each([
    ['[a](javascript&colon;alert(1))', ''],
    ['[a](&#106;avascript:alert(1))', ''],
    ['[a](&#x6A;avascript:alert(1))', ''],
    ['[a](JaVaScRiPt:alert(1))', ''],
    ['[a]( javascript:alert(1))', ''],
    ['[a](<java\tscript:alert(1)>)', ''],
    ['[a](<\u0000javascript:alert(1)>)', ''],
    ['[a](https://example.com/moon?x=1)', 'https://example.com/moon?x=1'],
    ['[a](/free-moon-reading)', '/free-moon-reading'],
  ])('renders %j in the chat with href %j', (markdown, href) => {
    expect(renderedHref(markdown)).toBe(href);
  });

  it('safeUrl agrees with react-markdown defaultUrlTransform', () => {
    fc.assert(fc.property(urlArb, (url) => safeUrl(url) === defaultUrlTransform(url)));
  });

  it('safeUrl either keeps the address whole or blanks it', () => {
    fc.assert(fc.property(urlArb, (url) => [url, ''].includes(safeUrl(url))));
  });

  it('safeUrl is idempotent', () => {
    fc.assert(fc.property(urlArb, (url) => safeUrl(safeUrl(url)) === safeUrl(url)));
  });

  it('a kept address never has a scheme a browser could run', () => {
    fc.assert(
      fc.property(urlArb, (url) => {
        fc.pre(isAllowedUrl(url));
        // What a browser does before reading a scheme: drop leading C0 controls and spaces, and tabs and newlines.
        let start = 0;
        while (start < url.length && url.charCodeAt(start) <= 0x20) start += 1;
        const asBrowserReadsIt = url.slice(start).replace(/[\t\n\r]/g, '');
        const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(asBrowserReadsIt)?.[1]?.toLowerCase();
        return scheme === undefined || ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'].includes(scheme);
      }),
    );
  });
});
