import { describe, expect, it } from 'vitest';
import type { PublicShare } from '../../contracts/reading-share.contract';
import { sharePageHtml } from './share-page';

const SHARE: PublicShare = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  moonSign: 'libra',
  moonSignName: 'Libra',
  phase: 'waxing-gibbous',
  phaseName: 'Waxing Gibbous',
  illumination: 0.8,
  waxing: true,
  line: 'A Libra Moon born under a Waxing Gibbous Moon: gracious & fair.',
  cardPath: '/share/AbCdEfGhIjKlMnOpQrStUv/card.png',
};

const SHELL = `<!doctype html><html><head>
    <title>Moonwise</title>
    <meta name="description" content="The site." />
    <link rel="canonical" href="https://moonwise.example/" />
    <meta property="og:image" content="https://moonwise.example/site.png" /><meta name="twitter:card" content="summary" />
    <link rel="icon" href="/favicon.svg" />
  </head><body><div id="root"></div><meta property="og:title" content="kept: not in the head" /></body></html>`;

describe('the share page’s head', () => {
  const html = sharePageHtml(SHELL, SHARE, 'https://moonwise.example', 'Moonwise');

  it('replaces the site’s preview tags, canonical link, title and description with the share’s', () => {
    expect(html.match(/property="og:image"/g)).toHaveLength(1);
    expect(html.match(/name="twitter:card"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<link rel="canonical" href="https://moonwise.example/share/AbCdEfGhIjKlMnOpQrStUv" />');
    expect(html).not.toContain('site.png');
    expect(html).toContain('<title>My Moon in Libra, born under a Waxing Gibbous Moon | Moonwise</title>');
    expect(html).toContain('<meta name="description" content="A Libra Moon born under a Waxing Gibbous Moon: gracious &amp; fair." />');
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('keeps every other tag, and the body as it was', () => {
    expect(html).toContain('<link rel="icon" href="/favicon.svg" />');
    expect(html).toContain('<div id="root"></div><meta property="og:title" content="kept: not in the head" /></body>');
  });
});
