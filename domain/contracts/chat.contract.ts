import { z } from 'zod';

/** SPEC §4: every response type the assistant can answer with. */
export const responseTypes = [
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
export const responseType = z.enum(responseTypes);
export type ResponseType = z.infer<typeof responseType>;

/** SPEC §3: a quick-reply option under an assistant message. */
export const quickReply = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  value: z.string().min(1),
  tone: z.literal('primary').optional(),
});
export type QuickReply = z.infer<typeof quickReply>;

export const limitType = z.enum(['email', 'session', 'ip']);
export type LimitType = z.infer<typeof limitType>;

/**
 * SPEC §3: response_details. The wire carries both camelCase and snake_case spellings;
 * `readResponseDetails` folds them into one shape so nothing downstream has to care.
 */
export const responseDetails = z
  .object({
    overwrite: z.boolean().optional(),
    differenceFields: z.array(z.string()).optional(),
    difference_fields: z.array(z.string()).optional(),
    limitType: limitType.optional(),
    limit_type: limitType.optional(),
    field: z.string().optional(),
    reason: z.string().optional(),
  })
  .loose();
export type ResponseDetails = z.infer<typeof responseDetails>;

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

/** SPEC §5: a server-side validation problem is recorded with these defaults. */
export const VALIDATION_FIELD_DEFAULT = 'unknown';
export const VALIDATION_REASON_DEFAULT = 'chat_validation';
