import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maySendSystemNotification, shouldRequestPermission } from './notification-permission';
import type { NotificationPermissionState } from './notification-permission';

describe('asking for system notifications', () => {
  it('asks while the visitor has not decided and has not been asked this session', () => {
    expect(shouldRequestPermission('default', false)).toBe(true);
  });

  it('does not ask twice in one session', () => {
    expect(shouldRequestPermission('default', true)).toBe(false);
  });

  it('never asks once the visitor has decided', () => {
    fc.assert(
      fc.property(fc.constantFrom<NotificationPermissionState>('granted', 'denied'), fc.boolean(), (permission, asked) => {
        expect(shouldRequestPermission(permission, asked)).toBe(false);
      }),
    );
  });

  it('shows system notifications only with permission granted', () => {
    expect(maySendSystemNotification('granted')).toBe(true);
    expect(maySendSystemNotification('default')).toBe(false);
    expect(maySendSystemNotification('denied')).toBe(false);
  });
});
