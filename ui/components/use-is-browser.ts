import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while pre-rendering and while hydrating, true after: parts that show the present moment
 * (today's sky) render in the browser only, so the built HTML never disagrees with the hydration.
 */
export const useIsBrowser = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );

/**
 * As useIsBrowser, but turning true in a transition after hydration: for a large part drawn
 * only in the browser (the reading form's fields), which React then draws in slices the browser
 * can answer between, not one long task.
 */
export const useIsBrowserAfterTransition = (): boolean => {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return isBrowser;
};
