/** One email as the product writes it: both parts rendered from one template. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply should go, for emails a reply is useful to (the report and contact emails). */
  replyTo?: string;
}

/** One email as the relay hands it to a mailer: the outbox row with its envelope. */
export interface MailMessage extends OutgoingEmail {
  from: string;
  /** The Message-ID header, made from the outbox row, so a resend after a crash keeps it. */
  messageId: string;
  date: Date;
}

export interface SentMail {
  /** The Message-ID the message went out with. */
  messageId: string;
  /** What the provider answered (the SMTP reply, e.g. '250 2.0.0 Ok: queued as …') or where the file is. */
  receipt: string;
}

/** Where email leaves the product: an SMTP server, or .eml files on embedded defaults. */
export interface Mailer {
  /** For the start-up log: the adapter and where it sends, without secrets. */
  readonly description: string;
  /** Resolves once the message is accepted; rejects with the provider's reason. */
  send(message: MailMessage): Promise<SentMail>;
  /** Whether the provider answers now (a connection and greeting, no message); absent where it always does. */
  verify?(): Promise<boolean>;
  close(): Promise<void>;
}
