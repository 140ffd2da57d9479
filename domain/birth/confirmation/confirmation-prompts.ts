import type { QuickReply } from '../../kernel';
import type { ConfirmableField } from './birth-data';

/** §5: the chat line sent with response type need_confirmations. */
export const NEED_CONFIRMATIONS_MESSAGE =
  'Please confirm your email, birth date, and birth location so I can prepare your moon reading.';

/** The prompts that carry quick replies (§4 "Confirmations" and "Overwrite flow"). */
export const CONFIRMATION_PROMPTS = [
  'confirm_email',
  'confirm_birth_date',
  'confirm_birth_location',
  'overwrite_prompt',
] as const;
export type ConfirmationPrompt = (typeof CONFIRMATION_PROMPTS)[number];

export const CONFIRM_PROMPT_FOR_FIELD: Readonly<Record<ConfirmableField, ConfirmationPrompt>> = {
  email: 'confirm_email',
  birthDate: 'confirm_birth_date',
  birthLocation: 'confirm_birth_location',
};

/** The value a quick reply sends back; the server turns it into a YES or NO event. */
export const YES_VALUE = 'yes';
export const NO_VALUE = 'no';

const yesNo = (prompt: ConfirmationPrompt, yesTone?: 'primary'): readonly QuickReply[] => [
  { id: `${prompt}_yes`, label: 'Yes', value: YES_VALUE, ...(yesTone ? { tone: yesTone } : {}) },
  { id: `${prompt}_no`, label: 'No', value: NO_VALUE },
];

/** Yes and No under each prompt; only the overwrite Yes is the primary choice. */
export const CONFIRMATION_QUICK_REPLIES: Readonly<Record<ConfirmationPrompt, readonly QuickReply[]>> = {
  confirm_email: yesNo('confirm_email'),
  confirm_birth_date: yesNo('confirm_birth_date'),
  confirm_birth_location: yesNo('confirm_birth_location'),
  overwrite_prompt: yesNo('overwrite_prompt', 'primary'),
};

/** Analytics events (§7) the confirmation machine emits as named actions. */
export const CONFIRMATION_ANALYTICS_EVENTS = ['data_field_confirmed', 'overwrite_prompted', 'overwrite_decision'] as const;
export type ConfirmationAnalyticsEvent = (typeof CONFIRMATION_ANALYTICS_EVENTS)[number];
