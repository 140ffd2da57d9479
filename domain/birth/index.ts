/**
 * Birth details as people give them: dates, times, emails and first names read from free text,
 * and the confirmation of the three facts (a machine) with the overwrite flow.
 */
export { WORD_NEAR_A_NUMBER } from './birth-details/birth-date';
export { WORD_RUN } from './birth-details/email';
export { completeBirthDate, findEmail, parseBirthDate, parseBirthTime, pickBetweenTimes, withoutBirthDates, withoutBirthTimes } from './birth-details';
export type { BirthDateParse, BirthTimeParse, EmailFind, KnownDatePart } from './birth-details';
export { DIFFERENCE_FIELDS, EMPTY_BIRTH_DATA_STATE } from './confirmation/birth-data';
export type { BirthDataState, BirthLocation } from './confirmation/birth-data';
export { correctedBirthDate, correctedBirthTime, hasCorrectionCue, splitOldValues } from './confirmation';
export { BIRTH_FIELD_LABELS, CONFIRMABLE_FIELDS, CONFIRMATION_ANALYTICS_EVENTS, CONFIRMATION_QUICK_REPLIES, CONFIRM_PROMPT_FOR_FIELD, NEED_CONFIRMATIONS_MESSAGE, birthDataState, changedFields, confirmationMachine, confirmationOutcome, displayBirthDate, displayBirthLocation, overwriteRows, sameEmail, withProvidedDetails } from './confirmation';
export type { BirthDetails, ConfirmableField, ConfirmationContext, ConfirmationEvent, ConfirmationInput, ConfirmationOutcome, ConfirmationSnapshot, DifferenceField, ExistingReading, OverwriteRow, PendingConfirmation, ProvidedDetails } from './confirmation';
export { COMMON_FIRST_NAMES } from './name/common-first-names';
export { detectName, shouldReplaceName } from './name';
export type { DetectedName } from './name';
