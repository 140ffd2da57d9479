import { z } from 'zod';

/** POST contact: a message from the contact page, stored in contact_messages. */

export const CONTACT_LIMITS = {
  name: 120,
  email: 254,
  messageMin: 10,
  message: 5_000,
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please tell us your name.',
  nameTooLong: `Please keep your name to ${CONTACT_LIMITS.name} characters or fewer.`,
  emailInvalid: 'Please enter a valid email address, so we can reply.',
  messageTooShort: `Please write a little more: at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageTooLong: `Please keep your message to ${CONTACT_LIMITS.message.toLocaleString('en')} characters or fewer.`,
} as const;

export const contactRequest = z
  .object({
    name: z.string().trim().min(1, { error: CONTACT_MESSAGES.nameRequired }).max(CONTACT_LIMITS.name, { error: CONTACT_MESSAGES.nameTooLong }),
    email: z.string().trim().pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid }).max(CONTACT_LIMITS.email, { error: CONTACT_MESSAGES.emailInvalid })),
    message: z
      .string()
      .trim()
      .min(CONTACT_LIMITS.messageMin, { error: CONTACT_MESSAGES.messageTooShort })
      .max(CONTACT_LIMITS.message, { error: CONTACT_MESSAGES.messageTooLong }),
  })
  .meta({ id: 'ContactRequest', description: 'A message for the Moonwise team: who it is from, where to reply, and what it says.' });
export type ContactRequest = z.input<typeof contactRequest>;

export const contactResponse = z
  .object({ received: z.literal(true), message: z.string() })
  .meta({ id: 'ContactResponse', description: 'The message is stored; `message` thanks the sender.' });
export type ContactResponse = z.infer<typeof contactResponse>;
