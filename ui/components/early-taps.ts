import { useEffect } from 'react';
import { takeEarlyTaps } from '../api/runtime-config';

/**
 * Each control tapped before the app took over the page (kept by /runtime-config.js, shown busy)
 * is tapped again, now that its handler is there: a button is clicked, a form submitted. A control
 * the page no longer shows is let go.
 */
export const replayEarlyTaps = (): void => {
  for (const control of takeEarlyTaps()) {
    if (!control.isConnected) continue;
    control.removeAttribute('aria-busy');
    if (control instanceof HTMLFormElement) control.requestSubmit();
    else control.click();
  }
};

/**
 * Mounted once beside the app's root, drawing nothing: after the first commit (the hydration of a
 * pre-rendered page), in the next frame, so a tap's state change comes after hydration and not
 * during it. The taps are taken inside the frame, so an effect run twice (StrictMode) loses none.
 */
export const ReplayEarlyTaps = (): null => {
  useEffect(() => {
    const frame = requestAnimationFrame(replayEarlyTaps);
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
};
