import type { OverwriteChoice, OverwriteRowBody } from '../../../contracts/reading-form.contract';
import {
  type Confirmations,
  EMPTY_FORM,
  FACT_OF_FIELD,
  type FormErrors,
  type FormField,
  NONE_CONFIRMED,
  type ReadingFormValues,
  type ReviewFact,
  confirmDetailsMessage,
  unconfirmedFacts,
} from './form-values';

/** The security question: asked once per visit, kept across failed submits (ADR 028). `askedAtMs` lets a question left open for hours be renewed. */
export type Question = { state: 'loading' } | { state: 'ready'; id: string; question: string; askedAtMs: number } | { state: 'failed'; message: string };

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
  /** The one message beside the submit button (a refusal or a failure); null when there is none. */
  formError: string | null;
  question: Question;
  submission: Submission;
  /** The review step, 'Is this right?', is showing (§2's three confirmations). */
  reviewOpen: boolean;
  /** Which of the three facts the visitor confirmed; a fact changed after is unconfirmed. */
  confirmed: Confirmations;
  /** Set when the visitor went on with facts unconfirmed: §5's message and the facts it means. */
  reviewError: string | null;
  /** The access token a code from the email proved, which makes this visitor the email's owner. */
  provenAccessToken: string | null;
}

export type ReadingFormAction =
  | { type: 'fieldChanged'; field: keyof ReadingFormValues; value: ReadingFormValues[keyof ReadingFormValues] }
  | { type: 'questionRequested' }
  | { type: 'questionArrived'; id: string; question: string; atMs: number }
  | { type: 'questionFailed'; message: string }
  /** The form's own checks found problems; nothing is sent. */
  | { type: 'checksFailed'; errors: FormErrors }
  /** The checks passed: 'Is this right?' shows the three facts. */
  | { type: 'reviewStarted' }
  | { type: 'factConfirmed'; fact: ReviewFact; confirmed: boolean }
  | { type: 'allConfirmed' }
  /** Edit: the review closes and that fact is open to change. */
  | { type: 'editRequested'; fact: ReviewFact }
  /** The visitor went on while some facts were unconfirmed. */
  | { type: 'reviewIncomplete' }
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
  reviewOpen: false,
  confirmed: NONE_CONFIRMED,
  reviewError: null,
  provenAccessToken: null,
});

const withoutError = (errors: FormErrors, field: keyof ReadingFormValues): FormErrors => {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field as FormField];
  return rest;
};

export const allConfirmed = (confirmed: Confirmations): boolean => unconfirmedFacts(confirmed).length === 0;

/** A confirmation given: the message naming unconfirmed facts shrinks with it, and goes once none is left. */
const withConfirmed = (state: ReadingFormState, confirmed: Confirmations): ReadingFormState => ({
  ...state,
  confirmed,
  reviewError: state.reviewError === null || allConfirmed(confirmed) ? null : confirmDetailsMessage(confirmed),
});

/** The free reading form's state, changed only by these named actions. */
export const readingFormReducer = (state: ReadingFormState, action: ReadingFormAction): ReadingFormState => {
  switch (action.type) {
    case 'fieldChanged': {
      if (state.values[action.field] === action.value) return state;
      const values = { ...state.values, [action.field]: action.value };
      const fact = FACT_OF_FIELD[action.field];
      // A changed fact was not the one confirmed: it is reviewed again, and the review it changed closes.
      if (fact === undefined) return { ...state, values, errors: withoutError(state.errors, action.field) };
      return { ...state, values, errors: withoutError(state.errors, action.field), confirmed: { ...state.confirmed, [fact]: false }, reviewOpen: false, reviewError: null };
    }
    case 'questionRequested':
      // A new question is asked with an empty answer: the old answer belonged to the old question.
      return { ...state, question: { state: 'loading' }, values: { ...state.values, securityAnswer: '' } };
    case 'questionArrived':
      return { ...state, question: { state: 'ready', id: action.id, question: action.question, askedAtMs: action.atMs } };
    case 'questionFailed':
      return { ...state, question: { state: 'failed', message: action.message } };
    case 'checksFailed':
      return { ...state, errors: action.errors, formError: null, reviewOpen: false };
    case 'reviewStarted':
      return { ...state, errors: {}, formError: null, reviewOpen: true, reviewError: null };
    case 'factConfirmed':
      return withConfirmed(state, { ...state.confirmed, [action.fact]: action.confirmed });
    case 'allConfirmed':
      return withConfirmed(state, { email: true, birthDate: true, place: true });
    case 'editRequested':
      return { ...state, reviewOpen: false, reviewError: null, confirmed: { ...state.confirmed, [action.fact]: false } };
    case 'reviewIncomplete':
      return { ...state, reviewOpen: true, reviewError: confirmDetailsMessage(state.confirmed) };
    case 'sendStarted':
      return { ...state, errors: {}, formError: null, submission: { step: 'sending' } };
    case 'overwriteAsked':
      return { ...state, submission: { step: 'choosingOverwrite', rows: action.rows, working: null } };
    case 'overwriteChosen':
      return state.submission.step === 'choosingOverwrite' ? { ...state, formError: null, submission: { ...state.submission, working: action.choice } } : state;
    case 'pendingAnswered':
      return { ...state, submission: { step: 'pending', message: action.message } };
    case 'refused':
      // A refusal naming fields sends the visitor to them; one naming none stays beside the button they pressed.
      return {
        ...state,
        errors: action.errors,
        formError: Object.keys(action.errors).length === 0 ? action.message : null,
        submission: { step: 'editing' },
        reviewOpen: state.reviewOpen && Object.keys(action.errors).length === 0,
      };
    case 'failed':
      // Nothing typed is lost: the values, the question and the confirmations stay for the next try.
      return { ...state, formError: action.message, submission: { step: 'editing' } };
    case 'sendEnded':
      return state.submission.step === 'pending' ? state : { ...state, submission: { step: 'editing' } };
    case 'emailProven':
      return { ...state, provenAccessToken: action.accessToken ?? state.provenAccessToken, submission: { step: 'sending' } };
    case 'newRequestStarted':
      return { ...state, submission: { step: 'editing' }, reviewOpen: false, formError: null };
  }
};
