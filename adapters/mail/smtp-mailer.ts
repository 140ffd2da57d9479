import { createTransport } from 'nodemailer';
import type { MailMessage, Mailer, SentMail } from '../../domain/kernel';

/** How long one SMTP conversation may take: well inside the relay's claim on a row. */
const CONNECT_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/** The SMTP server's address for logs: scheme, host and port, never the password. */
export const describeSmtpUrl = (smtpUrl: string): string => {
  const url = new URL(smtpUrl);
  const user = url.username === '' ? '' : ` as ${decodeURIComponent(url.username)}`;
  return `SMTP at ${url.protocol}//${url.host}${user}`;
};

/** The headers every message carries; nodemailer writes the MIME (multipart/alternative for text and HTML). */
export const mailOptions = (message: MailMessage) => ({
  from: message.from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  messageId: message.messageId,
  date: message.date,
  ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
});

/** SMTP through nodemailer, from SMTP_URL (smtp://user:pass@host:port, or smtps:// for TLS from the start). */
export const smtpMailer = (smtpUrl: string): Mailer => {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    description: describeSmtpUrl(smtpUrl),
    send: async (message): Promise<SentMail> => {
      const info = await transport.sendMail(mailOptions(message));
      return { messageId: info.messageId, receipt: info.response };
    },
    verify: () => transport.verify().then(
      () => true,
      () => false,
    ),
    close: async () => transport.close(),
  };
};
