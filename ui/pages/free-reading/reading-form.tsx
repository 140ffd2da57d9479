import { useCallback, useEffect, useId, useReducer, useRef, type FormEvent, type ReactNode } from 'react';
import { reportErrorResponse } from '../../../contracts/functions.contract';
import {
  type OverwriteChoice,
  READING_FORM_MESSAGES,
  freeReadingResponse,
  securityQuestionResponse,
} from '../../../contracts/reading-form.contract';
import type { Reading } from '../../../domain/reading';
import { FunctionCallError, callFunction } from '../../api/functions-client';
import { BirthPlaceField } from './birth-place-field';
import { EmailCodeStep } from './email-code-step';
import { FORM_FIELDS, type FormErrors, type FormField, type ReadingFormValues, requestOf, summaryOf, validateReadingForm } from './form-values';
import { OverwriteDialog } from './overwrite-dialog';
import { initialReadingFormState, readingFormReducer } from './reading-form-state';

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
}

/** Server issue paths, as the form's fields. */
const FIELD_OF_PATH: Record<string, FormField> = {
  firstName: 'firstName',
  email: 'email',
  birth_date: 'birthDate',
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
 * The free moon reading form (§2, §5, §8): details with their confirmations, a place
 * chosen from the list, the security question, then the reading, the overwrite question
 * when a different reading exists, or the notice the server answers with. A visitor told the
 * email's reading is someone else's can prove the email is theirs with an emailed code.
 */
export const ReadingForm = ({ accessToken, initialFirstName, onReady }: ReadingFormProps) => {
  const id = useId();
  const ids = {
    firstName: `${id}-first-name`,
    email: `${id}-email`,
    confirmEmail: `${id}-confirm-email`,
    birthDate: `${id}-birth-date`,
    confirmBirthDate: `${id}-confirm-birth-date`,
    birthTime: `${id}-birth-time`,
    placeConfirmed: `${id}-place-confirmed`,
    securityAnswer: `${id}-security`,
  };
  const [state, dispatch] = useReducer(readingFormReducer, initialFirstName ?? '', initialReadingFormState);
  const { values, errors, formError, question, submission } = state;
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const fetchQuestion = useCallback(() => {
    callFunction('security-question', securityQuestionResponse)
      .then((answer) => dispatch({ type: 'questionArrived', ...answer }))
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
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  /** One request for the reading; the email's proven owner sends the token the code gave. */
  const send = async (overwrite?: OverwriteChoice, token: string | null = state.provenAccessToken ?? accessToken) => {
    if (question.state !== 'ready') return;
    try {
      const answer = await callFunction('free-reading', freeReadingResponse, {
        body: requestOf(values, question.id, overwrite),
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
          return;
        }
        reportFailure(cause instanceof Error ? cause.message : String(cause), status);
        dispatch({ type: 'failed', message: READING_FORM_MESSAGES.generalFailure });
        return;
      }
      const fieldErrors: FormErrors = {};
      for (const issue of cause.issues) {
        const field = FIELD_OF_PATH[issue.path];
        if (field && fieldErrors[field] === undefined) fieldErrors[field] = issue.message;
      }
      dispatch({ type: 'refused', message: cause.message, errors: fieldErrors });
      if (fieldErrors.securityAnswer !== undefined) fetchQuestion();
      alertRef.current?.focus();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submission.step !== 'editing') return;
    const found = validateReadingForm(values);
    if (Object.keys(found).length > 0) {
      dispatch({ type: 'checksFailed', errors: found });
      focusField(FORM_FIELDS.find((field) => found[field] !== undefined));
      return;
    }
    dispatch({ type: 'sendStarted' });
    void send();
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
    fetchQuestion();
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
  const summary = summaryOf(errors);
  const described = (field: keyof typeof ids, hint = false) =>
    [hint ? `${ids[field]}-hint` : null, errors[field as FormField] ? `${ids[field]}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <form ref={formRef} className="fr-form" noValidate onSubmit={submit} aria-describedby={`${id}-privacy`}>
      <div ref={alertRef} className="fr-alert-region" role="alert" tabIndex={-1}>
        {formError !== null ? (
          <p className="fr-alert">{formError}</p>
        ) : summary.length > 0 ? (
          <div className="fr-alert">
            <p>Please check the form:</p>
            <ul>
              {summary.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

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
        <div className="fr-pair">
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
          <Field id={ids.confirmEmail} label="Confirm email" hint="Type it once more, so the link reaches you." error={errors.confirmEmail}>
            <input
              id={ids.confirmEmail}
              name="confirmEmail"
              type="email"
              autoComplete="off"
              inputMode="email"
              maxLength={254}
              value={values.confirmEmail}
              aria-invalid={errors.confirmEmail ? true : undefined}
              aria-describedby={described('confirmEmail', true)}
              onChange={(event) => set('confirmEmail', event.target.value)}
            />
          </Field>
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
          <Field id={ids.confirmBirthDate} label="Confirm birth date" error={errors.confirmBirthDate}>
            <input
              id={ids.confirmBirthDate}
              name="confirmBirthDate"
              type="date"
              min="1900-01-01"
              value={values.confirmBirthDate}
              aria-invalid={errors.confirmBirthDate ? true : undefined}
              aria-describedby={described('confirmBirthDate')}
              onChange={(event) => set('confirmBirthDate', event.target.value)}
            />
          </Field>
        </div>
        <Field
          id={ids.birthTime}
          label="Birth time (optional)"
          hint="Leave it empty if you don’t know it: the Moon moves about 13° a day, so your reading will tell you honestly when more than one sign is possible."
        >
          <input
            id={ids.birthTime}
            name="birthTime"
            type="time"
            value={values.birthTime}
            aria-describedby={`${ids.birthTime}-hint`}
            onChange={(event) => set('birthTime', event.target.value)}
          />
        </Field>
        <BirthPlaceField
          value={values.place}
          error={errors.place}
          onChange={(place) => set('place', place)}
        />
        <div className={`fr-check${errors.placeConfirmed ? ' fr-invalid' : ''}`}>
          <input
            id={ids.placeConfirmed}
            name="placeConfirmed"
            type="checkbox"
            checked={values.placeConfirmed}
            aria-invalid={errors.placeConfirmed ? true : undefined}
            aria-describedby={described('placeConfirmed')}
            onChange={(event) => set('placeConfirmed', event.target.checked)}
          />
          <label htmlFor={ids.placeConfirmed}>I confirm this is the place where I was born</label>
          {errors.placeConfirmed && (
            <p className="fr-error" id={`${ids.placeConfirmed}-error`}>
              {errors.placeConfirmed}
            </p>
          )}
        </div>
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
      <button type="submit" className="fr-button fr-primary fr-submit" disabled={busy || question.state !== 'ready'} aria-busy={busy}>
        {busy ? 'Preparing your reading…' : 'Reveal my moon reading'}
      </button>

      {submission.step === 'choosingOverwrite' && <OverwriteDialog rows={submission.rows} working={submission.working} onChoose={choose} />}
    </form>
  );
};
