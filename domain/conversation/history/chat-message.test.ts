import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock, sequentialIds } from '../../kernel';
import { isReadingReady, withCreatedAt, withLocalId } from './chat-message';
import type { ChatMessage } from './chat-message';

describe('isReadingReady', () => {
  it('is true when the message says a moon reading was generated', () => {
    expect(isReadingReady({ moon_reading_generated: true, metadata: null })).toBe(true);
  });

  it('is true when the metadata says a moon reading was generated', () => {
    expect(isReadingReady({ moon_reading_generated: false, metadata: { moon_reading_generated: true } })).toBe(true);
  });

  it('is true when the response type is reading_ready', () => {
    expect(isReadingReady({ moon_reading_generated: false, metadata: { response_type: 'reading_ready' } })).toBe(true);
  });

  it('is false for any other response type without the flag', () => {
    expect(isReadingReady({ moon_reading_generated: false, metadata: { response_type: 'pending_calculation' } })).toBe(
      false,
    );
  });

  it('is false for a plain message without metadata', () => {
    expect(isReadingReady({ moon_reading_generated: false, metadata: null })).toBe(false);
  });
});

describe('withLocalId', () => {
  it.each([undefined, null, ''])('generates a local id when the id is %j', (id) => {
    expect(withLocalId({ id, content: 'hi' }, sequentialIds('local')).id).toBe('local-1');
  });

  it('keeps an id that is already there', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        expect(withLocalId({ id }, sequentialIds('local')).id).toBe(id);
      }),
    );
  });

  it('leaves the other fields untouched', () => {
    expect(withLocalId({ content: 'hi', role: 'user' as const }, sequentialIds('m'))).toEqual({
      id: 'm-1',
      content: 'hi',
      role: 'user',
    });
  });
});

describe('withCreatedAt', () => {
  it('defaults created_at to now from the clock', () => {
    expect(withCreatedAt({ content: 'hi' }, fixedClock(Date.UTC(2024, 2, 10, 8, 30))).created_at).toBe(
      '2024-03-10T08:30:00.000Z',
    );
  });

  it('keeps a created_at that is already there', () => {
    expect(withCreatedAt({ created_at: '2020-01-01T00:00:00.000Z' }, fixedClock(0)).created_at).toBe(
      '2020-01-01T00:00:00.000Z',
    );
  });
});

describe('a message built locally', () => {
  it('becomes a complete chat message with a local id and the current time', () => {
    const draft: Omit<ChatMessage, 'id' | 'created_at'> = {
      session_id: null,
      profile_id: null,
      role: 'user',
      content: 'Hello Luna',
      was_helpful: null,
      moon_reading_generated: false,
      reading_url: null,
      metadata: null,
    };
    const message: ChatMessage = withCreatedAt(withLocalId(draft, sequentialIds('local')), fixedClock(0));
    expect(message).toEqual({ ...draft, id: 'local-1', created_at: '1970-01-01T00:00:00.000Z' });
  });
});
