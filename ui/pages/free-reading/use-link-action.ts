import { useState } from 'react';
import { FunctionCallError } from '../../api/functions-client';

/**
 * A request behind one of the reading's link controls ('Share my Moon', 'Add my moon calendar'):
 * its buttons are held while it runs, so a double click sends it once, and what happened is said
 * in words afterwards: what the work returns, the server's own message, or the control's
 * 'try again' when there is none.
 */
export const useLinkAction = () => {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const run = async (work: () => Promise<string>, failed: string): Promise<void> => {
    setBusy(true);
    setMessage('');
    try {
      setMessage(await work());
    } catch (cause) {
      setMessage(cause instanceof FunctionCallError ? cause.message : failed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, setMessage, run };
};
