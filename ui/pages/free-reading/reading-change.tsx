import { useEffect, useReducer, useRef } from 'react';
import { Link } from 'react-router';
import { type OverwriteChoice, type ReadingChangeResponse } from '../../../contracts/reading-form.contract';
import { FunctionCallError, decideReadingChange, fetchReadingChange } from '../../api/functions-client';
import { OverwriteDialog } from './overwrite-dialog';
import type { ReadyOutcome } from './reading-form';

export const READING_CHANGE_TEXT = {
  description: 'New birth details were sent for the moon reading of your email. Nothing changes unless you choose it:',
  unchanged: 'These details match your current moon reading, so nothing would change.',
  open: 'Open my reading',
  toForm: 'Request your free moon reading',
  loading: 'Loading your moon reading data...',
  failure: 'Your reading could not be updated just now. Please try again.',
} as const;

type ChangeState =
  | { step: 'loading' }
  | { step: 'deciding'; change: ReadingChangeResponse; working: OverwriteChoice | null; problem: string | null }
  | { step: 'kept'; message: string; link: string }
  /** The link expired or was used (the server's text), or the change could not be read. */
  | { step: 'gone'; message: string };

type ChangeAction =
  | { type: 'changeArrived'; change: ReadingChangeResponse }
  | { type: 'choiceSent'; choice: OverwriteChoice }
  | { type: 'choiceFailed'; message: string }
  | { type: 'kept'; message: string; link: string }
  | { type: 'gone'; message: string };

const changeReducer = (state: ChangeState, action: ChangeAction): ChangeState => {
  switch (action.type) {
    case 'changeArrived':
      return { step: 'deciding', change: action.change, working: null, problem: null };
    case 'choiceSent':
      return state.step === 'deciding' ? { ...state, working: action.choice, problem: null } : state;
    case 'choiceFailed':
      return state.step === 'deciding' ? { ...state, working: null, problem: action.message } : state;
    case 'kept':
      return { step: 'kept', message: action.message, link: action.link };
    case 'gone':
      return { step: 'gone', message: action.message };
  }
};

const isGone = (cause: unknown): cause is FunctionCallError => cause instanceof FunctionCallError && cause.status === 404;

export interface ReadingChangeModeProps {
  /** The token of the owner's emailed change link (?change=…). */
  token: string;
  /** The new reading is ready: the page opens it. */
  onReady(outcome: ReadyOutcome): void;
}

/**
 * /free-moon-reading?change=…: the owner of an email decides about details someone sent for
 * it. The overwrite dialog shows what would change; replacing opens the new reading, keeping
 * says so with a link to the current one. A used or expired link says so and leads to the form.
 */
export const ReadingChangeMode = ({ token, onReady }: ReadingChangeModeProps) => {
  const [state, dispatch] = useReducer(changeReducer, { step: 'loading' });
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Mounted once per token (keyed), so the first state is already 'loading'.
    const controller = new AbortController();
    fetchReadingChange(token, controller.signal)
      .then((change) => dispatch({ type: 'changeArrived', change }))
      .catch((cause: unknown) => {
        if (cause instanceof DOMException && cause.name === 'AbortError') return;
        dispatch({ type: 'gone', message: cause instanceof FunctionCallError ? cause.message : READING_CHANGE_TEXT.failure });
      });
    return () => controller.abort();
  }, [token]);

  // A notice that replaces the page's content takes the focus, so it is read at once.
  useEffect(() => {
    if (state.step === 'kept' || state.step === 'gone') noticeRef.current?.focus();
  }, [state.step]);

  const choose = async (choice: OverwriteChoice) => {
    if (state.step !== 'deciding' || state.working !== null) return;
    dispatch({ type: 'choiceSent', choice });
    try {
      const result = await decideReadingChange({ token, choice });
      if (result.status === 'success') {
        onReady({ kind: 'success', message: result.message, link: result.link, accessToken: result.accessToken, reading: result.reading });
      } else if (state.change.rows.length === 0) {
        // 'Open my reading' with nothing to change: straight to the reading.
        onReady({ kind: 'kept', message: result.message, link: result.link, accessToken: result.accessToken, reading: null });
      } else {
        dispatch({ type: 'kept', message: result.message, link: result.link });
      }
    } catch (cause) {
      if (isGone(cause)) dispatch({ type: 'gone', message: cause.message });
      else dispatch({ type: 'choiceFailed', message: cause instanceof FunctionCallError && cause.status < 500 ? cause.message : READING_CHANGE_TEXT.failure });
    }
  };

  const firstName = state.step === 'deciding' ? state.change.firstName : null;
  return (
    <>
      <header className="fr-hero fr-hero-compact">
        <p className="fr-eyebrow">Your moon reading</p>
        <h1>{firstName ? `${firstName}, new details for your moon reading` : 'New details for your moon reading'}</h1>
      </header>
      {state.step === 'loading' && (
        <p className="fr-loading" role="status">
          {READING_CHANGE_TEXT.loading}
        </p>
      )}
      {state.step === 'deciding' &&
        (state.change.rows.length > 0 ? (
          <OverwriteDialog
            rows={state.change.rows}
            working={state.working}
            description={READING_CHANGE_TEXT.description}
            problem={state.problem}
            onChoose={(choice) => void choose(choice)}
          />
        ) : (
          <div className="fr-notice">
            <p>{READING_CHANGE_TEXT.unchanged}</p>
            <div role="alert">{state.problem !== null && <p className="fr-alert">{state.problem}</p>}</div>
            <button type="button" className="fr-button fr-primary" disabled={state.working !== null} aria-busy={state.working !== null} onClick={() => void choose('keep')}>
              {state.working !== null ? 'Opening your reading…' : READING_CHANGE_TEXT.open}
            </button>
          </div>
        ))}
      {state.step === 'kept' && (
        <div ref={noticeRef} className="fr-notice fr-notice-success" role="status" tabIndex={-1}>
          <p>{state.message}</p>
          <p>
            <Link to={state.link}>{READING_CHANGE_TEXT.open}</Link>
          </p>
        </div>
      )}
      {state.step === 'gone' && (
        <div ref={noticeRef} className="fr-notice fr-notice-problem" role="alert" tabIndex={-1}>
          <p>{state.message}</p>
          <p>
            <Link to="/free-moon-reading">{READING_CHANGE_TEXT.toForm}</Link>
          </p>
        </div>
      )}
    </>
  );
};
