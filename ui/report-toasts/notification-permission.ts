/** The browser's Notification.permission values. */
export type NotificationPermissionState = 'default' | 'granted' | 'denied';

/**
 * Ask for system notifications only while the visitor has not decided, and at most once per
 * session: asking again after a dismissal nags, and browsers may block sites that do.
 */
export const shouldRequestPermission = (
  permission: NotificationPermissionState,
  alreadyAskedThisSession: boolean,
): boolean => permission === 'default' && !alreadyAskedThisSession;

/** A system notification is shown only with permission; otherwise it is skipped (and the toast still shows). */
export const maySendSystemNotification = (permission: NotificationPermissionState): boolean =>
  permission === 'granted';
