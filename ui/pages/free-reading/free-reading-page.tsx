import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { displayBirthDate } from '../../../domain/birth';
import { type ReadingByTokenResponse, readingByTokenResponse } from '../../../contracts/reading-form.contract';
import type { Reading } from '../../../domain/reading';
import { FunctionCallError, callFunction } from '../../api/functions-client';
import { useIsBrowserAfterTransition } from '../../components/use-is-browser';
import { rememberReading, rememberedReading, savedReadingOf } from './device-memory';
import { DeviceNote, WelcomeBack } from './device-panels';
import { ReadingChangeMode } from './reading-change';
import { ReadingForm, type ReadyOutcome } from './reading-form';
import { ReadingKeepsake } from './reading-keepsake';
import { ReadingView } from './reading-view';
import { ReportOffer } from './report-offer';
import './free-reading.css';

/** What the form hands the viewing mode when it opens a reading's link. */
interface ArrivalState {
  notice: string;
  reading: Reading | null;
  accessToken: string;
}

const arrivalOf = (state: unknown): ArrivalState | null =>
  state !== null && typeof state === 'object' && 'notice' in state && 'accessToken' in state ? (state as ArrivalState) : null;

type Loaded = { state: 'loading' } | { state: 'ready'; answer: ReadingByTokenResponse } | { state: 'failed'; message: string };

const Promises = () => (
  <ul className="fr-promises">
    <li>
      <h2>Your Moon sign</h2>
      <p>Your emotional nature, what helps you feel safe and how you manifest, worked out from where the Moon stood when you were born.</p>
    </li>
    <li>
      <h2>The phase you were born under</h2>
      <p>Your gift, your lesson and a practice from the lunar phase of your birth, named by the same rule we use everywhere.</p>
    </li>
    <li>
      <h2>Your current cycle</h2>
      <p>What the Moon is doing now, and the next new and full moon, with a five-minute practice for each day.</p>
    </li>
  </ul>
);

/**
 * The form on its own: the page a new visitor meets. It is pre-rendered without its fields,
 * which appear once the page hydrates, so nothing can be typed where it would be lost.
 */
const FormMode = ({ onReady }: { onReady: (outcome: ReadyOutcome) => void }) => {
  const isBrowser = useIsBrowserAfterTransition();
  // Read once the page is in the browser: the pre-rendered page knows no device.
  const saved = useMemo(() => (isBrowser ? rememberedReading() : null), [isBrowser]);
  return (
    <>
      {saved && <WelcomeBack saved={saved} />}
      <header className="fr-hero">
        <p className="fr-eyebrow">Free, personal, about 2 minutes</p>
        <h1>Your free moon reading</h1>
        <p className="fr-lede">
          Tell us when and where you were born. We work out your Moon sign, the phase you were born under and what the Moon is doing for you now, with a
          practice that takes 5 minutes a day.
        </p>
      </header>
      {/* The fields come first, so a phone reaches them on its first screens; what she gets follows. */}
      <section className="fr-form-section" aria-labelledby="fr-form-title">
        <h2 id="fr-form-title">Your details</h2>
        {isBrowser ? (
          <ReadingForm accessToken={null} onReady={onReady} />
        ) : (
          <p className="fr-loading" role="status">
            Loading the form...
          </p>
        )}
      </section>
      <Promises />
    </>
  );
};

/** §2: with a profile token the page shows that visitor's reading. */
const ViewingMode = ({ token, arrival, onReady }: { token: string; arrival: ArrivalState | null; onReady: (outcome: ReadyOutcome) => void }) => {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [updating, setUpdating] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Mounted once per token (keyed), so the first state is already 'loading'.
    const controller = new AbortController();
    callFunction('reading-by-token', readingByTokenResponse, { query: { token }, signal: controller.signal })
      .then((answer) => setLoaded({ state: 'ready', answer }))
      .catch((cause: unknown) => {
        if (cause instanceof DOMException && cause.name === 'AbortError') return;
        setLoaded({ state: 'failed', message: cause instanceof FunctionCallError ? cause.message : 'Your reading could not be loaded. Please try again.' });
      });
    return () => controller.abort();
  }, [token]);

  useEffect(() => {
    // The notice is read out and focused, but the first screen stays the reading's.
    if (arrival) {
      window.scrollTo({ top: 0, left: 0 });
      noticeRef.current?.focus({ preventScroll: true });
    }
  }, [arrival]);

  const answer = loaded.state === 'ready' ? loaded.answer : null;
  const reading = answer?.reading ?? (loaded.state === 'loading' ? (arrival?.reading ?? null) : null);
  const firstName = answer?.firstName ?? reading?.firstName ?? null;
  const accessToken = answer?.accessToken ?? arrival?.accessToken ?? null;
  const title = firstName ? `${firstName}, here is your moon reading` : 'Your moon reading';
  const madeFor =
    answer && (answer.birth.date || answer.birth.place)
      ? `Made for ${[answer.birth.date && displayBirthDate(answer.birth.date), answer.birth.time ?? 'time unknown', answer.birth.place].filter(Boolean).join(' · ')}`
      : null;

  // Once the server has shown her reading, this device remembers its link (ADR 029).
  const shown = answer?.reading ?? null;
  useEffect(() => {
    if (shown) rememberReading(savedReadingOf(token, shown, answer?.firstName ?? null, Date.now()));
  }, [shown, token, answer?.firstName]);

  return (
    <>
      {reading ? (
        <ReadingKeepsake reading={reading} title={title} madeFor={madeFor} token={token} />
      ) : (
        <header className="fr-hero fr-hero-compact">
          <h1>{title}</h1>
          {madeFor && <p className="fr-lede">{madeFor}</p>}
        </header>
      )}
      {arrival && (
        <div ref={noticeRef} className="fr-notice fr-notice-success" role="status" tabIndex={-1}>
          <p>{arrival.notice}</p>
          <p className="fr-small-print">
            Keep this page’s address: it is your private link to this reading. We have also emailed it to you.
          </p>
        </div>
      )}
      {loaded.state === 'loading' && !reading && (
        <p className="fr-loading" role="status">
          Loading your moon reading data...
        </p>
      )}
      {loaded.state === 'failed' && (
        <div className="fr-notice fr-notice-problem" role="alert">
          <p>{loaded.message}</p>
          <p>
            <Link to="/free-moon-reading">Request your free moon reading</Link>
          </p>
        </div>
      )}
      {reading && <ReadingView reading={reading} />}
      {shown && <DeviceNote />}
      {reading && <ReportOffer token={token} />}
      {answer && !answer.reading && (
        <div className="fr-notice">
          <p>There is no moon reading for this profile yet. Fill in your details below and we will make it now.</p>
        </div>
      )}
      {answer && (
        <section className="fr-form-section fr-update" aria-labelledby="fr-update-title">
          <h2 id="fr-update-title">{answer.reading ? 'Update your details' : 'Your details'}</h2>
          {answer.reading && !updating ? (
            <>
              <p>Found a mistake in your birth date, time or place? Send your corrected details and we will show you what changes before anything is replaced.</p>
              <button type="button" className="fr-button" onClick={() => setUpdating(true)}>
                Update my details
              </button>
            </>
          ) : (
            <ReadingForm accessToken={accessToken} initialFirstName={firstName ?? undefined} onReady={onReady} />
          )}
        </section>
      )}
    </>
  );
};

/** /free-moon-reading: the form; with ?token=… the visitor's reading; with ?change=… the owner's decision on emailed details. */
export const FreeReadingPage = () => {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const token = params.get('token');
  const change = params.get('change');
  const arrival = arrivalOf(location.state);

  const openReading = (outcome: ReadyOutcome, replace = false) => {
    const state: ArrivalState = { notice: outcome.message, reading: outcome.reading, accessToken: outcome.accessToken };
    void navigate(outcome.link, { state, replace });
  };

  return (
    <div className="fr-page">
      {change ? (
        // The change link works once: the reading replaces it in the history.
        <ReadingChangeMode key={change} token={change} onReady={(outcome) => openReading(outcome, true)} />
      ) : token ? (
        <ViewingMode key={token} token={token} arrival={arrival} onReady={openReading} />
      ) : (
        <FormMode onReady={openReading} />
      )}
    </div>
  );
};

export const Component = FreeReadingPage;
