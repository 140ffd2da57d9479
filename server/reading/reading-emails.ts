/**
 * The texts of the emails the reading workflow sends. They wait in email_outbox until the
 * mail relay sends them (the email delivery issue gives them their HTML part).
 */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

export const READING_EMAIL_SUBJECT = 'Your moon reading';
export const READING_CHANGE_EMAIL_SUBJECT = 'Someone asked for a moon reading with your email';
export const EMAIL_CODE_SUBJECT = 'Your Moonwise code';

export const readingEmail = (to: string, link: string): OutgoingEmail => ({
  to,
  subject: READING_EMAIL_SUBJECT,
  text: ['Your moon reading is ready.', '', `Open it here: ${link}`, '', 'If you did not ask for it, you can ignore this email.'].join('\n'),
});

/**
 * To a reading's owner when someone without it asked for a reading with their email. The
 * change applies only if the owner opens the second link and chooses it there.
 */
export const readingChangeEmail = (to: string, links: { current: string; change: string; validHours: number }): OutgoingEmail => ({
  to,
  subject: READING_CHANGE_EMAIL_SUBJECT,
  text: [
    'Someone asked for a moon reading with this email address, which already has one with us. Nothing has changed.',
    '',
    `Your current moon reading: ${links.current}`,
    '',
    `If it was you and you would like your reading made from the birth details you just gave, open this link and choose there (it works once, for ${links.validHours} hours): ${links.change}`,
    '',
    'If it was not you, you can ignore this email: your reading stays as it is.',
  ].join('\n'),
});

export const emailCodeEmail = (to: string, code: string, validMinutes: number): OutgoingEmail => ({
  to,
  subject: EMAIL_CODE_SUBJECT,
  text: [
    `Your code is ${code}.`,
    '',
    `Type it where you asked for it to confirm this email is yours. It works for ${validMinutes} minutes.`,
    '',
    'If you did not ask for a code, you can ignore this email: nothing changes without it.',
  ].join('\n'),
});

/** To the buyer when their report is ready (or could not be made): the library link, made for this email. */
export const reportReadyEmail = (to: string, label: string, libraryLink: string): OutgoingEmail => ({
  to,
  subject: `Your ${label} is ready`,
  text: [`Your ${label} is ready.`, '', `Download it from your report library: ${libraryLink}`, '', 'Thank you for your order.'].join('\n'),
});

export const reportFailedEmail = (to: string, label: string, statusLink: string): OutgoingEmail => ({
  to,
  subject: `We could not prepare your ${label} yet`,
  text: [
    `Something went wrong while we were preparing your ${label}. Your order is safe and you have not been charged twice.`,
    '',
    `You can ask for it to be prepared again here: ${statusLink}`,
    '',
    'If it fails again, reply to this email and we will put it right.',
  ].join('\n'),
});
