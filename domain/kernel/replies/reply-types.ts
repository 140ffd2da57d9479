/**
 * What an answer to the visitor is made of, whoever words it: the kind of answer, the quick
 * replies under it, and its details. The domain owns these shapes; the wire contract
 * (contracts/chat.contract.ts) validates them and is checked against them.
 */

/** Every kind of answer the assistant gives (§4). */
export const RESPONSE_TYPES = [
  'reading_ready',
  'pending_calculation',
  'overwrite_prompt',
  'validation_error',
  'rate_limited',
  'need_confirmations',
  'confirmation_ack',
  'overwrite_ack',
  'overwrite_declined',
] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

/** A quick-reply option under an assistant message (§3). */
export interface QuickReply {
  id: string;
  label: string;
  value: string;
  tone?: 'primary' | undefined;
}

export const LIMIT_TYPES = ['email', 'session', 'ip'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/**
 * An answer's details (§3). The wire carries both camelCase and snake_case spellings;
 * `readResponseDetails` folds them into one shape so nothing downstream has to care.
 */
export interface ResponseDetails {
  overwrite?: boolean | undefined;
  differenceFields?: string[] | undefined;
  difference_fields?: string[] | undefined;
  limitType?: LimitType | undefined;
  limit_type?: LimitType | undefined;
  field?: string | undefined;
  reason?: string | undefined;
  [key: string]: unknown;
}

export interface NormalisedResponseDetails {
  overwrite?: boolean;
  differenceFields: string[];
  limitType?: LimitType;
  field?: string;
  reason?: string;
}

export const readResponseDetails = (details: ResponseDetails | null | undefined): NormalisedResponseDetails => {
  const d = details ?? {};
  const limit = d.limitType ?? d.limit_type;
  return {
    differenceFields: d.differenceFields ?? d.difference_fields ?? [],
    ...(d.overwrite === undefined ? {} : { overwrite: d.overwrite }),
    ...(limit === undefined ? {} : { limitType: limit }),
    ...(d.field === undefined ? {} : { field: d.field }),
    ...(d.reason === undefined ? {} : { reason: d.reason }),
  };
};

/** §5: a server-side validation problem is recorded with these defaults. */
export const VALIDATION_FIELD_DEFAULT = 'unknown';
export const VALIDATION_REASON_DEFAULT = 'chat_validation';
