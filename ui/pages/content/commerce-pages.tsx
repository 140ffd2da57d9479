import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { formatAmount, REPORT_OFFERS, reportLibraryHref, type ReportOffer, reportStatusHref } from '../../../domain/reports';
import { trackPendingReport } from '../../report-toasts/report-storage';
import { PageIntro } from './content-parts';
import { REPORT_DELIVERY } from '../../../domain/site';
import { CHECKOUT_MESSAGES } from '../../../contracts/payments.contract';
import { PROFILE_TOKEN_PATTERN } from '../../../contracts/functions.contract';
import type { ReportType } from '../../../domain/reports';
import { FunctionCallError, startCheckout } from '../../api/functions-client';
import { ReadingLinkByEmail } from './reading-link-by-email';
import { REPORT_PAGE_RANGE } from './report-length';
import { ReportFacts, ReportSamples } from './report-samples';

const reportChoice = (value: string | null): ReportType | null => (value === 'lunar' || value === 'astrology' ? value : null);
const linkToken = (value: string | null): string | null => (value !== null && PROFILE_TOKEN_PATTERN.test(value) ? value : null);

const checkoutHref = (report: ReportType, token: string | null) => `/checkout?${new URLSearchParams(token === null ? { report } : { report, token }).toString()}`;

/** One report as the checkout offers it: what is inside, what is personal in it, how long it runs, what it costs, and sample pages. */
const OfferCard = ({ offer, choose }: { offer: ReportOffer; choose: ReactNode }) => (
  <li>
    <h2>{offer.label}</h2>
    <p className="offer-price">
      <span>{REPORT_PAGE_RANGE}</span> · <strong>{formatAmount(offer.amount, offer.currency)}</strong>
    </p>
    <p>{offer.summary}</p>
    <ul>
      {offer.contents.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
    <ReportFacts report={offer.type} />
    <ReportSamples report={offer.type} label={offer.label} />
    {choose}
  </li>
);

/** 'Continue to payment': asks for the payment page and goes there; one request however often it is pressed. */
const PayButton = ({ report, token }: { report: ReportType; token: string }) => {
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'opening' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  // A ref, not the state: a double click's second click lands before React re-renders.
  const opening = useRef(false);
  const pay = async () => {
    if (opening.current) return;
    opening.current = true;
    setState({ kind: 'opening' });
    try {
      const { url } = await startCheckout({ report, token });
      window.location.assign(url);
    } catch (error) {
      opening.current = false;
      setState({ kind: 'failed', message: error instanceof FunctionCallError ? error.message : CHECKOUT_MESSAGES.unavailable });
    }
  };
  return (
    <div className="checkout-pay">
      <button type="button" className="button primary" onClick={() => void pay()} aria-disabled={state.kind === 'opening'} aria-describedby="checkout-pay-status">
        Continue to payment
      </button>
      <p id="checkout-pay-status" role="status" className="field-hint">
        {state.kind === 'opening' ? 'Opening the secure payment page…' : ''}
      </p>
      {state.kind === 'failed' ? <p role="alert">{state.message}</p> : null}
    </div>
  );
};

/**
 * /checkout?report=lunar|astrology&token=…: the report, what is inside, its page count and
 * price, and 'Continue to payment'. The report is made from the free reading's birth details,
 * so without a reading's link the page asks for the free reading first.
 */
export const CheckoutPage = () => {
  const [params] = useSearchParams();
  const chosen = reportChoice(params.get('report'));
  const token = linkToken(params.get('token'));
  const declined = params.get('declined') === '1';
  const shown = chosen ? [REPORT_OFFERS[chosen]] : Object.values(REPORT_OFFERS);
  return (
    <article>
      <PageIntro eyebrow="Reports" title={chosen ? `Order your ${REPORT_OFFERS[chosen].label}` : 'Order a report'}>
        <p>{REPORT_DELIVERY.prepared}</p>
      </PageIntro>
      {declined ? (
        <p className="notice" role="status">
          {CHECKOUT_MESSAGES.declined}
        </p>
      ) : null}
      <ul className="feature-grid" aria-label="Reports">
        {shown.map((offer) => (
          <OfferCard
            key={offer.type}
            offer={offer}
            choose={
              chosen === null ? (
                <Link className="button" to={checkoutHref(offer.type, token)}>
                  Choose the {offer.label}
                </Link>
              ) : null
            }
          />
        ))}
      </ul>
      {chosen !== null && token !== null ? (
        <section className="night-panel" aria-labelledby="checkout-pay">
          <h2 id="checkout-pay">Pay for your report</h2>
          <p>You pay on a secure payment page; then your report is prepared, and you can follow it until it is ready to download.</p>
          <PayButton report={chosen} token={token} />
        </section>
      ) : null}
      {token === null ? (
        <section className="night-panel" aria-labelledby="checkout-reading-first">
          <h2 id="checkout-reading-first">Your free reading comes first</h2>
          <p>
            Your report is made from the birth details of your free moon reading. Get your reading first, or open the link in your reading email: it brings you back here
            ready to order.
          </p>
          <Link className="button primary" to="/free-moon-reading">
            Get your free moon reading
          </Link>
          <ReadingLinkByEmail />
        </section>
      ) : null}
    </article>
  );
};

/** /order-confirmation?token=&profileId=&sessionId=&report=: the payment's return page; the report is followed until it is ready. */
export const OrderConfirmationPage = () => {
  const [params] = useSearchParams();
  const ids = { token: params.get('token'), profileId: params.get('profileId'), sessionId: params.get('sessionId') ?? params.get('session_id') };
  const hasOrder = ids.profileId !== null && ids.sessionId !== null;
  const reportType = reportChoice(params.get('report'));
  // The report is followed from here on: a toast on any page tells when it is ready or failed.
  useEffect(() => {
    if (ids.profileId === null || ids.sessionId === null || reportType === null) return;
    trackPendingReport({ id: ids.sessionId, profileId: ids.profileId, sessionId: ids.sessionId, reportType, token: ids.token });
  }, [ids.profileId, ids.sessionId, ids.token, reportType]);
  return (
    <article>
      <PageIntro eyebrow="Reports" title="Thank you for your order">
        <p>
          Your report is prepared for you now. It usually takes {REPORT_DELIVERY.usualTime}; we let you know here and {REPORT_DELIVERY.notice} when it is ready.
        </p>
      </PageIntro>
      <section className="night-panel" aria-labelledby="next-title">
        <h2 id="next-title">What happens next</h2>
        {hasOrder ? (
          <p>Follow your report on its status page, or find it later in your report library.</p>
        ) : (
          <p>Your confirmation email has the link to your report. If it has not arrived in a few minutes, check your spam folder or write to us.</p>
        )}
        {hasOrder ? (
          <Link className="button primary" to={reportStatusHref(ids)}>
            Follow my report
          </Link>
        ) : null}{' '}
        <Link className="button" to={reportLibraryHref(ids.token)}>
          Open report library
        </Link>
      </section>
    </article>
  );
};

/** /free-moon-reading/upgrade-click?report=: counts the click on the upgrade offer (the visit is recorded), then the checkout. */
export const UpgradeClickPage = () => {
  const [params] = useSearchParams();
  const chosen = reportChoice(params.get('report'));
  const token = linkToken(params.get('token'));
  return <Navigate replace to={chosen ? checkoutHref(chosen, token) : token === null ? '/checkout' : `/checkout?token=${token}`} />;
};
