import { type FormEvent, useId, useState } from 'react';
import { FunctionCallError, emailReadingLink } from '../../api/functions-client';

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

/**
 * 'Email me my reading link': for a visitor who has a reading but not its link at hand. The
 * link goes to the address only, and the answer reads the same whether or not it has a reading.
 */
export const ReadingLinkByEmail = () => {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      const { message } = await emailReadingLink({ email: email.trim() });
      setState({ kind: 'sent', message });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof FunctionCallError ? error.message : 'We could not send it just now. Please try again.' });
    }
  };
  return (
    <form className="reading-link-form" onSubmit={(event) => void send(event)} aria-label="Email me my reading link">
      <div className={`field${state.kind === 'failed' ? ' has-error' : ''}`}>
        <label htmlFor={`${id}-email`}>Already have a reading? We can email you its link</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={state.kind === 'failed' || undefined}
          aria-describedby={`${id}-status`}
        />
      </div>
      <button type="submit" className="button" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? 'Sending…' : 'Email me my reading link'}
      </button>
      <p id={`${id}-status`} role={state.kind === 'failed' ? 'alert' : 'status'} className={state.kind === 'failed' ? 'field-error' : 'field-hint'}>
        {state.kind === 'sent' || state.kind === 'failed' ? state.message : ''}
      </p>
    </form>
  );
};
