import { type FormEvent, useEffect, useId, useReducer, useRef } from 'react';
import { emailCodeRefusal, emailCodeSchema } from '../../../contracts/reading-form.contract';
import { FunctionCallError, checkEmailCode, requestEmailCode } from '../../api/functions-client';

export const EMAIL_CODE_TEXT = {
  offer: 'Is this your email? Email me a code',
  codeLabel: 'Six-digit code',
  confirm: 'Confirm code',
  resend: 'Send a new code',
  sending: 'Sending a code…',
  checking: 'Checking the code…',
} as const;

type Note = { kind: 'info' | 'problem'; text: string } | null;

interface CodeState {
  /** A code has been emailed, so the visitor can type it. */
  codeSent: boolean;
  code: string;
  working: 'sending' | 'checking' | null;
  /** What the server last said, read out by the live region. */
  note: Note;
}

type CodeAction =
  | { type: 'sendRequested' }
  | { type: 'codeSent'; message: string }
  | { type: 'codeTyped'; code: string }
  | { type: 'checkRequested' }
  | { type: 'refused'; message: string; clearCode: boolean }
  | { type: 'verified' };

const codeReducer = (state: CodeState, action: CodeAction): CodeState => {
  switch (action.type) {
    case 'sendRequested':
      return { ...state, working: 'sending', note: null };
    case 'codeSent':
      return { ...state, working: null, codeSent: true, code: '', note: { kind: 'info', text: action.message } };
    case 'codeTyped':
      return { ...state, code: action.code };
    case 'checkRequested':
      return { ...state, working: 'checking', note: null };
    case 'refused':
      return { ...state, working: null, code: action.clearCode ? '' : state.code, note: { kind: 'problem', text: action.message } };
    case 'verified':
      return { ...state, working: null, note: null };
  }
};

const problemText = (cause: unknown): string =>
  cause instanceof FunctionCallError ? cause.message : 'Something went wrong. Please try again.';

export interface EmailCodeStepProps {
  email: string;
  /** The code matched: the email's access token (null when it has no reading yet). */
  onVerified(accessToken: string | null): void;
}

/**
 * Proving the form's email is the visitor's own: a code is emailed and typed back. The server's
 * texts (sent, wrong code, expired, too many) are read out as they come; a second click while
 * a request is on its way sends nothing.
 */
export const EmailCodeStep = ({ email, onVerified }: EmailCodeStepProps) => {
  const id = useId();
  const [state, dispatch] = useReducer(codeReducer, { codeSent: false, code: '', working: null, note: null });
  const inFlight = useRef(false);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state.codeSent) codeRef.current?.focus();
  }, [state.codeSent]);

  const once = async (run: () => Promise<void>) => {
    // Clicks can arrive before React has disabled the button: only the first one goes out.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await run();
    } finally {
      inFlight.current = false;
    }
  };

  const sendCode = () =>
    once(async () => {
      dispatch({ type: 'sendRequested' });
      try {
        const answer = await requestEmailCode({ email });
        dispatch({ type: 'codeSent', message: answer.message });
      } catch (cause) {
        dispatch({ type: 'refused', message: problemText(cause), clearCode: false });
      }
    });

  const confirmCode = (event: FormEvent) => {
    event.preventDefault();
    const typed = emailCodeSchema.safeParse(state.code);
    if (!typed.success) {
      dispatch({ type: 'refused', message: typed.error.issues[0]?.message ?? 'Please type the six-digit code from the email.', clearCode: false });
      codeRef.current?.focus();
      return;
    }
    void once(async () => {
      dispatch({ type: 'checkRequested' });
      try {
        const answer = await checkEmailCode({ email, code: typed.data });
        dispatch({ type: 'verified' });
        onVerified(answer.accessToken);
      } catch (cause) {
        const refusal = cause instanceof FunctionCallError ? emailCodeRefusal.safeParse(cause.body) : null;
        const spent = refusal?.success === true && (refusal.data.status === 'expired' || refusal.data.status === 'no_tries');
        dispatch({ type: 'refused', message: problemText(cause), clearCode: spent });
        codeRef.current?.focus();
      }
    });
  };

  const noteId = `${id}-note`;
  const busy = state.working !== null;
  return (
    <div className="fr-code-step">
      <div id={noteId} className="fr-code-note" aria-live="polite">
        {state.note !== null && <p className={state.note.kind === 'problem' ? 'fr-alert' : 'fr-code-sent'}>{state.note.text}</p>}
      </div>
      {!state.codeSent ? (
        <button type="button" className="fr-button fr-primary" disabled={busy} aria-busy={busy} onClick={() => void sendCode()}>
          {state.working === 'sending' ? EMAIL_CODE_TEXT.sending : EMAIL_CODE_TEXT.offer}
        </button>
      ) : (
        <form className="fr-code-form" noValidate onSubmit={confirmCode}>
          <div className={`fr-field${state.note?.kind === 'problem' ? ' fr-invalid' : ''}`}>
            <label htmlFor={`${id}-code`}>{EMAIL_CODE_TEXT.codeLabel}</label>
            <input
              ref={codeRef}
              id={`${id}-code`}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={state.code}
              aria-invalid={state.note?.kind === 'problem' ? true : undefined}
              aria-describedby={noteId}
              onChange={(event) => dispatch({ type: 'codeTyped', code: event.target.value })}
            />
          </div>
          <div className="fr-code-actions">
            <button type="submit" className="fr-button fr-primary" disabled={busy} aria-busy={state.working === 'checking'}>
              {state.working === 'checking' ? EMAIL_CODE_TEXT.checking : EMAIL_CODE_TEXT.confirm}
            </button>
            <button type="button" className="fr-button" disabled={busy} aria-busy={state.working === 'sending'} onClick={() => void sendCode()}>
              {state.working === 'sending' ? EMAIL_CODE_TEXT.sending : EMAIL_CODE_TEXT.resend}
            </button>
          </div>
        </form>
      )}
    </div>
  );
};
