import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lunaAutoOpenSetting } from '../api/runtime-config';
import { LauncherButton } from './launcher-button';
import { holdsLauncherBack } from './launcher-placement';
import { useIsBrowser } from '../components/use-is-browser';
import './launcher.css';

/**
 * The global auto-open setting when the runtime config does not turn it on (§2, §9: off).
 * It mirrors AUTO_OPEN_ENABLED_DEFAULT in domain/widget without importing the machine, so the
 * entry chunk stays free of xstate; a test holds the two equal.
 */
export const LAZY_AUTO_OPEN_DEFAULT = false;

const LunaWidget = lazy(() => import('./index').then((module) => ({ default: module.LunaWidget })));

export interface LazyLunaWidgetProps {
  /** Controlled mode: the parent's open flag. Leave undefined for the standalone widget. */
  open?: boolean;
  onClose?: () => void;
  /**
   * The auto-open setting; the runtime config's `lunaAutoOpen` when not given. When on, the
   * panel module loads at once so it can open after 3 s.
   */
  autoOpen?: boolean;
}

/**
 * The Luna widget as content pages carry it: only the button until the panel is wanted (a tap,
 * the parent opening it, or auto-open), then the panel module is fetched and takes over.
 */
export const LazyLunaWidget = ({ open, onClose, autoOpen }: LazyLunaWidgetProps) => {
  const controlled = open !== undefined;
  const [tapped, setTapped] = useState(false);
  const [autoOpenTime, setAutoOpenTime] = useState(false);
  // True once this page has hydrated: a tap before then reaches no handler (the button is the
  // server's HTML), so /runtime-config.js keeps it and the app taps the button again once it is
  // in (ui/components/early-taps.ts), as for any control.
  const hydrated = useIsBrowser();
  const { pathname, search } = useLocation();

  useEffect(() => {
    // Read after hydration only (the runtime config is the browser's), so the server-rendered
    // button and the first client render agree.
    const enabled = autoOpen ?? lunaAutoOpenSetting() ?? LAZY_AUTO_OPEN_DEFAULT;
    if (!enabled || controlled) return undefined;
    const frame = requestAnimationFrame(() => setAutoOpenTime(true));
    return () => cancelAnimationFrame(frame);
  }, [autoOpen, controlled]);

  const wanted = tapped || autoOpenTime || open === true;
  // Once loaded, the panel stays mounted so the conversation survives a parent closing it.
  const [loaded, setLoaded] = useState(false);
  if (wanted && !loaded) setLoaded(true);
  const fallback = controlled ? null : <LauncherButton onOpen={() => setTapped(true)} busy={tapped} ready={hydrated} holdBack={holdsLauncherBack(pathname, search)} />;
  if (!wanted && !loaded) return fallback;
  return (
    <Suspense fallback={fallback}>
      {controlled ? (
        <LunaWidget open={open} {...(onClose ? { onClose } : {})} />
      ) : (
        <LunaWidget autoOpen={autoOpenTime} openOnMount={tapped} />
      )}
    </Suspense>
  );
};
