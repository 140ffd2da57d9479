import type { KeyValueBackend } from '../browser-storage';
import { maySendSystemNotification, shouldRequestPermission, type NotificationPermissionState } from './notification-permission';
import { notificationTitle, systemNotificationBody, type ReportNotification } from '../../domain/reports';
import { localStorageBackend } from '../browser-storage/backends';

/** sessionStorage: "asked once this session" must end with the session, unlike the reports. */
const ASKED_KEY = 'moonwise_report_notifications_asked';

const sessionBackend = (): KeyValueBackend => localStorageBackend(() => window.sessionStorage);

const askedThisSession = (): boolean => {
  try {
    return sessionBackend().getItem(ASKED_KEY) === 'true';
  } catch (error) {
    console.warn('Browser storage: could not read whether notifications were requested.', error);
    return false;
  }
};

const rememberAsked = (): void => {
  try {
    sessionBackend().setItem(ASKED_KEY, 'true');
  } catch (error) {
    console.warn('Browser storage: could not remember that notifications were requested.', error);
  }
};

const permission = (): NotificationPermissionState | null =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : null;

/**
 * Asks for system notifications while the visitor has not decided, at most once per session
 * (§6). Resolves when the question is answered, so a report that is already finished is
 * announced only after the answer is known.
 */
export const requestPermissionOnce = async (): Promise<void> => {
  const current = permission();
  if (current === null || !shouldRequestPermission(current, askedThisSession())) return;
  rememberAsked();
  try {
    await window.Notification.requestPermission();
  } catch (error) {
    console.warn('System notifications could not be requested.', error);
  }
};

/**
 * Shows the system notification of a finished report when allowed; otherwise it is skipped and
 * the toast alone tells the visitor. The tag makes a second tab's copy replace the first.
 */
export const showSystemNotification = (notification: ReportNotification, onOpen: () => void): void => {
  const current = permission();
  if (current === null || !maySendSystemNotification(current)) return;
  try {
    const shown = new window.Notification(notificationTitle(notification), {
      body: systemNotificationBody(notification),
      tag: notification.id,
    });
    shown.onclick = () => {
      window.focus();
      shown.close();
      onOpen();
    };
  } catch (error) {
    // Some browsers (Android Chrome) allow notifications only from a service worker.
    console.warn('The system notification could not be shown.', error);
  }
};
