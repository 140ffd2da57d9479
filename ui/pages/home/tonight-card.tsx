import { Suspense, lazy } from 'react';
import { BROWSER_STORAGE_KEYS } from '../../browser-storage';
import { useIsBrowser } from '../../components/use-is-browser';

const TodayMoon = lazy(() => import('./today-moon'));

/** A device that keeps a place for Tonight gets the taller card: its height is kept for it from the start. */
const keepsPlace = (): boolean => {
  try {
    return window.localStorage.getItem(BROWSER_STORAGE_KEYS.tonightPlace.name) !== null;
  } catch {
    return false;
  }
};

const Loading = ({ placed }: { placed: boolean }) => <p className={placed ? 'today-moon-loading tonight-placed' : 'today-moon-loading'}>Reading today’s sky…</p>;

/**
 * The Tonight card, as the home page and /app show it: drawn in the browser only (the built
 * HTML would show the day it was built), its code loaded apart, and its place on the page kept
 * while it loads so nothing below it moves.
 */
export const TonightCard = () => {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return <Loading placed={false} />;
  return (
    <Suspense fallback={<Loading placed={keepsPlace()} />}>
      <TodayMoon />
    </Suspense>
  );
};
