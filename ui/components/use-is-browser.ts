import { useSyncExternalStore } from 'react';

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
