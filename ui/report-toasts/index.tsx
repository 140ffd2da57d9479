import { lazy, Suspense, useEffect, useState } from 'react';
import { hasTrackedReports, REPORT_TRACKED_EVENT, subscribeToTracking } from './report-storage';

export { trackPendingReport } from './report-storage';

/** The tracker and the toasts load only once there is a report to watch or a toast to show. */
const ReportToastsRuntime = lazy(() => import('./report-toasts-runtime'));

/**
 * Report notifications (SPEC §2, §4), mounted once in the layout. Renders nothing on the server
 * and while hydrating: storage is read only in effects, so pre-rendered pages never disagree.
 */
export const ReportToasts = () => {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (active) return;
    const check = () => {
      if (hasTrackedReports()) setActive(true);
    };
    check();
    window.addEventListener(REPORT_TRACKED_EVENT, check);
    const unsubscribe = subscribeToTracking(check);
    return () => {
      window.removeEventListener(REPORT_TRACKED_EVENT, check);
      unsubscribe();
    };
  }, [active]);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ReportToastsRuntime />
    </Suspense>
  );
};
