import { describe, expect, it } from 'vitest';
import { quickReply } from '../../../contracts/chat.contract';
import {
  CONFIRMATION_ANALYTICS_EVENTS,
  CONFIRMATION_PROMPTS,
  CONFIRMATION_QUICK_REPLIES,
  NEED_CONFIRMATIONS_MESSAGE,
} from './confirmation-prompts';
import { confirmationMachine } from './confirmation.machine';

describe('confirmation prompts', () => {
  it('offers Yes then No under every prompt', () => {
    for (const prompt of CONFIRMATION_PROMPTS) {
      expect(CONFIRMATION_QUICK_REPLIES[prompt].map((reply) => reply.label)).toEqual(['Yes', 'No']);
    }
  });

  it('makes only the overwrite Yes the primary choice', () => {
    const primary = CONFIRMATION_PROMPTS.flatMap((prompt) =>
      CONFIRMATION_QUICK_REPLIES[prompt].filter((reply) => reply.tone === 'primary').map((reply) => reply.id),
    );
    expect(primary).toEqual(['overwrite_prompt_yes']);
  });

  it('gives every quick reply a unique id and the shape the chat contract accepts', () => {
    const replies = CONFIRMATION_PROMPTS.flatMap((prompt) => CONFIRMATION_QUICK_REPLIES[prompt]);
    expect(new Set(replies.map((reply) => reply.id)).size).toBe(replies.length);
    for (const reply of replies) expect(quickReply.safeParse(reply).success).toBe(true);
  });

  it('asks for confirmations in the words of the spec', () => {
    expect(NEED_CONFIRMATIONS_MESSAGE).toBe(
      'Please confirm your email, birth date, and birth location so I can prepare your moon reading.',
    );
  });

  it('names each analytics event as an action the server can bind', () => {
    const actions = Object.keys(confirmationMachine.implementations.actions);
    expect(actions).toEqual(expect.arrayContaining([...CONFIRMATION_ANALYTICS_EVENTS]));
  });
});
