import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { fixedClock } from '../../domain/kernel';
import type { DeliveryQuery, ReportTracking } from './report-tracking';
import { REPORT_POLL_MS } from './report-tracking';
import { reportTrackerMachine } from './report-tracking.machine';
import type { ReportTrackerEvent } from './report-tracking.machine';
import type { DeliveryRecord, PendingReportEntry } from '../../domain/reports';

const entry = (id: string, profileId = 'p1'): PendingReportEntry => ({
  id,
  profileId,
  sessionId: null,
  reportType: 'lunar',
  token: null,
});

const ready = (profileId: string): DeliveryRecord => ({
  profile_id: profileId,
  report_type: 'lunar',
  generation_status: 'completed',
  report_url: `https://reports.example/${profileId}.pdf`,
  error_message: null,
  checkout_session_id: null,
});

const processing = (profileId: string): DeliveryRecord => ({ ...ready(profileId), generation_status: 'processing' });

/** Lets the promise actors settle between clock ticks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A tracker on simulated time whose delivery table answers from `answer` and remembers each
 * query and each persisted state.
 */
const startTracker = (
  answer: (query: DeliveryQuery, call: number) => Promise<readonly DeliveryRecord[]>,
  pending: PendingReportEntry[] = [],
) => {
  const clock = new SimulatedClock();
  const queries: DeliveryQuery[] = [];
  const persisted: ReportTracking[] = [];
  const failures: unknown[] = [];
  const machine = reportTrackerMachine.provide({
    actors: {
      fetchDeliveryRecords: fromPromise(({ input }: { input: DeliveryQuery }) => {
        queries.push(input);
        return answer(input, queries.length);
      }),
    },
    actions: {
      persistTracking: (_, params) => {
        persisted.push(params.tracking);
      },
      reportFetchFailed: (_, params) => {
        failures.push(params.error);
      },
    },
  });
  const actor = createActor(machine, { clock, input: { pending, clock: fixedClock(7) } });
  actor.start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { actor, clock, queries, persisted, failures, advance };
};


describe('the report tracker', () => {
  it('does not read the delivery table while nothing is pending', async () => {
    const tracker = startTracker(() => Promise.resolve([]));
    await tracker.advance(REPORT_POLL_MS * 3);
    expect(tracker.queries).toHaveLength(0);
    expect(tracker.actor.getSnapshot().value).toBe('idle');
  });

  it('reads at once, then every five seconds while a report is pending', async () => {
    const tracker = startTracker((query) => Promise.resolve(query.profileIds.map(processing)), [entry('e1')]);
    await settle();
    expect(tracker.queries).toHaveLength(1);
    await tracker.advance(REPORT_POLL_MS - 1);
    expect(tracker.queries).toHaveLength(1);
    await tracker.advance(1);
    expect(tracker.queries).toHaveLength(2);
    await tracker.advance(REPORT_POLL_MS);
    expect(tracker.queries).toHaveLength(3);
    expect(tracker.queries[0]).toEqual({ profileIds: ['p1'], sessionIds: [] });
  });

  it('stops polling once every report is settled, keeping one notification', async () => {
    const tracker = startTracker((query, call) => Promise.resolve(call < 2 ? [] : query.profileIds.map(ready)), [
      entry('e1'),
    ]);
    await settle();
    await tracker.advance(REPORT_POLL_MS);
    const snapshot = tracker.actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.tracking.pending).toEqual([]);
    expect(snapshot.context.tracking.notifications.map((n) => [n.id, n.createdAt])).toEqual([['e1:completed', 7]]);
    await tracker.advance(REPORT_POLL_MS * 3);
    expect(tracker.queries).toHaveLength(2);
  });

  it('keeps reports pending and tries again when the read fails', async () => {
    const tracker = startTracker(
      (query, call) => (call === 1 ? Promise.reject(new Error('network down')) : Promise.resolve(query.profileIds.map(ready))),
      [entry('e1')],
    );
    await settle();
    expect(tracker.failures).toHaveLength(1);
    expect(tracker.actor.getSnapshot().context.tracking.pending).toHaveLength(1);
    await tracker.advance(REPORT_POLL_MS);
    expect(tracker.actor.getSnapshot().context.tracking.pending).toHaveLength(0);
  });

  it('checks at once when a report is ordered between polls', async () => {
    const tracker = startTracker((query) => Promise.resolve(query.profileIds.map(processing)), [entry('e1')]);
    await settle();
    await tracker.advance(1_000);
    tracker.actor.send({ type: 'TRACK_REPORT', entry: entry('e2', 'p2') });
    await settle();
    expect(tracker.queries).toHaveLength(2);
    expect(tracker.queries[1]).toEqual({ profileIds: ['p1', 'p2'], sessionIds: [] });
  });

  it('saves the tracked reports after every change', async () => {
    const tracker = startTracker((query) => Promise.resolve(query.profileIds.map(ready)));
    tracker.actor.send({ type: 'TRACK_REPORT', entry: entry('e1') });
    await settle();
    tracker.actor.send({ type: 'NOTIFICATION_ANNOUNCED', id: 'e1:completed' });
    tracker.actor.send({ type: 'NOTIFICATION_DISMISSED', id: 'e1:completed' });
    expect(tracker.persisted.map((t) => [t.pending.length, t.notifications.map((n) => n.announced)])).toEqual([
      [1, []],
      [0, [false]],
      [0, [true]],
      [0, []],
    ]);
  });

  it('reaches idle, checking and waiting', () => {
    const done = (records: DeliveryRecord[]) =>
      ({ type: 'xstate.done.actor.fetchDeliveryRecords', output: records }) as unknown as ReportTrackerEvent;
    const paths = getShortestPaths(reportTrackerMachine, {
      input: { clock: fixedClock(0) },
      events: [{ type: 'TRACK_REPORT', entry: entry('e1') }, done([processing('p1')]), done([ready('p1')])],
    });
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['idle', 'checking', 'waiting']));
  });
});
