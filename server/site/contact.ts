import type { RequestHandler } from 'express';
import { type ContactResponse, contactRequest } from '../../contracts/contact.contract';
import { contactAcknowledgementEmail } from '../platform/email/emails';
import { queueEmail } from '../platform/email/outbox-store';
import { DEFAULT_MAIL_FROM } from '../config';
import { rateLimitMessage } from '../../domain/reading';
import { CONNECTION_LIMITS, emailSendShare, takeHourlyShares } from '../platform/connection-limit';
import { DEFAULT_SITE_URL, type FunctionsDeps } from '../api/deps';
import { functionRefusal, parseOrRefuse, tooManyRequests } from '../platform/function-errors';

/** A person writes a few messages an hour at most; more from one address is a script. */
export const CONTACT_MESSAGES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export const CONTACT_REPLY = {
  received: 'Thank you for writing to us. Your message is with the Moonwise team, and we will reply by email.',
  tooMany: 'We have received several messages from this email address in the last hour. Please wait an hour before writing again.',
} as const;

/**
 * POST contact: stores the message in contact_messages for the team to answer by email, and
 * acknowledges it to the writer (once per message, within the hourly limit).
 */
export const contact =
  ({ db, clock, settings }: FunctionsDeps): RequestHandler =>
  async (req, res) => {
    const { name, email, message } = parseOrRefuse(contactRequest, req.body);
    const ip = req.ip ?? 'unknown';
    // The connection's messages, and its emails across every function (the acknowledgement is one).
    const shares = [{ key: { type: 'ip' as const, value: `contact:${ip}` }, max: CONNECTION_LIMITS.contact }, emailSendShare(ip)];
    const nowMs = clock.now();
    const acknowledgement = await contactAcknowledgementEmail(settings.PUBLIC_SITE_URL ?? DEFAULT_SITE_URL, email, name, { replyTo: settings.replyTo ?? DEFAULT_MAIL_FROM });
    const stored = await db.transaction(async (tx) => {
      const recent = await tx.query<{ count: string | number }>(
        'select count(*) as count from contact_messages where lower(email) = lower($1) and created_at > $2',
        [email, new Date(nowMs - HOUR_MS).toISOString()],
      );
      if (Number(recent.rows[0]?.count ?? 0) >= CONTACT_MESSAGES_PER_HOUR) return { kind: 'address' as const };
      const taken = await takeHourlyShares(tx, shares, clock);
      if (!taken.allowed) return { kind: 'connection' as const, retryAfterSeconds: taken.retryAfterSeconds };
      await tx.query('insert into contact_messages (name, email, message, created_at) values ($1, $2, $3, $4)', [
        name,
        email,
        message,
        new Date(nowMs).toISOString(),
      ]);
      await queueEmail(tx, acknowledgement);
      return { kind: 'stored' as const };
    });
    if (stored.kind === 'connection') throw tooManyRequests(rateLimitMessage('ip'), stored.retryAfterSeconds);
    if (stored.kind === 'address') throw functionRefusal(429, CONTACT_REPLY.tooMany);
    const answer: ContactResponse = { received: true, message: CONTACT_REPLY.received };
    res.status(201).json(answer);
  };
