import { describe, expect, it } from 'vitest';
import { actionPageShown } from './toast-placement';

describe('whether the visitor is where a toast’s action leads (ADR 027)', () => {
  const library = '/report-library?token=abc';
  const status = '/report-status?token=abc&profileId=p1&sessionId=cs_1';

  it('is this report when the path and every value of the action match, whatever else the address holds', () => {
    expect(actionPageShown(library, { pathname: '/report-library', search: '?token=abc' })).toBe('this-report');
    expect(actionPageShown(status, { pathname: '/report-status', search: '?sessionId=cs_1&token=abc&profileId=p1&from=mail' })).toBe('this-report');
  });

  it('is only the page when a value differs or is missing', () => {
    expect(actionPageShown(library, { pathname: '/report-library', search: '?token=xyz' })).toBe('page');
    expect(actionPageShown(library, { pathname: '/report-library', search: '' })).toBe('page');
    expect(actionPageShown(status, { pathname: '/report-status', search: '?token=abc&sessionId=cs_1' })).toBe('page');
  });

  it('is no on any other page', () => {
    expect(actionPageShown(library, { pathname: '/', search: '?token=abc' })).toBe('no');
    expect(actionPageShown(status, { pathname: '/report-library', search: '?token=abc' })).toBe('no');
  });
});
