import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import type { ReactElement } from 'react';
import type { OutgoingEmail } from '../../../domain/kernel';
import { Link, Section, Text } from '@react-email/components';
import { Action, Code, EmailLayout, Paragraph } from './email-layout';

/**
 * Every email the product sends (issue 15 §3), each one template rendered into its HTML part
 * and, from the same markup, its plain-text part. Links are absolute (PUBLIC_SITE_URL); the
 * words follow Luna's output rules (the template tests run the sanitiser over them).
 */

export const READING_EMAIL_SUBJECT = 'Your moon reading';
export const READING_CHANGE_EMAIL_SUBJECT = 'Someone asked for a moon reading with your email';
export const EMAIL_CODE_SUBJECT = 'Your Moonwise code';
export const PROFILE_LINK_EMAIL_SUBJECT = 'Your moon reading link';
export const CONTACT_ACKNOWLEDGEMENT_SUBJECT = 'We have your message';
export const DATA_REQUEST_SUBJECTS = { export: 'Your copy of your Moonwise data', delete: 'Deleting your Moonwise data' } as const;

/** Where replies go: set on the emails a reply is useful to. */
export interface Replies {
  replyTo: string;
}

/**
 * The renderer's own plain-text options (its `toPlainText`), with headings kept in their case;
 * compiled once, as `toPlainText` compiles them again for every email.
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [...plainTextSelectors, { selector: 'h1', options: { uppercase: false } }],
});

/** Rendered once: the plain text is read from the HTML, as the renderer's own plain-text mode does after a second render. */
const renderEmail = async (to: string, subject: string, element: ReactElement, replyTo?: string): Promise<OutgoingEmail> => {
  const html = await render(element);
  return {
    to,
    subject,
    html,
    // Blocks are set off by one blank line: html-to-text leaves two after the brand line.
    text: toPlainText(html).replace(/\n{3,}/g, '\n\n').trim(),
    ...(replyTo === undefined ? {} : { replyTo }),
  };
};

const NOT_YOU = 'You get this email because this address was given on';

export const readingEmail = (siteUrl: string, to: string, link: string): Promise<OutgoingEmail> =>
  renderEmail(
    to,
    READING_EMAIL_SUBJECT,
    <EmailLayout preview="Your Moon sign, your birth phase and this month’s cycle." heading="Your moon reading is ready" siteUrl={siteUrl} why={NOT_YOU}>
      <Paragraph>Your Moon sign, the phase you were born under and your current lunar cycle are waiting for you.</Paragraph>
      <Action href={link}>Open your reading</Action>
      <Paragraph>Keep this email: the link opens your reading whenever you come back to it.</Paragraph>
      <Paragraph>If you did not ask for a reading, you can ignore this email.</Paragraph>
    </EmailLayout>,
  );

/** To a profile's owner when someone saved a profile with their email: their own link, nothing changed. */
export const profileLinkEmail = (siteUrl: string, to: string, link: string): Promise<OutgoingEmail> =>
  renderEmail(
    to,
    PROFILE_LINK_EMAIL_SUBJECT,
    <EmailLayout preview="Your profile and reading, one tap away." heading="Your profile and reading" siteUrl={siteUrl} why={NOT_YOU}>
      <Paragraph>Someone, we hope you, asked for a moon reading with this email address, which already has a profile with us.</Paragraph>
      <Action href={link}>Open your profile and reading</Action>
      <Paragraph>If this was not you, you can ignore this email: nothing has changed.</Paragraph>
    </EmailLayout>,
  );

/**
 * To a reading's owner when someone without it asked for a reading with their email. The
 * change applies only if the owner opens the second link and chooses it there.
 */
export const readingChangeEmail = (siteUrl: string, to: string, links: { current: string; change: string; validHours: number }): Promise<OutgoingEmail> =>
  renderEmail(
    to,
    READING_CHANGE_EMAIL_SUBJECT,
    <EmailLayout preview="Nothing has changed. Your reading stays as it is unless you choose." heading="Someone asked for a reading with your email" siteUrl={siteUrl} why={NOT_YOU}>
      <Paragraph>Someone asked for a moon reading with this email address, which already has one with us. Nothing has changed.</Paragraph>
      <Action href={links.current}>Open your current reading</Action>
      <Paragraph>
        If it was you and you would like your reading made from the birth details you just gave, open the next link and choose there. It works once, for {links.validHours}{' '}
        hours.
      </Paragraph>
      <Action href={links.change}>Review the new details</Action>
      <Paragraph>If it was not you, you can ignore this email: your reading stays as it is.</Paragraph>
    </EmailLayout>,
  );

export const emailCodeEmail = (siteUrl: string, to: string, code: string, validMinutes: number): Promise<OutgoingEmail> =>
  renderEmail(
    to,
    EMAIL_CODE_SUBJECT,
    <EmailLayout preview={`Your code is ${code}.`} heading="Your code" siteUrl={siteUrl} why={NOT_YOU}>
      <Paragraph>
        Your code is <Code>{code}</Code>.
      </Paragraph>
      <Paragraph>Type it where you asked for it, to confirm this email is yours. It works for {validMinutes} minutes. If you did not ask for a code, you can ignore this email: nothing changes without it.</Paragraph>
    </EmailLayout>,
  );

/** Where the buyer's finished report is: its download, and the library that keeps it. */
export interface ReadyLinks {
  /** The PDF itself, as the library's own download button opens it (the link token of this email). */
  download: string;
  library: string;
}

/** To the buyer when their report is ready: the download and the library, with this email's own link token. */
export const reportReadyEmail = (siteUrl: string, to: string, label: string, links: ReadyLinks, replies: Replies): Promise<OutgoingEmail> =>
  renderEmail(
    to,
    `Your ${label} is ready`,
    <EmailLayout preview={`Your ${label} is ready to download.`} heading={`Your ${label} is ready`} siteUrl={siteUrl} why="You get this email because you ordered a report on">
      <Paragraph>Thank you for your order. Your {label} has been prepared from your birth details and is ready to download.</Paragraph>
      <Action href={links.download}>Download your {label} (PDF)</Action>
      <Paragraph>Your report library keeps it too, so you can download it again on any device.</Paragraph>
      <Action href={links.library}>Open your report library</Action>
      <Paragraph>These links are yours alone: please do not forward this email. Questions about your report? Reply to this email.</Paragraph>
    </EmailLayout>,
    replies.replyTo,
  );

/** A paid order as its receipt shows it; every value is already written as the reader reads it. */
export interface Receipt {
  label: string;
  /** '$29.00 USD': the amount and currency the payment reported. */
  paid: string;
  /** 'MW-3F2A-9C1B': what to quote when writing to us. */
  reference: string;
  /** '26 November 2026' */
  date: string;
  libraryLink: string;
  /** The site's contact page (the footer's Support link). */
  helpLink: string;
}

export const receiptSubject = (label: string): string => `Your receipt for the ${label}`;

/** Receipt rows: one line each, 'Amount paid: $29.00 USD', read the same in the HTML and the text part. */
const ReceiptRows = ({ rows }: { rows: readonly (readonly [string, string])[] }) => (
  <Section style={{ margin: '0 0 20px', borderTop: '1px solid #dcd8f0' }}>
    {rows.map(([name, value]) => (
      <Text key={name} style={{ margin: '0', padding: '8px 0', borderBottom: '1px solid #dcd8f0', color: '#1f1d36', fontSize: '16px', lineHeight: '1.5' }}>
        <span style={{ color: '#55536b' }}>{name}:</span> <strong>{value}</strong>
      </Text>
    ))}
  </Section>
);

/** To the buyer once per paid order, when the payment is taken: what was bought, what it cost, and where to go next. */
export const receiptEmail = (siteUrl: string, to: string, receipt: Receipt, replies: Replies): Promise<OutgoingEmail> =>
  renderEmail(
    to,
    receiptSubject(receipt.label),
    <EmailLayout preview={`${receipt.paid} for the ${receipt.label}, order ${receipt.reference}.`} heading="Thank you for your order" siteUrl={siteUrl} why="You get this email because you ordered a report on">
      <Paragraph>This is your receipt. Your payment has been taken, and your report is being prepared from your birth details now; we email you again when it is ready to download.</Paragraph>
      <ReceiptRows
        rows={[
          ['Report', receipt.label],
          ['Amount paid', receipt.paid],
          ['Order reference', receipt.reference],
          ['Date', receipt.date],
        ]}
      />
      <Action href={receipt.libraryLink}>Open your report library</Action>
      <Paragraph>
        Need help with your order? Reply to this email or write to us through our contact page, and quote your order reference {receipt.reference}:{' '}
        <Link href={receipt.helpLink} style={{ color: '#2b2a52' }}>
          {receipt.helpLink}
        </Link>
      </Paragraph>
    </EmailLayout>,
    replies.replyTo,
  );

export const reportFailedEmail = (siteUrl: string, to: string, label: string, statusLink: string, replies: Replies): Promise<OutgoingEmail> =>
  renderEmail(
    to,
    `We could not prepare your ${label} yet`,
    <EmailLayout preview="Your order is safe. One tap asks for it again." heading={`We could not prepare your ${label} yet`} siteUrl={siteUrl} why="You get this email because you ordered a report on">
      <Paragraph>Something went wrong while we were preparing your {label}. Your order is safe and you have not been charged twice.</Paragraph>
      <Action href={statusLink}>Prepare it again</Action>
      <Paragraph>If it fails again, reply to this email and we will put it right.</Paragraph>
    </EmailLayout>,
    replies.replyTo,
  );

/** The most of a name the acknowledgement may carry. */
export const GREETING_NAME_MAX = 40;

/**
 * The acknowledgement goes to whatever address the form was given, so it carries no words the
 * sender chose (issue 23: 'Claim your prize at …' as a name): only the first word of the name,
 * its letters, hyphens and apostrophes, at most 40 of them. Null when nothing is left.
 */
export const greetingName = (name: string): string | null => {
  const first = name.replace(/[^\p{L}\s'’-]/gu, '').trim().split(/\s+/u)[0] ?? '';
  const cut = first.slice(0, GREETING_NAME_MAX).replace(/^['’-]+|['’-]+$/gu, '');
  return cut === '' ? null : cut;
};

/** To someone who wrote through the contact form: we have it, and who will answer. */
export const contactAcknowledgementEmail = (siteUrl: string, to: string, name: string, replies: Replies): Promise<OutgoingEmail> => {
  const greeted = greetingName(name);
  return renderEmail(
    to,
    CONTACT_ACKNOWLEDGEMENT_SUBJECT,
    <EmailLayout
      preview="Your message is with the Moonwise team."
      heading={greeted === null ? 'Thank you for writing' : `Thank you for writing, ${greeted}`}
      siteUrl={siteUrl}
      why="You get this email because this address was used to write to us on"
    >
      <Paragraph>Your message is with the Moonwise team, and one of us will reply to this address by email.</Paragraph>
      <Paragraph>If you think of anything to add, reply to this email and it will join your message.</Paragraph>
    </EmailLayout>,
    replies.replyTo,
  );
};

/**
 * To a profile's address when someone asked for a copy of its data or its erasure. The link does
 * both, so someone who downloads first can then delete with it; nothing happens until they choose.
 */
export const dataRequestEmail = (siteUrl: string, to: string, kind: 'export' | 'delete', link: string, validHours: number): Promise<OutgoingEmail> =>
  renderEmail(
    to,
    DATA_REQUEST_SUBJECTS[kind],
    <EmailLayout
      preview={kind === 'export' ? 'Download everything we hold about you.' : 'Delete everything we hold about you.'}
      heading={kind === 'export' ? 'Your data, ready to download' : 'Delete your data'}
      siteUrl={siteUrl}
      why="You get this email because someone asked about the data of this address on"
    >
      <Paragraph>
        {kind === 'export'
          ? 'You asked for a copy of the data we hold about you: your profile, readings, chats with Luna, orders and the emails we sent you.'
          : 'You asked us to delete the data we hold about you: your profile, readings, chats with Luna, report files and the emails we sent you.'}
      </Paragraph>
      <Action href={link}>{kind === 'export' ? 'Download my data' : 'Review and delete my data'}</Action>
      <Paragraph>
        The page lets you download a copy, delete everything, or both. The link works for {validHours} hours, and nothing is deleted until you confirm on that page.
      </Paragraph>
      <Paragraph>If you did not ask for this, you can ignore this email: nothing changes without the link.</Paragraph>
    </EmailLayout>,
  );
