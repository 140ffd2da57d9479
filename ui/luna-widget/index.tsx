import { useMachine, useSelector } from '@xstate/react';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { fromPromise } from 'xstate';
import { createBrowserStore, type BrowserStore } from '../../domain/browser-storage';
import { isReadingReady } from '../../domain/chat-history';
import { normaliseMessage } from '../../domain/chat-text';
import { readResponseDetails } from '../../domain/contracts/chat.contract';
import { readingReadyFollowUp } from '../../domain/widget/follow-up';
import { typewriterDelayMs, typewriterFrames } from '../../domain/widget/typewriter';
import { AUTO_OPEN_ENABLED_DEFAULT, isLunaTyping, isPanelOpen, widgetMachine } from '../../domain/widget/widget.machine';
import { localStorageBackend } from '../../adapters/browser-storage';
import { ChatController } from './chat-controller';
import { ChatMarkdown } from './chat-markdown';
import { LauncherButton } from './launcher-button';
import { fetchProfileByToken, recordReadingLinkClick } from './luna-chat-client';
import { ResizeHandle, usePanelHeight } from './resize-handle';
import { visibleQuickReplies, type ShownMessage } from './transcript';
import './luna-widget.css';

export const PANEL_TITLE = 'Luna AI';
export const INPUT_PLACEHOLDER = 'Ask Luna anything...';
export const LOADING_READING_TEXT = 'Loading your moon reading data...';
export const PERSONALIZING_TEXT = 'Personalizing your experience...';
export const READING_LINK_LABEL = 'Open your moon reading';

export interface LunaWidgetProps {
  /** Controlled mode: the parent's open flag (with onClose). Undefined: standalone. */
  open?: boolean;
  onClose?: () => void;
  /** The global auto-open setting (SPEC §2: off). */
  autoOpen?: boolean;
  /** Standalone: open as soon as mounted (the visitor tapped the button while this loaded). */
  openOnMount?: boolean;
  /** Browser storage; the page's localStorage unless a test passes another. */
  store?: BrowserStore;
}

const warn = (message: string, error?: unknown) => console.warn(message, error);

const prefersReducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface Typing {
  id: string;
  frame: number;
}

/**
 * The Luna chat widget (SPEC §2, §4, §5, §8). It runs only in the browser: LazyLunaWidget mounts
 * it after a tap, a parent opening it, or auto-open, never while pre-rendering.
 */
export const LunaWidget = ({ open, onClose, autoOpen = AUTO_OPEN_ENABLED_DEFAULT, openOnMount = false, store: givenStore }: LunaWidgetProps) => {
  const location = useLocation();
  const profileToken = new URLSearchParams(location.search).get('token');
  const [store] = useState<BrowserStore>(() => givenStore ?? createBrowserStore(localStorageBackend(() => window.localStorage), warn));
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [usedQuickReplies, setUsedQuickReplies] = useState<ReadonlySet<string>>(() => new Set());
  const [typing, setTyping] = useState<Typing | null>(null);
  const [draft, setDraft] = useState('');
  const [profileLoading, setProfileLoading] = useState(profileToken !== null);

  const [controller] = useState(
    () =>
      new ChatController({
        store,
        clock: { now: () => Date.now() },
        setMessages,
        setQuickReplyUsed: (id, used) =>
          setUsedQuickReplies((current) => {
            const next = new Set(current);
            if (used) next.add(id);
            else next.delete(id);
            return next;
          }),
        warn,
        schedule: (run, ms) => void setTimeout(run, ms),
      }),
  );

  const startTyping = useCallback((message: ShownMessage) => {
    if (!prefersReducedMotion() && typewriterFrames(message.content).length > 1) setTyping({ id: message.id, frame: 0 });
  }, []);

  const [machine] = useState(() =>
    widgetMachine.provide({
      actors: {
        loadStoredHistory: fromPromise(() => controller.start()),
        sendMessage: fromPromise(({ input }: { input: { text: string } }) => controller.respond(input.text)),
      },
      actions: {
        persistMinimised: () => void store.set('chatMinimised', true),
        clearMinimised: () => void store.remove('chatMinimised'),
        notifyParentOfClose: () => controller.onClose?.(),
        showHistory: (_, { messages: history }) => setMessages([...history]),
        showWelcome: () => setMessages((current) => [...current, controller.welcome()]),
        appendUserMessage: (_, { text }) => {
          setTyping(null);
          setMessages((current) => [...current, controller.userMessage(text)]);
        },
        showReply: (_, { reply }) => {
          controller.quickReplyChosen(null);
          setMessages((current) => [...current, reply]);
          startTyping(reply);
        },
        showFallbackMessage: (_, { content }) => controller.fallback(content),
        logStartupFailure: (_, { error }) => warn('Luna could not start the chat session; showing the welcome instead.', error),
      },
    }),
  );

  const [snapshot, send, actor] = useMachine(machine, {
    input: {
      mode: open === undefined ? 'standalone' : 'controlled',
      parentOpen: open ?? false,
      minimisedEarlier: store.get('chatMinimised') === true,
      autoOpenEnabled: autoOpen,
      profileLoading: profileToken !== null,
    },
  });
  const panelOpen = isPanelOpen(snapshot);
  const lunaTyping = isLunaTyping(snapshot);
  const pending = useSelector(actor, (state) => state.matches({ conversation: 'replying' }));
  const starting = useSelector(actor, (state) => state.matches({ conversation: 'starting' }) || state.matches({ conversation: 'waitingForProfile' }));

  // Keep the controller told about the page it sits on and the parent's close callback.
  useEffect(() => {
    controller.setPage({ onClose, pathname: location.pathname, viewingReading: location.pathname === '/free-moon-reading' && profileToken !== null });
  }, [controller, onClose, location.pathname, profileToken]);

  // The profile is fetched once per new token value; the start waits for it (SPEC §4, §6).
  const fetchedToken = useRef<string | null>(null);
  useEffect(() => {
    if (profileToken === null || fetchedToken.current === profileToken) return;
    fetchedToken.current = profileToken;
    let cancelled = false;
    fetchProfileByToken(profileToken)
      .then((found) => {
        if (!cancelled) controller.setProfile({ profile: found.profile, accessToken: found.accessToken });
      })
      .catch((error: unknown) => warn('Luna could not load the profile for this link.', error))
      .finally(() => {
        if (cancelled) return;
        setProfileLoading(false);
        send({ type: 'PROFILE_LOADED' });
      });
    return () => {
      cancelled = true;
      fetchedToken.current = null;
    };
  }, [profileToken, controller, send]);

  useEffect(() => controller.transcriptChanged(messages), [controller, messages]);

  // Controlled mode follows the parent's flag; a tap while loading opens the standalone panel.
  useEffect(() => {
    if (open === undefined) return;
    send({ type: open ? 'PARENT_OPEN' : 'PARENT_CLOSE' });
  }, [open, send]);
  useEffect(() => {
    if (openOnMount) send({ type: 'OPEN' });
  }, [openOnMount, send]);

  // The reply appears word by word at the typewriter pace (SPEC §9).
  useEffect(() => {
    if (typing === null) return undefined;
    const message = messages.find((candidate) => candidate.id === typing.id);
    if (!message) return undefined;
    const frames = typewriterFrames(message.content);
    const timer = setTimeout(
      () => setTyping((current) => (current === null || current.id !== typing.id || current.frame + 1 >= frames.length - 1 ? null : { ...current, frame: current.frame + 1 })),
      typewriterDelayMs(message.content),
    );
    return () => clearTimeout(timer);
  }, [typing, messages]);

  // Focus moves into the input on open and back to the button on close.
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (panelOpen && !wasOpen.current) inputRef.current?.focus();
    if (!panelOpen && wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = panelOpen;
  }, [panelOpen]);

  // New messages scroll into view.
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, typing, lunaTyping]);

  const { height, setHeight, bounds } = usePanelHeight(store);

  const submit = (text: string): void => {
    const normalised = normaliseMessage(text);
    if (!normalised.ok || pending) return;
    setDraft('');
    send({ type: 'SEND', text: normalised.text });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(draft);
    }
  };

  const chooseQuickReply = (messageId: string, value: string) => {
    if (pending) return;
    controller.quickReplyChosen(messageId);
    setUsedQuickReplies((current) => new Set(current).add(messageId));
    submit(value);
  };

  /** SPEC §7: how long the reading link waited for its click, and whether the reading replaced another. */
  const readingLinkClicked = (shownAt: string, overwrite: boolean) => {
    if (controller.sessionToken !== null) recordReadingLinkClick(controller.sessionToken, shownAt, overwrite);
  };

  const close = () => send({ type: 'CLOSE' });
  const titleId = useId();
  const statusText = profileLoading ? LOADING_READING_TEXT : starting ? PERSONALIZING_TEXT : null;
  const blank = draft.trim() === '';

  if (!panelOpen) {
    return open === undefined ? <LauncherButton ref={launcherRef} onOpen={() => send({ type: 'OPEN' })} /> : null;
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
      <div ref={logRef} className="luna-panel__log" role="log" aria-live="polite" aria-label="Conversation with Luna" aria-busy={typing !== null || undefined} tabIndex={0}>
        {messages.map((message, index) => {
          const frame = typing?.id === message.id ? typewriterFrames(message.content)[typing.frame] : undefined;
          const stillTyping = frame !== undefined;
          const quickReplies = stillTyping ? [] : visibleQuickReplies(messages, index, usedQuickReplies);
          const readingUrl = message.reading_url ?? message.metadata?.reading_url ?? null;
          const readingReady = message.role === 'assistant' && isReadingReady(message) && readingUrl !== null && !stillTyping;
          const followUp = readingReady ? readingReadyFollowUp(message.content) : null;
          const overwrite = readResponseDetails(message.metadata?.response_details).overwrite === true;
          return (
            <div key={message.id} className={`luna-message luna-message--${message.role}`} data-overwrite={readingReady && overwrite ? 'true' : undefined}>
              <span className="visually-hidden">{message.role === 'user' ? 'You said:' : 'Luna said:'}</span>
              <div className="luna-message__bubble">
                {readingReady ? (
                  <>
                    <p>
                      {readingUrl.startsWith('/') ? (
                        <Link className="luna-message__reading-link" to={readingUrl} onClick={() => readingLinkClicked(message.created_at, overwrite)}>
                          {READING_LINK_LABEL}
                        </Link>
                      ) : (
                        <a
                          className="luna-message__reading-link"
                          href={readingUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          onClick={() => readingLinkClicked(message.created_at, overwrite)}
                        >
                          {READING_LINK_LABEL}
                        </a>
                      )}
                    </p>
                    {followUp !== null && <ChatMarkdown text={followUp} />}
                  </>
                ) : message.role === 'assistant' ? (
                  <ChatMarkdown text={frame ?? message.content} />
                ) : (
                  <p>{message.content}</p>
                )}
              </div>
              {quickReplies.length > 0 && (
                <div className="luna-message__quick-replies" role="group" aria-label="Quick replies">
                  {quickReplies.map((option) => (
                    <button
                      key={option.id}
                      type="button"
                      className={option.tone === 'primary' ? 'luna-quick-reply luna-quick-reply--primary' : 'luna-quick-reply'}
                      disabled={pending}
                      onClick={() => chooseQuickReply(message.id, option.value)}
                    >
                      {option.label}
                    </button>
                  ))}
                </div>
              )}
            </div>
          );
        })}
        {lunaTyping && (
          <div className="luna-typing" role="status">
            <span className="luna-typing__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">Luna is typing</span>
          </div>
        )}
      </div>
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
        <button type="submit" className="luna-panel__send" disabled={blank || pending}>
          Send
        </button>
      </form>
    </section>
  );
};
