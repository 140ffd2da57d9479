import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CHECKOUT_MESSAGES, type SandboxCheckoutResponse } from '../../../contracts/payments.contract';
import { FunctionCallError, decideSandboxCheckout, fetchSandboxCheckout } from '../../api/functions-client';
import { PageIntro } from './content-parts';

type PageState = { kind: 'loading' } | { kind: 'ready'; order: SandboxCheckoutResponse } | { kind: 'gone'; message: string };

/**
 * /sandbox-checkout?session=…: the embedded payment provider's page, in test mode. 'Pay now'
 * sends a signed payment event through the same webhook code as Stripe's; 'Decline payment'
 * goes back to the checkout. Either choice is sent once, however often it is pressed.
 */
export const Component = () => {
  const [params] = useSearchParams();
  const session = params.get('session') ?? '';
  // Without a session there is nothing to ask the server: the link is incomplete.
  const [state, setState] = useState<PageState>(session === '' ? { kind: 'gone', message: CHECKOUT_MESSAGES.sandboxGone } : { kind: 'loading' });
  const [choosing, setChoosing] = useState<'pay' | 'decline' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (session === '') return undefined;
    const controller = new AbortController();
    fetchSandboxCheckout(session, controller.signal)
      .then((order) => setState({ kind: 'ready', order }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'gone', message: error instanceof FunctionCallError ? error.message : CHECKOUT_MESSAGES.sandboxGone });
      });
    return () => controller.abort();
  }, [session]);

  // A ref, not the state: a double click's second click lands before React re-renders.
  const chosen = useRef(false);
  const choose = async (choice: 'pay' | 'decline') => {
    if (chosen.current) return;
    chosen.current = true;
    setChoosing(choice);
    setFailure(null);
    try {
      const { redirect } = await decideSandboxCheckout({ session, choice });
      window.location.assign(redirect);
    } catch (error) {
      chosen.current = false;
      setChoosing(null);
      setFailure(error instanceof FunctionCallError ? error.message : CHECKOUT_MESSAGES.unavailable);
    }
  };

  return (
    <article>
      <PageIntro eyebrow="Payment" title="Test mode">
        <p>This payment page stands in for the payment provider while none is set up. No card is asked for and no money moves.</p>
      </PageIntro>
      {state.kind === 'loading' ? <p role="status">Loading your order…</p> : null}
      {state.kind === 'gone' ? (
        <section className="night-panel" aria-labelledby="sandbox-gone">
          <h2 id="sandbox-gone">This checkout is no longer open</h2>
          <p role="alert">{state.message}</p>
          <Link className="button primary" to="/checkout">
            Back to checkout
          </Link>
        </section>
      ) : null}
      {state.kind === 'ready' ? (
        <section className="night-panel" aria-labelledby="sandbox-order">
          <h2 id="sandbox-order">{state.order.label}</h2>
          <dl className="sandbox-order">
            <dt>Report</dt>
            <dd>
              {state.order.label}, {state.order.pages} pages
            </dd>
            <dt>Amount</dt>
            <dd>{state.order.price}</dd>
          </dl>
          <div className="button-row">
            <button type="button" className="button primary" onClick={() => void choose('pay')} aria-disabled={choosing !== null}>
              Pay now
            </button>{' '}
            <button type="button" className="button" onClick={() => void choose('decline')} aria-disabled={choosing !== null}>
              Decline payment
            </button>
          </div>
          <p role="status" className="field-hint">
            {choosing === 'pay' ? 'Confirming your payment…' : choosing === 'decline' ? 'Going back to checkout…' : ''}
          </p>
          {failure !== null ? <p role="alert">{failure}</p> : null}
        </section>
      ) : null}
    </article>
  );
};
