import { z } from 'zod';

import { LIMIT_TYPES, RESPONSE_TYPES, type LimitType, type QuickReply, type ResponseDetails, type ResponseType } from '../domain/kernel';

export { readResponseDetails, VALIDATION_FIELD_DEFAULT, VALIDATION_REASON_DEFAULT } from '../domain/kernel';
export type { LimitType, NormalisedResponseDetails, QuickReply, ResponseDetails, ResponseType } from '../domain/kernel';

/** The wire's names for the domain's answer shapes (domain/kernel/replies), each checked against them. */
export const responseTypes = RESPONSE_TYPES;
export const responseType = z.enum(RESPONSE_TYPES) satisfies z.ZodType<ResponseType>;

export const quickReply = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  value: z.string().min(1),
  tone: z.literal('primary').optional(),
}) satisfies z.ZodType<QuickReply>;

export const limitType = z.enum(LIMIT_TYPES) satisfies z.ZodType<LimitType>;

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
  .loose() satisfies z.ZodType<ResponseDetails>;
