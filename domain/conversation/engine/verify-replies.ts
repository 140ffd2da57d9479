import { EMAIL_CODE_LIFETIME_MS } from '../../reading';

/** Luna's lines for /verify (§5 lists the command; its wording is ours). */
const minutes = EMAIL_CODE_LIFETIME_MS / 60_000;

export const VERIFY_REPLIES = {
  needsEmail: 'Tell me your email first, then type /verify and I’ll send a six-digit code to it.',
  sent: (email: string) => `I’ve emailed a six-digit code to ${email}. Type it here to confirm the email is yours; it works for ${minutes} minutes.`,
  already: (email: string) => `${email} is already confirmed as yours in this chat.`,
  verified: (email: string) => `Thank you, ${email} is confirmed as yours.`,
  verifiedWithReading: (email: string, url: string) =>
    `Thank you, ${email} is confirmed as yours, and its moon reading is now linked to this chat: [open your reading](${url}). If you’d like it made from other birth details, just tell me them.`,
  wrong: (triesLeft: number) => `That code doesn’t match. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  expired: 'That code has expired. Type /verify and I’ll send a new one.',
  noTries: 'That code was tried too many times. Type /verify and I’ll send a new one.',
  tooManyCodes: 'I have sent a few codes to this email recently. Please try again in about an hour.',
  tooManyTries: 'There have been many code attempts from this connection. Please wait an hour and try again.',
} as const;
