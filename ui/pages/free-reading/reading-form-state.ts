import type { OverwriteChoice, OverwriteRowBody } from '../../../contracts/reading-form.contract';
import { EMPTY_FORM, type FormErrors, type FormField, type ReadingFormValues } from './form-values';

export type Question = { state: 'loading' } | { state: 'ready'; id: string; question: string } | { state: 'failed'; message: string };

/** Where a request for a reading is. */
export type Submission =
  | { step: 'editing' }
  | { step: 'sending' }
  /** A different reading exists: the dialog asks; `working` is the choice being sent. */
  | { step: 'choosingOverwrite'; rows: OverwriteRowBody[]; working: OverwriteChoice | null }
  /** The email belongs to a reading this visitor does not hold: its link was emailed. */
  | { step: 'pending'; message: string };

export interface ReadingFormState {
  values: ReadingFormValues;
  errors: FormErrors;
  /** The one announcement above the form (a refusal or a failure); null when there is none. */
  formError: string | null;
  question: Question;
  submission: Submission;
  /** The access token a code from the email proved, which makes this visitor the email's owner. */
  provenAccessToken: string | null;
}

export type ReadingFormAction =
  | { type: 'fieldChanged'; field: keyof ReadingFormValues; value: ReadingFormValues[keyof ReadingFormValues] }
  | { type: 'questionRequested' }
  | { type: 'questionArrived'; id: string; question: string }
  | { type: 'questionFailed'; message: string }
  /** The form's own checks found problems; nothing is sent. */
  | { type: 'checksFailed'; errors: FormErrors }
  | { type: 'sendStarted' }
  | { type: 'overwriteAsked'; rows: OverwriteRowBody[] }
  | { type: 'overwriteChosen'; choice: OverwriteChoice }
  | { type: 'pendingAnswered'; message: string }
  /** The server refused the details: its text, and the fields it named. */
  | { type: 'refused'; message: string; errors: FormErrors }
  | { type: 'failed'; message: string }
  /** The request ended with a reading to open (the page takes over) or was dropped. */
  | { type: 'sendEnded' }
  | { type: 'emailProven'; accessToken: string | null }
  | { type: 'newRequestStarted' };

export const initialReadingFormState = (firstName = ''): ReadingFormState => ({
  values: { ...EMPTY_FORM, firstName },
  errors: {},
  formError: null,
  question: { state: 'loading' },
  submission: { step: 'editing' },
  provenAccessToken: null,
});

const withoutError = (errors: FormErrors, field: keyof ReadingFormValues): FormErrors => {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field as FormField];
  return rest;
};

/** A new question is asked with an empty answer: the old answer belonged to the old question. */
const askingAgain = (state: ReadingFormState): ReadingFormState => ({ ...state, question: { state: 'loading' }, values: { ...state.values, securityAnswer: '' } });

/** The free reading form's state, changed only by these named actions. */
export const readingFormReducer = (state: ReadingFormState, action: ReadingFormAction): ReadingFormState => {
  switch (action.type) {
    case 'fieldChanged': {
      const values = { ...state.values, [action.field]: action.value };
      const errors = withoutError(state.errors, action.field);
      // A place cleared is no longer confirmed.
      if (action.field === 'place' && action.value === null) return { ...state, values: { ...values, placeConfirmed: false }, errors: withoutError(errors, 'placeConfirmed') };
      return { ...state, values, errors };
    }
    case 'questionRequested':
      return { ...state, question: { state: 'loading' } };
    case 'questionArrived':
      return { ...state, question: { state: 'ready', id: action.id, question: action.question } };
    case 'questionFailed':
      return { ...state, question: { state: 'failed', message: action.message } };
    case 'checksFailed':
      return { ...state, errors: action.errors, formError: null };
    case 'sendStarted':
      return { ...state, errors: {}, formError: null, submission: { step: 'sending' } };
    case 'overwriteAsked':
      return { ...state, submission: { step: 'choosingOverwrite', rows: action.rows, working: null } };
    case 'overwriteChosen':
      return state.submission.step === 'choosingOverwrite' ? { ...state, formError: null, submission: { ...state.submission, working: action.choice } } : state;
    case 'pendingAnswered':
      return { ...state, submission: { step: 'pending', message: action.message } };
    case 'refused': {
      const next = { ...state, errors: action.errors, formError: action.message, submission: { step: 'editing' } as const };
      return action.errors.securityAnswer === undefined ? next : askingAgain(next);
    }
    case 'failed':
      return { ...state, formError: action.message, submission: { step: 'editing' } };
    case 'sendEnded':
      return state.submission.step === 'pending' ? state : { ...state, submission: { step: 'editing' } };
    case 'emailProven':
      return { ...state, provenAccessToken: action.accessToken ?? state.provenAccessToken, submission: { step: 'sending' } };
    case 'newRequestStarted':
      return askingAgain({ ...state, submission: { step: 'editing' } });
  }
};
