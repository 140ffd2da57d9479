export { emlFileMailer } from './eml-file-mailer';
export { describeSmtpUrl, smtpMailer } from './smtp-mailer';
