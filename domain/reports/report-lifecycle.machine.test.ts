import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { fixedClock } from '../ports/clock';
import { reportLifecycleMachine } from './report-lifecycle.machine';
import type { ReportLifecycleEvent } from './report-lifecycle.machine';
import { applyDeliveryRecords, markAnnounced, removeNotification } from './report-tracking';
import type { ReportTracking } from './report-tracking';
import type { DeliveryRecord, PendingReportEntry } from './report-types';

const entry: PendingReportEntry = { id: 'entry-1', profileId: 'p1', sessionId: 'cs1', reportType: 'astrology', token: 't 1' };

const record = (overrides: Partial<DeliveryRecord> = {}): DeliveryRecord => ({
  profile_id: 'p1',
  report_type: 'astrology',
  generation_status: 'completed',
  report_url: 'https://reports.example/a.pdf',
  error_message: null,
  checkout_session_id: 'cs1',
  ...overrides,
});

const received = (...records: DeliveryRecord[]): ReportLifecycleEvent => ({ type: 'DELIVERY_RECORDS_RECEIVED', records });

const start = () => initialTransition(reportLifecycleMachine, { entry, clock: fixedClock(42) })[0];

const run = (...events: ReportLifecycleEvent[]) =>
  events.reduce((snapshot, event) => transition(reportLifecycleMachine, snapshot, event)[0], start());

describe('one report from checkout to cleared toast', () => {
  it('starts pending with no notification', () => {
    const snapshot = start();
    expect(snapshot.value).toBe('pending');
    expect(snapshot.context.notification).toBeNull();
  });

  it('stays pending while the record is still processing or completed without a link', () => {
    const snapshot = run(received(record({ generation_status: 'processing' })), received(record({ report_url: null })));
    expect(snapshot.value).toBe('pending');
  });

  it('creates an unannounced notification when the report is ready', () => {
    const snapshot = run(received(record()));
    expect(snapshot.value).toEqual({ notified: 'unannounced' });
    expect(snapshot.context.notification).toMatchObject({ id: 'entry-1:completed', createdAt: 42, announced: false });
  });

  it('creates a failed notification when generation failed', () => {
    const snapshot = run(received(record({ generation_status: 'failed', report_url: null, error_message: 'Oops' })));
    expect(snapshot.context.notification).toMatchObject({ id: 'entry-1:failed', errorMessage: 'Oops' });
  });

  it('marks the notification announced once a system notification was shown or skipped', () => {
    const snapshot = run(received(record()), { type: 'NOTIFICATION_ANNOUNCED' });
    expect(snapshot.value).toEqual({ notified: 'announced' });
    expect(snapshot.context.notification?.announced).toBe(true);
  });

  it('removes the notification for good when dismissed', () => {
    const snapshot = run(received(record()), { type: 'NOTIFICATION_DISMISSED' });
    expect(snapshot.value).toBe('removed');
    expect(snapshot.status).toBe('done');
  });

  it('opens the report library, with the token, when the action is taken', () => {
    const [snapshot, actions] = transition(reportLifecycleMachine, run(received(record())), {
      type: 'NOTIFICATION_ACTION_TAKEN',
    });
    expect(snapshot.value).toBe('removed');
    expect(actions.find((a) => a.type === 'openNotificationTarget')?.params).toEqual({
      href: '/report-library?token=t+1',
    });
  });

  it('reaches every state from checkout', () => {
    const paths = getShortestPaths(reportLifecycleMachine, {
      input: { entry, clock: fixedClock(0) },
      events: [
        received(record()),
        received(record({ generation_status: 'failed', report_url: null })),
        received(record({ generation_status: 'processing' })),
        { type: 'NOTIFICATION_ANNOUNCED' },
        { type: 'NOTIFICATION_DISMISSED' },
        { type: 'NOTIFICATION_ACTION_TAKEN' },
      ],
    });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(
      new Set(['"pending"', '{"notified":"unannounced"}', '{"notified":"announced"}', '"removed"']),
    );
  });
});

const recordArb: fc.Arbitrary<DeliveryRecord> = fc.record({
  profile_id: fc.constantFrom('p1', 'p2'),
  report_type: fc.constantFrom('astrology', 'lunar'),
  generation_status: fc.constantFrom('pending', 'processing', 'completed', 'failed'),
  report_url: fc.constantFrom<string | null>(null, '', 'https://reports.example/a.pdf'),
  error_message: fc.constantFrom<string | null>(null, 'Oops'),
  checkout_session_id: fc.constantFrom<string | null>(null, 'cs1', 'cs2'),
});

const eventArb: fc.Arbitrary<ReportLifecycleEvent> = fc.oneof(
  fc.array(recordArb, { maxLength: 3 }).map((records) => received(...records)),
  fc.constantFrom<ReportLifecycleEvent>(
    { type: 'NOTIFICATION_ANNOUNCED' },
    { type: 'NOTIFICATION_DISMISSED' },
    { type: 'NOTIFICATION_ACTION_TAKEN' },
  ),
);

/** The pure tracker rules, applied to a single report, as the model for the machine. */
const modelStep = (tracking: ReportTracking, event: ReportLifecycleEvent, clock: ReturnType<typeof fixedClock>) => {
  const id = tracking.notifications[0]?.id ?? '';
  switch (event.type) {
    case 'DELIVERY_RECORDS_RECEIVED':
      return applyDeliveryRecords(tracking, event.records, clock);
    case 'NOTIFICATION_ANNOUNCED':
      return markAnnounced(tracking, id);
    default:
      return removeNotification(tracking, id);
  }
};


describe('the report lifecycle machine', () => {
  it('agrees with the pure tracking rules after every event', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 12 }), (events) => {
        const clock = fixedClock(42);
        let snapshot = initialTransition(reportLifecycleMachine, { entry, clock })[0];
        let model: ReportTracking = { pending: [entry], notifications: [] };
        for (const event of events) {
          snapshot = transition(reportLifecycleMachine, snapshot, event)[0];
          model = modelStep(model, event, clock);
          expect(snapshot.matches('pending')).toBe(model.pending.length === 1);
          expect(snapshot.context.notification).toEqual(model.notifications[0] ?? null);
        }
      }),
    );
  });
});
