import { lazy, Suspense, useEffect, useState } from 'react';
import { mayHoldReports, onReportsMaybeChanged } from './report-presence';

/**
 * The tracker and the toasts load only once there is a report to watch or a toast to show: this
 * module stays tiny (no schemas, no machine), as it is part of every page's first load.
 */
const ReportToastsRuntime = lazy(() => import('./report-toasts-runtime'));

/**
 * Report notifications (§2, §4), mounted once in the layout. Renders nothing on the server
 * and while hydrating: storage is read only in effects, so pre-rendered pages never disagree.
 */
export const ReportToasts = () => {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (active) return;
    const check = () => {
      if (mayHoldReports()) setActive(true);
    };
    check();
    return onReportsMaybeChanged(check);
  }, [active]);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ReportToastsRuntime />
    </Suspense>
  );
};
