import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  notificationActionHref,
  notificationActionLabel,
  notificationMessage,
  notificationTitle,
  reportLabel,
  reportLibraryHref,
  reportStatusHref,
  systemNotificationBody,
  toReportToastView,
} from './report-labels';
import type { ReportNotification } from './report-types';

const notification = (overrides: Partial<ReportNotification> = {}): ReportNotification => ({
  id: 'entry-1:completed',
  profileId: 'profile-1',
  sessionId: 'cs_test_1',
  reportType: 'lunar',
  status: 'completed',
  reportUrl: 'https://example.com/r.pdf',
  errorMessage: null,
  token: 'tok-1',
  createdAt: 1_700_000_000_000,
  announced: false,
  ...overrides,
});

const optionalTextArb = fc.option(fc.string(), { nil: null });

const queryOf = (href: string): URLSearchParams => new URLSearchParams(href.split('?')[1] ?? '');

describe('report labels', () => {
  it('calls an astrology report an Astrology Report', () => {
    expect(reportLabel('astrology')).toBe('Astrology Report');
  });

  it('calls a lunar report a Lunar Report', () => {
    expect(reportLabel('lunar')).toBe('Lunar Report');
  });

  it('calls anything that is not astrology a Lunar Report', () => {
    fc.assert(
      fc.property(fc.string(), (type) => {
        fc.pre(type !== 'astrology');
        expect(reportLabel(type)).toBe('Lunar Report');
      }),
    );
  });
});

describe('a completed report notification', () => {
  it('reads "{label} ready" with the library message and button', () => {
    const ready = notification({ reportType: 'astrology' });
    expect(notificationTitle(ready)).toBe('Astrology Report ready');
    expect(notificationMessage(ready)).toBe('Tap to view your report in the library.');
    expect(notificationActionLabel(ready)).toBe('Open report library');
    expect(systemNotificationBody(ready)).toBe('Tap to view your report in the library.');
  });

  it('opens the report library with the token', () => {
    expect(notificationActionHref(notification({ token: 'tok-1' }))).toBe('/report-library?token=tok-1');
  });

  it('opens the plain report library when there is no token', () => {
    expect(reportLibraryHref(null)).toBe('/report-library');
    expect(reportLibraryHref('')).toBe('/report-library');
  });

  it('encodes the token so it survives the round trip through the address', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (token) => {
        expect(queryOf(reportLibraryHref(token)).get('token')).toBe(token);
      }),
    );
  });
});

describe('a failed report notification', () => {
  it('reads "{label} failed" with the stored error message', () => {
    const failed = notification({ status: 'failed', errorMessage: 'Chart service down', reportUrl: null });
    expect(notificationTitle(failed)).toBe('Lunar Report failed');
    expect(notificationMessage(failed)).toBe('Chart service down');
    expect(notificationActionLabel(failed)).toBe('Resolve issue');
  });

  it('falls back to the snag message when no error message was stored', () => {
    expect(notificationMessage(notification({ status: 'failed', errorMessage: null }))).toBe(
      'We hit a snag. Tap to review and try again.',
    );
    expect(notificationMessage(notification({ status: 'failed', errorMessage: '' }))).toBe(
      'We hit a snag. Tap to review and try again.',
    );
  });

  it('keeps the system notification short whatever the error', () => {
    fc.assert(
      fc.property(optionalTextArb, (errorMessage) => {
        expect(systemNotificationBody(notification({ status: 'failed', errorMessage }))).toBe('Tap to review and retry.');
      }),
    );
  });

  it('leads to the report status page with token, profile and session', () => {
    expect(notificationActionHref(notification({ status: 'failed' }))).toBe(
      '/report-status?token=tok-1&profileId=profile-1&sessionId=cs_test_1',
    );
  });

  it('leaves empty ids out of the report status address', () => {
    expect(reportStatusHref({ token: null, profileId: 'p 1', sessionId: '' })).toBe('/report-status?profileId=p+1');
    expect(reportStatusHref({ token: null, profileId: '', sessionId: null })).toBe('/report-status');
  });

  it('carries every non-empty id through the report status address unchanged', () => {
    fc.assert(
      fc.property(optionalTextArb, optionalTextArb, optionalTextArb, (token, profileId, sessionId) => {
        const query = queryOf(reportStatusHref({ token, profileId, sessionId }));
        const expected = Object.entries({ token, profileId, sessionId }).filter(([, v]) => v !== null && v !== '');
        expect([...query.entries()]).toEqual(expected);
      }),
    );
  });
});

describe('the toast view', () => {
  it('gathers title, message, time and action for the toast', () => {
    const failed = notification({ id: 'entry-9:failed', status: 'failed', errorMessage: null, token: null });
    expect(toReportToastView(failed)).toEqual({
      id: 'entry-9:failed',
      status: 'failed',
      title: 'Lunar Report failed',
      message: 'We hit a snag. Tap to review and try again.',
      createdAt: 1_700_000_000_000,
      actionLabel: 'Resolve issue',
      actionHref: '/report-status?profileId=profile-1&sessionId=cs_test_1',
    });
  });
});
