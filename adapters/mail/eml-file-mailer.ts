import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailMessage, Mailer } from '../../domain/kernel';
import { mailOptions } from './smtp-mailer';

/** A file name that sorts by time and names the outbox row: 2026-11-24T01-02-03-456Z-<row id>.eml. */
const fileName = (message: MailMessage, rowId: string): string => `${message.date.toISOString().replace(/[:.]/g, '-')}-${rowId}.eml`;

/**
 * The embedded default: each message, exactly as SMTP would carry it, written as a .eml file
 * under `dir` (DATA_DIR/outbox), so a developer can open what a visitor would get. `onWritten`
 * hears each path (the server logs it).
 */
export const emlFileMailer = (dir: string, onWritten: (file: string) => void = () => {}): Mailer => {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `.eml files in ${dir} (no SMTP_URL)`,
    send: async (message) => {
      const info = await transport.sendMail(mailOptions(message));
      const rowId = /^<([^@>]+)@/.exec(message.messageId)?.[1] ?? 'message';
      const file = path.join(dir, fileName(message, rowId));
      await mkdir(dir, { recursive: true });
      await writeFile(file, info.message);
      onWritten(file);
      return { messageId: info.messageId, receipt: file };
    },
    close: async () => {},
  };
};
