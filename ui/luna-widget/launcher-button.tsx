import { forwardRef } from 'react';

export const LAUNCHER_LABEL = 'Chat with Luna';

interface LauncherButtonProps {
  onOpen: () => void;
  /** The panel module is still loading after a tap. */
  busy?: boolean;
  /** The page has hydrated and a tap is heard (data-ready, which browser tests wait on). */
  ready?: boolean;
  /** The chat's own machine runs behind it (data-started, which browser tests wait on). */
  started?: boolean;
}

/**
 * The floating 'Chat with Luna' button. It renders the same on the server and in the browser,
 * and imports nothing heavy: it is all a content page carries until the visitor asks for Luna.
 */
export const LauncherButton = forwardRef<HTMLButtonElement, LauncherButtonProps>(function LauncherButton({ onOpen, busy = false, ready = false, started = false }, ref) {
  return (
    <button ref={ref} type="button" className="luna-launcher" aria-haspopup="dialog" aria-expanded={false} aria-busy={busy || undefined} data-ready={ready || undefined} data-started={started || undefined} onClick={onOpen}>
      <svg className="luna-launcher__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M15.5 3.2a8.8 8.8 0 1 0 5.3 12.9A7.2 7.2 0 0 1 15.5 3.2Z" fill="currentColor" />
      </svg>
      <span>{LAUNCHER_LABEL}</span>
    </button>
  );
});
