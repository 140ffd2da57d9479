export {
  BIRTH_FIELD_LABELS,
  CONFIRMABLE_FIELDS,
  DIFFERENCE_FIELDS,
  EMPTY_BIRTH_DATA_STATE,
  NO_CONFIRMATIONS,
  allConfirmed,
  changedFields,
  differenceFields,
  displayBirthDate,
  displayBirthLocation,
  firstUnconfirmedField,
  overwriteRows,
  pendingConfirmationFor,
  readingForEmail,
  sameBirthLocation,
  sameDetail,
  sameEmail,
  withProvidedDetails,
} from './birth-data';
export type {
  BirthDataState,
  BirthDetails,
  BirthLocation,
  ConfirmableField,
  Confirmations,
  Coordinates,
  DifferenceField,
  ExistingReading,
  OverwriteRow,
  PendingConfirmation,
  ProvidedDetails,
} from './birth-data';
export {
  CONFIRMATION_ANALYTICS_EVENTS,
  CONFIRMATION_PROMPTS,
  CONFIRMATION_QUICK_REPLIES,
  CONFIRM_PROMPT_FOR_FIELD,
  NEED_CONFIRMATIONS_MESSAGE,
  NO_VALUE,
  YES_VALUE,
} from './confirmation-prompts';
export type { ConfirmationAnalyticsEvent, ConfirmationPrompt } from './confirmation-prompts';
export {
  CONFIRMATION_EVENT_DESCRIPTIONS,
  birthDataState,
  confirmationMachine,
  confirmationOutcome,
} from './confirmation.machine';
export type {
  AnswerTopic,
  ConfirmationContext,
  ConfirmationEvent,
  ConfirmationEventType,
  ConfirmationInput,
  ConfirmationOutcome,
  ConfirmationSnapshot,
} from './confirmation.machine';
export { confirmationResponse } from './confirmation-response';
export type { ConfirmationResponse, ConfirmationResponseType } from './confirmation-response';
export { correctedBirthDate, correctedBirthTime, datePartsIn, hasCorrectionCue, splitOldValues, type DateParts } from './partial-correction';
