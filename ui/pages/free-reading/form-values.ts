import type { PlaceMatchBody } from '../../../contracts/functions.contract';
import { type FreeReadingRequest, type OverwriteChoice, READING_FORM_MESSAGES } from '../../../contracts/reading-form.contract';
import { displayBirthDate } from '../../../domain/birth';

/** What the free reading form holds while the visitor fills it in: each detail typed once. */
export interface ReadingFormValues {
  firstName: string;
  email: string;
  birthDate: string;
  birthTime: string;
  /** Only a place chosen from the list: choosing locks its coordinates in, typing again unlocks them. */
  place: PlaceMatchBody | null;
  securityAnswer: string;
  /** The honeypot (ADR 028): hidden from people, so only a bot fills it. */
  website: string;
}

export const EMPTY_FORM: ReadingFormValues = {
  firstName: '',
  email: '',
  birthDate: '',
  birthTime: '',
  place: null,
  securityAnswer: '',
  website: '',
};

export type FormField = 'firstName' | 'email' | 'birthDate' | 'place' | 'securityAnswer';

/** In the order the fields appear, so the first error is the first the visitor meets. */
export const FORM_FIELDS: readonly FormField[] = ['firstName', 'email', 'birthDate', 'place', 'securityAnswer'];

export const FIELD_MESSAGES = {
  firstName: 'Please tell us your first name.',
  email: 'Please enter a valid email address.',
  birthDate: 'Please enter your birth date.',
} as const;

export type FormErrors = Partial<Record<FormField, string>>;

/** The three facts the review step asks the visitor to confirm (§2: email, birth date, birth location). */
export type ReviewFact = 'email' | 'birthDate' | 'place';
export const REVIEW_FACTS: readonly ReviewFact[] = ['email', 'birthDate', 'place'];
export const REVIEW_FACT_NAMES: Record<ReviewFact, string> = { email: 'email', birthDate: 'birth date', place: 'birth place' };
export type Confirmations = Record<ReviewFact, boolean>;
export const NONE_CONFIRMED: Confirmations = { email: false, birthDate: false, place: false };

/** The review facts each field's value is part of: the birth time is part of the birth date's fact. */
export const FACT_OF_FIELD: Partial<Record<keyof ReadingFormValues, ReviewFact>> = { email: 'email', birthDate: 'birthDate', birthTime: 'birthDate', place: 'place' };

/** Something, '@', then a dot with something either side: found at the first dot after the domain's first character, as '[^\s@]+\.' tried every dot. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/**
 * The form's own checks before the review step (§5 form messages): each field's problem, in
 * field order. The place must be one chosen from the list.
 */
export const validateReadingForm = (values: ReadingFormValues): FormErrors => {
  const errors: FormErrors = {};
  if (values.firstName.trim() === '') errors.firstName = FIELD_MESSAGES.firstName;
  if (!EMAIL_SHAPE.test(values.email.trim())) errors.email = FIELD_MESSAGES.email;
  if (values.birthDate === '') errors.birthDate = FIELD_MESSAGES.birthDate;
  if (values.place === null) errors.place = READING_FORM_MESSAGES.preciseLocation;
  if (values.securityAnswer.trim() === '') errors.securityAnswer = READING_FORM_MESSAGES.securityQuestion;
  return errors;
};

/** The facts not yet confirmed, in the order the review shows them. */
export const unconfirmedFacts = (confirmed: Confirmations): ReviewFact[] => REVIEW_FACTS.filter((fact) => !confirmed[fact]);

/** §5's message, verbatim, then the details it means: 'Please confirm your details before continuing. Not yet confirmed: birth date.' */
export const confirmDetailsMessage = (confirmed: Confirmations): string => {
  const names = unconfirmedFacts(confirmed).map((fact) => REVIEW_FACT_NAMES[fact]);
  return `${READING_FORM_MESSAGES.confirmDetails} Not yet confirmed: ${names.join(', ')}.`;
};

/** '14:05' → '2:05 pm'. */
const spokenTime = (time: string): string => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
};

/** Each fact in words, as the review step shows it: 'March 14, 1990 at 8:30 am'. */
export const reviewTextOf = (values: ReadingFormValues): Record<ReviewFact, string> => ({
  email: values.email.trim(),
  birthDate: `${displayBirthDate(values.birthDate)}${values.birthTime === '' ? ', time unknown' : ` at ${spokenTime(values.birthTime)}`}`,
  place: values.place?.label ?? '',
});

export const requestOf = (values: ReadingFormValues, securityId: string, formMs: number, overwrite?: OverwriteChoice): FreeReadingRequest => {
  if (values.place === null) throw new Error('requestOf: the form was sent without a chosen place');
  return {
    firstName: values.firstName.trim(),
    email: values.email.trim(),
    birth_date: values.birthDate,
    birth_time: values.birthTime === '' ? null : values.birthTime,
    birth_place: { id: values.place.id, label: values.place.label },
    security: { id: securityId, answer: values.securityAnswer.trim() },
    website: values.website,
    formMs: Math.max(0, Math.round(formMs)),
    ...(overwrite ? { overwrite } : {}),
  };
};
