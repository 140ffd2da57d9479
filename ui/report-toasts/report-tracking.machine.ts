import { assign, fromPromise, setup } from 'xstate';
import type { Clock } from '../../domain/kernel';
import {
  applyDeliveryRecords,
  deliveryQueryFor,
  markAnnounced,
  removeNotification,
  REPORT_POLL_MS,
  shouldPoll,
  trackReport,
} from './report-tracking';
import type { DeliveryQuery, ReportTracking } from './report-tracking';
import type { DeliveryRecord, PendingReportEntry, ReportNotification } from '../../domain/reports';

/**
 * Watches every pending paid report: reads the delivery table at once, then every 5 seconds
 * while anything is pending, and turns finished reports into notifications. The UI binds the
 * ports with machine.provide: fetchDeliveryRecords, persistTracking, reportFetchFailed.
 */
export interface ReportTrackerInput {
  /** Restored from browser storage. */
  pending?: readonly PendingReportEntry[];
  notifications?: readonly ReportNotification[];
  /** Stamps each notification's createdAt. */
  clock: Clock;
}

export interface ReportTrackerContext {
  tracking: ReportTracking;
  clock: Clock;
}

export type ReportTrackerEvent =
  | { type: 'TRACK_REPORT'; entry: PendingReportEntry }
  | { type: 'NOTIFICATION_ANNOUNCED'; id: string }
  | { type: 'NOTIFICATION_DISMISSED'; id: string }
  | { type: 'NOTIFICATION_ACTION_TAKEN'; id: string };

export const reportTrackerMachine = setup({
  types: {
    context: {} as ReportTrackerContext,
    events: {} as ReportTrackerEvent,
    input: {} as ReportTrackerInput,
  },
  actors: {
    /** Port: reads report_deliveries for the pending profiles and checkout sessions. */
    fetchDeliveryRecords: fromPromise<readonly DeliveryRecord[], DeliveryQuery>(() =>
      Promise.reject(new Error('fetchDeliveryRecords is not provided')),
    ),
  },
  delays: {
    reportPoll: REPORT_POLL_MS,
  },
  guards: {
    somethingPending: ({ context }) => shouldPoll(context.tracking.pending),
    nothingPending: ({ context }) => !shouldPoll(context.tracking.pending),
  },
  actions: {
    trackReport: assign({
      tracking: ({ context, event }) =>
        event.type === 'TRACK_REPORT' ? trackReport(context.tracking, event.entry) : context.tracking,
    }),
    applyDeliveryRecords: assign({
      tracking: ({ context }, params: { records: readonly DeliveryRecord[] }) =>
        applyDeliveryRecords(context.tracking, params.records, context.clock),
    }),
    markAnnounced: assign({
      tracking: ({ context, event }) =>
        event.type === 'NOTIFICATION_ANNOUNCED' ? markAnnounced(context.tracking, event.id) : context.tracking,
    }),
    removeNotification: assign({
      tracking: ({ context, event }) =>
        event.type === 'NOTIFICATION_DISMISSED' || event.type === 'NOTIFICATION_ACTION_TAKEN'
          ? removeNotification(context.tracking, event.id)
          : context.tracking,
    }),
    /** Port: writes pending reports and notifications to browser storage. */
    persistTracking: (_, _params: { tracking: ReportTracking }) => {},
    /** Port: a failed read is logged only; the entries stay pending and the next poll tries again. */
    reportFetchFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'report-tracker',
  description: 'Watches paid reports being generated and keeps their notifications.',
  context: ({ input }) => ({
    tracking: { pending: input.pending ?? [], notifications: input.notifications ?? [] },
    clock: input.clock,
  }),
  initial: 'idle',
  on: {
    TRACK_REPORT: {
      actions: ['trackReport', { type: 'persistTracking', params: ({ context }) => ({ tracking: context.tracking }) }],
      description: 'A paid report was ordered; it is pending until its delivery record settles it.',
    },
    NOTIFICATION_ANNOUNCED: {
      actions: ['markAnnounced', { type: 'persistTracking', params: ({ context }) => ({ tracking: context.tracking }) }],
      description: 'A system notification for a report was shown or skipped.',
    },
    NOTIFICATION_DISMISSED: {
      actions: ['removeNotification', { type: 'persistTracking', params: ({ context }) => ({ tracking: context.tracking }) }],
      description: 'The visitor dismisses a report toast.',
    },
    NOTIFICATION_ACTION_TAKEN: {
      actions: ['removeNotification', { type: 'persistTracking', params: ({ context }) => ({ tracking: context.tracking }) }],
      description: "The visitor follows a report toast's action.",
    },
  },
  states: {
    idle: {
      description: 'No report is pending, so nothing is polled.',
      always: {
        guard: 'somethingPending',
        target: 'checking',
        description: 'A report is pending: check its delivery record at once.',
      },
    },
    checking: {
      description: 'Reading the delivery records of the pending reports.',
      invoke: {
        id: 'fetchDeliveryRecords',
        src: 'fetchDeliveryRecords',
        input: ({ context }) => deliveryQueryFor(context.tracking.pending),
        onDone: {
          target: 'waiting',
          actions: [
            { type: 'applyDeliveryRecords', params: ({ event }) => ({ records: event.output }) },
            { type: 'persistTracking', params: ({ context }) => ({ tracking: context.tracking }) },
          ],
          description: 'Completed or failed reports become notifications; other statuses stay pending.',
        },
        onError: {
          target: 'waiting',
          actions: { type: 'reportFetchFailed', params: ({ event }) => ({ error: event.error }) },
          description: 'The read failed: logged only, the reports stay pending.',
        },
      },
    },
    waiting: {
      description: 'Reports are still pending; the next check is 5 seconds away.',
      always: {
        guard: 'nothingPending',
        target: 'idle',
        description: 'Every report is settled: polling stops.',
      },
      after: {
        reportPoll: {
          target: 'checking',
          description: 'Five seconds passed: check again.',
        },
      },
      on: {
        TRACK_REPORT: {
          target: 'checking',
          actions: ['trackReport', { type: 'persistTracking', params: ({ context }) => ({ tracking: context.tracking }) }],
          description: 'Another report was ordered: check at once rather than waiting.',
        },
      },
    },
  },
});
