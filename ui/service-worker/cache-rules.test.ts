import { describe, expect, it } from 'vitest';
import { NEVER_CACHED, pageCacheKey } from './cache-rules';

describe('the service worker’s cache rules', () => {
  it('keeps a page under its path, never with the query’s token', () => {
    expect(pageCacheKey('https://moonwise.example/moon-signs/aries')).toBe('https://moonwise.example/moon-signs/aries');
    const withToken = pageCacheKey('https://moonwise.example/free-moon-reading?token=secret-reading-token');
    expect(withToken).not.toContain('secret-reading-token');
    expect(withToken).not.toBe(pageCacheKey('https://moonwise.example/free-moon-reading'));
  });

  it.each(['/functions/v1/reading-by-token?token=x', '/functions/v1/report-download/abc', '/rest/v1/page_visits', '/healthz'])('never caches %s', (address) => {
    expect(NEVER_CACHED.some((pattern) => pattern.test(address))).toBe(true);
  });

  it.each(['/', '/free-moon-reading', '/blog/moon-wisdom/why-the-moon-has-phases'])('may cache the page %s', (address) => {
    expect(NEVER_CACHED.some((pattern) => pattern.test(address))).toBe(false);
  });
});
