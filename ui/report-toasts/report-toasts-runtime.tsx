import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { assign, createActor, fromPromise, type Actor } from 'xstate';
import { applyDeliveryRecords, markAnnounced, newestFirst, removeNotification, trackReport, unannounced, type DeliveryQuery } from './report-tracking';
import { reportTrackerMachine } from './report-tracking.machine';
import { toReportToastView, type DeliveryRecord, type ReportNotification, type ReportToastView } from '../../domain/reports';
import { readDeliveryRecords } from './delivery-source';
import { REPORT_TRACKED_EVENT } from './report-presence';
import { readTracking, subscribeToTracking, trackingSnapshot, updateTracking, writeTracking } from './report-storage';
import { requestPermissionOnce, showSystemNotification } from './system-notifications';
import { actionPageShown } from './toast-placement';
import './report-toasts.css';

const systemClock = { now: () => Date.now() };

/**
 * The tracker machine runs the polling (at once, every 5 s while anything is pending); each of
 * its changes is applied to what is stored now (report-storage), never to this tab's copy.
 */
const trackerWithStorage = reportTrackerMachine.provide({
  actors: {
    fetchDeliveryRecords: fromPromise<readonly DeliveryRecord[], DeliveryQuery>(() => readDeliveryRecords(readTracking().pending)),
  },
  actions: {
    trackReport: assign({
      tracking: ({ event }) => updateTracking((current) => (event.type === 'TRACK_REPORT' ? trackReport(current, event.entry) : current)),
    }),
    applyDeliveryRecords: assign({
      tracking: ({ context }, params: { records: readonly DeliveryRecord[] }) =>
        updateTracking((current) => applyDeliveryRecords(current, params.records, context.clock)),
    }),
    markAnnounced: assign({
      tracking: ({ event }) => updateTracking((current) => (event.type === 'NOTIFICATION_ANNOUNCED' ? markAnnounced(current, event.id) : current)),
    }),
    removeNotification: assign({
      tracking: ({ event }) =>
        updateTracking((current) =>
          event.type === 'NOTIFICATION_DISMISSED' || event.type === 'NOTIFICATION_ACTION_TAKEN' ? removeNotification(current, event.id) : current,
        ),
    }),
    persistTracking: (_, params) => writeTracking(params.tracking),
    reportFetchFailed: (_, params) => console.warn('Report status could not be read; the reports stay pending.', params.error),
  },
});

type Tracker = Actor<typeof trackerWithStorage>;

const clockTime = (epochMs: number): string => new Date(epochMs).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

const ReportToast = ({ view, onDismiss, onAction }: { view: ReportToastView; onDismiss: () => void; onAction: () => void }) => {
  const titleId = `report-toast-${view.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <li className={`report-toast report-toast-${view.status}`} aria-labelledby={titleId}>
      <div className="report-toast-head">
        <p className="report-toast-title" id={titleId}>
          {view.title}
        </p>
        <time className="report-toast-time" dateTime={new Date(view.createdAt).toISOString()}>
          {clockTime(view.createdAt)}
        </time>
        <button type="button" className="report-toast-dismiss" aria-label={`Dismiss: ${view.title}`} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="report-toast-message">{view.message}</p>
      <Link className="report-toast-action" to={view.actionHref} onClick={onAction}>
        {view.actionLabel}
      </Link>
    </li>
  );
};

/** The toasts and the tracker behind them; loaded only when storage holds a report to look after. */
const ReportToastsRuntime = () => {
  const navigate = useNavigate();
  const tracker = useRef<Tracker | null>(null);
  const tracking = useSyncExternalStore(subscribeToTracking, trackingSnapshot, trackingSnapshot);

  useEffect(() => {
    const actor = createActor(trackerWithStorage, { input: { ...readTracking(), clock: systemClock } });
    tracker.current = actor;
    actor.start();
    const onTracked = (event: Event) => {
      const entry = (event as CustomEvent<Parameters<typeof trackReport>[1]>).detail;
      actor.send({ type: 'TRACK_REPORT', entry });
    };
    // Another tab stored a new pending report: this tab checks it too if it was resting.
    const unsubscribe = subscribeToTracking(() => {
      const first = readTracking().pending[0];
      if (first && actor.getSnapshot().matches('idle')) actor.send({ type: 'TRACK_REPORT', entry: first });
    });
    window.addEventListener(REPORT_TRACKED_EVENT, onTracked);
    if (readTracking().pending.length > 0) void requestPermissionOnce();
    return () => {
      window.removeEventListener(REPORT_TRACKED_EVENT, onTracked);
      unsubscribe();
      actor.stop();
      tracker.current = null;
    };
  }, []);

  const take = useCallback((type: 'NOTIFICATION_DISMISSED' | 'NOTIFICATION_ACTION_TAKEN', id: string) => {
    if (tracker.current) tracker.current.send({ type, id });
    else updateTracking((current) => removeNotification(current, id));
  }, []);

  // Each new notification is announced once: marked first (in storage, so another tab skips
  // it), then shown as a system notification when the visitor allowed them.
  const waitingIds = unannounced(tracking.notifications)
    .map((n: ReportNotification) => n.id)
    .join(' ');
  useEffect(() => {
    if (waitingIds === '') return;
    let cancelled = false;
    void requestPermissionOnce().then(() => {
      if (cancelled) return;
      for (const notification of unannounced(readTracking().notifications)) {
        if (tracker.current) tracker.current.send({ type: 'NOTIFICATION_ANNOUNCED', id: notification.id });
        else updateTracking((current) => markAnnounced(current, notification.id));
        showSystemNotification(notification, () => {
          take('NOTIFICATION_ACTION_TAKEN', notification.id);
          void navigate(toReportToastView(notification).actionHref);
        });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [waitingIds, navigate, take]);

  // A toast is not shown on the page its action leads to; there, the visitor has in effect
  // taken it (the same page for the same report), so it goes, rather than following them on.
  const location = useLocation();
  const allViews = newestFirst(tracking.notifications).map(toReportToastView);
  const views = allViews.filter((view) => actionPageShown(view.actionHref, location) === 'no');
  const arrivedIds = allViews
    .filter((view) => actionPageShown(view.actionHref, location) === 'this-report')
    .map((view) => view.id)
    .join(' ');
  useEffect(() => {
    if (arrivedIds === '') return;
    for (const id of arrivedIds.split(' ')) take('NOTIFICATION_ACTION_TAKEN', id);
  }, [arrivedIds, take]);
  return (
    <section className="report-toasts" aria-label="Report notifications">
      <div role="status" aria-live="polite">
        <ol className="report-toast-list">
        {views.map((view) => (
          <ReportToast
            key={view.id}
            view={view}
            onDismiss={() => take('NOTIFICATION_DISMISSED', view.id)}
            onAction={() => take('NOTIFICATION_ACTION_TAKEN', view.id)}
          />
        ))}
        </ol>
      </div>
    </section>
  );
};

export default ReportToastsRuntime;
