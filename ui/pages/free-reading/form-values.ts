import type { PlaceMatchBody } from '../../../contracts/functions.contract';
import { type FreeReadingRequest, type OverwriteChoice, READING_FORM_MESSAGES } from '../../../contracts/reading-form.contract';

/** What the free reading form holds while the visitor fills it in. */
export interface ReadingFormValues {
  firstName: string;
  email: string;
  confirmEmail: string;
  birthDate: string;
  confirmBirthDate: string;
  birthTime: string;
  place: PlaceMatchBody | null;
  placeConfirmed: boolean;
  securityAnswer: string;
}

export const EMPTY_FORM: ReadingFormValues = {
  firstName: '',
  email: '',
  confirmEmail: '',
  birthDate: '',
  confirmBirthDate: '',
  birthTime: '',
  place: null,
  placeConfirmed: false,
  securityAnswer: '',
};

export type FormField = 'firstName' | 'email' | 'confirmEmail' | 'birthDate' | 'confirmBirthDate' | 'place' | 'placeConfirmed' | 'securityAnswer';

/** In the order the fields appear, so the first error is the first the visitor meets. */
export const FORM_FIELDS: readonly FormField[] = ['firstName', 'email', 'confirmEmail', 'birthDate', 'confirmBirthDate', 'place', 'placeConfirmed', 'securityAnswer'];

export const FIELD_MESSAGES = {
  firstName: 'Please tell us your first name.',
  email: 'Please enter a valid email address.',
  birthDate: 'Please enter your birth date.',
} as const;

export type FormErrors = Partial<Record<FormField, string>>;

/** Something, '@', then a dot with something either side: found at the first dot after the domain's first character, as '[^\s@]+\.' tried every dot. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/**
 * The form's own checks before anything is sent (§5 form messages): each field's
 * problem, in field order. A confirmation that is missing or does not match asks the visitor
 * to confirm; the place must be one chosen from the list.
 */
export const validateReadingForm = (values: ReadingFormValues): FormErrors => {
  const errors: FormErrors = {};
  const email = values.email.trim();
  if (values.firstName.trim() === '') errors.firstName = FIELD_MESSAGES.firstName;
  if (!EMAIL_SHAPE.test(email)) errors.email = FIELD_MESSAGES.email;
  else if (values.confirmEmail.trim().toLowerCase() !== email.toLowerCase()) errors.confirmEmail = READING_FORM_MESSAGES.confirmDetails;
  if (values.birthDate === '') errors.birthDate = FIELD_MESSAGES.birthDate;
  else if (values.confirmBirthDate !== values.birthDate) errors.confirmBirthDate = READING_FORM_MESSAGES.confirmDetails;
  if (values.place === null) errors.place = READING_FORM_MESSAGES.preciseLocation;
  else if (!values.placeConfirmed) errors.placeConfirmed = READING_FORM_MESSAGES.confirmDetails;
  if (values.securityAnswer.trim() === '') errors.securityAnswer = READING_FORM_MESSAGES.securityQuestion;
  return errors;
};

/** The distinct messages, in field order, for the one announcement above the form. */
export const summaryOf = (errors: FormErrors): string[] => [
  ...new Set(FORM_FIELDS.map((field) => errors[field]).filter((message): message is string => message !== undefined)),
];

export const requestOf = (values: ReadingFormValues, securityId: string, overwrite?: OverwriteChoice): FreeReadingRequest => {
  if (values.place === null) throw new Error('requestOf: the form was sent without a chosen place');
  return {
    firstName: values.firstName.trim(),
    email: values.email.trim(),
    birth_date: values.birthDate,
    birth_time: values.birthTime === '' ? null : values.birthTime,
    birth_place: { id: values.place.id, label: values.place.label },
    security: { id: securityId, answer: values.securityAnswer.trim() },
    ...(overwrite ? { overwrite } : {}),
  };
};
