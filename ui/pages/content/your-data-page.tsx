import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DATA_LINK_LIFETIME_HOURS, dataRequestRequest, type DataRequestKind } from '../../../contracts/data-rights.contract';
import { FunctionCallError, deleteMyData, downloadMyData, requestDataLink } from '../../api/functions-client';
import { PageIntro } from './content-parts';
import './content.css';

/**
 * /your-data: a visitor's copy of their data and its erasure (issue 23). Without a token it asks
 * for the emailed link; with one it offers the download and, after a confirmation, the erasure.
 * The same link does both, so a visitor can download first and then delete.
 */

const GENERIC_FAILURE = 'Something went wrong. Please try again.';
const messageOf = (cause: unknown): string => (cause instanceof FunctionCallError ? cause.message : GENERIC_FAILURE);
const isSpentLink = (cause: unknown): boolean => cause instanceof FunctionCallError && cause.status === 404;

/**
 * Moves focus to what a step reveals once React has drawn it (an effect, not a timer: an update
 * after a fetch may be drawn after the next frame), so a screen reader announces where the visitor is.
 */
const useFocusOn = (ref: RefObject<HTMLElement | null>, key: string | null) => {
  useEffect(() => {
    if (key !== null) ref.current?.focus();
  }, [ref, key]);
};

const RequestLinkForm = ({ defaultKind }: { defaultKind: DataRequestKind }) => {
  const id = useId();
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<DataRequestKind>(defaultKind);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  useFocusOn(sentRef, sent);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = dataRequestRequest.safeParse({ email, kind });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? GENERIC_FAILURE);
      emailRef.current?.focus();
      return;
    }
    setError(null);
    setFormError(null);
    setBusy(true);
    try {
      const answer = await requestDataLink(parsed.data);
      setSent(answer.message);
    } catch (cause) {
      const fieldIssue = cause instanceof FunctionCallError ? cause.issues.find((issue) => issue.path === 'email') : undefined;
      if (fieldIssue) {
        setError(fieldIssue.message);
        emailRef.current?.focus();
      } else setFormError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };

  if (sent !== null) {
    return (
      <div className="night-panel thank-you" ref={sentRef} tabIndex={-1} role="status">
        <h2>Check your inbox</h2>
        <p>{sent}</p>
        <p>Open the link from the email on any device. If nothing arrives within a few minutes, look in your spam folder.</p>
      </div>
    );
  }

  const emailId = `${id}-email`;
  return (
    <form className="contact-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Email me a link</h2>
      <p className="field-hint">To keep your data safe, we send the link to the email address you used with us. It works for {DATA_LINK_LIFETIME_HOURS} hours.</p>
      <div className={`field${error ? ' has-error' : ''}`}>
        <label htmlFor={emailId}>Your email</label>
        <input
          ref={emailRef}
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${emailId}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error && (
          <p className="field-error" id={`${emailId}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <fieldset className="data-choice">
        <legend>What would you like to do?</legend>
        <label>
          <input type="radio" name="kind" value="export" checked={kind === 'export'} onChange={() => setKind('export')} /> Get a copy of my data
        </label>
        <label>
          <input type="radio" name="kind" value="delete" checked={kind === 'delete'} onChange={() => setKind('delete')} /> Delete my data
        </label>
      </fieldset>
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? 'Sending…' : 'Email me a link'}
      </button>
      {formError && (
        <p className="field-error" role="alert">
          {formError}
        </p>
      )}
    </form>
  );
};

type LinkState = { kind: 'open' } | { kind: 'spent'; message: string } | { kind: 'deleted'; message: string };

const DataActions = ({ token, onSpent, onDeleted }: { token: string; onSpent: (message: string) => void; onDeleted: (message: string) => void }) => {
  const id = useId();
  const [downloading, setDownloading] = useState(false);
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  // Focus follows the step: into the confirmation when it opens, back to its button when it closes (not on first draw).
  const [stepsTaken, setStepsTaken] = useState(0);
  useFocusOn(confirmRef, confirming ? `confirm-${stepsTaken}` : null);
  useFocusOn(deleteButtonRef, !confirming && stepsTaken > 0 ? `back-${stepsTaken}` : null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const { fileName, json } = await downloadMyData(token);
      const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileName;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      // Revoked a moment later: some browsers read the object address after the click returns.
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setDownloaded(fileName);
    } catch (cause) {
      if (isSpentLink(cause)) onSpent(messageOf(cause));
      else setDownloadError(messageOf(cause));
    } finally {
      setDownloading(false);
    }
  };

  const erase = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      onDeleted((await deleteMyData({ token })).message);
    } catch (cause) {
      if (isSpentLink(cause)) onSpent(messageOf(cause));
      else setDeleteError(messageOf(cause));
      setDeleting(false);
    }
  };

  return (
    <>
      <section className="data-section" aria-labelledby={`${id}-download`}>
        <h2 id={`${id}-download`}>Download my data</h2>
        <p>
          One file (JSON, which any text editor opens) with your profile and birth details, your readings, your chats with Luna, your orders and reports, and the emails we sent
          you. Downloading does not use up this link.
        </p>
        <button type="button" className="button primary" onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Preparing your file…' : 'Download my data'}
        </button>
        <p role="status" className="data-status">
          {downloaded !== null ? `Your file ${downloaded} has been downloaded.` : ''}
        </p>
        {downloadError && (
          <p className="field-error" role="alert">
            {downloadError}
          </p>
        )}
      </section>

      <section className="data-section" aria-labelledby={`${id}-delete`}>
        <h2 id={`${id}-delete`}>Delete everything</h2>
        <p>
          We erase your profile, readings, chats with Luna, report files and the emails we sent you, and your reading and report links stop working. Orders stay in our
          accounts, as the law asks, but no longer name you. You may want to download your data first.
        </p>
        {!confirming ? (
          <button
            ref={deleteButtonRef}
            type="button"
            className="button"
            onClick={() => {
              setConfirming(true);
              setStepsTaken((n) => n + 1);
            }}
          >
            Delete everything…
          </button>
        ) : (
          <div className="data-confirm" role="group" aria-labelledby={`${id}-confirm`}>
            <h3 id={`${id}-confirm`} ref={confirmRef} tabIndex={-1}>
              Delete everything for good?
            </h3>
            <p>This cannot be undone. Once it is done, we cannot bring back your readings, chats or reports.</p>
            <div className="data-confirm-actions">
              <button type="button" className="button primary data-danger" onClick={() => void erase()} disabled={deleting}>
                {deleting ? 'Deleting…' : 'Yes, delete everything'}
              </button>
              <button
                type="button"
                className="button"
                disabled={deleting}
                onClick={() => {
                  setConfirming(false);
                  setStepsTaken((n) => n + 1);
                }}
              >
                No, keep my data
              </button>
            </div>
            {deleteError && (
              <p className="field-error" role="alert">
                {deleteError}
              </p>
            )}
          </div>
        )}
      </section>
    </>
  );
};

export const YourDataPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ token: string; link: LinkState }>({ token, link: { kind: 'open' } });
  // A new token in the address starts afresh.
  const link: LinkState = state.token === token ? state.link : { kind: 'open' };
  const noticeRef = useRef<HTMLDivElement>(null);
  useFocusOn(noticeRef, link.kind === 'open' ? null : link.kind);
  const settle = (next: LinkState) => setState({ token, link: next });

  const body = (() => {
    if (token === '') return <RequestLinkForm defaultKind="export" />;
    if (link.kind === 'deleted') {
      return (
        <div className="night-panel thank-you" ref={noticeRef} tabIndex={-1} role="status">
          <h2>Your data has been deleted</h2>
          <p>{link.message}</p>
          <p>Thank you for the time you spent with us. If you ever come back, a new reading starts afresh.</p>
          <Link className="button primary" to="/">
            Back to the home page
          </Link>
        </div>
      );
    }
    if (link.kind === 'spent') {
      return (
        <>
          <div className="data-problem" ref={noticeRef} tabIndex={-1} role="alert">
            <h2>This link no longer works</h2>
            <p>{link.message}</p>
          </div>
          <RequestLinkForm defaultKind="export" />
        </>
      );
    }
    return <DataActions token={token} onSpent={(message) => settle({ kind: 'spent', message })} onDeleted={(message) => settle({ kind: 'deleted', message })} />;
  })();

  return (
    <article className="your-data">
      <PageIntro eyebrow="Privacy" title="Your data">
        <p>Download a copy of everything we hold about you, or delete it. It is your data: you can do either at any time, with a link we email to you.</p>
      </PageIntro>
      {body}
      <p className="data-more">
        What we keep, why and for how long is in the <Link to="/legal/privacy-policy">privacy policy</Link>. Questions? Write to us through the{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    </article>
  );
};

export const Component = YourDataPage;
