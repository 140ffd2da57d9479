import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../domain/kernel';
import {
  applyDeliveryRecords,
  deliveryQueryFor,
  EMPTY_REPORT_TRACKING,
  markAnnounced,
  newestFirst,
  removeNotification,
  REPORT_POLL_MS,
  shouldPoll,
  trackReport,
  unannounced,
} from './report-tracking';
import type { ReportTracking } from './report-tracking';
import type { DeliveryRecord, PendingReportEntry, ReportNotification } from '../../domain/reports';
import pinned from '../../fixtures/property-counterexamples/report-tracking.json' with { type: 'json' };

// Small pools so that random entries and records often meet.
const profileArb = fc.constantFrom('p1', 'p2');
const sessionArb = fc.constantFrom<string | null>(null, '', 'cs1', 'cs2');
const statusArb = fc.constantFrom('pending', 'processing', 'queued', 'completed', 'failed', 'COMPLETED', '');
const urlArb = fc.constantFrom<string | null>(null, '', 'https://reports.example/r1.pdf');

const entryArb = (id: string): fc.Arbitrary<PendingReportEntry> =>
  fc.record({
    id: fc.constant(id),
    profileId: profileArb,
    sessionId: sessionArb,
    reportType: fc.constantFrom<'astrology' | 'lunar'>('astrology', 'lunar'),
    token: fc.option(fc.string({ maxLength: 6 }), { nil: null }),
  });

const entriesArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 6 })
  .chain((ids) => fc.tuple(...ids.map((n) => entryArb(`entry-${n}`))));

const recordArb: fc.Arbitrary<DeliveryRecord> = fc.record({
  profile_id: fc.constantFrom('p1', 'p2', 'p3'),
  report_type: fc.constantFrom('astrology', 'lunar', 'tarot'),
  generation_status: statusArb,
  report_url: urlArb,
  error_message: fc.constantFrom<string | null>(null, '', 'Chart service down'),
  checkout_session_id: sessionArb,
});

const recordsArb = fc.array(recordArb, { maxLength: 8 });

const entry = (overrides: Partial<PendingReportEntry> = {}): PendingReportEntry => ({
  id: 'entry-1',
  profileId: 'p1',
  sessionId: 'cs1',
  reportType: 'lunar',
  token: 'tok',
  ...overrides,
});

const record = (overrides: Partial<DeliveryRecord> = {}): DeliveryRecord => ({
  profile_id: 'p1',
  report_type: 'lunar',
  generation_status: 'completed',
  report_url: 'https://reports.example/r1.pdf',
  error_message: null,
  checkout_session_id: 'cs1',
  ...overrides,
});

const tracking = (...pending: PendingReportEntry[]): ReportTracking => ({ pending, notifications: [] });

// An independent statement of "this record finishes this entry", written from §4.
const finishes = (e: PendingReportEntry, r: DeliveryRecord): boolean => {
  const sameReport = r.profile_id === e.profileId && r.report_type === e.reportType;
  const sessionsAgree = !e.sessionId || !r.checkout_session_id || e.sessionId === r.checkout_session_id;
  const terminal = (r.generation_status === 'completed' && !!r.report_url) || r.generation_status === 'failed';
  return sameReport && sessionsAgree && terminal;
};

const notificationsOf = (state: ReportTracking, entryId: string): ReportNotification[] =>
  state.notifications.filter((n) => n.id.startsWith(`${entryId}:`));

describe('settling a pending report', () => {
  it('turns a completed record with a link into one "completed" notification', () => {
    const clock = fixedClock(1_000);
    const next = applyDeliveryRecords(tracking(entry()), [record()], clock);
    expect(next.pending).toEqual([]);
    expect(next.notifications).toEqual([
      {
        id: 'entry-1:completed',
        profileId: 'p1',
        sessionId: 'cs1',
        reportType: 'lunar',
        status: 'completed',
        reportUrl: 'https://reports.example/r1.pdf',
        errorMessage: null,
        token: 'tok',
        createdAt: 1_000,
        announced: false,
      },
    ]);
  });

  it('keeps a completed report without a link pending', () => {
    const before = tracking(entry());
    expect(applyDeliveryRecords(before, [record({ report_url: null })], fixedClock(0))).toEqual(before);
    expect(applyDeliveryRecords(before, [record({ report_url: '' })], fixedClock(0))).toEqual(before);
  });

  it('turns a failed record into one "failed" notification carrying the stored error', () => {
    const next = applyDeliveryRecords(
      tracking(entry()),
      [record({ generation_status: 'failed', report_url: null, error_message: 'Chart service down' })],
      fixedClock(5),
    );
    expect(next.pending).toEqual([]);
    expect(next.notifications.map((n) => [n.id, n.status, n.errorMessage, n.reportUrl])).toEqual([
      ['entry-1:failed', 'failed', 'Chart service down', null],
    ]);
  });

  it('ignores a record from another checkout session when both carry one', () => {
    const before = tracking(entry({ sessionId: 'cs1' }));
    expect(applyDeliveryRecords(before, [record({ checkout_session_id: 'cs2' })], fixedClock(0))).toEqual(before);
  });

  it('matches on profile and report type alone when either side lacks a checkout session', () => {
    expect(applyDeliveryRecords(tracking(entry({ sessionId: null })), [record()], fixedClock(0)).pending).toEqual([]);
    expect(
      applyDeliveryRecords(tracking(entry()), [record({ checkout_session_id: null })], fixedClock(0)).pending,
    ).toEqual([]);
  });

  it('prefers a completed record over a failed one for the same report', () => {
    const failed = record({ generation_status: 'failed', report_url: null });
    const next = applyDeliveryRecords(tracking(entry()), [failed, record()], fixedClock(0));
    expect(next.notifications.map((n) => n.status)).toEqual(['completed']);
  });

  it('removes the entry exactly when a record finishes it', () => {
    fc.assert(
      fc.property(entriesArb, recordsArb, (entries, records) => {
        const next = applyDeliveryRecords(tracking(...entries), records, fixedClock(0));
        for (const e of entries) {
          const finished = records.some((r) => finishes(e, r));
          expect(next.pending.some((p) => p.id === e.id)).toBe(!finished);
        }
      }),
    );
  });

  it('creates exactly one notification for each finished entry and none for the rest', () => {
    fc.assert(
      fc.property(entriesArb, recordsArb, (entries, records) => {
        const next = applyDeliveryRecords(tracking(...entries), records, fixedClock(0));
        for (const e of entries) {
          expect(notificationsOf(next, e.id)).toHaveLength(records.some((r) => finishes(e, r)) ? 1 : 0);
        }
      }),
    );
  });

  it('keeps entries pending under any status other than completed-with-link or failed', () => {
    fc.assert(
      fc.property(entriesArb, recordsArb, (entries, records) => {
        const unfinished = records.filter(
          (r) => !(r.generation_status === 'failed' || (r.generation_status === 'completed' && r.report_url)),
        );
        const before = tracking(...entries);
        expect(applyDeliveryRecords(before, unfinished, fixedClock(0))).toBe(before);
      }),
    );
  });

  it('settles the same entries the same way whatever order the records arrive in', () => {
    const outcome = (state: ReportTracking) => ({
      pending: state.pending.map((p) => p.id),
      notifications: state.notifications.map((n) => n.id),
    });
    fc.assert(
      fc.property(entriesArb, recordsArb, fc.infiniteStream(fc.integer()), (entries, records, keys) => {
        const shuffled = records
          .map((r) => ({ r, key: keys.next().value as number }))
          .sort((a, b) => a.key - b.key)
          .map(({ r }) => r);
        const before = tracking(...entries);
        expect(outcome(applyDeliveryRecords(before, shuffled, fixedClock(0)))).toEqual(
          outcome(applyDeliveryRecords(before, records, fixedClock(0))),
        );
      }),
    );
  });

  it('takes the details from the first of several rows with the same outcome', () => {
    // Found by the order property; pinned in fixtures/property-counterexamples/report-tracking.json.
    const errorOf = (records: DeliveryRecord[]) =>
      applyDeliveryRecords(tracking(entry()), records, fixedClock(0)).notifications[0]?.errorMessage;
    for (const { records, expectedErrorMessage } of pinned['settles the same entries the same way whatever order the records arrive in']) {
      expect(errorOf(records as DeliveryRecord[])).toBe(expectedErrorMessage);
      expect(errorOf([...records].reverse() as DeliveryRecord[])).toBe(records.at(-1)?.error_message);
    }
  });

  it('creates no duplicate when the same records are applied twice', () => {
    fc.assert(
      fc.property(entriesArb, recordsArb, (entries, records) => {
        const clock = fixedClock(0);
        const once = applyDeliveryRecords(tracking(...entries), records, clock);
        clock.advance(REPORT_POLL_MS);
        expect(applyDeliveryRecords(once, records, clock)).toEqual(once);
      }),
    );
  });
});

describe('tracking a report', () => {
  it('does not add an entry that is already pending', () => {
    const once = trackReport(EMPTY_REPORT_TRACKING, entry());
    expect(trackReport(once, entry({ token: 'other' }))).toBe(once);
  });

  it('does not start again for an entry whose notification is still showing', () => {
    const settled = applyDeliveryRecords(trackReport(EMPTY_REPORT_TRACKING, entry()), [record()], fixedClock(0));
    expect(trackReport(settled, entry())).toBe(settled);
  });

  it('polls while anything is pending and only then', () => {
    expect(shouldPoll([])).toBe(false);
    expect(shouldPoll([entry()])).toBe(true);
  });

  it('polls every five seconds', () => {
    expect(REPORT_POLL_MS).toBe(5000);
  });

  it('asks the delivery table about each pending profile and checkout session once', () => {
    expect(
      deliveryQueryFor([
        entry({ id: 'a', profileId: 'p1', sessionId: 'cs1' }),
        entry({ id: 'b', profileId: 'p1', sessionId: null }),
        entry({ id: 'c', profileId: 'p2', sessionId: 'cs1' }),
      ]),
    ).toEqual({ profileIds: ['p1', 'p2'], sessionIds: ['cs1'] });
  });
});

describe('listing notifications', () => {
  const notificationArb = fc.record({
    id: fc.string(),
    profileId: fc.constant('p1'),
    sessionId: fc.constant(null),
    reportType: fc.constantFrom<'astrology' | 'lunar'>('astrology', 'lunar'),
    status: fc.constantFrom<'completed' | 'failed'>('completed', 'failed'),
    reportUrl: fc.constant(null),
    errorMessage: fc.constant(null),
    token: fc.constant(null),
    createdAt: fc.integer({ min: 0, max: 1_000 }),
    announced: fc.boolean(),
  });

  it('lists notifications newest first', () => {
    fc.assert(
      fc.property(fc.array(notificationArb), (notifications) => {
        const sorted = newestFirst(notifications);
        sorted.slice(1).forEach((n, i) => expect(sorted[i]!.createdAt).toBeGreaterThanOrEqual(n.createdAt));
      }),
    );
  });

  it('lists every notification exactly once', () => {
    fc.assert(
      fc.property(fc.array(notificationArb), (notifications) => {
        const sorted = newestFirst(notifications);
        expect(sorted).toHaveLength(notifications.length);
        expect(new Set(sorted)).toEqual(new Set(notifications));
      }),
    );
  });
});

// Model-based: random interleavings of orders, polls, announcements, dismissals and actions.
// The model remembers what was ever created, finished, announced and removed; each law is
// checked after every step of the same kind of random history.
interface TrackerModel {
  /** Every notification id ever created, by entry. */
  created: Map<string, Set<string>>;
  announced: Set<string>;
  removed: Set<string>;
  finished: Set<string>;
  nextEntry: number;
  /** Entries that should still be pending, as the model sees it. */
  expectedPending: string[];
}

interface TrackerReal {
  state: ReportTracking;
  clock: ReturnType<typeof fixedClock>;
}

const entryIdOf = (notificationId: string): string => notificationId.slice(0, notificationId.lastIndexOf(':'));

type Law = (model: TrackerModel, state: ReportTracking) => void;

const laws: Record<string, Law> = {
  'an entry never has more than one notification': (model) => {
    for (const ids of model.created.values()) expect(ids.size).toBeLessThanOrEqual(1);
  },
  'a finished entry has exactly one notification': (model) => {
    for (const id of model.finished) expect(model.created.get(id)?.size).toBe(1);
  },
  'an entry stays pending exactly until a record finishes it': (model, state) => {
    expect(state.pending.map((p) => p.id)).toEqual(model.expectedPending);
  },
  'an announced notification never goes back to unannounced': (model, state) => {
    for (const n of state.notifications) if (model.announced.has(n.id)) expect(n.announced).toBe(true);
  },
  'a removed notification never comes back': (model, state) => {
    for (const n of state.notifications) expect(model.removed.has(n.id)).toBe(false);
  },
};

/** Record what the real state shows, after the law for this step has been checked. */
const observe = (model: TrackerModel, state: ReportTracking): void => {
  for (const n of state.notifications) {
    const created = model.created.get(entryIdOf(n.id)) ?? new Set<string>();
    created.add(n.id);
    model.created.set(entryIdOf(n.id), created);
    if (n.announced) model.announced.add(n.id);
  }
};

const settle = (law: Law, model: TrackerModel, real: TrackerReal): void => {
  observe(model, real.state);
  law(model, real.state);
};

type TrackerCommand = fc.Command<TrackerModel, TrackerReal>;

const trackCommand = (law: Law, entry: Omit<PendingReportEntry, 'id'>): TrackerCommand => ({
  check: () => true,
  run(model, real) {
    const id = `entry-${model.nextEntry++}`;
    real.state = trackReport(real.state, { ...entry, id });
    model.expectedPending.push(id);
    settle(law, model, real);
  },
  toString: () => `track(${JSON.stringify(entry)})`,
});

const deliverCommand = (law: Law, records: DeliveryRecord[]): TrackerCommand => ({
  check: () => true,
  run(model, real) {
    for (const p of real.state.pending) if (records.some((r) => finishes(p, r))) model.finished.add(p.id);
    model.expectedPending = model.expectedPending.filter((id) => !model.finished.has(id));
    real.clock.advance(REPORT_POLL_MS);
    real.state = applyDeliveryRecords(real.state, records, real.clock);
    settle(law, model, real);
  },
  toString: () => `deliver(${JSON.stringify(records)})`,
});

/** Deliver a terminal record for every pending entry, so histories often hold several notifications. */
const finishAllCommand = (law: Law, failures: boolean[]): TrackerCommand => ({
  check: () => true,
  run(model, real) {
    const records = real.state.pending.map((p, i) =>
      record({
        profile_id: p.profileId,
        report_type: p.reportType,
        checkout_session_id: p.sessionId,
        ...(failures[i % Math.max(1, failures.length)] ? { generation_status: 'failed', report_url: null } : {}),
      }),
    );
    deliverCommand(law, records).run(model, real);
  },
  toString: () => `finishAll(${JSON.stringify(failures)})`,
});

type NotificationStep = 'announce' | 'dismiss' | 'act';

const notificationCommand = (law: Law, step: NotificationStep, pick: number): TrackerCommand => ({
  check: () => true,
  run(model, real) {
    // Announcing aims at a notification not yet announced, so histories exercise the change.
    const candidates = step === 'announce' ? unannounced(real.state.notifications) : real.state.notifications;
    const id = candidates[pick % Math.max(1, candidates.length)]?.id;
    if (id === undefined) return;
    if (step === 'announce') {
      real.state = markAnnounced(real.state, id);
    } else {
      real.state = removeNotification(real.state, id);
      model.removed.add(id);
    }
    settle(law, model, real);
  },
  toString: () => `${step}(${pick})`,
});

const trackerCommandsArb = (law: Law) =>
  fc.commands(
    [
      entryArb('').map(({ id: _id, ...rest }) => trackCommand(law, rest)),
      recordsArb.map((records) => deliverCommand(law, records)),
      fc.array(fc.boolean(), { maxLength: 4 }).map((failures) => finishAllCommand(law, failures)),
      fc
        .tuple(fc.constantFrom<NotificationStep>('announce', 'dismiss', 'act'), fc.nat(5))
        .map(([step, pick]) => notificationCommand(law, step, pick)),
    ],
    { maxCommands: 40, size: 'medium' },
  );

describe('the report tracking laws over random histories', () => {
  it.each(Object.entries(laws))('%s', (_name, law) => {
    fc.assert(
      fc.property(trackerCommandsArb(law), (commands) => {
        fc.modelRun(
          () => ({
            model: {
              created: new Map<string, Set<string>>(),
              announced: new Set<string>(),
              removed: new Set<string>(),
              finished: new Set<string>(),
              nextEntry: 1,
              expectedPending: [],
            },
            real: { state: EMPTY_REPORT_TRACKING, clock: fixedClock(0) },
          }),
          commands,
        );
      }),
    );
  });

  it('lists only unannounced notifications as still to announce', () => {
    fc.assert(
      fc.property(entriesArb, recordsArb, fc.nat(5), (entries, records, pick) => {
        const settled = applyDeliveryRecords(tracking(...entries), records, fixedClock(0));
        const id = settled.notifications[pick % Math.max(1, settled.notifications.length)]?.id ?? 'none';
        const after = markAnnounced(settled, id);
        expect(unannounced(after.notifications).map((n) => n.id)).toEqual(
          settled.notifications.filter((n) => n.id !== id).map((n) => n.id),
        );
      }),
    );
  });
});
