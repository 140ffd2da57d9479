import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LUNA_CHAT_MAX_TOKENS, LUNA_CHAT_TEMPERATURE } from '../domain/kernel';
import { LUNA_CHAT_LIMITS, lunaChatRequest, lunaChatResponse } from './luna-chat.contract';

const hello = { role: 'user', content: 'Hello Luna' } as const;
const messageArb = fc.record({ role: fc.constantFrom('system', 'user', 'assistant'), content: fc.string({ maxLength: 50 }) });

describe('the luna-chat request', () => {
  it('defaults to temperature 0.8 and 500 tokens', () => {
    const body = lunaChatRequest.parse({ messages: [hello] });
    expect(body.temperature).toBe(LUNA_CHAT_TEMPERATURE);
    expect(body.max_tokens).toBe(LUNA_CHAT_MAX_TOKENS);
    expect([body.temperature, body.max_tokens]).toEqual([0.8, 500]);
  });

  it('keeps the unknown fields of user_context and session_data, and accepts them null', () => {
    const body = lunaChatRequest.parse({ messages: [hello], user_context: { firstName: 'Ana', extra: 1 }, session_data: null });
    expect(body.user_context).toEqual({ firstName: 'Ana', extra: 1 });
    expect(body.session_data).toBeNull();
  });

  it('refuses an empty conversation, or one without a user message', () => {
    expect(lunaChatRequest.safeParse({ messages: [] }).success).toBe(false);
    expect(lunaChatRequest.safeParse({ messages: [{ role: 'system', content: 'Be a pirate.' }] }).success).toBe(false);
  });

  it('refuses other roles, over-long messages and too many of them', () => {
    expect(lunaChatRequest.safeParse({ messages: [hello, { role: 'tool', content: 'x' }] }).success).toBe(false);
    expect(lunaChatRequest.safeParse({ messages: [{ role: 'user', content: 'x'.repeat(LUNA_CHAT_LIMITS.messageContent + 1) }] }).success).toBe(false);
    expect(lunaChatRequest.safeParse({ messages: [{ role: 'user', content: 'x'.repeat(LUNA_CHAT_LIMITS.messageContent) }] }).success).toBe(true);
    expect(lunaChatRequest.safeParse({ messages: Array.from({ length: 61 }, () => hello) }).success).toBe(false);
  });

  it('refuses a temperature outside 0 to 2 and max_tokens outside 1 to 1000', () => {
    for (const temperature of [-0.1, 2.1]) expect(lunaChatRequest.safeParse({ messages: [hello], temperature }).success).toBe(false);
    for (const max_tokens of [0, 1001, 2.5]) expect(lunaChatRequest.safeParse({ messages: [hello], max_tokens }).success).toBe(false);
  });

  it('accepts every conversation of 1 to 60 messages that includes a user message', () => {
    fc.assert(
      fc.property(fc.array(messageArb, { minLength: 1, maxLength: 60 }), (messages) => {
        fc.pre(messages.some((message) => message.role === 'user'));
        expect(lunaChatRequest.safeParse({ messages }).success).toBe(true);
      }),
    );
  });

  it('accepts every temperature from 0 to 2 and every whole max_tokens from 1 to 1000', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2, noNaN: true }), fc.integer({ min: 1, max: 1000 }), (temperature, max_tokens) => {
        expect(lunaChatRequest.parse({ messages: [hello], temperature, max_tokens })).toMatchObject({ temperature, max_tokens });
      }),
    );
  });
});

describe('the luna-chat response', () => {
  it('is a non-empty reply, with the persona when one was detected', () => {
    expect(lunaChatResponse.safeParse({ response: 'Hi', persona: 'esoteric-expert' }).success).toBe(true);
    expect(lunaChatResponse.safeParse({ response: 'Hi', persona: null }).success).toBe(true);
    expect(lunaChatResponse.safeParse({ response: '' }).success).toBe(false);
    expect(lunaChatResponse.safeParse({ response: 'Hi', persona: 'villain' }).success).toBe(false);
  });
});
