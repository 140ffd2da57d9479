import { useCallback, useEffect, useId, useReducer, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { reportErrorResponse } from '../../../contracts/functions.contract';
import {
  MIN_FORM_FILL_MS,
  type OverwriteChoice,
  READING_FORM_MESSAGES,
  freeReadingResponse,
  securityQuestionResponse,
} from '../../../contracts/reading-form.contract';
import type { Reading } from '../../../domain/reading';
import { FunctionCallError, callFunction } from '../../api/functions-client';
import { BirthPlaceField } from './birth-place-field';
import { EmailCodeStep } from './email-code-step';
import { FORM_FIELDS, type FormErrors, type FormField, type ReadingFormValues, type ReviewFact, requestOf, reviewTextOf, validateReadingForm } from './form-values';
import { OverwriteDialog } from './overwrite-dialog';
import { allConfirmed, initialReadingFormState, readingFormReducer } from './reading-form-state';
import { ReviewStep } from './review-step';

/** A reading is ready to view (made now, or kept): the page opens it by its link. */
export interface ReadyOutcome {
  kind: 'success' | 'kept';
  message: string;
  link: string;
  accessToken: string;
  reading: Reading | null;
}

export interface ReadingFormProps {
  /** The visitor's own access token (from a reading link or an earlier reading), so their profile is theirs to update. */
  accessToken: string | null;
  initialFirstName?: string | undefined;
  onReady(outcome: ReadyOutcome): void;
  /** When the visitor first saw the form (ms since the epoch); now, unless given. */
  shownAtMs?: number | undefined;
}

/** A question older than this is renewed after a refused answer: the server's lasts two hours (ADR 028). */
const QUESTION_RENEW_AFTER_MS = 90 * 60 * 1000;

/** The field Edit returns to, for each reviewed fact. */
const FIELD_OF_FACT: Record<ReviewFact, FormField> = { email: 'email', birthDate: 'birthDate', place: 'place' };

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Server issue paths, as the form's fields. */
const FIELD_OF_PATH: Record<string, FormField> = {
  firstName: 'firstName',
  email: 'email',
  birth_date: 'birthDate',
  birth_time: 'birthDate',
  'birth_place.id': 'place',
  birth_place: 'place',
  'security.answer': 'securityAnswer',
  'security.id': 'securityAnswer',
  security: 'securityAnswer',
};

const reportFailure = (message: string, status: number) => {
  callFunction('report-error', reportErrorResponse, {
    body: { source: 'free-reading-form', message, context: { status, page: '/free-moon-reading' } },
  }).catch(() => undefined);
};

const Field = ({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string | undefined; children: ReactNode }) => (
  <div className={`fr-field${error ? ' fr-invalid' : ''}`}>
    <label htmlFor={id}>{label}</label>
    {hint && (
      <p className="fr-hint" id={`${id}-hint`}>
        {hint}
      </p>
    )}
    {children}
    {error && (
      <p className="fr-error" id={`${id}-error`}>
        {error}
      </p>
    )}
  </div>
);

/**
 * The free moon reading form (§2, §5, §8): each detail typed once, a place chosen from the list
 * (which locks it in), the security question asked once per visit, then 'Is this right?': the
 * three facts to confirm or edit (ADR 028). Then the reading, the overwrite question when a
 * different reading exists, or the notice the server answers with. A visitor told the email's
 * reading is someone else's can prove the email is theirs with an emailed code. Errors sit
 * beside their field, and the first one gets focus; a failure of the whole request sits beside
 * the button that sent it.
 */
export const ReadingForm = ({ accessToken, initialFirstName, onReady, shownAtMs }: ReadingFormProps) => {
  const id = useId();
  const ids = {
    firstName: `${id}-first-name`,
    email: `${id}-email`,
    birthDate: `${id}-birth-date`,
    birthTime: `${id}-birth-time`,
    securityAnswer: `${id}-security`,
    website: `${id}-website`,
    review: `${id}-review`,
    problem: `${id}-problem`,
  };
  const [state, dispatch] = useReducer(readingFormReducer, initialFirstName ?? '', initialReadingFormState);
  const { values, errors, formError, question, submission } = state;
  const [shownAt] = useState(() => shownAtMs ?? Date.now());
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const reviewHeadingRef = useRef<HTMLHeadingElement>(null);
  /** What to focus once the next render is on screen (a field, the review, the problem). */
  const focusNext = useRef<(() => void) | null>(null);
  useEffect(() => {
    const focus = focusNext.current;
    focusNext.current = null;
    focus?.();
  });

  const fetchQuestion = useCallback(() => {
    callFunction('security-question', securityQuestionResponse)
      .then((answer) => dispatch({ type: 'questionArrived', ...answer, atMs: Date.now() }))
      .catch((cause: unknown) =>
        dispatch({ type: 'questionFailed', message: cause instanceof FunctionCallError ? cause.message : 'The security question could not be loaded.' }),
      );
  }, []);
  useEffect(fetchQuestion, [fetchQuestion]);
  const loadQuestion = () => {
    dispatch({ type: 'questionRequested' });
    fetchQuestion();
  };

  const set = <K extends keyof ReadingFormValues>(field: K, value: ReadingFormValues[K]) => dispatch({ type: 'fieldChanged', field, value });

  const focusField = (field: FormField | undefined) => {
    if (field === undefined) return;
    focusNext.current = () => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };
  const showProblem = () => {
    focusNext.current = () => {
      problemRef.current?.focus({ preventScroll: true });
      problemRef.current?.scrollIntoView({ block: 'center' });
    };
  };

  /** One request for the reading; the email's proven owner sends the token the code gave. */
  const send = async (overwrite?: OverwriteChoice, token: string | null = state.provenAccessToken ?? accessToken) => {
    if (question.state !== 'ready') return;
    // No person gets here sooner; the wait keeps a quick hand clear of the server's minimum (ADR 028).
    const early = MIN_FORM_FILL_MS - (Date.now() - shownAt);
    if (early > 0) await wait(early);
    try {
      const answer = await callFunction('free-reading', freeReadingResponse, {
        body: requestOf(values, question.id, Date.now() - shownAt, overwrite),
        accessToken: token,
      });
      switch (answer.status) {
        case 'success':
          dispatch({ type: 'sendEnded' });
          onReady({ kind: 'success', message: answer.message, link: answer.link, accessToken: answer.accessToken, reading: answer.reading });
          return;
        case 'kept':
          dispatch({ type: 'sendEnded' });
          onReady({ kind: 'kept', message: answer.message, link: answer.link, accessToken: answer.accessToken, reading: null });
          return;
        case 'needs_overwrite':
          dispatch({ type: 'overwriteAsked', rows: answer.rows });
          return;
        case 'pending':
          dispatch({ type: 'pendingAnswered', message: answer.message });
          return;
      }
    } catch (cause) {
      if (!(cause instanceof FunctionCallError) || cause.status >= 500 || (cause.status !== 0 && cause.status < 400)) {
        const status = cause instanceof FunctionCallError ? cause.status : -1;
        if (status === 503) {
          dispatch({ type: 'failed', message: (cause as FunctionCallError).message });
        } else {
          reportFailure(cause instanceof Error ? cause.message : String(cause), status);
          dispatch({ type: 'failed', message: READING_FORM_MESSAGES.generalFailure });
        }
        showProblem();
        return;
      }
      const fieldErrors: FormErrors = {};
      for (const issue of cause.issues) {
        const field = FIELD_OF_PATH[issue.path];
        if (field && fieldErrors[field] === undefined) fieldErrors[field] = issue.message;
      }
      dispatch({ type: 'refused', message: cause.message, errors: fieldErrors });
      const first = FORM_FIELDS.find((field) => fieldErrors[field] !== undefined);
      if (first) focusField(first);
      else showProblem();
      // The question stays the same across refusals; only one left open for hours is renewed.
      if (fieldErrors.securityAnswer !== undefined && Date.now() - question.askedAtMs > QUESTION_RENEW_AFTER_MS) loadQuestion();
    }
  };

  const sendNow = () => {
    dispatch({ type: 'sendStarted' });
    void send();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    goOn();
  };

  /** The form's submit, and Enter in a field while the review asks (the review has no submit button, so the browser would ignore it). */
  const goOn = () => {
    if (submission.step !== 'editing') return;
    const found = validateReadingForm(values);
    if (Object.keys(found).length > 0) {
      dispatch({ type: 'checksFailed', errors: found });
      focusField(FORM_FIELDS.find((field) => found[field] !== undefined));
      return;
    }
    // The facts were all confirmed as they stand (a retry after a refusal): nothing is asked twice.
    if (allConfirmed(state.confirmed)) {
      sendNow();
      return;
    }
    dispatch(state.reviewOpen ? { type: 'reviewIncomplete' } : { type: 'reviewStarted' });
    focusNext.current = () => reviewHeadingRef.current?.focus();
  };

  const enterWhileReviewing = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!state.reviewOpen || event.key !== 'Enter' || event.defaultPrevented || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    goOn();
  };

  const confirmFact = (fact: ReviewFact, confirmed: boolean) => {
    if (submission.step !== 'editing') return;
    dispatch({ type: 'factConfirmed', fact, confirmed });
    if (confirmed && allConfirmed({ ...state.confirmed, [fact]: true })) sendNow();
  };

  const confirmAll = () => {
    if (submission.step !== 'editing') return;
    dispatch({ type: 'allConfirmed' });
    sendNow();
  };

  const editFact = (fact: ReviewFact) => {
    dispatch({ type: 'editRequested', fact });
    focusField(FIELD_OF_FACT[fact]);
  };

  const choose = (choice: OverwriteChoice) => {
    if (submission.step !== 'choosingOverwrite' || submission.working !== null) return;
    dispatch({ type: 'overwriteChosen', choice });
    void send(choice);
  };

  const emailProven = (proven: string | null) => {
    dispatch({ type: 'emailProven', accessToken: proven });
    void send(undefined, proven ?? state.provenAccessToken ?? accessToken);
  };

  const startNewRequest = () => {
    dispatch({ type: 'newRequestStarted' });
  };

  if (submission.step === 'pending') {
    return (
      <div className="fr-notice fr-pending">
        <p role="status">{submission.message}</p>
        <EmailCodeStep email={values.email.trim()} onVerified={emailProven} />
        <button type="button" className="fr-button fr-small" onClick={startNewRequest}>
          Start a new request
        </button>
      </div>
    );
  }

  const busy = submission.step === 'sending';
  const described = (field: FormField, hint = false) =>
    [hint ? `${ids[field as keyof typeof ids]}-hint` : null, errors[field] ? `${ids[field as keyof typeof ids]}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <form ref={formRef} className="fr-form" noValidate onSubmit={submit} onKeyDown={enterWhileReviewing} aria-describedby={`${id}-privacy`}>
      <fieldset>
        <legend>About you</legend>
        <Field id={ids.firstName} label="First name" error={errors.firstName}>
          <input
            id={ids.firstName}
            name="firstName"
            type="text"
            autoComplete="given-name"
            maxLength={60}
            value={values.firstName}
            aria-invalid={errors.firstName ? true : undefined}
            aria-describedby={described('firstName')}
            onChange={(event) => set('firstName', event.target.value)}
          />
        </Field>
        <Field id={ids.email} label="Email" hint="We send your reading link here." error={errors.email}>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            value={values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={described('email', true)}
            onChange={(event) => set('email', event.target.value)}
          />
        </Field>
        {/* The honeypot (ADR 028): off screen, out of the tab order and hidden from assistive technology, so only a bot fills it. */}
        <div className="fr-honeypot" aria-hidden="true">
          <label htmlFor={ids.website}>Website</label>
          <input
            id={ids.website}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(event) => set('website', event.target.value)}
          />
        </div>
      </fieldset>

      <fieldset>
        <legend>Your birth</legend>
        <div className="fr-pair">
          <Field id={ids.birthDate} label="Birth date" error={errors.birthDate}>
            <input
              id={ids.birthDate}
              name="birthDate"
              type="date"
              min="1900-01-01"
              value={values.birthDate}
              aria-invalid={errors.birthDate ? true : undefined}
              aria-describedby={described('birthDate')}
              onChange={(event) => set('birthDate', event.target.value)}
            />
          </Field>
          <Field id={ids.birthTime} label="Birth time (optional)">
            <input
              id={ids.birthTime}
              name="birthTime"
              type="time"
              value={values.birthTime}
              aria-describedby={`${ids.birthTime}-note`}
              onChange={(event) => set('birthTime', event.target.value)}
            />
          </Field>
        </div>
        <p className="fr-hint" id={`${ids.birthTime}-note`}>
          Leave the time empty if you don’t know it: the Moon moves about 13° a day, so your reading will tell you honestly when more than one sign is possible.
        </p>
        <BirthPlaceField value={values.place} error={errors.place} onChange={(place) => set('place', place)} />
      </fieldset>

      <fieldset className="fr-security">
        <legend className="visually-hidden">Security</legend>
        <Field id={ids.securityAnswer} label="Security Check" hint="Answer required" error={errors.securityAnswer}>
          <p className="fr-question" id={`${ids.securityAnswer}-question`} aria-live="polite">
            {question.state === 'ready' ? question.question : question.state === 'loading' ? 'Loading a question…' : question.message}
          </p>
          {question.state === 'failed' && (
            <button type="button" className="fr-button fr-small" onClick={loadQuestion}>
              Try another question
            </button>
          )}
          <input
            id={ids.securityAnswer}
            name="securityAnswer"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            value={values.securityAnswer}
            aria-invalid={errors.securityAnswer ? true : undefined}
            aria-describedby={[`${ids.securityAnswer}-question`, described('securityAnswer', true)].filter(Boolean).join(' ')}
            onChange={(event) => set('securityAnswer', event.target.value)}
          />
        </Field>
      </fieldset>

      <p className="fr-privacy" id={`${id}-privacy`}>
        We use your details only to make your reading and send you its link. You can ask us to delete them at any time.
      </p>

      {state.reviewOpen ? (
        <ReviewStep
          id={ids.review}
          facts={reviewTextOf(values)}
          confirmed={state.confirmed}
          error={state.reviewError}
          busy={busy}
          headingRef={reviewHeadingRef}
          onConfirm={confirmFact}
          onEdit={editFact}
          onConfirmAll={confirmAll}
        />
      ) : (
        <button type="submit" className="fr-button fr-primary fr-submit" disabled={busy || question.state !== 'ready'} aria-busy={busy}>
          {busy ? 'Preparing your reading…' : 'Reveal my moon reading'}
        </button>
      )}
      <div className="fr-problem-region" role="alert">
        {formError !== null && (
          <p ref={problemRef} className="fr-alert" id={ids.problem} tabIndex={-1}>
            {formError}
          </p>
        )}
      </div>

      {submission.step === 'choosingOverwrite' && <OverwriteDialog rows={submission.rows} working={submission.working} onChoose={choose} />}
    </form>
  );
};
