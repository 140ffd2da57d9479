import { describe, expect, it } from 'vitest';
import { retryTextFor, type ShownMessage } from './transcript';

const message = (id: string, role: 'user' | 'assistant', content: string, failed = false): ShownMessage => ({
  id,
  session_id: null,
  profile_id: null,
  role,
  content,
  created_at: '2026-01-01T00:00:00.000Z',
  was_helpful: null,
  moon_reading_generated: false,
  reading_url: null,
  metadata: null,
  ...(failed ? { failed } : {}),
});

describe('what Try again resends', () => {
  const failedPair = [message('local:1', 'assistant', 'Welcome'), message('sent:2', 'user', 'Hello?', true), message('local:3', 'assistant', 'Trouble connecting')];

  it('is the failed message, under the reply that followed it', () => {
    expect(retryTextFor(failedPair, 2)).toBe('Hello?');
  });

  it('is nothing under any other message, or once the visitor has written again', () => {
    expect(retryTextFor(failedPair, 0)).toBeNull();
    expect(retryTextFor(failedPair, 1)).toBeNull();
    expect(retryTextFor([...failedPair, message('sent:4', 'user', 'Hello?')], 2)).toBeNull();
    const delivered = [message('sent:2', 'user', 'Hello?'), message('m-3', 'assistant', 'Hi!')];
    expect(retryTextFor(delivered, 1)).toBeNull();
  });
});
