import { useEffect } from 'react';
import type { EarlyTap } from '../api/runtime-config';

/**
 * Each control tapped before the app took over the page (kept by /runtime-config.js, shown busy)
 * is tapped again, now that its handler is there: a button is clicked, a form submitted. A control
 * the page no longer shows is let go. The list is emptied as it is replayed, so no tap is made twice.
 */
export const replayEarlyTaps = (taps: EarlyTap[]): void => {
  for (const control of taps.splice(0)) {
    if (!control.isConnected) continue;
    control.removeAttribute('aria-busy');
    if (control instanceof HTMLFormElement) control.requestSubmit();
    else control.click();
  }
};

/**
 * Mounted once beside the app's root, drawing nothing: after the first commit (the hydration of a
 * pre-rendered page), in the next frame, so a tap's state change comes after hydration and not
 * during it. The taps were taken when React began listening (start-app.tsx): a tap after that is
 * React's own, so it is never also replayed (a menu opened by it would close again).
 */
export const ReplayEarlyTaps = ({ taps }: { taps: EarlyTap[] }): null => {
  useEffect(() => {
    const frame = requestAnimationFrame(() => replayEarlyTaps(taps));
    return () => cancelAnimationFrame(frame);
  }, [taps]);
  return null;
};
