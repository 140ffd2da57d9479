import type { QuickReply, ResponseType } from '../../kernel';
import { firstUnconfirmedField } from './birth-data';
import type { ConfirmableField, DifferenceField } from './birth-data';
import { CONFIRMATION_QUICK_REPLIES, CONFIRM_PROMPT_FOR_FIELD, NEED_CONFIRMATIONS_MESSAGE } from './confirmation-prompts';
import { confirmationOutcome } from './confirmation.machine';
import type { ConfirmationSnapshot } from './confirmation.machine';

export type ConfirmationResponseType = Extract<
  ResponseType,
  'need_confirmations' | 'overwrite_prompt' | 'overwrite_ack' | 'overwrite_declined' | 'confirmation_ack'
>;

export interface ConfirmationResponse {
  responseType: ConfirmationResponseType;
  /** A fixed chat line, when the spec gives one; otherwise Luna words the reply. */
  message?: string;
  quickReplies: readonly QuickReply[];
  responseDetails: { field?: ConfirmableField; overwrite?: boolean; differenceFields?: DifferenceField[] };
}

/**
 * The assistant response a confirmation snapshot calls for (§4 "Assistant response
 * types"). A flow ready to generate answers confirmation_ack; the server then makes the
 * reading and answers reading_ready itself.
 */
export const confirmationResponse = (snapshot: ConfirmationSnapshot): ConfirmationResponse => {
  const { context } = snapshot;
  switch (confirmationOutcome(snapshot)) {
    case 'generate':
      return { responseType: 'confirmation_ack', quickReplies: [], responseDetails: {} };
    case 'regenerate':
      return {
        responseType: 'overwrite_ack',
        quickReplies: [],
        responseDetails: { overwrite: true, differenceFields: context.differenceFields },
      };
    case 'kept_current':
      return {
        responseType: 'overwrite_declined',
        quickReplies: [],
        responseDetails: { overwrite: false, differenceFields: context.differenceFields },
      };
    case null:
      break;
  }
  if (snapshot.matches({ gathering: 'overwritePrompt' })) {
    return {
      responseType: 'overwrite_prompt',
      quickReplies: CONFIRMATION_QUICK_REPLIES.overwrite_prompt,
      responseDetails: { overwrite: false, differenceFields: context.differenceFields },
    };
  }
  const pending = context.pendingConfirmation;
  const field = pending?.field ?? firstUnconfirmedField(context.confirmations);
  return {
    responseType: 'need_confirmations',
    message: NEED_CONFIRMATIONS_MESSAGE,
    quickReplies: pending === null ? [] : CONFIRMATION_QUICK_REPLIES[CONFIRM_PROMPT_FOR_FIELD[pending.field]],
    responseDetails: field === null ? {} : { field },
  };
};
