import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ASTROLOGY_REPORT_LABEL, LUNAR_REPORT_LABEL, reportLibraryHref, reportStatusHref } from '../../../domain/reports';
import { trackPendingReport } from '../../report-toasts/report-storage';
import { PageIntro } from './content-parts';

/** The reports on offer (SPEC §1 and §9: a lunar report of about 49 pages, an astrology guide of about 50). */
const REPORTS = {
  lunar: {
    label: LUNAR_REPORT_LABEL,
    pages: 'about 49 pages',
    text: 'Your Moon sign and birth phase in depth, your emotional patterns and needs, and a guide to the coming lunar cycles with an intention and a practice for each.',
  },
  astrology: {
    label: ASTROLOGY_REPORT_LABEL,
    pages: 'about 50 pages',
    text: 'Your Sun, Moon and wider birth chart: strengths, challenges and how you manifest best, with guidance for love, work and growth.',
  },
} as const;

type ReportChoice = keyof typeof REPORTS;

const reportChoice = (value: string | null): ReportChoice | null => (value === 'lunar' || value === 'astrology' ? value : null);

/**
 * /checkout?report=lunar|astrology: the report being ordered. Payments are not connected yet, so
 * the page says so plainly and offers a way to be told, instead of a button that goes nowhere.
 */
export const CheckoutPage = () => {
  const [params] = useSearchParams();
  const chosen = reportChoice(params.get('report'));
  const shown = chosen ? [chosen] : (Object.keys(REPORTS) as ReportChoice[]);
  return (
    <article>
      <PageIntro eyebrow="Reports" title={chosen ? `Order your ${REPORTS[chosen].label}` : 'Order a report'}>
        <p>Each report is prepared for your birth date, time and place after you order, and kept in your report library.</p>
      </PageIntro>
      <ul className="feature-grid" aria-label="Reports">
        {shown.map((choice) => (
          <li key={choice}>
            <h2>{REPORTS[choice].label}</h2>
            <p className="field-hint">{REPORTS[choice].pages}</p>
            <p>{REPORTS[choice].text}</p>
          </li>
        ))}
      </ul>
      <section className="night-panel" aria-labelledby="checkout-status">
        <h2 id="checkout-status">Online ordering opens soon</h2>
        <p>
          We are not taking payments on the site yet. Write to us and we will let you know as soon as you can order, or start with the free moon reading in the
          meantime.
        </p>
        <Link className="button primary" to="/contact">
          Tell me when ordering opens
        </Link>{' '}
        <Link className="button" to="/free-moon-reading">
          Get your free moon reading
        </Link>
      </section>
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
        <p>Your report is prepared for you now. It usually takes a few minutes; we let you know here and by email when it is ready.</p>
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
  return <Navigate replace to={chosen ? `/checkout?report=${chosen}` : '/checkout'} />;
};
