import { describe, expect, it } from 'vitest';
import { formatOutbox } from '../../scripts/luna-outbox';
import type { OutboxRow } from '../../server/platform/email/outbox-store';

const row = (status: OutboxRow['status'], extra: Partial<OutboxRow> = {}): OutboxRow => ({
  id: '6f1c0000-0000-4000-8000-000000000000',
  to: 'ana@example.com',
  subject: 'Your moon reading',
  status,
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-24T10:00:00Z',
  sentAt: status === 'sent' ? '2026-11-24T10:00:02Z' : null,
  nextAttemptAt: status === 'pending' ? '2026-11-24T10:00:12Z' : null,
  messageId: null,
  ...extra,
});

describe('luna outbox', () => {
  it('says so when the outbox is empty', () => {
    expect(formatOutbox([])).toBe('The outbox is empty.');
  });

  it('counts each status and says when each email goes or went, with the last error of one that has not', () => {
    const text = formatOutbox([row('sent'), row('pending', { attempts: 2, lastError: 'ECONNREFUSED: connect refused' }), row('failed', { attempts: 20, lastError: '550: no such mailbox' })]);
    expect(text.split('\n')[0]).toBe('1 pending, 1 sent, 1 failed (newest 3 shown)');
    expect(text).toContain('1 attempt  ·  sent 2026-11-24T10:00:02Z');
    expect(text).toContain('2 attempts  ·  next attempt 2026-11-24T10:00:12Z');
    expect(text).toContain('last error: ECONNREFUSED: connect refused');
    expect(text).toContain('failed for good (luna outbox retry <id>)');
  });
});
