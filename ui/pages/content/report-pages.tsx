import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PROFILE_TOKEN_PATTERN } from '../../../contracts/functions.contract';
import {
  type ReportLibraryResponse,
  type ReportSummary,
  reportLibraryResponse,
  reportStatusResponse,
  reportRetryResponse,
} from '../../../contracts/report-library.contract';
import { REPORT_FAILED_FALLBACK_MESSAGE, reportLibraryHref, reportStatusHref } from '../../../domain/reports';
import { REPORT_POLL_MS } from '../../report-toasts/report-tracking';
import { FunctionCallError, callFunction } from '../../api/functions-client';
import { PageIntro } from './content-parts';
import './report-pages.css';

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

/** Where a visitor without reports can go next. */
const ReadingAndContactLinks = () => (
  <>
    <Link className="button primary" to="/free-moon-reading">
      Get your free moon reading
    </Link>{' '}
    <Link className="button" to="/contact">
      Contact us
    </Link>
  </>
);

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

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNEXPECTED = 'We could not check your reports just now. Please try again in a moment.';

const isAbort = (cause: unknown): boolean => cause instanceof DOMException && cause.name === 'AbortError';

/** A 404 is the link's answer (shown as such); anything else is a problem worth a retry. */
type Failure = { kind: 'not-found' } | { kind: 'failed'; message: string };
const failureOf = (cause: unknown): Failure => {
  if (cause instanceof FunctionCallError && cause.status === 404) return { kind: 'not-found' };
  return { kind: 'failed', message: cause instanceof FunctionCallError ? cause.message : UNEXPECTED };
};

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const When = ({ iso }: { iso: string }) => <time dateTime={iso}>{dateTime.format(new Date(iso))}</time>;

const STATUS_LABELS: Record<ReportSummary['status'], string> = { preparing: 'Preparing', ready: 'Ready', failed: 'Failed' };

const StatusBadge = ({ status }: { status: ReportSummary['status'] }) => (
  <span className={`report-badge report-badge-${status}`}>{STATUS_LABELS[status]}</span>
);

/** 'Download PDF', named with its report for screen readers by the card's heading. */
const OpenReportLink = ({ report, labelled = false }: { report: ReportSummary; labelled?: boolean }) =>
  report.reportUrl === null ? null : (
    <a
      className="button primary"
      href={report.reportUrl}
      // Our own PDFs download; a report kept elsewhere opens in a new tab without a way back into this one.
      {...(report.reportUrl.startsWith('/reports/') ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' })}
      aria-describedby={labelled ? `report-${report.id}-label` : undefined}
    >
      Download PDF
    </a>
  );

const PREPARING_TEXT =
  'Your payment is confirmed and we are preparing this report for your birth date, time and place. It will be ready to open here as soon as it is finished, and we will let you know by email.';

const FailedNote = ({ report }: { report: ReportSummary }) => (
  <>
    <p className="report-error">{report.errorMessage ?? REPORT_FAILED_FALLBACK_MESSAGE}</p>
    <p>
      <Link to="/contact">Write to us</Link> with the email address you ordered with, and we will put it right and prepare your report again.
    </p>
  </>
);

const ReportCard = ({ report, token, profileId }: { report: ReportSummary; token: string; profileId: string }) => (
  <li className={`report-card report-card-${report.status}`}>
    <div className="report-card-head">
      <h3 id={`report-${report.id}-label`}>{report.label}</h3>
      <StatusBadge status={report.status} />
    </div>
    <p className="report-meta">
      Ordered <When iso={report.orderedAt} />
      {report.updatedAt !== report.orderedAt ? (
        <>
          {' '}
          · last update <When iso={report.updatedAt} />
        </>
      ) : null}
    </p>
    {report.status === 'ready' ? <OpenReportLink report={report} labelled /> : null}
    {report.status === 'preparing' ? (
      <>
        <p>{PREPARING_TEXT}</p>
        {report.sessionId ? <Link to={reportStatusHref({ token, profileId, sessionId: report.sessionId })}>Follow this report as it is prepared</Link> : null}
      </>
    ) : null}
    {report.status === 'failed' ? <FailedNote report={report} /> : null}
  </li>
);

const LibraryList = ({ library, token }: { library: ReportLibraryResponse; token: string }) => {
  const greeting = library.firstName ? `${library.firstName}, here are your reports` : 'Here are your reports';
  if (library.reports.length === 0) {
    return (
      <section className="night-panel" aria-labelledby="library-status">
        <h2 id="library-status">No reports to show yet</h2>
        <p>
          {library.firstName ? `${library.firstName}, there` : 'There'} are no reports for your profile yet. When you order a Lunar Report or an Astrology Report, it is kept here,
          ready to open again whenever you like.
        </p>
        <ReadingAndContactLinks />
      </section>
    );
  }
  return (
    <section className="report-library" aria-labelledby="library-status">
      <h2 id="library-status">{greeting}</h2>
      <p className="field-hint">Newest first. Ready reports open in a new tab.</p>
      <ul className="report-list">
        {library.reports.map((report) => (
          <ReportCard key={report.id} report={report} token={token} profileId={library.profileId} />
        ))}
      </ul>
    </section>
  );
};

const LibraryNotFound = ({ hasLink }: { hasLink: boolean }) => (
  <section className="night-panel" aria-labelledby="library-status">
    <h2 id="library-status">{hasLink ? 'No reports are found for this link' : 'No reports to show yet'}</h2>
    {hasLink ? (
      <p>
        We could not find any reports for this link. It may have expired, or the report may still be in preparation. Try the link in your most recent report email, or write to
        us with the email address you ordered with.
      </p>
    ) : (
      <p>This page shows your reports when you open it from your personal link. Without a link we cannot tell whose library to show.</p>
    )}
    <ReadingAndContactLinks />
  </section>
);

const Loading = ({ text }: { text: string }) => (
  <section className="report-loading" aria-busy="true">
    <p role="status" aria-live="polite">
      <span className="report-moon" aria-hidden="true" />
      {text}
    </p>
  </section>
);

const Problem = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <section className="report-problem" aria-labelledby="report-problem-title">
    <h2 id="report-problem-title">We could not load this just now</h2>
    <p role="alert">{message}</p>
    <button type="button" className="button" onClick={onRetry}>
      Try again
    </button>
  </section>
);

type LibraryState = { kind: 'loading' } | Failure | { kind: 'ready'; library: ReportLibraryResponse };

/** /report-library?token=: the visitor's reports; the link's token names them. */
export const ReportLibraryPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = PROFILE_TOKEN_PATTERN.test(token);
  const [attempt, setAttempt] = useState(0);
  // Each answer is kept with the request it answers, so a new token or a retry reads as loading at once.
  const requestKey = `${token}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: LibraryState } | null>(null);
  const state: LibraryState = answer?.key === requestKey ? answer.state : { kind: 'loading' };

  useEffect(() => {
    if (!wellFormed) return undefined;
    const controller = new AbortController();
    const settle = (next: LibraryState) => setAnswer({ key: requestKey, state: next });
    callFunction('report-library', reportLibraryResponse, { query: { token }, signal: controller.signal })
      .then((library) => settle({ kind: 'ready', library }))
      .catch((cause: unknown) => {
        if (!isAbort(cause)) settle(failureOf(cause));
      });
    return () => controller.abort();
  }, [token, wellFormed, requestKey]);

  const body = (() => {
    if (token === '') return <LibraryNotFound hasLink={false} />;
    if (!wellFormed || state.kind === 'not-found') return <LibraryNotFound hasLink />;
    if (state.kind === 'loading') return <Loading text="Opening your report library…" />;
    if (state.kind === 'failed') return <Problem message={state.message} onRetry={() => setAttempt((n) => n + 1)} />;
    return <LibraryList library={state.library} token={token} />;
  })();

  return (
    <article>
      <PageIntro eyebrow="Reports" title="Your report library">
        <p>Every report you order is kept here, ready to open again or download. Open this page from the link in your report email to see yours.</p>
      </PageIntro>
      {body}
      <div className="prose">
        <h2>About the reports</h2>
        <p>The free moon reading is a first look. The reports go further, and are prepared for your birth date, time and place.</p>
      </div>
      <ReportKinds />
    </article>
  );
};

type StatusState = { kind: 'loading' } | Failure | { kind: 'ready'; report: ReportSummary; checkFailed: boolean };

const STATUS_HEADINGS: Record<ReportSummary['status'], (label: string) => string> = {
  preparing: (label) => `Your ${label} is being prepared`,
  ready: (label) => `Your ${label} is ready`,
  failed: (label) => `Your ${label} could not be prepared`,
};

const StatusView = ({
  report,
  checkFailed,
  token,
  profileId,
  onQueued,
}: {
  report: ReportSummary;
  checkFailed: boolean;
  token: string;
  profileId: string;
  onQueued: () => void;
}) => (
  <section className={`night-panel report-status report-status-${report.status}`} aria-labelledby="status-title">
    <div role="status" aria-live="polite" aria-atomic="true">
      <h2 id="status-title">{STATUS_HEADINGS[report.status](report.label)}</h2>
      <p className="report-meta">
        <StatusBadge status={report.status} /> Ordered <When iso={report.orderedAt} /> · last update <When iso={report.updatedAt} />
      </p>
    </div>
    {report.status === 'preparing' ? (
      <>
        <p>
          <span className="report-moon" aria-hidden="true" />
          {PREPARING_TEXT}
        </p>
        <p className="field-hint">This page checks again every {REPORT_POLL_MS / 1000} seconds, so you can leave it open.</p>
        {checkFailed ? <p role="alert">We could not check just now. We will try again in a few seconds.</p> : null}
      </>
    ) : null}
    {report.status === 'ready' ? (
      <>
        <p>Your report is finished and kept in your library, so you can open it again at any time.</p>
        <OpenReportLink report={report} />{' '}
        <Link className="button" to={reportLibraryHref(token === '' ? null : token)}>
          Go to your report library
        </Link>
      </>
    ) : null}
    {report.status === 'failed' ? (
      <>
        <FailedNote report={report} />
        {profileId !== '' && report.sessionId !== null ? <RetryButton profileId={profileId} sessionId={report.sessionId} onQueued={onQueued} /> : null}
      </>
    ) : null}
  </section>
);

/** 'Try again': the failed report is queued again, and the page follows it from there. */
const RetryButton = ({ profileId, sessionId, onQueued }: { profileId: string; sessionId: string; onQueued: () => void }) => {
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const sending = useRef(false);
  const retry = async () => {
    if (sending.current) return;
    sending.current = true;
    setState({ kind: 'sending' });
    try {
      await callFunction('report-retry', reportRetryResponse, { method: 'POST', body: { profileId, sessionId } });
      onQueued();
    } catch (cause) {
      setState({ kind: 'failed', message: cause instanceof FunctionCallError ? cause.message : UNEXPECTED });
    } finally {
      sending.current = false;
    }
  };
  return (
    <p>
      <button type="button" className="button primary" onClick={() => void retry()} aria-disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? 'Asking for it again…' : 'Try again'}
      </button>
      {state.kind === 'failed' ? <span role="alert"> {state.message}</span> : null}
    </p>
  );
};

const StatusNotFound = ({ hasLink }: { hasLink: boolean }) => (
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
);

/** Loads the report, then asks again every REPORT_POLL_MS while it is preparing; leaving the page stops it. */
const useReportStatus = (query: { token: string; profileId: string; sessionId: string } | null, attempt: number): StatusState => {
  const token = query?.token ?? '';
  const profileId = query?.profileId ?? '';
  const sessionId = query?.sessionId ?? '';
  const active = query !== null;
  // Each answer is kept with the request it answers, so a new link or a retry reads as loading at once.
  const requestKey = JSON.stringify([token, profileId, sessionId, attempt]);
  const [answer, setAnswer] = useState<{ key: string; state: StatusState } | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (next: (current: StatusState | null) => StatusState) =>
      setAnswer((current) => ({ key: requestKey, state: next(current?.key === requestKey ? current.state : null) }));
    const ask = (first: boolean) => {
      callFunction('report-status', reportStatusResponse, {
        query: { ...(token === '' ? {} : { token }), profileId, sessionId },
        signal: controller.signal,
      })
        .then(({ report }) => {
          settle(() => ({ kind: 'ready', report, checkFailed: false }));
          if (report.status === 'preparing') timer = setTimeout(() => ask(false), REPORT_POLL_MS);
        })
        .catch((cause: unknown) => {
          if (isAbort(cause)) return;
          const failure = failureOf(cause);
          // While a report is on screen, a failed check keeps it there and tries again.
          if (!first && failure.kind === 'failed') {
            settle((current) => (current?.kind === 'ready' ? { ...current, checkFailed: true } : failure));
            timer = setTimeout(() => ask(false), REPORT_POLL_MS);
            return;
          }
          settle(() => failure);
        });
    };
    ask(true);
    return () => {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [active, token, profileId, sessionId, requestKey]);

  return answer?.key === requestKey ? answer.state : { kind: 'loading' };
};

/** /report-status?token=&profileId=&sessionId=: where one ordered report is (header only). */
export const ReportStatusPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const profileId = params.get('profileId') ?? '';
  const sessionId = params.get('sessionId') ?? '';
  const hasLink = [token, profileId, sessionId].some((value) => value !== '');
  const askable = UUID_PATTERN.test(profileId) && sessionId.trim() !== '' && (token === '' || PROFILE_TOKEN_PATTERN.test(token));
  const [attempt, setAttempt] = useState(0);
  const state = useReportStatus(askable ? { token, profileId, sessionId } : null, attempt);

  const body = (() => {
    if (!askable || state.kind === 'not-found') return <StatusNotFound hasLink={hasLink} />;
    if (state.kind === 'loading') return <Loading text="Checking where your report is…" />;
    if (state.kind === 'failed') return <Problem message={state.message} onRetry={() => setAttempt((n) => n + 1)} />;
    return <StatusView report={state.report} checkFailed={state.checkFailed} token={token} profileId={profileId} onQueued={() => setAttempt((n) => n + 1)} />;
  })();

  return (
    <article>
      <PageIntro eyebrow="Reports" title="Report status">
        <p>Follow your report from payment to delivery. Each report is prepared for you after payment, and we let you know when yours is ready.</p>
      </PageIntro>
      {body}
      <div className="prose">
        <h2>What the statuses mean</h2>
        <dl>
          <dt>
            <strong>Preparing</strong>
          </dt>
          <dd>Your payment is confirmed and we are calculating your chart and writing your report.</dd>
          <dt>
            <strong>Ready</strong>
          </dt>
          <dd>Your report is in your library and on its way to your inbox.</dd>
          <dt>
            <strong>Failed</strong>
          </dt>
          <dd>Something went wrong while preparing it. The reason is shown with the report; write to us and we will put it right.</dd>
        </dl>
      </div>
    </article>
  );
};
