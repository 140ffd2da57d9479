import type { OutboxRow } from '../server/platform/email/outbox-store';

/** `luna outbox`: counts by status, then one block per email, newest first. */
export const formatOutbox = (rows: readonly OutboxRow[]): string => {
  if (rows.length === 0) return 'The outbox is empty.';
  const count = (status: OutboxRow['status']) => rows.filter((row) => row.status === status).length;
  const head = `${count('pending')} pending, ${count('sent')} sent, ${count('failed')} failed (newest ${rows.length} shown)`;
  const blocks = rows.map((row) => {
    const when =
      row.status === 'sent' ? `sent ${row.sentAt}` : row.status === 'pending' ? `next attempt ${row.nextAttemptAt ?? 'now'}` : 'failed for good (luna outbox retry <id>)';
    const lines = [`${row.status.padEnd(7)} ${row.id}  ${row.createdAt}  to ${row.to}`, `        "${row.subject}"  ·  ${row.attempts} attempt${row.attempts === 1 ? '' : 's'}  ·  ${when}`];
    if (row.lastError !== null && row.status !== 'sent') lines.push(`        last error: ${row.lastError}`);
    return lines.join('\n');
  });
  return [head, '', ...blocks].join('\n');
};
