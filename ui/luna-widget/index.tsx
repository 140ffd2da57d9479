import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { createBrowserStore, type BrowserStore } from '../browser-storage';
import { AUTO_OPEN_ENABLED_DEFAULT, isPanelOpen, isStarting, type WidgetInput } from './machine/widget.machine';
import { localStorageBackend } from '../browser-storage/backends';
import { LauncherButton } from './launcher-button';
import { holdsLauncherBack } from './launcher-placement';
import { fetchProfileByToken } from './luna-chat-client';
import { ResizeHandle, usePanelHeight } from './resize-handle';
import { TranscriptView } from './transcript-view';
import { browserMessageIds, sessionTokenForThisVisit, widgetWithEffects } from './widget-effects';
import './luna-widget.css';

export const PANEL_TITLE = 'Luna AI';
export const INPUT_PLACEHOLDER = 'Ask Luna anything...';
export const LOADING_READING_TEXT = 'Loading your moon reading data...';
export const PERSONALIZING_TEXT = 'Personalizing your experience...';
export { READING_LINK_LABEL } from './transcript-view';

export interface LunaWidgetProps {
  /** Controlled mode: the parent's open flag (with onClose). Undefined: standalone. */
  open?: boolean;
  onClose?: () => void;
  /** The global auto-open setting (§2: off). */
  autoOpen?: boolean;
  /** Standalone: open as soon as mounted (the visitor tapped the button while this loaded). */
  openOnMount?: boolean;
  /** Browser storage; the page's localStorage unless a test passes another. */
  store?: BrowserStore;
}

const warn = (message: string, error?: unknown) => console.warn(message, error);
const clock = { now: () => Date.now() };

const prefersReducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The Luna chat widget (§2, §4, §5, §8). Its state lives in the widget machine; this draws
 * it and turns taps, keys and page changes into events. It runs only in the browser:
 * LazyLunaWidget mounts it after a tap, a parent opening it, or auto-open, never while
 * pre-rendering.
 */
export const LunaWidget = ({ open, onClose, autoOpen = AUTO_OPEN_ENABLED_DEFAULT, openOnMount = false, store: givenStore }: LunaWidgetProps) => {
  const location = useLocation();
  const profileToken = new URLSearchParams(location.search).get('token');
  const viewingReading = location.pathname === '/free-moon-reading' && profileToken !== null;
  const [store] = useState<BrowserStore>(() => givenStore ?? createBrowserStore(localStorageBackend(() => window.localStorage), warn));

  const [machine] = useState(() => widgetWithEffects({ store, clock, warn }));
  const [input] = useState<WidgetInput>(() => ({
    mode: open === undefined ? 'standalone' : 'controlled',
    parentOpen: open ?? false,
    minimisedEarlier: store.get('chatMinimised') === true,
    autoOpenEnabled: autoOpen,
    profileLoading: profileToken !== null,
    sessionToken: sessionTokenForThisVisit(store, clock),
    birthData: store.get('birthData'),
    page: { pathname: location.pathname, viewingReading },
    revealReplies: !prefersReducedMotion(),
    stamps: { clock, ids: browserMessageIds(clock) },
  }));
  const actor = useActorRef(machine, { input });
  const panelOpen = useSelector(actor, isPanelOpen);
  const starting = useSelector(actor, isStarting);
  const profileLoading = useSelector(actor, (state) => state.context.profileLoading);
  const [draft, setDraft] = useState('');
  const canSend = useSelector(actor, (state) => state.can({ type: 'SEND', text: draft }));

  useEffect(() => {
    actor.send({ type: 'PAGE_SHOWN', page: { pathname: location.pathname, viewingReading } });
  }, [actor, location.pathname, viewingReading]);

  // The profile is fetched once per new token value; the start waits for it (§4, §6).
  const fetchedToken = useRef<string | null>(null);
  useEffect(() => {
    if (profileToken === null || fetchedToken.current === profileToken) return;
    fetchedToken.current = profileToken;
    let cancelled = false;
    fetchProfileByToken(profileToken)
      .then((found) => {
        if (!cancelled) actor.send({ type: 'PROFILE_LOADED', link: { profile: found.profile, accessToken: found.accessToken } });
      })
      .catch((error: unknown) => {
        warn('Luna could not load the profile for this link.', error);
        if (!cancelled) actor.send({ type: 'PROFILE_LOADED', link: null });
      });
    return () => {
      cancelled = true;
      fetchedToken.current = null;
    };
  }, [profileToken, actor]);

  // Controlled mode follows the parent's flag and tells it when the visitor closes; a tap while
  // loading opens the standalone panel.
  useEffect(() => {
    if (onClose === undefined) return undefined;
    const subscription = actor.on('closeRequested', onClose);
    return () => subscription.unsubscribe();
  }, [actor, onClose]);
  useEffect(() => {
    if (open === undefined) return;
    actor.send({ type: open ? 'PARENT_OPEN' : 'PARENT_CLOSE' });
  }, [open, actor]);
  useEffect(() => {
    if (openOnMount) actor.send({ type: 'OPEN' });
  }, [openOnMount, actor]);

  // Focus moves into the input on open and back to the button on close.
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (panelOpen && !wasOpen.current) inputRef.current?.focus();
    if (!panelOpen && wasOpen.current) {
      // A hidden button cannot take focus: it shows while focused, even where it would step aside.
      launcherRef.current?.removeAttribute('data-tucked');
      launcherRef.current?.focus();
    }
    wasOpen.current = panelOpen;
  }, [panelOpen]);

  const { height, setHeight, bounds } = usePanelHeight(store);

  const submit = (): void => {
    if (!canSend) return;
    actor.send({ type: 'SEND', text: draft });
    setDraft('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const close = () => actor.send({ type: 'CLOSE' });
  const titleId = useId();
  const statusText = profileLoading ? LOADING_READING_TEXT : starting ? PERSONALIZING_TEXT : null;

  if (!panelOpen) {
    return open === undefined ? <LauncherButton ref={launcherRef} onOpen={() => actor.send({ type: 'OPEN' })} ready started holdBack={holdsLauncherBack(location.pathname, location.search)} /> : null;
  }

  return (
    <section
      className="luna-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      style={{ height: `${height}px` }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <ResizeHandle height={height} bounds={bounds} onChange={setHeight} />
      <div className="luna-panel__header">
        <span className="luna-panel__avatar" aria-hidden="true">
          ☾
        </span>
        <h2 id={titleId} className="luna-panel__title">
          {PANEL_TITLE}
        </h2>
        <button type="button" className="luna-panel__close" aria-label="Close chat" onClick={close}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <TranscriptView actor={actor} />
      {statusText !== null && (
        <p className="luna-panel__status" role="status">
          {statusText}
        </p>
      )}
      <form className="luna-panel__form" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor={`${titleId}-input`}>
          Message to Luna
        </label>
        <textarea
          ref={inputRef}
          id={`${titleId}-input`}
          className="luna-panel__input"
          rows={1}
          maxLength={2000}
          placeholder={INPUT_PLACEHOLDER}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        <button type="submit" className="luna-panel__send" disabled={!canSend}>
          Send
        </button>
      </form>
    </section>
  );
};
