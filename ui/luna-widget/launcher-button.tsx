import { forwardRef, useCallback, useRef } from 'react';
import { useLauncherPlacement } from './launcher-placement';

export const LAUNCHER_LABEL = 'Chat with Luna';

interface LauncherButtonProps {
  onOpen: () => void;
  /** The panel module is still loading after a tap. */
  busy?: boolean;
  /** The page has hydrated and a tap is heard (data-ready, which browser tests wait on). */
  ready?: boolean;
  /** The chat's own machine runs behind it (data-started, which browser tests wait on). */
  started?: boolean;
  /** On a phone, the button waits for the end of the page (forms and the order's pages, ADR 027). */
  holdBack?: boolean;
}

/**
 * The floating 'Chat with Luna' button: a round moon icon (its name stays the spec's label, shown
 * beside the icon where the screen is wide enough), kept out of the way of the page (ADR 027).
 * It renders the same on the server and in the browser, and imports nothing heavy: it is all a
 * content page carries until the visitor asks for Luna.
 */
export const LauncherButton = forwardRef<HTMLButtonElement, LauncherButtonProps>(function LauncherButton(
  { onOpen, busy = false, ready = false, started = false, holdBack = false },
  forwarded,
) {
  const own = useRef<HTMLButtonElement | null>(null);
  const ref = useCallback(
    (element: HTMLButtonElement | null) => {
      own.current = element;
      if (typeof forwarded === 'function') forwarded(element);
      else if (forwarded) forwarded.current = element;
    },
    [forwarded],
  );
  useLauncherPlacement(own, holdBack);
  return (
    <button
      ref={ref}
      type="button"
      className="luna-launcher"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-busy={busy || undefined}
      data-ready={ready || undefined}
      data-started={started || undefined}
      data-hold-back={holdBack || undefined}
      onClick={onOpen}
    >
      <svg className="luna-launcher__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M15.5 3.2a8.8 8.8 0 1 0 5.3 12.9A7.2 7.2 0 0 1 15.5 3.2Z" fill="currentColor" />
      </svg>
      <span className="luna-launcher__label">{LAUNCHER_LABEL}</span>
    </button>
  );
});
