import { assign, setup } from 'xstate';
import type { Clock } from '../ports/clock';
import { notificationActionHref } from './report-labels';
import { notificationFor, settlingRecord } from './report-tracking';
import type { DeliveryRecord, PendingReportEntry, ReportNotification } from './report-types';

/**
 * The life of one paid report in the browser, from checkout to the toast going away. The
 * tracker (report-tracking.machine.ts) runs the same rules over many reports at once with the
 * pure functions in report-tracking.ts; this machine draws them for one report.
 */
export interface ReportLifecycleInput {
  entry: PendingReportEntry;
  /** Stamps the notification's createdAt. */
  clock: Clock;
}

export interface ReportLifecycleContext {
  entry: PendingReportEntry;
  clock: Clock;
  notification: ReportNotification | null;
}

export type ReportLifecycleEvent =
  | { type: 'DELIVERY_RECORDS_RECEIVED'; records: readonly DeliveryRecord[] }
  | { type: 'NOTIFICATION_ANNOUNCED' }
  | { type: 'NOTIFICATION_DISMISSED' }
  | { type: 'NOTIFICATION_ACTION_TAKEN' };

const settlesAs =
  (status: 'completed' | 'failed') =>
  ({ context, event }: { context: ReportLifecycleContext; event: ReportLifecycleEvent }): boolean =>
    event.type === 'DELIVERY_RECORDS_RECEIVED' && settlingRecord(context.entry, event.records)?.status === status;

export const reportLifecycleMachine = setup({
  types: {
    context: {} as ReportLifecycleContext,
    events: {} as ReportLifecycleEvent,
    input: {} as ReportLifecycleInput,
  },
  guards: {
    recordsShowCompleted: settlesAs('completed'),
    recordsShowFailed: settlesAs('failed'),
  },
  actions: {
    createNotification: assign({
      notification: ({ context, event }) => {
        if (event.type !== 'DELIVERY_RECORDS_RECEIVED') return context.notification;
        const settled = settlingRecord(context.entry, event.records);
        return settled ? notificationFor(context.entry, settled, context.clock) : context.notification;
      },
    }),
    markAnnounced: assign({
      notification: ({ context }) => (context.notification ? { ...context.notification, announced: true } : null),
    }),
    forgetNotification: assign({ notification: null }),
    /** Port: the UI navigates to the toast's action target. */
    openNotificationTarget: (_, _params: { href: string }) => {},
  },
}).createMachine({
  id: 'report-lifecycle',
  description: 'One paid report, from checkout until its notification is cleared.',
  context: ({ input }) => ({ entry: input.entry, clock: input.clock, notification: null }),
  initial: 'pending',
  states: {
    pending: {
      description: 'The report is being generated; its delivery record is checked every 5 seconds.',
      on: {
        DELIVERY_RECORDS_RECEIVED: [
          {
            guard: 'recordsShowCompleted',
            target: 'notified',
            actions: 'createNotification',
            description: 'The delivery record says completed and has a report link: the report is ready.',
          },
          {
            guard: 'recordsShowFailed',
            target: 'notified',
            actions: 'createNotification',
            description: 'The delivery record says failed: the visitor is told and offered a way to resolve it.',
          },
          {
            description: 'Any other status (or completed without a link) keeps the report pending.',
          },
        ],
      },
    },
    notified: {
      description: 'The report is no longer pending and exactly one notification exists for it.',
      initial: 'unannounced',
      states: {
        unannounced: {
          description: 'The toast shows; no system notification has been shown or skipped yet.',
          on: {
            NOTIFICATION_ANNOUNCED: {
              target: 'announced',
              actions: 'markAnnounced',
              description: 'A system notification was shown, or skipped because permission is missing.',
            },
          },
        },
        announced: {
          description: 'The system notification was dealt with; only the toast remains.',
        },
      },
      on: {
        NOTIFICATION_DISMISSED: {
          target: 'removed',
          actions: 'forgetNotification',
          description: 'The visitor dismisses the toast.',
        },
        NOTIFICATION_ACTION_TAKEN: {
          target: 'removed',
          actions: [
            {
              type: 'openNotificationTarget',
              params: ({ context }) => ({
                href: context.notification ? notificationActionHref(context.notification) : '/',
              }),
            },
            'forgetNotification',
          ],
          description: 'The visitor opens the report library, or the report status page to resolve a failure.',
        },
      },
    },
    removed: {
      type: 'final',
      description: 'The notification is gone for good.',
    },
  },
});
