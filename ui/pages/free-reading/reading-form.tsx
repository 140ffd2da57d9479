import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { reportErrorResponse } from '../../../domain/contracts/functions.contract';
import {
  type OverwriteChoice,
  type OverwriteRowBody,
  READING_FORM_MESSAGES,
  freeReadingResponse,
  securityQuestionResponse,
} from '../../../domain/contracts/reading-form.contract';
import type { Reading } from '../../../domain/reading/reading.types';
import { FunctionCallError, callFunction } from '../../api/functions-client';
import { BirthPlaceField } from './birth-place-field';
import { EMPTY_FORM, FORM_FIELDS, type FormErrors, type FormField, type ReadingFormValues, requestOf, summaryOf, validateReadingForm } from './form-values';
import { OverwriteDialog } from './overwrite-dialog';

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

type Question = { state: 'loading' } | { state: 'ready'; id: string; question: string } | { state: 'failed'; message: string };

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
 * The free moon reading form (SPEC §2, §5, §8): details with their confirmations, a place
 * chosen from the list, the security question, then the reading, the overwrite question
 * when a different reading exists, or the notice the server answers with.
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
  const [values, setValues] = useState<ReadingFormValues>({ ...EMPTY_FORM, firstName: initialFirstName ?? '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [overwriteRows, setOverwriteRows] = useState<OverwriteRowBody[] | null>(null);
  const [working, setWorking] = useState<OverwriteChoice | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const fetchQuestion = useCallback(() => {
    callFunction('security-question', securityQuestionResponse)
      .then((answer) => setQuestion({ state: 'ready', ...answer }))
      .catch((cause: unknown) =>
        setQuestion({ state: 'failed', message: cause instanceof FunctionCallError ? cause.message : 'The security question could not be loaded.' }),
      );
  }, []);
  useEffect(fetchQuestion, [fetchQuestion]);
  const loadQuestion = () => {
    setQuestion({ state: 'loading' });
    fetchQuestion();
  };

  const set = <K extends keyof ReadingFormValues>(field: K, value: ReadingFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field as FormField];
      return rest;
    });
  };

  const focusField = (field: FormField | undefined) => {
    if (field === undefined) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const send = async (overwrite?: OverwriteChoice) => {
    if (question.state !== 'ready') return;
    setFormError(null);
    try {
      const answer = await callFunction('free-reading', freeReadingResponse, {
        body: requestOf(values, question.id, overwrite),
        accessToken,
      });
      setOverwriteRows(null);
      switch (answer.status) {
        case 'success':
          onReady({ kind: 'success', message: answer.message, link: answer.link, accessToken: answer.accessToken, reading: answer.reading });
          return;
        case 'kept':
          onReady({ kind: 'kept', message: answer.message, link: answer.link, accessToken: answer.accessToken, reading: null });
          return;
        case 'needs_overwrite':
          setOverwriteRows(answer.rows);
          return;
        case 'pending':
          setPending(answer.message);
          return;
      }
    } catch (cause) {
      setOverwriteRows(null);
      if (!(cause instanceof FunctionCallError) || cause.status >= 500 || (cause.status !== 0 && cause.status < 400)) {
        const status = cause instanceof FunctionCallError ? cause.status : -1;
        if (status === 503) {
          setFormError((cause as FunctionCallError).message);
          return;
        }
        reportFailure(cause instanceof Error ? cause.message : String(cause), status);
        setFormError(READING_FORM_MESSAGES.generalFailure);
        return;
      }
      const fieldErrors: FormErrors = {};
      for (const issue of cause.issues) {
        const field = FIELD_OF_PATH[issue.path];
        if (field && fieldErrors[field] === undefined) fieldErrors[field] = issue.message;
      }
      if (fieldErrors.securityAnswer !== undefined) {
        setValues((current) => ({ ...current, securityAnswer: '' }));
        loadQuestion();
      }
      setErrors(fieldErrors);
      setFormError(cause.message);
      alertRef.current?.focus();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateReadingForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(null);
      focusField(FORM_FIELDS.find((field) => found[field] !== undefined));
      return;
    }
    setBusy(true);
    try {
      await send();
    } finally {
      setBusy(false);
    }
  };

  const choose = async (choice: OverwriteChoice) => {
    setWorking(choice);
    try {
      await send(choice);
    } finally {
      setWorking(null);
    }
  };

  if (pending !== null) {
    return (
      <div className="fr-notice" role="status">
        <p>{pending}</p>
        <button
          type="button"
          className="fr-button"
          onClick={() => {
            setPending(null);
            setValues((current) => ({ ...current, securityAnswer: '' }));
            loadQuestion();
          }}
        >
          Start a new request
        </button>
      </div>
    );
  }

  const summary = summaryOf(errors);
  const described = (field: keyof typeof ids, hint = false) =>
    [hint ? `${ids[field]}-hint` : null, errors[field as FormField] ? `${ids[field]}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <form ref={formRef} className="fr-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby={`${id}-privacy`}>
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
          onChange={(place) => {
            set('place', place);
            if (place === null) set('placeConfirmed', false);
          }}
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

      {overwriteRows !== null && <OverwriteDialog rows={overwriteRows} working={working} onChoose={(choice) => void choose(choice)} />}
    </form>
  );
};
