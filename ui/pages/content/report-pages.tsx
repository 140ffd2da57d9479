import { Link, useSearchParams } from 'react-router';
import { PageIntro } from './content-parts';

const REPORTS = [
  {
    title: 'Lunar Report',
    pages: 'about 49 pages',
    text: 'Your Moon sign and birth phase in depth, your emotional patterns and needs, and a month-by-month guide to the coming lunar cycles with an intention and a practice for each.',
  },
  {
    title: 'Astrology Report',
    pages: 'about 50 pages',
    text: 'Your Sun, Moon and wider birth chart: strengths, challenges and how you manifest best, with guidance for love, work and growth.',
  },
] as const;

const ReportKinds = () => (
  <ul className="feature-grid" aria-label="Reports">
    {REPORTS.map(({ title, pages, text }) => (
      <li key={title}>
        <h3>{title}</h3>
        <p className="field-hint">{pages}</p>
        <p>{text}</p>
      </li>
    ))}
  </ul>
);

/** /report-library?token=: the visitor's reports; the link's token names them. */
export const ReportLibraryPage = () => {
  const [params] = useSearchParams();
  const hasLink = (params.get('token') ?? '') !== '';
  return (
    <article>
      <PageIntro eyebrow="Reports" title="Your report library">
        <p>Every report you order is kept here, ready to open again or download. Open this page from the link in your report email to see yours.</p>
      </PageIntro>
      <section className="night-panel" aria-labelledby="library-status">
        <h2 id="library-status">{hasLink ? 'No reports are found for this link' : 'No reports to show yet'}</h2>
        {hasLink ? (
          <p>
            We could not find any reports for this link. It may have expired, or the report may still be in preparation. Try the link in your most recent report email, or write
            to us with the email address you ordered with.
          </p>
        ) : (
          <p>This page shows your reports when you open it from your personal link. Without a link we cannot tell whose library to show.</p>
        )}
        <Link className="button primary" to="/free-moon-reading">
          Get your free moon reading
        </Link>{' '}
        <Link className="button" to="/contact">
          Contact us
        </Link>
      </section>
      <div className="prose">
        <h2>About the reports</h2>
        <p>The free moon reading is a first look. The reports go further, and are prepared for your birth date, time and place.</p>
      </div>
      <ReportKinds />
    </article>
  );
};

/** /report-status?token=&profileId=&sessionId=: where one ordered report is (header only). */
export const ReportStatusPage = () => {
  const [params] = useSearchParams();
  const hasLink = ['token', 'profileId', 'sessionId'].some((name) => (params.get(name) ?? '') !== '');
  return (
    <article>
      <PageIntro eyebrow="Reports" title="Report status">
        <p>Follow your report from payment to delivery. Each report is prepared for you after payment, and we let you know when yours is ready.</p>
      </PageIntro>
      <section className="night-panel" aria-labelledby="status-title">
        <h2 id="status-title">{hasLink ? 'No reports are found for this link' : 'Open this page from your order link'}</h2>
        <p>
          {hasLink
            ? 'We could not find a report for this link. If you ordered a moment ago, the order may still be on its way to us: wait a minute and reload. If it still does not appear, write to us with the email address you ordered with.'
            : 'After you order, the confirmation page and your email bring you here with your order’s details, so we can show where your report is.'}
        </p>
        <Link className="button primary" to="/report-library">
          Go to your report library
        </Link>{' '}
        <Link className="button" to="/contact">
          Contact us
        </Link>
      </section>
      <div className="prose">
        <h2>What the statuses mean</h2>
        <dl>
          <dt>
            <strong>Pending</strong>
          </dt>
          <dd>Your payment is confirmed and your report is queued.</dd>
          <dt>
            <strong>Generating</strong>
          </dt>
          <dd>We are calculating your chart and writing your report.</dd>
          <dt>
            <strong>Ready</strong>
          </dt>
          <dd>Your report is in your library and on its way to your inbox.</dd>
          <dt>
            <strong>Failed</strong>
          </dt>
          <dd>Something went wrong while preparing it. You can try again from the notice, or write to us and we will put it right.</dd>
        </dl>
      </div>
    </article>
  );
};
